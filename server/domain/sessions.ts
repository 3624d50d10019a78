import { createHash, randomBytes } from 'node:crypto';
import type { DbOrTx } from '../db/database';
import type { Viewer } from './context';

export const SESSION_DAYS = 30;

/** What is stored of a secret token (sessions, reset links): its SHA-256, so a database leak leaks no token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session; only the token's hash is stored, so a database leak does not leak sessions. */
export async function startSession(db: DbOrTx, userId: string, now: Date, userAgent = ''): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      expires_at: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
      user_agent: userAgent.slice(0, 300),
    })
    .execute();
  return token;
}

export async function endSession(db: DbOrTx, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

/** The signed-in viewer a session token stands for, or null when it is unknown or expired. */
export async function viewerForSession(db: DbOrTx, token: string, now: Date): Promise<Viewer | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.username'])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  return row ? { id: row.id, username: row.username } : null;
}
