/** Where people land after logging in or signing up when no usable `next` is given. */
export const DEFAULT_LOGIN_REDIRECT = '/';

/** Pages that must never be a post-login destination, or logging in would loop. */
const AUTH_PATHS = /^\/(login|signup)(\/|$)/;

/**
 * The post-login return url. Only same-origin destinations are honoured; disallowed origins
 * (and anything unparsable) are reset to "/". Returns a path with its query and hash.
 */
export function safeRedirectPath(next: string | null | undefined, origin: string): string {
  if (!next) return DEFAULT_LOGIN_REDIRECT;
  const text = next.trim();
  // Protocol-relative ("//evil.example") and backslash tricks ("/\evil.example") name another host.
  if (/^[/\\]{2}/.test(text) || /^\/\\/.test(text)) return DEFAULT_LOGIN_REDIRECT;
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return DEFAULT_LOGIN_REDIRECT;
  }
  if (url.origin !== new URL(origin).origin) return DEFAULT_LOGIN_REDIRECT;
  if (AUTH_PATHS.test(url.pathname)) return DEFAULT_LOGIN_REDIRECT;
  return `${url.pathname}${url.search}${url.hash}`;
}
