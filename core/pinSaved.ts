import { pinPath } from './paths';
import { SITE_TYPES } from './siteTypes';

/** The confetti of a successful save — 120 particles over 800 ms. */
export const CONFETTI_PARTICLES = 120;
export const CONFETTI_MS = 800;

/** The external pin-create page's success view closes itself after 10000 ms. */
export const SUCCESS_VIEW_CLOSE_MS = 10000;

/**
 * "Saved to {boardName}", or "Saved to {sectionName} in {boardName}" — the pin-saved confirmation's
 * title and the saved toast's text. Just "Saved" when the board is not known (a pin's board is null to a
 * request that may not read it), so no board is named.
 */
export function savedToText(boardName: string | null, sectionName?: string | null): string {
  if (boardName === null) return 'Saved';
  return sectionName ? `Saved to ${sectionName} in ${boardName}` : `Saved to ${boardName}`;
}

/** Send opens the pin's share view. */
export function sendPinHref(pinId: string): string {
  return `${pinPath(pinId)}?share=true`;
}

/** See it now opens the saved pin. */
export function seeItNowHref(pinId: string): string {
  return `/pin/${pinId}`;
}

/**
 * Promote your Pin goes through the business conversion to quick promote of this pin. The next
 * path is left unencoded, as the legacy client writes it: it holds no "&", so it still reads back as one parameter.
 */
export function promotePinHref(pinId: string): string {
  return `/business/convert?next=/advertiser/quick_promote?pinId=${pinId}`;
}

/** The one site type for which Promote your Pin is never offered: the ads site, where the ad tools already are. */
export const PROMOTE_EXCLUDED_SITE_TYPE = SITE_TYPES.ads;

export interface PromoteCheck {
  /** The pin may be promoted by this viewer (the server's `Pin.promotable`: theirs, public board, a link). */
  pinPromotable?: boolean;
  /** The site type the confirmation is shown on (siteTypeOfPath). */
  siteType?: number;
  /** The viewer may quick-promote (the server's `Viewer.quickPromoteEligible`: signed in, old enough). */
  viewerQualifies?: boolean;
}

/**
 * Promote your Pin is offered only when the pin is promotable, the site type is not 3 and the
 * viewer qualifies. The single place that decides it; anything not known yet counts as no.
 */
export function canPromotePin(check: PromoteCheck): boolean {
  return (
    check.pinPromotable === true &&
    check.siteType !== PROMOTE_EXCLUDED_SITE_TYPE &&
    check.viewerQualifies === true
  );
}

/**
 * See it now is gray for partner (business) viewers and when promotion is offered, red otherwise.
 */
export function seeItNowTone(input: { viewerIsPartner: boolean; promotable: boolean }): 'gray' | 'red' {
  return input.viewerIsPartner || input.promotable ? 'gray' : 'red';
}

/** Scenarios in which the pin-saved confirmation is not shown at all. */
export const CONFIRMATION_SUPPRESSED_SCENARIOS = ['ad_creation', 'business_nux'] as const;

export function isConfirmationSuppressed(scenario: string | null | undefined): boolean {
  return (CONFIRMATION_SUPPRESSED_SCENARIOS as readonly string[]).includes(scenario ?? '');
}

/**
 * Save failure: the error toast shows the server's message_detail, or its message, or the generic
 * text when the failure carried neither.
 */
export function saveFailureText(
  failure: { message?: string | null; messageDetail?: string | null } | null | undefined,
  fallback: string,
): string {
  return failure?.messageDetail || failure?.message || fallback;
}

/** Formats a video's duration for the preview badge: m:ss, or h:mm:ss past an hour. */
export function videoDurationLabel(durationMs: number): string {
  const total = Math.max(0, Math.round(durationMs / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
