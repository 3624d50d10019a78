import type { DbOrTx } from '../db/database';

/**
 * Whether the person has two-factor authentication switched on (an authenticator confirmed with a code). A
 * started but unconfirmed enrollment does not count: it asks nothing at log-in.
 */
export async function userHasMfa(db: DbOrTx, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('mfa_factors')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .executeTakeFirst();
  return Boolean(row);
}
