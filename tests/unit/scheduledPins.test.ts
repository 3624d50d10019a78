import { describe, expect, it } from 'vitest';
import { localDateTimeValue, SCHEDULE_TEXTS, scheduleError } from '../../core/scheduledPins';

describe('a scheduled pin’s time', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

  it('must be 10 minutes to 30 days ahead', () => {
    expect(scheduleError(at(9), now)).toBe(SCHEDULE_TEXTS.tooSoon);
    expect(scheduleError(at(10), now)).toBeNull();
    expect(scheduleError(at(30 * 24 * 60), now)).toBeNull();
    expect(scheduleError(at(30 * 24 * 60 + 1), now)).toBe(SCHEDULE_TEXTS.tooLate);
    expect(scheduleError(new Date(Number.NaN), now)).toBe(SCHEDULE_TEXTS.invalid);
  });

  it('reads a date-and-time input as the browser’s local time, and nothing else', () => {
    expect(localDateTimeValue('2026-12-01T09:30')?.getTime()).toBe(new Date(2026, 11, 1, 9, 30).getTime());
    expect(localDateTimeValue('')).toBeNull();
    expect(localDateTimeValue('2026-12-01')).toBeNull();
    expect(localDateTimeValue('2026-13-45T99:99')).toBeNull();
  });
});
