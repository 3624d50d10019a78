import { sql } from 'kysely';
import { blockedBetween, notBlockedWith } from '../db/blocks';
import type { DbOrTx, Tx } from '../db/database';
import { isEntityId } from '../db/ids';
import { applyKeyset, type KeysetOrder, type KeysetPage } from '../db/keyset';
import type { BoardRow } from '../db/tables/boards';
import { USER_COLUMNS, type UserRow } from '../db/tables/users';
import { boardVisibleTo } from '../db/visibility';
import { boardReaderOf, requireScope } from './apiTokens';
import { requireViewer } from './auth';
import { boardById } from './boards';
import { type RequestContext, viewerIdOf } from './context';
import { DomainError, notFound, validationError } from './errors';
import { endSponsorshipsBetween } from './sponsorships';

export const CANNOT_FOLLOW_BLOCKED = "Sorry, you can't follow this account.";
export const CANNOT_FOLLOW_SELF = "You can't follow yourself.";
export const CANNOT_FOLLOW_OWN_BOARD = "You can't follow your own board.";
export const CANNOT_BLOCK_SELF = "You can't block yourself.";

async function logEvent(
  db: DbOrTx,
  actorId: string,
  verb: string,
  subject: { type: 'user' | 'board'; id: string },
  source: string,
): Promise<void> {
  await db
    .insertInto('events')
    .values({
      actor_id: actorId,
      verb,
      subject_type: subject.type,
      subject_id: subject.id,
      source: source.slice(0, 100),
    })
    .execute();
}

async function userOrNotFound(db: DbOrTx, id: string): Promise<UserRow> {
  if (!isEntityId(id)) throw notFound('person');
  const user = await db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!user) throw notFound('person');
  return user;
}

/** Follows a board the viewer can see. Following twice is one follow; the count moves only on a real change. */
export async function followBoard(ctx: RequestContext, boardId: string, source = ''): Promise<BoardRow> {
  const viewer = requireViewer(ctx);
  requireScope(ctx, 'user_accounts:write');
  const board = await boardById(ctx, boardId);
  if (!board) throw notFound('board');
  if (board.owner_id === viewer.id) throw validationError(CANNOT_FOLLOW_OWN_BOARD);
  if (await blockedBetween(ctx.db, viewer.id, board.owner_id))
    throw new DomainError('FORBIDDEN', CANNOT_FOLLOW_BLOCKED);
  return ctx.db.transaction().execute(async (tx) => {
    const inserted = await tx
      .insertInto('board_follows')
      .values({ user_id: viewer.id, board_id: board.id })
      .onConflict((oc) => oc.doNothing())
      .returning('board_id')
      .executeTakeFirst();
    if (!inserted) return board;
    await logEvent(tx, viewer.id, 'follow', { type: 'board', id: board.id }, source);
    return tx
      .updateTable('boards')
      .set({ follower_count: sql`follower_count + 1` })
      .where('id', '=', board.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export async function unfollowBoard(ctx: RequestContext, boardId: string, source = ''): Promise<BoardRow> {
  const viewer = requireViewer(ctx);
  requireScope(ctx, 'user_accounts:write');
  const board = await boardById(ctx, boardId);
  if (!board) throw notFound('board');
  return ctx.db.transaction().execute(async (tx) => {
    const removed = await removeBoardFollow(tx, viewer.id, board.id);
    if (!removed) return board;
    await logEvent(tx, viewer.id, 'unfollow', { type: 'board', id: board.id }, source);
    return tx.selectFrom('boards').selectAll().where('id', '=', board.id).executeTakeFirstOrThrow();
  });
}

async function removeBoardFollow(tx: Tx, userId: string, boardId: string): Promise<boolean> {
  const deleted = await tx
    .deleteFrom('board_follows')
    .where('user_id', '=', userId)
    .where('board_id', '=', boardId)
    .returning('board_id')
    .executeTakeFirst();
  if (!deleted) return false;
  await tx
    .updateTable('boards')
    .set({ follower_count: sql`follower_count - 1` })
    .where('id', '=', boardId)
    .execute();
  return true;
}

async function addUserFollow(tx: Tx, followerId: string, followeeId: string): Promise<boolean> {
  const inserted = await tx
    .insertInto('user_follows')
    .values({ follower_id: followerId, followee_id: followeeId })
    .onConflict((oc) => oc.doNothing())
    .returning('followee_id')
    .executeTakeFirst();
  if (!inserted) return false;
  await tx
    .updateTable('users')
    .set({ follower_count: sql`follower_count + 1` })
    .where('id', '=', followeeId)
    .execute();
  await tx
    .updateTable('users')
    .set({ following_count: sql`following_count + 1` })
    .where('id', '=', followerId)
    .execute();
  return true;
}

async function removeUserFollow(tx: Tx, followerId: string, followeeId: string): Promise<boolean> {
  const deleted = await tx
    .deleteFrom('user_follows')
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .returning('followee_id')
    .executeTakeFirst();
  if (!deleted) return false;
  await tx
    .updateTable('users')
    .set({ follower_count: sql`follower_count - 1` })
    .where('id', '=', followeeId)
    .execute();
  await tx
    .updateTable('users')
    .set({ following_count: sql`following_count - 1` })
    .where('id', '=', followerId)
    .execute();
  return true;
}

/** Follows a person. Following twice is one follow; nobody may follow someone they block or who blocks them. */
export async function followUser(ctx: RequestContext, userId: string, source = ''): Promise<UserRow> {
  const viewer = requireViewer(ctx);
  requireScope(ctx, 'user_accounts:write');
  const target = await userOrNotFound(ctx.db, userId);
  if (target.id === viewer.id) throw validationError(CANNOT_FOLLOW_SELF);
  if (await blockedBetween(ctx.db, viewer.id, target.id))
    throw new DomainError('FORBIDDEN', CANNOT_FOLLOW_BLOCKED);
  return ctx.db.transaction().execute(async (tx) => {
    if (await addUserFollow(tx, viewer.id, target.id)) {
      await logEvent(tx, viewer.id, 'follow', { type: 'user', id: target.id }, source);
    }
    return tx.selectFrom('users').select(USER_COLUMNS).where('id', '=', target.id).executeTakeFirstOrThrow();
  });
}

export async function unfollowUser(ctx: RequestContext, userId: string, source = ''): Promise<UserRow> {
  const viewer = requireViewer(ctx);
  requireScope(ctx, 'user_accounts:write');
  const target = await userOrNotFound(ctx.db, userId);
  return ctx.db.transaction().execute(async (tx) => {
    if (await removeUserFollow(tx, viewer.id, target.id)) {
      await logEvent(tx, viewer.id, 'unfollow', { type: 'user', id: target.id }, source);
    }
    return tx.selectFrom('users').select(USER_COLUMNS).where('id', '=', target.id).executeTakeFirstOrThrow();
  });
}

/**
 * Blocks a person: follows both ways end (people and boards), they stop collaborating on each other's boards,
 * paid partnerships between them end, and from then on neither can follow, invite or save to the other, and each
 * drops out of the other's feeds.
 */
export async function blockUser(
  ctx: RequestContext,
  userId: string,
  options: { source?: string; context?: string } = {},
): Promise<UserRow> {
  const viewer = requireViewer(ctx);
  requireScope(ctx, 'user_accounts:write');
  const target = await userOrNotFound(ctx.db, userId);
  if (target.id === viewer.id) throw validationError(CANNOT_BLOCK_SELF);
  return ctx.db.transaction().execute(async (tx) => {
    const inserted = await tx
      .insertInto('user_blocks')
      .values({
        blocker_id: viewer.id,
        blocked_id: target.id,
        source: (options.source ?? '').slice(0, 100),
        context: (options.context ?? '').slice(0, 100),
      })
      .onConflict((oc) => oc.doNothing())
      .returning('blocked_id')
      .executeTakeFirst();
    if (inserted) {
      await removeUserFollow(tx, viewer.id, target.id);
      await removeUserFollow(tx, target.id, viewer.id);
      for (const [follower, owner] of [
        [viewer.id, target.id],
        [target.id, viewer.id],
      ] as const) {
        const follows = await tx
          .selectFrom('board_follows')
          .innerJoin('boards', 'boards.id', 'board_follows.board_id')
          .select('board_follows.board_id')
          .where('board_follows.user_id', '=', follower)
          .where('boards.owner_id', '=', owner)
          .execute();
        for (const follow of follows) await removeBoardFollow(tx, follower, follow.board_id);
        const collaborations = await tx
          .deleteFrom('board_collaborators')
          .where('user_id', '=', follower)
          .where('board_id', 'in', (eb) => eb.selectFrom('boards').select('id').where('owner_id', '=', owner))
          .returning('board_id')
          .execute();
        for (const c of collaborations) {
          await tx
            .updateTable('boards')
            .set({ collaborator_count: sql`collaborator_count - 1` })
            .where('id', '=', c.board_id)
            .execute();
        }
      }
      await endSponsorshipsBetween(tx, ctx, viewer.id, target.id);
      await logEvent(tx, viewer.id, 'block', { type: 'user', id: target.id }, options.source ?? '');
    }
    return tx.selectFrom('users').select(USER_COLUMNS).where('id', '=', target.id).executeTakeFirstOrThrow();
  });
}

export async function unblockUser(ctx: RequestContext, userId: string): Promise<UserRow> {
  const viewer = requireViewer(ctx);
  requireScope(ctx, 'user_accounts:write');
  const target = await userOrNotFound(ctx.db, userId);
  return ctx.db.transaction().execute(async (tx) => {
    const deleted = await tx
      .deleteFrom('user_blocks')
      .where('blocker_id', '=', viewer.id)
      .where('blocked_id', '=', target.id)
      .returning('blocked_id')
      .executeTakeFirst();
    if (deleted) await logEvent(tx, viewer.id, 'unblock', { type: 'user', id: target.id }, '');
    return target;
  });
}

/** For each board id: does the viewer follow it. */
export async function boardsFollowedByViewer(
  ctx: RequestContext,
  boardIds: readonly string[],
): Promise<boolean[]> {
  if (!ctx.viewer || boardIds.length === 0) return boardIds.map(() => false);
  const rows = await ctx.db
    .selectFrom('board_follows')
    .select('board_id')
    .where('user_id', '=', ctx.viewer.id)
    .where('board_id', 'in', [...boardIds])
    .execute();
  const followed = new Set(rows.map((r) => r.board_id));
  return boardIds.map((id) => followed.has(id));
}

/** For each user id: does the viewer follow them. */
export async function usersFollowedByViewer(
  ctx: RequestContext,
  userIds: readonly string[],
): Promise<boolean[]> {
  if (!ctx.viewer || userIds.length === 0) return userIds.map(() => false);
  const rows = await ctx.db
    .selectFrom('user_follows')
    .select('followee_id')
    .where('follower_id', '=', ctx.viewer.id)
    .where('followee_id', 'in', [...userIds])
    .execute();
  const followed = new Set(rows.map((r) => r.followee_id));
  return userIds.map((id) => followed.has(id));
}

/** For each user id: has the viewer blocked them. */
export async function usersBlockedByViewer(
  ctx: RequestContext,
  userIds: readonly string[],
): Promise<boolean[]> {
  if (!ctx.viewer || userIds.length === 0) return userIds.map(() => false);
  const rows = await ctx.db
    .selectFrom('user_blocks')
    .select('blocked_id')
    .where('blocker_id', '=', ctx.viewer.id)
    .where('blocked_id', 'in', [...userIds])
    .execute();
  const blocked = new Set(rows.map((r) => r.blocked_id));
  return userIds.map((id) => blocked.has(id));
}

/** A person in a follow list, with when the follow was made (the list's order). */
export type FollowedUser = UserRow & { followed_at: Date };
/** A board in a follow list, with when the follow was made (the list's order). */
export type FollowedBoard = BoardRow & { followed_at: Date };

/** Follow lists are newest follow first; the person's or board's id breaks ties. */
const followOrder = (table: 'user_follows' | 'board_follows', id: string): KeysetOrder => ({
  sort: `${table}.created_at`,
  id,
  sortType: 'timestamptz',
  direction: 'desc',
});

/** Which side of a person's follows a list shows: who follows them, or whom they follow. */
export type FollowSide = 'followers' | 'following';

/**
 * The people on one side of a person's follows, newest follow first, leaving out anyone the viewer has a block
 * with.
 */
export async function listFollowedPeople(
  ctx: RequestContext,
  userId: string,
  side: FollowSide,
  page: KeysetPage,
): Promise<FollowedUser[]> {
  if (!isEntityId(userId)) return [];
  const [shown, anchor] =
    side === 'followers'
      ? (['user_follows.follower_id', 'user_follows.followee_id'] as const)
      : (['user_follows.followee_id', 'user_follows.follower_id'] as const);
  const viewerId = viewerIdOf(ctx);
  let query = ctx.db
    .selectFrom('user_follows')
    .innerJoin('users', 'users.id', shown)
    .select(USER_COLUMNS)
    .select('user_follows.created_at as followed_at')
    .where(anchor, '=', userId);
  if (viewerId) query = query.where(notBlockedWith('users.id', viewerId));
  return applyKeyset(query, followOrder('user_follows', 'users.id'), page).execute();
}

/** The boards a person follows that the viewer may see, newest follow first. */
export async function listFollowedBoards(
  ctx: RequestContext,
  userId: string,
  page: KeysetPage,
): Promise<FollowedBoard[]> {
  if (!isEntityId(userId)) return [];
  const query = ctx.db
    .selectFrom('board_follows')
    .innerJoin('boards', 'boards.id', 'board_follows.board_id')
    .selectAll('boards')
    .select('board_follows.created_at as followed_at')
    .where('board_follows.user_id', '=', userId)
    .where((eb) => boardVisibleTo(eb, boardReaderOf(ctx)));
  return applyKeyset(query, followOrder('board_follows', 'boards.id'), page).execute();
}
