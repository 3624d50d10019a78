/**
 * Google's one-tap sign-in: where Google log-in is configured, the log-in and sign-up pages load Google Identity
 * Services' prompt and post the ID token it hands over (its "credential") to our server, which checks it like any
 * Google ID token and records login method 4 (Google one tap) on the session.
 */

/** Google Identity Services' script, loaded only where Google log-in is configured and the browser is recent. */
export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';
/** What the script reaches: its frames, its calls and its styles (the content security policy allows them). */
export const GOOGLE_IDENTITY_ORIGIN_PATH = 'https://accounts.google.com/gsi/';

/** Where the browser posts the credential (JSON `{ credential }`, with the CSRF header). */
export const GOOGLE_ONE_TAP_PATH = '/login/oidc/google/one-tap/';

/**
 * The oldest browser versions the prompt is offered to, by family: older ones lack what it now relies on
 * (FedCM), and the prompt would fail there or fall back to a pop-up blocked by our own policy. Other browsers
 * (Safari, Opera, unknown ones) keep the "Continue with Google" button only.
 */
export const GOOGLE_ONE_TAP_MIN_VERSIONS = { chrome: 122, edge: 130, firefox: 131 } as const;

type Family = keyof typeof GOOGLE_ONE_TAP_MIN_VERSIONS;

/** Order matters: Edge and Opera say Chrome too. */
const FAMILIES: readonly (readonly [RegExp, Family | null])[] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'edge'],
  [/\bOPR\/(\d+)|\bOpera\b/, null],
  [/\bFirefox\/(\d+)|\bFxiOS\/(\d+)/, 'firefox'],
  [/\b(?:Chrome|Chromium|CriOS)\/(\d+)/, 'chrome'],
];

/** The browser family and major version a User-Agent names, or null for one the prompt is not offered to. */
export function oneTapBrowser(userAgent: string): { family: Family; version: number } | null {
  for (const [pattern, family] of FAMILIES) {
    const match = pattern.exec(userAgent);
    if (!match) continue;
    if (!family) return null;
    const version = Number(match.slice(1).find((part) => part !== undefined));
    return Number.isFinite(version) ? { family, version } : null;
  }
  return null;
}

/** Whether this browser gets the one-tap prompt: a family listed above, at its minimum version or newer. */
export function oneTapSupported(userAgent: string): boolean {
  const browser = oneTapBrowser(userAgent);
  return browser !== null && browser.version >= GOOGLE_ONE_TAP_MIN_VERSIONS[browser.family];
}

/** Whether the page loads the prompt at all: Google log-in configured here (its client id known) and a recent browser. */
export function shouldLoadOneTap(clientId: string | null | undefined, userAgent: string): clientId is string {
  return typeof clientId === 'string' && clientId !== '' && oneTapSupported(userAgent);
}
