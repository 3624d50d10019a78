/** The readable cookie the server sets on every response; state-changing requests echo it in a header. */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';

/** The value of one cookie from a `document.cookie`-style string, or null when it is absent. */
export function readCookie(name: string, cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

let priming: Promise<void> | null = null;

/**
 * The CSRF token, fetching one first when the cookie is missing. The server sets the cookie on every response,
 * so it is normally there from the page load; it is not when the page came from Vite's dev server, or after
 * the person cleared cookies with the tab open. Any GET answers with one.
 */
export async function csrfToken(): Promise<string | null> {
  const token = readCookie(CSRF_COOKIE);
  if (token) return token;
  priming ??= fetch('/healthz', { credentials: 'same-origin' })
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      priming = null;
    });
  await priming;
  return readCookie(CSRF_COOKIE);
}

/** Headers every POST to our API carries: the CSRF echo of the cookie. */
export async function csrfHeaders(): Promise<Record<string, string>> {
  const token = await csrfToken();
  return token ? { [CSRF_HEADER]: token } : {};
}
