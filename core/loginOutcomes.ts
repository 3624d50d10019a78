/**
 * Why a log-in did not start a session, as the legacy client numbers it: soft banned 0, rate limited 1, login
 * assistance 2, password reset sent 3, prevent Facebook register 4, prevent Google register 5, suspended 6. The
 * /v3/login/ failure envelope carries it as `login_outcome`, GraphQL's DomainError as `loginOutcome`.
 */
export const LOGIN_OUTCOMES = {
  softBanned: 0,
  rateLimited: 1,
  loginAssistance: 2,
  passwordResetSent: 3,
  preventFacebookRegister: 4,
  preventGoogleRegister: 5,
  suspended: 6,
} as const;

export type LoginOutcome = (typeof LOGIN_OUTCOMES)[keyof typeof LOGIN_OUTCOMES];

/**
 * A social identity with no account here: logging in never makes one (the sign-up page does), and Facebook and
 * Google say so with their own outcome; the other providers have none.
 */
export function preventRegisterOutcome(provider: string): LoginOutcome | null {
  if (provider === 'facebook') return LOGIN_OUTCOMES.preventFacebookRegister;
  if (provider === 'google') return LOGIN_OUTCOMES.preventGoogleRegister;
  return null;
}
