import { isMobileClient } from './pinCreatePage';

/**
 * The bot check: our stand-in for reCAPTCHA Enterprise is an invisible proof of work. The browser
 * asks for a challenge per action, solves it and sends the solution as a single-use token with the call.
 */

/** The action names tokens are requested for, word for word. */
export const BOT_CHECK_ACTIONS = [
  'mweb_auth',
  'mweb_login',
  'mweb_signup',
  'web_auth',
  'web_unauth',
  'mweb_reset_password',
  'web_reset_password',
  'mweb_change_password',
  'web_change_password',
] as const;

export type BotCheckAction = (typeof BOT_CHECK_ACTIONS)[number];

/** The calls a token is asked for. */
export type BotCheckCall = 'logIn' | 'signUp' | 'requestPasswordReset' | 'changePassword';

/** Mobile web (`mweb_`) or desktop web (`web_`): the prefix of the action a client asks for. */
export type BotCheckPlatform = 'mweb' | 'web';

/**
 * The action each client asks for, per call and platform. There is no `web_login` or `web_signup` action: on
 * desktop web, log-in goes by `web_auth` and sign-up by `web_unauth` (the signed-out page's action).
 */
const CLIENT_ACTION: Record<BotCheckCall, Record<BotCheckPlatform, BotCheckAction>> = {
  logIn: { mweb: 'mweb_login', web: 'web_auth' },
  signUp: { mweb: 'mweb_signup', web: 'web_unauth' },
  requestPasswordReset: { mweb: 'mweb_reset_password', web: 'web_reset_password' },
  changePassword: { mweb: 'mweb_change_password', web: 'web_change_password' },
};

/**
 * The actions whose tokens each call accepts: both platforms', and for log-in also `mweb_auth` (the mobile
 * auth page's action). A token never crosses calls: a sign-up token cannot be spent on a log-in.
 */
const ACCEPTED_ACTIONS: Record<BotCheckCall, readonly BotCheckAction[]> = {
  logIn: ['web_auth', 'mweb_auth', 'mweb_login'],
  signUp: ['web_unauth', 'mweb_signup'],
  requestPasswordReset: ['web_reset_password', 'mweb_reset_password'],
  changePassword: ['web_change_password', 'mweb_change_password'],
};

export function isBotCheckAction(value: unknown): value is BotCheckAction {
  return typeof value === 'string' && (BOT_CHECK_ACTIONS as readonly string[]).includes(value);
}

export function botCheckAction(call: BotCheckCall, platform: BotCheckPlatform): BotCheckAction {
  return CLIENT_ACTION[call][platform];
}

export function botCheckAccepts(call: BotCheckCall, action: string): boolean {
  return (ACCEPTED_ACTIONS[call] as readonly string[]).includes(action);
}

/** Phones, tablets and narrow windows ask for `mweb_` actions (the same "mobile" test as the pin-create page). */
export function botCheckPlatform(client: { userAgent: string; viewportWidth: number }): BotCheckPlatform {
  return isMobileClient(client) ? 'mweb' : 'web';
}

/** The token in hand is replaced this often. */
export const BOT_CHECK_REFRESH_MS = 105_000;
/**
 * How long a challenge (and so its token) is accepted. Ours: two minutes, so the token a client refreshed at
 * 105 s still has 15 s left when it is sent.
 */
export const BOT_CHECK_TOKEN_TTL_MS = 120_000;

/** Up to 3 timestamps of failed checks are kept; 3 within 3600 s block the form. */
export const BOT_CHECK_LOCAL_LIMIT = 3;
export const BOT_CHECK_LOCAL_WINDOW_MS = 3_600_000;
/** The localStorage key of those timestamps. */
export const BOT_CHECK_FAILURES_KEY = 'tackboard.botCheckFailures';

/** The api_error_code of a refused token (ours; the legacy client names none). */
export const BOT_CHECK_API_ERROR_CODE = 52;

// Texts (ours; the legacy client's 'Error loading reCAPTCHA Enterprise' reads as BOT_CHECK_LOAD_ERROR here).
export const BOT_CHECK_FAILED = "Please confirm you're not a robot and try again.";
export const BOT_CHECK_LOAD_ERROR = 'Error loading the bot check';
export const BOT_CHECK_UNKNOWN_ACTION = 'Unknown bot-check action.';
export const BOT_CHECK_CHECKING = 'Checking…';

/** What the form says while failed checks block it, with the wait rounded up to whole minutes. */
export function botCheckBlockedText(blockedUntil: number, now: number): string {
  const minutes = Math.max(1, Math.ceil((blockedUntil - now) / 60_000));
  return `Too many failed checks that you're not a robot. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** The stored failure timestamps, tolerating anything else found under the key (it is then ignored). */
export function parseBotCheckFailures(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter((t): t is number => typeof t === 'number' && Number.isFinite(t));
  } catch {
    return [];
  }
}

/** Adds a failure at `now`, keeping only the newest BOT_CHECK_LOCAL_LIMIT timestamps. */
export function recordBotCheckFailure(failures: readonly number[], now: number): number[] {
  return [...failures, now].sort((a, b) => a - b).slice(-BOT_CHECK_LOCAL_LIMIT);
}

/**
 * When the local block ends (ms since the epoch), or null when the form may submit: blocked while
 * BOT_CHECK_LOCAL_LIMIT failures fall within the last BOT_CHECK_LOCAL_WINDOW_MS.
 */
export function botCheckBlockedUntil(failures: readonly number[], now: number): number | null {
  const recent = failures
    .filter((t) => t <= now && now - t < BOT_CHECK_LOCAL_WINDOW_MS)
    .sort((a, b) => a - b);
  if (recent.length < BOT_CHECK_LOCAL_LIMIT) return null;
  const oldestCounted = recent[recent.length - BOT_CHECK_LOCAL_LIMIT] ?? now;
  return oldestCounted + BOT_CHECK_LOCAL_WINDOW_MS;
}
