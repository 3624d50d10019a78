import { describe, expect, it } from 'vitest';
import {
  BILLING_TEXTS,
  dayAfter,
  formatMinor,
  invoiceNumber,
  minorFromMilli,
  monthEnd,
  monthStart,
  PAUSE_REASON_MAX_LENGTH,
  pauseReasonError,
  periodLabel,
} from '../../core/billing';

describe('billing rules', () => {
  it('bills by calendar month in UTC', () => {
    expect(monthStart(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11-01');
    expect(monthStart(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12-01');
    expect(monthEnd('2026-02-01')).toBe('2026-02-28');
    expect(monthEnd('2028-02-01')).toBe('2028-02-29');
    expect(monthEnd('2026-12-01')).toBe('2026-12-31');
    expect(periodLabel('2026-11-01')).toBe('November 2026');
  });

  it('is due 30 days after issue', () => {
    expect(dayAfter(new Date('2026-12-01T03:00:00Z'), 30)).toBe('2026-12-31');
  });

  it('numbers invoices by month and id', () => {
    expect(invoiceNumber('42', '2026-11-01')).toBe('TB-202611-000042');
    expect(invoiceNumber('1234567', '2027-01-01')).toBe('TB-202701-1234567');
  });

  it('rounds spend (thousandths of a cent) to the nearest cent, half up, and writes amounts with the currency', () => {
    expect(minorFromMilli('499')).toBe(0n);
    expect(minorFromMilli('500')).toBe(1n);
    expect(minorFromMilli('2500')).toBe(3n);
    expect(minorFromMilli('123456789')).toBe(123457n);
    expect(formatMinor('123457', 'USD')).toBe('$1,234.57');
    expect(formatMinor('5', 'EUR')).toBe('€0.05');
  });

  it('asks the operator for a reason to pause, shown to the advertiser', () => {
    expect(pauseReasonError(' ')).toBe(BILLING_TEXTS.pauseReasonMissing);
    expect(pauseReasonError('x'.repeat(PAUSE_REASON_MAX_LENGTH + 1))).toBe(BILLING_TEXTS.pauseReasonTooLong);
    expect(pauseReasonError('Invoice overdue.')).toBeNull();
  });
});
