import { API_SCOPE_DESCRIPTIONS, API_SCOPES, type ApiScope, isApiScope } from './apiScopes';

/**
 * Rules of Tackboard's OAuth 2.0 apps that the settings forms, the consent page and the server share: how long
 * codes and tokens live, which redirect addresses an app may register, which scopes a request may ask for, and
 * how an answer is added to a redirect address.
 */

/** Pinterest's authorize page lives at `/oauth/`; clients built for it open the same path here. */
export const OAUTH_AUTHORIZE_PATH = '/oauth/';
export const OAUTH_TOKEN_PATH = '/v5/oauth/token';
export const OAUTH_REVOKE_PATH = '/v5/oauth/token/revoke';

/** Codes are exchanged at once by the app's server; ten minutes is the longest OAuth recommends. */
export const AUTHORIZATION_CODE_SECONDS = 10 * 60;
/** Pinterest's lifetimes, so clients built for it refresh on the schedule they expect: 30 days… */
export const OAUTH_ACCESS_TOKEN_SECONDS = 30 * 24 * 60 * 60;
/** …and a refresh token that lasts 60 days and is replaced by a new one on every refresh. */
export const OAUTH_REFRESH_TOKEN_SECONDS = 60 * 24 * 60 * 60;

export const APP_NAME_MAX_LENGTH = 50;
export const MAX_REDIRECT_URIS = 10;

/**
 * Scopes Pinterest defines for data Tackboard does not have (ads, billing, business access, catalogs,
 * conversions). A client written for Pinterest often asks for some of them beside the ones it needs, so they
 * are dropped from the request instead of failing it; the granted `scope` the token answer carries says what
 * the app really got. Any other name is a mistake and is refused with `invalid_scope`.
 */
export const IGNORED_PINTEREST_SCOPES: ReadonlySet<string> = new Set([
  'ads:read',
  'ads:write',
  'billing:read',
  'billing:write',
  'biz_access:read',
  'biz_access:write',
  'catalogs:read',
  'catalogs:write',
  'msot:write',
]);

export type RequestedScopes = { scopes: ApiScope[] } | { error: string };

/**
 * The scopes an authorization request's `scope` parameter asks for (space- or comma-separated, as Pinterest's
 * own examples write it), Pinterest's scopes for data Tackboard lacks left out. Refused when it names an unknown
 * scope or no scope Tackboard has.
 */
export function requestedScopes(text: string | null | undefined): RequestedScopes {
  const names = (text ?? '').split(/[\s,]+/).filter((name) => name !== '');
  const unknown = names.filter((name) => !isApiScope(name) && !IGNORED_PINTEREST_SCOPES.has(name));
  if (unknown.length > 0) return { error: `Unknown scope: ${unknown.join(', ')}.` };
  const wanted = new Set(names);
  const scopes = API_SCOPES.filter((scope) => wanted.has(scope));
  if (scopes.length === 0) return { error: 'Ask for at least one scope, such as boards:read.' };
  return { scopes };
}

/** The scopes with the plain words the consent screen shows for each. */
export function describeScopes(scopes: readonly ApiScope[]): { scope: ApiScope; description: string }[] {
  return scopes.map((scope) => ({ scope, description: API_SCOPE_DESCRIPTIONS.get(scope) ?? scope }));
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Why an address cannot be registered as a redirect URI, or null when it can. Codes travel in the redirect,
 * so it must be https, except to the person's own machine (a desktop app or a script listening on loopback).
 * A fragment is not allowed, since the code is added to the query.
 */
export function redirectUriProblem(uri: string): string | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return `"${uri}" is not a full web address.`;
  }
  if (url.hash !== '' || uri.includes('#')) return `"${uri}" must not have a # part.`;
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return null;
  return `"${uri}" must start with https:// (http:// only for localhost or 127.0.0.1).`;
}

/** The redirect URIs a form field lists one a line, trimmed, blank lines and repeats dropped. */
export function redirectUrisOf(text: string): string[] {
  return [...new Set(text.split(/\r?\n/).map((line) => line.trim()))].filter((line) => line !== '');
}

/** Why an app's name cannot be used, or null. */
export function appNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return "Your app's name can't be blank.";
  if (trimmed.length > APP_NAME_MAX_LENGTH) {
    return `Your app's name can be at most ${APP_NAME_MAX_LENGTH} characters.`;
  }
  return null;
}

/**
 * The registered redirect URI with the answer's parameters added to its query, keeping the query it already
 * has (OAuth requires the registered address to be used as it is, plus the answer).
 */
export function oauthRedirect(
  redirectUri: string,
  params: Record<string, string | null | undefined>,
): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) url.searchParams.set(name, value);
  }
  return url.toString();
}
