import { LOGIN_METHODS, type LoginMethod } from './loginMethods';

/**
 * Social log-in rules the client and the server share (login types, login methods,
 * single-login): the providers, their default labels, the paths of the redirect flow and the texts people see.
 */

import { SETTINGS_PATHS } from './paths';
import { ADMIN_TEXTS } from './texts';

/** The social login types (email is the password log-in). */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'line', 'sso'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export function isSocialProvider(name: string): name is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(name);
}

/** Button texts; the operator names the SSO one (OIDC_SSO_LABEL), e.g. "Continue with Acme SSO". */
export const DEFAULT_PROVIDER_LABELS: Record<SocialProvider, string> = {
  google: 'Continue with Google',
  facebook: 'Continue with Facebook',
  line: 'Continue with LINE',
  sso: 'Continue with SSO',
};

/** How the provider is named in sentences ("That Google account …"). */
export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  line: 'LINE',
  sso: 'your single sign-on',
};

/** How the provider's accounts are named ("That Google account", "a different single sign-on account"). */
export const ACCOUNT_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  line: 'LINE',
  sso: 'single sign-on',
};

/** Login methods: Facebook 2, Google plus 3, line 8, SSO 9. */
export const SOCIAL_LOGIN_METHODS: Record<SocialProvider, LoginMethod> = {
  google: LOGIN_METHODS.google,
  facebook: LOGIN_METHODS.facebook,
  line: LOGIN_METHODS.line,
  sso: LOGIN_METHODS.sso,
};

/** A pending "finish signing up" (the verified identity waiting for a birth date) lasts this long. */
export const SOCIAL_SIGNUP_TTL_MS = 15 * 60_000;
/** From leaving for the provider to coming back: long enough to type a password and a code there. */
export const SOCIAL_LOGIN_STATE_TTL_MS = 15 * 60_000;

export type SocialLoginIntent = 'login' | 'link';

/** Where the settings page lists connected logins (and where connecting returns). */
export const CONNECTIONS_PATH = SETTINGS_PATHS.connections;
export const SOCIAL_SIGNUP_PATH = '/signup/social/';

/**
 * The start of the redirect flow: a plain link, so the buttons work without JavaScript. `link` connects the
 * provider to the signed-in account instead of logging in.
 */
export function socialLoginStartPath(
  provider: SocialProvider,
  options: { next?: string | null; intent?: SocialLoginIntent } = {},
): string {
  const params = new URLSearchParams();
  if (options.next && options.next !== '/') params.set('next', options.next);
  if (options.intent === 'link') params.set('intent', 'link');
  const query = params.toString();
  return `/login/oidc/${provider}/${query ? `?${query}` : ''}`;
}

/** The path the provider sends people back to (joined to the public origin for the redirect URI). */
export function socialLoginCallbackPath(provider: SocialProvider): string {
  return `/login/oidc/${provider}/callback/`;
}

/** Why a social log-in or connection went back to the page it started from (`?social_error=`). */
export const SOCIAL_LOGIN_ERRORS = [
  'denied',
  'expired',
  'provider',
  'unavailable',
  'taken',
  'other_identity',
  'signed_out',
  'suspended',
] as const;
export type SocialLoginError = (typeof SOCIAL_LOGIN_ERRORS)[number];

export function isSocialLoginError(code: string): code is SocialLoginError {
  return (SOCIAL_LOGIN_ERRORS as readonly string[]).includes(code);
}

/** The text for `?social_error=` (only known codes are shown, so the query cannot put words on the page). */
export function socialLoginErrorText(code: SocialLoginError, provider: SocialProvider | null): string {
  const name = provider ? PROVIDER_NAMES[provider] : 'the other site';
  switch (code) {
    case 'denied':
      return `Logging in with ${name} was cancelled. Nothing was changed.`;
    case 'expired':
      return 'That log-in link has expired or was already used. Please try again.';
    case 'provider':
      return `We couldn't confirm who you are with ${name}. Please try again, or log in another way.`;
    case 'unavailable':
      return `We can't reach ${name} right now. Please try again in a few minutes, or log in another way.`;
    case 'taken':
      return `That ${ACCOUNT_NAMES[provider ?? 'sso']} account is already connected to another Tackboard account.`;
    case 'other_identity':
      return `Your Tackboard account is already connected to a different ${ACCOUNT_NAMES[provider ?? 'sso']} account. Disconnect it first.`;
    case 'signed_out':
      return 'Log in to Tackboard first, then connect the account again.';
    case 'suspended':
      return ADMIN_TEXTS.suspended;
  }
}

/** Single-login: the refusal when disconnecting would leave no way to log in. */
export function singleLoginRefusal(provider: SocialProvider): string {
  return `You can't disconnect ${PROVIDER_NAMES[provider]}: it's the only way you log in. Add a password (Forgot your password? on the log-in page sends a link) or connect another account first.`;
}

export const SOCIAL_SIGNUP_EXPIRED =
  'This sign-up has expired. Please start again with the button on the sign-up page.';
export const SOCIAL_LOGIN_NOT_CONNECTED = 'That account is not connected to Tackboard.';
