/**
 * How a session began, by the legacy login method numbers: email 1, Facebook 2, Google 3, Google one tap 4,
 * smartlock 5, the multi-factor code step 6, switching account 7, LINE 8, SSO 9. Settings → Sessions shows them.
 */
export const LOGIN_METHODS = {
  email: 1,
  facebook: 2,
  google: 3,
  googleOneTap: 4,
  smartlock: 5,
  multifactor: 6,
  switchAccount: 7,
  line: 8,
  sso: 9,
} as const;

export type LoginMethod = (typeof LOGIN_METHODS)[keyof typeof LOGIN_METHODS];

const LABELS = new Map<number, string>([
  [LOGIN_METHODS.email, 'Email and password'],
  [LOGIN_METHODS.facebook, 'Facebook'],
  [LOGIN_METHODS.google, 'Google'],
  [LOGIN_METHODS.googleOneTap, 'Google One Tap'],
  [LOGIN_METHODS.smartlock, 'Saved password'],
  [LOGIN_METHODS.multifactor, 'Password and two-factor code'],
  [LOGIN_METHODS.switchAccount, 'Switched account'],
  [LOGIN_METHODS.line, 'LINE'],
  [LOGIN_METHODS.sso, 'Single sign-on'],
]);

/** "Email and password", "Google", …: how a session began, in words; "Unknown" for a number this build lacks. */
export function loginMethodLabel(method: number): string {
  return LABELS.get(method) ?? 'Unknown';
}

/**
 * A browser and its system from a User-Agent header, in words: "Chrome on Linux", "Safari on iPhone". Only the
 * few families people recognise; anything else is "Unknown browser". Order matters: Edge and Opera say Chrome
 * too, and Chrome says Safari.
 */
export function deviceLabel(userAgent: string): string {
  const browser =
    BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ??
    (userAgent.trim() === '' ? null : 'Unknown browser');
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  if (!browser) return 'Unknown device';
  return system ? `${browser} on ${system}` : browser;
}

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bHeadlessChrome\//, 'Headless Chrome'],
  [/\bChrom(?:e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/^curl\//, 'curl'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];
