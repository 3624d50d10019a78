/**
 * Outbound links go through /offsite/, which checks them first. Statuses other than safe are not
 * followed.
 */
export const LINK_STATUSES = ['safe', 'suspicious', 'blocked', 'porn'] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

export function isFollowable(status: LinkStatus): boolean {
  return status === 'safe';
}

/** The /offsite/ path for a pin's link; the token proves Tackboard made it, so it may redirect at once. */
export function offsitePath(input: { url: string; pinId: string | null; token: string }): string {
  const query = new URLSearchParams({ url: input.url, token: input.token });
  if (input.pinId) query.set('pin', input.pinId);
  return `/offsite/?${query.toString()}`;
}

/** What the offsite page says for each status (ours). */
export const OFFSITE_TEXTS = {
  blockedTitle: 'This link is blocked',
  blocked: 'Tackboard blocked this link because it may harm your device or your data.',
  pornTitle: 'This link is blocked',
  porn: 'This link leads to adult content, which Tackboard does not link to.',
  suspiciousTitle: 'This link may not be safe',
  suspicious: 'Continue only if you know and trust this site.',
  leavingTitle: "You're leaving Tackboard",
  leaving: 'This link was not made by Tackboard. Check where it goes before you continue.',
  invalidLink: "That doesn't look like a link we can open.",
  back: 'Back to Tackboard',
} as const;
