import type { RequestContext } from '../server/domain/context';

/** The GraphQL context: the domain's request context plus what the HTTP layer lets resolvers do to the session. */
export interface GraphQLContext extends RequestContext {
  sessionToken: string | null;
  userAgent: string;
  /** Sets (token) or clears (null) the session cookie on the response. */
  setSessionCookie(token: string | null): void;
}
