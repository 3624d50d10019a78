import { isEntityId } from '../db/ids';
import { requireActor } from './auth';
import type { RequestContext } from './context';
import { notFound } from './errors';
import { endOtherSessions, hashToken } from './sessions';

/** A session as its person sees it in Settings → Sessions: never its token, nor the token's hash. */
export interface SessionView {
  id: string;
  createdAt: Date;
  userAgent: string;
  loginMethod: number;
  /** The session this request came with ("This device"). */
  current: boolean;
}

/**
 * The signed-in person's sessions in force, the one they are using first, then newest first. Their own, also
 * while they act for a business profile; from a browser only, never for a bearer token.
 */
export async function listSessions(ctx: RequestContext, sessionToken: string | null): Promise<SessionView[]> {
  const person = requireActor(ctx);
  const currentHash = sessionToken ? hashToken(sessionToken) : null;
  const rows = await ctx.db
    .selectFrom('sessions')
    .select(['id', 'token_hash', 'created_at', 'user_agent', 'login_method'])
    .where('user_id', '=', person.id)
    .where('expires_at', '>', ctx.now())
    .orderBy('id', 'desc')
    .execute();
  const sessions = rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    userAgent: row.user_agent,
    loginMethod: row.login_method,
    current: row.token_hash === currentHash,
  }));
  return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
}

/**
 * Ends one of the person's other sessions: that browser is signed out at its next request. Someone else's
 * session, or one already gone, answers as not found; the one in use is ended by logging out.
 */
export async function endSessionById(
  ctx: RequestContext,
  id: string,
  sessionToken: string | null,
): Promise<string> {
  const person = requireActor(ctx);
  const missing = notFound('session');
  if (!isEntityId(id)) throw missing;
  let query = ctx.db.deleteFrom('sessions').where('id', '=', id).where('user_id', '=', person.id);
  if (sessionToken) query = query.where('token_hash', '!=', hashToken(sessionToken));
  const ended = await query.executeTakeFirst();
  if (Number(ended.numDeletedRows) === 0) throw missing;
  return id;
}

/** Ends every session of the person but the one in use; answers how many ended. */
export async function endOtherSessionsOf(ctx: RequestContext, sessionToken: string | null): Promise<number> {
  const person = requireActor(ctx);
  return endOtherSessions(ctx.db, person.id, sessionToken);
}
