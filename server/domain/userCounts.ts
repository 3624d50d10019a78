import { sql } from 'kysely';
import type { Tx } from '../db/database';
import type { BoardPrivacy } from '../db/tables/boards';
import type { UserRow } from '../db/tables/users';
import { boardReaderOf, pinReaderOf } from './apiTokens';
import { type RequestContext, viewerIdOf } from './context';

/** A person's pin and board counts as one viewer may see them. */
export interface UserCounts {
  pinCount: number;
  boardCount: number;
}

/** +1 when pins or a board go from a non-public board to a public one, -1 the other way, else 0. */
export function publicCountChange(from: BoardPrivacy, to: BoardPrivacy): -1 | 0 | 1 {
  if (from === to || (from !== 'public' && to !== 'public')) return 0;
  return to === 'public' ? 1 : -1;
}

/**
 * Moves the public pin count of everyone who saved these pins (or every pin of this board), and the public save
 * count of their pictures, by `delta` per pin: pins arriving on or leaving a public board, inside the transaction
 * of the write that moves them.
 */
export async function countPublicPins(
  tx: Tx,
  pins: { pinIds: readonly string[] } | { boardId: string },
  delta: number,
): Promise<void> {
  if (delta === 0) return;
  const which =
    'boardId' in pins
      ? sql`pins.board_id = ${pins.boardId}`
      : pins.pinIds.length === 0
        ? null
        : sql`pins.id in (${sql.join([...pins.pinIds])})`;
  if (!which) return;
  await sql`
    update users set public_pin_count = public_pin_count + ${delta}::integer * saved.n
    from (select pinner_id, count(*)::integer as n from pins where ${which} group by pinner_id) as saved
    where users.id = saved.pinner_id`.execute(tx);
  await sql`
    update images set public_save_count = public_save_count + ${delta}::integer * saved.n
    from (select image_id, count(*)::integer as n from pins where ${which} group by image_id) as saved
    where images.id = saved.image_id`.execute(tx);
}

/** One pin put on (1) or taken off (-1) a public board: its picture's public save count follows. */
export async function countPublicSave(tx: Tx, imageId: string, delta: 1 | -1): Promise<void> {
  await tx
    .updateTable('images')
    .set({ public_save_count: sql`public_save_count + ${delta}::integer` })
    .where('id', '=', imageId)
    .execute();
}

/** Moves an owner's public board count by `delta`. */
export async function countPublicBoard(tx: Tx, ownerId: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await tx
    .updateTable('users')
    .set({ public_board_count: sql`public_board_count + ${delta}::integer` })
    .where('id', '=', ownerId)
    .execute();
}

/**
 * The counts each person's profile shows this viewer, counting only boards (and their pins) the viewer may see:
 * the account holder sees every board and pin; anyone else the public ones, plus, for someone who shares secret
 * boards with them (owner or collaborator), the ones on those boards. Kept counters answer the first two; the
 * shared part is one query for the whole list over the few non-public boards the viewer belongs to.
 */
export async function userCountsFor(ctx: RequestContext, users: readonly UserRow[]): Promise<UserCounts[]> {
  const viewerId = viewerIdOf(ctx);
  // A token counts only what it may read: without the `_secret` scopes, as a visitor would (its own person too).
  const boardReaderId = boardReaderOf(ctx);
  const pinReaderId = pinReaderOf(ctx);
  const others = users.filter((u) => u.id !== viewerId).map((u) => u.id);
  const extraPins = new Map<string, number>();
  const extraBoards = new Map<string, number>();
  if (viewerId && (boardReaderId || pinReaderId) && others.length > 0) {
    // The non-public boards the viewer belongs to: usually none or a few, so the counts below are lookups.
    const viewerBoards = (
      await ctx.db
        .selectFrom('boards')
        .select('boards.id')
        .where('boards.owner_id', '=', viewerId)
        .where('boards.privacy', '!=', 'public')
        .unionAll(
          ctx.db
            .selectFrom('board_collaborators')
            .innerJoin('boards', 'boards.id', 'board_collaborators.board_id')
            .select('boards.id')
            .where('board_collaborators.user_id', '=', viewerId)
            .where('boards.privacy', '!=', 'public'),
        )
        .execute()
    ).map((b) => b.id);
    const [pins, boards] =
      viewerBoards.length === 0
        ? [[], []]
        : [
            await ctx.db
              .selectFrom('pins')
              .select(['pins.pinner_id as user_id', sql<number>`count(*)::integer`.as('n')])
              .where('pins.pinner_id', 'in', others)
              .where('pins.board_id', 'in', viewerBoards)
              .groupBy('pins.pinner_id')
              .execute(),
            await ctx.db
              .selectFrom('boards')
              .select(['boards.owner_id as user_id', sql<number>`count(*)::integer`.as('n')])
              .where('boards.owner_id', 'in', others)
              .where('boards.id', 'in', viewerBoards)
              .groupBy('boards.owner_id')
              .execute(),
          ];
    if (pinReaderId) for (const row of pins) extraPins.set(row.user_id, row.n);
    if (boardReaderId) for (const row of boards) extraBoards.set(row.user_id, row.n);
  }
  return users.map((u) => ({
    pinCount: u.id === pinReaderId ? u.pin_count : u.public_pin_count + (extraPins.get(u.id) ?? 0),
    boardCount: u.id === boardReaderId ? u.board_count : u.public_board_count + (extraBoards.get(u.id) ?? 0),
  }));
}
