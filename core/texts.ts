import { MAX_SIGNED_IN_ACCOUNTS } from './accountSwitching';
import { REPORT_DETAILS_MAX_LENGTH } from './instance';
import { TOTP_DIGITS } from './mfa';
/** Texts shown word for word, as the legacy client shows them. */
export const LOGIN_PROMPTS = {
  save: 'Log in to save this Pin',
  edit: 'Log in to edit this Pin',
  follow: 'Log in to follow',
  create: 'Log in to create a Pin or board',
  general: "You're almost there! Log in to access all of Tackboard",
} as const;

export type LoginPromptKind = keyof typeof LOGIN_PROMPTS;

export const GENERIC_ERROR = 'Uh oh! Something went wrong';
/**
 * A text over its field's limit (names, pin texts), in the legacy client's template filled with the limit:
 * "Please enter no more than {{ maxLength }} characters".
 */
export function tooLongMessage(maxLength: number): string {
  return 'Please enter no more than {{ maxLength }} characters'.replace('{{ maxLength }}', String(maxLength));
}
export const SERVER_ERROR = 'Sorry! Something went wrong on our end.';
export const LOGIN_FAILED = 'The email/username or password you entered is incorrect.';
// Password reset and change (ours).
export const PASSWORD_RESET_SENT =
  "If an account uses that email, we've sent it a link to reset the password. The link works for an hour.";
export const PASSWORD_RESET_LINK_INVALID =
  'This reset link has expired or was already used. Ask for a new one.';
export const CURRENT_PASSWORD_WRONG = "That isn't your current password.";
/** Ours: repeated failed log-ins. */
export const LOGIN_THROTTLED = 'Too many failed attempts to log in. Wait 15 minutes and try again.';
/** Ours: a right password from a new browser while others guess at the account (login outcome 2). */
export const LOGIN_ASSISTANCE_SENT =
  "To keep your account safe, we've emailed you a link to finish logging in. It works once, for 15 minutes.";
export const LOGIN_ASSIST_LINK_INVALID = 'This log-in link has expired or was already used. Log in again.';
/** Ours: the answer to the try that uses up the tries (login outcome 3), the same whether the account exists. */
export const LOGIN_RESET_SENT =
  "Too many failed attempts to log in. If an account uses that email or username, we've emailed it a link to reset the password.";
/** Ours: the anonymous "is this email registered?" check has a budget per client address. */
export const EMAIL_CHECKS_THROTTLED = 'Too many email checks. Wait 15 minutes and try again.';
export const LOGIN_REQUIRED = 'You need to log in first.';
/** The refusal of a write whose CSRF echo is missing or stale (the cookie was cleared or replaced meanwhile). */
export const SESSION_EXPIRED = 'Your session has expired. Please refresh the page and try again.';
export const EMAIL_TAKEN = 'That email is already in use. Try logging in instead.';
export const NOT_FOUND_NOTICE = "Sorry, we couldn't find that page.";
/** Ours: the answer for a board's address from before a rename, which comes with the new address. */
export const BOARD_MOVED = 'This board has moved.';
/** The unauthenticated error modal: its title (ours) and its text when the failure came with none. */
export const UNAUTH_ERROR_TITLE = "That didn't work";
export const UNKNOWN_ERROR = 'Unknown Error';
// Two-factor authentication (ours).
export const MFA_CODE_WRONG = "That code didn't work. Check your authenticator app and try again.";
export const MFA_RECOVERY_CODE_WRONG =
  "That recovery code didn't work. Check it and try again: each recovery code works once.";
export const MFA_CODE_REUSED = 'That code was already used. Wait for the next one in your authenticator app.';
export const MFA_CODE_MISSING = `Enter the ${TOTP_DIGITS}-digit code from your authenticator app.`;
/** Switching to an account whose session here has ended (logged out elsewhere, expired). */
export const SWITCH_ACCOUNT_EXPIRED = 'Log in to that account again.';
export const TOO_MANY_ACCOUNTS = `You can be logged in to at most ${MAX_SIGNED_IN_ACCOUNTS} accounts here. Log out of one to add another.`;
export const MFA_LOGIN_EXPIRED = 'Your log-in took too long or was already finished. Please log in again.';
export const MFA_ALREADY_ON = 'Two-factor authentication is already on.';
export const MFA_NOT_ON = 'Two-factor authentication is off.';
export const MFA_SETUP_MISSING = 'Start setting up two-factor authentication again.';
// Email verification (ours).
export const EMAIL_VERIFICATION_LINK_INVALID =
  'This verification link has expired or was already used. Send a new one from your account settings.';
export const EMAIL_ALREADY_VERIFIED = 'Your email address is already verified.';
export const EMAIL_VERIFICATION_RESEND_WAIT =
  'We just sent you a verification email. Wait a minute before asking for another.';
export const EMAIL_CHANGE_WAIT =
  'We just sent you a verification email. Wait a minute before changing your email.';
// Text in any field, checked where requests arrive (ours).
export const TEXT_CONTROL_CHARACTER =
  'This text contains a control character (such as a NUL byte). Remove it and try again.';
export const TEXT_MALFORMED = 'This text contains a broken character. Type it again and try again.';
export const TEXT_INVISIBLE_NAME = 'A name needs at least one visible character.';
export const TEXT_INPUT_TOO_DEEP = 'This request is nested too deeply.';
/** Ours: a page cursor (GraphQL after/before, REST bookmark) the list did not give out. */
export const PAGE_CURSOR_INVALID =
  "That cursor isn't one this list gave out. Ask for the first page again and follow the cursors it returns.";
/** Ours: account matters an access token may not touch (they need a signed-in browser). */
export const ACCOUNT_NEEDS_BROWSER =
  'Access tokens cannot manage the account (password, two-factor, sessions, tokens, e-mail). Sign in on the web to do that.';
/** Ours: signing up, in or out with an access token (a token acts as its person; sessions are for browsers). */
export const SESSIONS_NEED_BROWSER =
  'Access tokens cannot sign up, log in or log out: a token already acts as its person. Use the web or the app to sign in.';
/** Ours: the personal access token form. */
export const ACCESS_TOKEN_TEXTS = {
  nameRequired: 'Give the token a name, so you know later what uses it.',
  nameTooLong: 'Keep the name to 100 characters or fewer.',
  scopeRequired: 'Choose at least one thing the token may do.',
  unknownScope: 'That is not a scope Tackboard knows.',
  expiryInvalid: 'Choose one of the offered expiry times.',
  notFound: "That token doesn't exist or was already revoked.",
} as const;
/** Ours: the instance administrator's rules (sign-ups, suspension, reports). */
/** The refusal of a log-in to an account an operator limited for a while (the "soft banned" outcome). */
export function accountLimitedText(until: Date): string {
  return `This account is limited until ${until.toISOString().slice(0, 10)}. Contact the administrator of this Tackboard if you think this is a mistake.`;
}

export const ADMIN_TEXTS = {
  adminOnly: 'Only the administrator of this Tackboard can do that.',
  suspended:
    'This account has been suspended. Contact the administrator of this Tackboard if you think this is a mistake.',
  signUpsClosed: "This Tackboard isn't taking new accounts.",
  inviteRequired:
    'This Tackboard takes new accounts by invitation only. Ask its administrator for an invite link.',
  inviteInvalid: 'This invite link has expired or was already used. Ask the administrator for a new one.',
  restrictionDays: 'Limit an account for 1 to 365 days.',
  notYourself: "You can't suspend or delete your own account here.",
  notAnAdmin: "An administrator's account can't be suspended or deleted here.",
  accountNotFound: "That account doesn't exist.",
  reportNotFound: "That report doesn't exist or was already closed.",
  reportReasonRequired: 'Choose why you are reporting this.',
  reportDetailsTooLong: `Keep the details to ${REPORT_DETAILS_MAX_LENGTH} characters or fewer.`,
  reportNotYourself: "You can't report yourself or your own boards and Pins.",
  reportTargetNotFound: "We couldn't find what you are reporting.",
  reportSent: 'Thanks for letting us know. The administrator will look at it.',
} as const;
