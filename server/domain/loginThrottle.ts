import { LOGIN_THROTTLED } from '../../core/texts';
import type { DbOrTx } from '../db/database';
import { DomainError } from './errors';

/** Failed log-ins allowed per account within the window before further tries are refused unchecked. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * What failures are counted under: the account, or the typed login when no account has it (so the answer is the
 * same either way). Wrong passwords and wrong two-factor codes share the account's count, so neither can be
 * guessed faster than the other.
 */
export function loginKeyForUser(userId: string): string {
  return `user:${userId}`;
}

/** Refuses the try, unchecked, once the key has LOGIN_FAILURE_LIMIT failures within the window. */
export async function assertLoginNotThrottled(db: DbOrTx, loginKey: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const { failures } = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<string>().as('failures'))
    .where('login_key', '=', loginKey)
    .where('failed_at', '>', windowStart)
    .executeTakeFirstOrThrow();
  if (Number(failures) >= LOGIN_FAILURE_LIMIT) throw new DomainError('RATE_LIMITED', LOGIN_THROTTLED);
}

/** Counts one failure (and drops the key's failures that have left the window, so the table stays small). */
export async function recordLoginFailure(db: DbOrTx, loginKey: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  await db
    .deleteFrom('login_failures')
    .where('login_key', '=', loginKey)
    .where('failed_at', '<=', windowStart)
    .execute();
  await db.insertInto('login_failures').values({ login_key: loginKey, failed_at: now }).execute();
}

/** Forgets the key's failures once someone has fully proved who they are. */
export async function forgiveLoginFailures(db: DbOrTx, loginKey: string): Promise<void> {
  await db.deleteFrom('login_failures').where('login_key', '=', loginKey).execute();
}
