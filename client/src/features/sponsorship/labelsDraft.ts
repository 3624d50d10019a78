import type { BrandChoice } from './BrandPicker';

/** The paid-labels part of a pin form, as the person sets it. */
export interface LabelsDraft {
  paidLink: boolean;
  partnership: boolean;
  brand: BrandChoice | null;
}

export const EMPTY_LABELS_DRAFT: LabelsDraft = { paidLink: false, partnership: false, brand: null };

/** The saved labels of a pin, as its maker sees them (the brand they asked, whatever its answer). */
export function labelsDraftOf(pin: {
  paidLink: boolean;
  paidPartnership?: {
    brand?: { entityId: string; username: string; fullName: string; businessName?: string | null } | null;
  } | null;
}): LabelsDraft {
  const brand = pin.paidPartnership?.brand;
  return {
    paidLink: pin.paidLink,
    partnership: Boolean(pin.paidPartnership),
    brand: brand
      ? { entityId: brand.entityId, username: brand.username, name: brand.businessName || brand.fullName }
      : null,
  };
}

/**
 * What a save sends for the labels: only what changed from `saved` (an empty brand removes the partnership), and
 * never a paid link without a link. `ok: false` while the partnership is on without a brand.
 */
export function labelsInputOf(
  draft: LabelsDraft,
  saved: LabelsDraft,
  hasLink: boolean,
): { ok: true; input: { paidLink?: boolean; sponsorBrandId?: string } } | { ok: false } {
  if (draft.partnership && !draft.brand) return { ok: false };
  const input: { paidLink?: boolean; sponsorBrandId?: string } = {};
  const paidLink = draft.paidLink && hasLink;
  if (paidLink !== saved.paidLink) input.paidLink = paidLink;
  const brandId = draft.partnership ? (draft.brand?.entityId ?? '') : '';
  const savedBrandId = saved.partnership ? (saved.brand?.entityId ?? '') : '';
  if (brandId !== savedBrandId) input.sponsorBrandId = brandId;
  return { ok: true, input };
}
