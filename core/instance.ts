/** Who may make an account: anyone, only people holding an administrator's invite link, or nobody. */
export const SIGN_UP_MODES = ['open', 'invite', 'closed'] as const;
export type SignUpMode = (typeof SIGN_UP_MODES)[number];

export const DEFAULT_SITE_NAME = 'Tackboard';
export const SITE_NAME_MAX_LENGTH = 60;

/** How long an administrator's invite link works. */
export const INSTANCE_INVITE_TTL_MS = 14 * 24 * 60 * 60_000;
/** How long a reset link an administrator hands over works: longer than a mailed one, as it goes by hand. */
export const ADMIN_RESET_LINK_TTL_MS = 24 * 60 * 60_000;

/** What can be reported to the administrator. */
export const REPORT_TARGETS = ['pin', 'board', 'user'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** The reasons a person picks from when reporting, with the label shown to them and to the administrator. */
export const REPORT_REASONS = {
  spam: 'Spam',
  nudity: 'Nudity or pornography',
  self_harm: 'Self-harm',
  misinformation: 'Misinformation',
  hate: 'Hateful activities',
  dangerous: 'Dangerous goods',
  harassment: 'Harassment or privacy violations',
  violence: 'Graphic violence',
  intellectual_property: 'Intellectual property violation',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;

export function isReportReason(value: string): value is ReportReason {
  return Object.hasOwn(REPORT_REASONS, value);
}

export const REPORT_DETAILS_MAX_LENGTH = 500;

/** The site name an administrator typed, tidied, or the problem with it. */
export function siteNameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'Give the site a name.';
  if (trimmed.length > SITE_NAME_MAX_LENGTH)
    return `Keep the name to ${SITE_NAME_MAX_LENGTH} characters or fewer.`;
  return null;
}

/** The page title: the page's own name, then the site's. */
export function pageTitle(siteName: string, page?: string | null): string {
  return page ? `${page} | ${siteName}` : siteName;
}
