import { describe, expect, it } from 'vitest';
import { labelsInputOf } from '../../client/src/features/sponsorship/labelsDraft';
import {
  brandDisplayName,
  paidLabelsText,
  paidPartnershipLabel,
  SPONSORSHIP_STATUS,
  sponsorshipNamesBrand,
} from '../../core/sponsorship';

describe('paid-partnership labels', () => {
  it('every known status shows the label; only approved names the brand (0, 2 and 3 are no-name cases)', () => {
    expect(paidPartnershipLabel(SPONSORSHIP_STATUS.pending, 'Fern')).toBe('Paid partnership');
    expect(paidPartnershipLabel(SPONSORSHIP_STATUS.approved, 'Fern')).toBe('Paid partnership with Fern');
    expect(paidPartnershipLabel(SPONSORSHIP_STATUS.rejected, 'Fern')).toBe('Paid partnership');
    expect(paidPartnershipLabel(SPONSORSHIP_STATUS.ended, 'Fern')).toBe('Paid partnership');
    expect([0, 1, 2, 3].filter(sponsorshipNamesBrand)).toEqual([1]);
  });

  it('an approved partnership whose brand may not be named, an unknown status, or none', () => {
    expect(paidPartnershipLabel(1, null)).toBe('Paid partnership');
    expect(paidPartnershipLabel(7, 'Fern')).toBeNull();
    expect(paidPartnershipLabel(null)).toBeNull();
  });

  it('the card line joins the partnership and the paid link', () => {
    expect(paidLabelsText({ status: 1, brandName: 'Fern' }, true)).toBe(
      'Paid partnership with Fern · Paid link',
    );
    expect(paidLabelsText(null, true)).toBe('Paid link');
    expect(paidLabelsText({ status: 2, brandName: null }, false)).toBe('Paid partnership');
    expect(paidLabelsText(null, false)).toBeNull();
  });

  it('a brand is named by its business name, else its account name', () => {
    expect(brandDisplayName({ businessName: 'Fern & Stone', fullName: 'Olive' })).toBe('Fern & Stone');
    expect(brandDisplayName({ businessName: null, fullName: 'Olive' })).toBe('Olive');
  });
});

describe('what a pin form sends for its labels', () => {
  const brand = { entityId: '7', username: 'fern', name: 'Fern' };
  const none = { paidLink: false, partnership: false, brand: null };

  it('only what changed; an empty brand removes the partnership', () => {
    expect(labelsInputOf(none, none, true)).toEqual({ ok: true, input: {} });
    expect(labelsInputOf({ paidLink: true, partnership: true, brand }, none, true)).toEqual({
      ok: true,
      input: { paidLink: true, sponsorBrandId: '7' },
    });
    const saved = { paidLink: true, partnership: true, brand };
    expect(labelsInputOf({ ...saved, partnership: false }, saved, true)).toEqual({
      ok: true,
      input: { sponsorBrandId: '' },
    });
  });

  it('never a paid link without a link; a partnership needs a brand', () => {
    expect(labelsInputOf({ paidLink: true, partnership: false, brand: null }, none, false)).toEqual({
      ok: true,
      input: {},
    });
    expect(labelsInputOf({ paidLink: false, partnership: true, brand: null }, none, true)).toEqual({
      ok: false,
    });
  });
});
