import type { RequestContext } from '../server/domain/context';

/** The GraphQL context: the domain's request context plus what the HTTP layer lets resolvers do to the session. */
export interface GraphQLContext extends RequestContext {
  sessionToken: string | null;
  userAgent: string;
  /** Sets (token) or clears (null) the session cookie on the response. */
  setSessionCookie(token: string | null): void;
  /** The other signed-in accounts' session tokens as the browser sent them (unchecked). */
  otherAccountTokens: string[];
  /** Replaces the other accounts' tokens on the response (an empty list removes the cookie). */
  setOtherAccountTokens(tokens: string[]): void;
  /** Replaces the known-device entries on the response (see server/domain/knownDevices.ts). */
  setKnownDevices(entries: string[]): void;
  /** This browser's pending social sign-up (its httpOnly cookie), waiting for the "Finish signing up" page. */
  socialSignupToken: string | null;
  /** Forgets the pending social sign-up once it has become an account. */
  clearSocialSignupCookie(): void;
}
