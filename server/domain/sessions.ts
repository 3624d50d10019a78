import { createHash, randomBytes } from 'node:crypto';
import type { LoginMethod } from '../../core/loginMethods';
import { LOGIN_OUTCOMES } from '../../core/loginOutcomes';
import { ADMIN_TEXTS, accountLimitedText } from '../../core/texts';
import { DAY_MS } from '../../core/time';
import type { DbOrTx } from '../db/database';
import type { Viewer } from './context';
import { DomainError } from './errors';

export const SESSION_DAYS = 30;

/** What is stored of a secret token (sessions, reset links): its SHA-256, so a database leak leaks no token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The refusal of a log-in to a suspended account (outcome 6), whichever way in it came. */
export function accountSuspended(): DomainError {
  return new DomainError('FORBIDDEN', ADMIN_TEXTS.suspended, { loginOutcome: LOGIN_OUTCOMES.suspended });
}

/** The refusal of a log-in to an account an operator limited for a while (outcome 0, "soft banned"). */
export function accountLimited(until: Date): DomainError {
  return new DomainError('FORBIDDEN', accountLimitedText(until), { loginOutcome: LOGIN_OUTCOMES.softBanned });
}

/** When an account's limit ends, if it is limited now. */
export async function accountLimitedUntil(db: DbOrTx, userId: string, now: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('account_restrictions')
    .select('until')
    .where('user_id', '=', userId)
    .where('until', '>', now)
    .executeTakeFirst();
  return row?.until ?? null;
}

/**
 * Starts a session; only the token's hash is stored, so a database leak does not leak sessions. A suspended
 * account, or one limited for now, gets none, whichever way in it came (password, code step, reset link, social
 * log-in): the insert reads the account, so only a refusal costs a statement of its own (to say which).
 */
export async function startSession(
  db: DbOrTx,
  userId: string,
  now: Date,
  userAgent: string,
  method: LoginMethod,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const inserted = await db
    .insertInto('sessions')
    .columns(['token_hash', 'user_id', 'expires_at', 'user_agent', 'login_method'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select([
          eb.val(hashToken(token)).as('token_hash'),
          'users.id as user_id',
          eb.val(new Date(now.getTime() + SESSION_DAYS * DAY_MS)).as('expires_at'),
          eb.val(userAgent.slice(0, 300)).as('user_agent'),
          eb.val(method).as('login_method'),
        ])
        .where('users.id', '=', userId)
        .where('users.suspended_at', 'is', null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('account_restrictions')
                .select('account_restrictions.user_id')
                .whereRef('account_restrictions.user_id', '=', 'users.id')
                .where('account_restrictions.until', '>', now),
            ),
          ),
        ),
    )
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) {
    const until = await accountLimitedUntil(db, userId, now);
    throw until ? accountLimited(until) : accountSuspended();
  }
  return token;
}

export async function endSession(db: DbOrTx, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

/** Ends every session of a person but the one this token holds (all of them without one); answers how many. */
export async function endOtherSessions(
  db: DbOrTx,
  userId: string,
  keepToken: string | null,
): Promise<number> {
  let others = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepToken) others = others.where('token_hash', '!=', hashToken(keepToken));
  const ended = await others.executeTakeFirst();
  return Number(ended.numDeletedRows);
}

/** The signed-in viewer a session token stands for, or null when it is unknown or expired. */
export async function viewerForSession(db: DbOrTx, token: string, now: Date): Promise<Viewer | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.username'])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.expires_at', '>', now)
    .where('users.suspended_at', 'is', null)
    .executeTakeFirst();
  return row ? { id: row.id, username: row.username } : null;
}
