/**
 * Paid-partnership statuses, as stored and as shown. A creator names a brand (a business account) on a pin they
 * made; the brand approves or rejects. The label "Paid partnership" shows for every known status — the creator
 * has disclosed that the pin is paid for, whatever the brand answers — and the brand is named only once it has
 * approved and can still be named:
 * - 0 pending: the brand has not answered yet (no name).
 * - 1 approved: "Paid partnership with {brand}".
 * - 2 rejected: the brand said it is not its partnership (no name).
 * - 3 ended: the brand ended its approval, or it can no longer be named — its account is suspended, gone or no
 *   longer a business, or it and the creator have blocked one another (no name).
 * A status this build does not know shows no label at all.
 */
export const SPONSORSHIP_STATUS = {
  pending: 0,
  approved: 1,
  rejected: 2,
  ended: 3,
} as const;

export type SponsorshipStatus = (typeof SPONSORSHIP_STATUS)[keyof typeof SPONSORSHIP_STATUS];

const KNOWN: ReadonlySet<number> = new Set(Object.values(SPONSORSHIP_STATUS));

export function isKnownSponsorshipStatus(status: number): status is SponsorshipStatus {
  return KNOWN.has(status);
}

/** Only an approved partnership names its brand; 0, 2 and 3 are the no-name cases. */
export function sponsorshipNamesBrand(status: number): boolean {
  return status === SPONSORSHIP_STATUS.approved;
}

/**
 * The label a pin card and the close-up show: null without a partnership (or with a status this build does not
 * know), "Paid partnership" for the no-name cases, "Paid partnership with {brand}" once approved.
 */
export function paidPartnershipLabel(
  status: number | null | undefined,
  brandName?: string | null,
): string | null {
  if (status == null || !isKnownSponsorshipStatus(status)) return null;
  return sponsorshipNamesBrand(status) && brandName
    ? `Paid partnership with ${brandName}`
    : 'Paid partnership';
}

export const PAID_LINK_LABEL = 'Paid link';

/**
 * The line a pin card and the close-up show under the pin, beside "Promoted by": the partnership's label and
 * "Paid link", joined; null when neither applies. Worked out by the server, so cards carry one short text.
 */
export function paidLabelsText(
  partnership: { status: number; brandName: string | null } | null,
  paidLink: boolean,
): string | null {
  const labels = [
    paidPartnershipLabel(partnership?.status, partnership?.brandName),
    paidLink ? PAID_LINK_LABEL : null,
  ];
  return labels.filter(Boolean).join(' · ') || null;
}

/** What the brand's requests page calls each status. */
export const SPONSORSHIP_STATUS_NAMES: Record<SponsorshipStatus, string> = {
  0: 'Waiting for your answer',
  1: 'Approved',
  2: 'Rejected',
  3: 'Ended',
};

// Refusals, worded for the person who asked.
export const SPONSOR_ORIGINAL_ONLY =
  'Only the person who made this Pin can label it. A saved Pin keeps the labels of the Pin it came from.';
export const SPONSOR_OWNER_ONLY = 'Only the person who made this Pin can label it.';
export const SPONSOR_NOT_A_BRAND = 'Only business accounts can be named as a paid partner.';
export const SPONSOR_NOT_SELF = "You can't name yourself as a paid partner.";
export const SPONSOR_BLOCKED = "You can't name this account as a paid partner.";
export const PAID_LINK_NEEDS_LINK = 'Add a link before marking it as paid.';
export const SPONSOR_REQUEST_NOT_FOUND = "Sorry, we couldn't find that paid-partnership request.";
export const SPONSOR_ALREADY_ANSWERED = 'This request has already been answered.';
export const SPONSOR_NOT_APPROVED = 'Only an approved partnership can be ended.';

/** The brand's answers to a request: approve or reject a pending one, end an approved one. */
export const SPONSORSHIP_ANSWERS = ['APPROVE', 'REJECT', 'END'] as const;
export type SponsorshipAnswer = (typeof SPONSORSHIP_ANSWERS)[number];

/** How a brand is named: its business name, else its account's name (as the label names it). */
export function brandDisplayName(brand: { businessName?: string | null; fullName: string }): string {
  return brand.businessName || brand.fullName;
}

/** What the pin's maker reads about the partnership they declared, by status. */
export function sponsorshipStatusForCreator(status: number, brandName: string): string {
  switch (status) {
    case SPONSORSHIP_STATUS.pending:
      return `Waiting for ${brandName} to approve. Until then the Pin says “Paid partnership” without a name.`;
    case SPONSORSHIP_STATUS.approved:
      return `Approved by ${brandName}: the Pin says “Paid partnership with ${brandName}”.`;
    case SPONSORSHIP_STATUS.rejected:
      return `${brandName} declined. The Pin still says “Paid partnership”, without a name.`;
    default:
      return `This partnership has ended. The Pin still says “Paid partnership”, without a name.`;
  }
}

export const SPONSOR_BRAND_REQUIRED = 'Choose the brand this is a paid partnership with.';
