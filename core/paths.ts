/**
 * The app's own page addresses, built in one place for the client's links and the server's answers (board
 * URLs in the API, links in mails, redirects). Every path ends with a slash, as the legacy site's do; the route
 * patterns in client/src/app/router.tsx match them. Flows with rules of their own keep their builders beside
 * those rules: search (search.ts), the social log-in redirects (socialLogin.ts), the advertiser area
 * (advertiserRoutes.ts) and the pin-create popup (pinCreatePage.ts).
 */

export const HOME_PATH = '/';
/** Home with the show-error flag: where a failed load sends the person (core/failedLoad.ts); home shows a notice. */
export const SHOW_ERROR_PARAM = 'show_error';
export const SHOW_ERROR_PATH = `${HOME_PATH}?${SHOW_ERROR_PARAM}=1`;
export const LOGIN_PATH = '/login/';
export const FOLLOWING_FEED_PATH = '/following/';
export const CREATE_BOARD_PATH = '/board/create/';
export const PIN_BUILDER_PATH = '/pin-builder/';
/** How to save from other websites: the bookmarklet and the Save button script. */
export const BOOKMARKLET_PATH = '/tools/bookmarklet/';
export const INVITES_PATH = '/invites/';
export const PASSWORD_RESET_PATH = '/password/reset/';
/** The ideas area: topics built from what people save (core/ideas.ts). */
export const IDEAS_PATH = '/ideas/';
/** The instance administrator's page. */
export const ADMIN_PATH = '/admin/';
/** A business's paid-partnership requests (the business hub). */
export const PAID_PARTNERSHIPS_PATH = '/business/partnerships/';

/** The account's settings pages. */
export const SETTINGS_PATHS = {
  account: '/settings/account/',
  password: '/settings/password/',
  security: '/settings/security/',
  sessions: '/settings/sessions/',
  connections: '/settings/connections/',
  business: '/settings/business/',
  claim: '/settings/claim/',
  apps: '/settings/apps/',
  connectedApps: '/settings/connected-apps/',
  accessTokens: '/settings/access-tokens/',
  yourData: '/settings/your-data/',
} as const;

/** A person's profile: their boards. */
export function profilePath(username: string): string {
  return `/${username}/`;
}

/** A board's page, under its owner's profile. */
export function boardPath(ownerUsername: string, boardSlug: string): string {
  return `${profilePath(ownerUsername)}${boardSlug}/`;
}

/** A section's page, under its board's (the board's `url` as the API answers it, or boardPath). */
export function sectionPath(boardUrl: string, sectionSlug: string): string {
  return `${boardUrl}${sectionSlug}/`;
}

/** A pin's close-up. */
export function pinPath(pinId: string): string {
  return `/pin/${pinId}/`;
}

/** The page that adds a section to a board. */
export function createSectionPath(boardId: string): string {
  return `/board/${boardId}/create_section/`;
}

/** A board invitation's page (the token is the invitation's secret, so it is encoded whatever it holds). */
export function invitePath(token: string): string {
  return `/invite/${encodeURIComponent(token)}/`;
}

/** Where a login-assistance link points (the token follows). */
export const LOGIN_ASSIST_PATH = '/login/assist/';

/** The link mailed to finish a log-in (login assistance). */
export function loginAssistLinkPath(token: string): string {
  return `${LOGIN_ASSIST_PATH}${token}/`;
}

/** The link mailed to reset a password. */
export function passwordResetLinkPath(token: string): string {
  return `${PASSWORD_RESET_PATH}${token}/`;
}

/** The link mailed to verify an email address. */
export function verifyEmailPath(token: string): string {
  return `/verify-email/${token}/`;
}

/** Converting to a business account, then going on to `next` (an app path) when given. */
export function businessConvertPath(next?: string | null): string {
  return `/business/convert/${next ? `?${new URLSearchParams({ next })}` : ''}`;
}

/** An ideas topic's page: its slug for people and links, its id to find it (the slug may change with its name). */
export function ideaTopicPath(slug: string, id: string): string {
  return `${IDEAS_PATH}${slug}/${id}/`;
}

/** An administrator's sign-up invitation: the sign-up form with the invite's token (its only copy). */
export function inviteSignUpPath(token: string): string {
  return `/signup?invite=${encodeURIComponent(token)}`;
}
