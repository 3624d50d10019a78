/**
 * Link status validation in the pin builder (a partner pin-builder feature; Tackboard offers it to every
 * signed-in person): before publishing, the pin's link is fetched once and its state shown. A broken link warns
 * but does not stop publishing — the page may be down for a moment, and the pin is the person's own call.
 */

export type LinkStatusKind = 'reachable' | 'redirects' | 'broken' | 'unreachable' | 'not_allowed';

export interface LinkStatus {
  kind: LinkStatusKind;
  /** Where a redirecting link ends up. */
  redirectsTo: string | null;
  /** The HTTP status of a broken link (4xx or 5xx). */
  httpStatus: number | null;
}

/** How often one person may have links checked (cached answers do not count). */
export const LINK_CHECKS_PER_MINUTE = 20;
/** How long a link's answer is kept before it is fetched again. */
export const LINK_STATUS_CACHE_MS = 5 * 60_000;

export const LINK_STATUS_TEXTS = {
  checking: 'Checking the link…',
  throttled: 'Too many link checks in a row. Try again in a minute.',
  brokenWarning: 'You can still publish, but people who tap your Pin may not reach the page.',
} as const;

/** What the builder says about a link's state. */
export function linkStatusText(status: LinkStatus): string {
  switch (status.kind) {
    case 'reachable':
      return 'Link works';
    case 'redirects':
      return `Link redirects to ${status.redirectsTo ?? 'another page'}`;
    case 'broken':
      return `Link is broken (the site answered ${status.httpStatus ?? 'with an error'})`;
    case 'unreachable':
      return 'Link could not be reached';
    case 'not_allowed':
      return 'This link is not allowed';
  }
}

/** Whether the builder warns before publishing (it still lets the person publish). */
export function linkStatusWarns(status: LinkStatus): boolean {
  return status.kind !== 'reachable' && status.kind !== 'redirects';
}
