import { type Expression, expressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database, DbOrTx } from './database';

/**
 * True when either user has blocked the other. Blocking works both ways for what the two may do to each
 * other: follow, invite, save to the other's boards.
 */
export async function blockedBetween(db: DbOrTx, a: string, b: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
        eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Feed and search filter: leaves out content whose author (the user in `userColumn`) — or the person, for
 * people search — and the viewer have a block between them, in either direction.
 */
export function notBlockedWith(
  userColumn: 'pins.pinner_id' | 'boards.owner_id' | 'users.id',
  viewerId: string,
): Expression<SqlBool> {
  const eb = expressionBuilder<Database, never>();
  // NOTE: sql.ref, because the column belongs to the caller's query, whichever of the three tables it reads.
  const user = sql.ref<string>(userColumn);
  return eb.not(
    eb.exists(
      eb
        .selectFrom('user_blocks')
        .select('user_blocks.blocker_id')
        .where((inner) =>
          inner.or([
            inner.and([
              inner('user_blocks.blocker_id', '=', viewerId),
              inner('user_blocks.blocked_id', '=', user),
            ]),
            inner.and([
              inner('user_blocks.blocked_id', '=', viewerId),
              inner('user_blocks.blocker_id', '=', user),
            ]),
          ]),
        ),
    ),
  );
}
