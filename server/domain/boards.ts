import { sql } from 'kysely';
import { boardNameError } from '../../core/boardName';
import { slugify } from '../../core/slug';
import { blockedBetween } from '../db/blocks';
import type { DbOrTx, Tx } from '../db/database';
import { applyKeyset, type KeysetOrder, type KeysetPage } from '../db/keyset';
import type { BoardPrivacy, BoardRow } from '../db/tables/boards';
import { boardVisibleTo } from '../db/visibility';
import { requireViewer } from './auth';
import { type RequestContext, viewerIdOf } from './context';
import { DomainError, notFound, validationError } from './errors';

export const PROFILE_BOARD_ORDER: KeysetOrder = {
  sort: 'boards.board_order_modified_at',
  id: 'boards.id',
  sortType: 'timestamptz',
  direction: 'desc',
};

/** Boards by id, in the order asked, with null for any the viewer may not see. */
export async function loadBoards(ctx: RequestContext, ids: readonly string[]): Promise<(BoardRow | null)[]> {
  if (ids.length === 0) return [];
  const viewerId = viewerIdOf(ctx);
  const rows = await ctx.db
    .selectFrom('boards')
    .selectAll('boards')
    .where('boards.id', 'in', [...ids])
    .where((eb) => boardVisibleTo(eb, viewerId))
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id) ?? null);
}

export async function boardById(ctx: RequestContext, id: string): Promise<BoardRow | null> {
  if (!/^\d+$/.test(id)) return null;
  const [board] = await loadBoards(ctx, [id]);
  return board ?? null;
}

export async function boardBySlug(
  ctx: RequestContext,
  username: string,
  slug: string,
): Promise<BoardRow | null> {
  const viewerId = viewerIdOf(ctx);
  const row = await ctx.db
    .selectFrom('boards')
    .innerJoin('users', 'users.id', 'boards.owner_id')
    .selectAll('boards')
    .where(sql<string>`lower(users.username)`, '=', username.toLowerCase())
    .where('boards.slug', '=', slug.toLowerCase())
    .where((eb) => boardVisibleTo(eb, viewerId))
    .executeTakeFirst();
  return row ?? null;
}

/**
 * The boards listed on a profile: owned and collaborated boards the viewer may see, most recently
 * rearranged first. Protected boards are never listed on a profile (spec 000 §5).
 */
export async function listProfileBoards(
  ctx: RequestContext,
  userId: string,
  page: KeysetPage,
): Promise<BoardRow[]> {
  const viewerId = viewerIdOf(ctx);
  const query = ctx.db
    .selectFrom('boards')
    .selectAll('boards')
    .where((eb) =>
      eb.or([
        eb('boards.owner_id', '=', userId),
        eb.exists(
          eb
            .selectFrom('board_collaborators')
            .select('board_collaborators.board_id')
            .whereRef('board_collaborators.board_id', '=', 'boards.id')
            .where('board_collaborators.user_id', '=', userId),
        ),
      ]),
    )
    .where('boards.privacy', '!=', 'protected')
    .where((eb) => boardVisibleTo(eb, viewerId));
  return applyKeyset(query, PROFILE_BOARD_ORDER, page).execute();
}

/** Owner or collaborator: the people who may add pins and sections to a board. */
export async function canWriteBoard(db: DbOrTx, board: BoardRow, viewerId: string | null): Promise<boolean> {
  if (!viewerId) return false;
  if (board.owner_id === viewerId) return true;
  const row = await db
    .selectFrom('board_collaborators')
    .select('user_id')
    .where('board_id', '=', board.id)
    .where('user_id', '=', viewerId)
    .executeTakeFirst();
  return Boolean(row);
}

/** Loads a board for a write, locking its row so counters and covers change one writer at a time. */
export async function boardForWrite(tx: Tx, ctx: RequestContext, boardId: string): Promise<BoardRow> {
  const viewerId = requireViewer(ctx).id;
  if (!/^\d+$/.test(boardId)) throw notFound('board');
  const board = await tx
    .selectFrom('boards')
    .selectAll()
    .where('id', '=', boardId)
    .where((eb) => boardVisibleTo(eb, viewerId))
    .forUpdate()
    .executeTakeFirst();
  if (!board) throw notFound('board');
  if (!(await canWriteBoard(tx, board, viewerId)) || (await blockedBetween(tx, viewerId, board.owner_id))) {
    throw new DomainError('FORBIDDEN', "You don't have permission to add to this board.");
  }
  return board;
}

async function freeSlug(db: DbOrTx, ownerId: string, name: string): Promise<string> {
  const base = slugify(name);
  const taken = await db
    .selectFrom('boards')
    .select('slug')
    .where('owner_id', '=', ownerId)
    .where('slug', 'like', `${base}%`)
    .execute();
  const slugs = new Set(taken.map((r) => r.slug));
  if (!slugs.has(base)) return base;
  for (let n = 2; ; n++) if (!slugs.has(`${base}-${n}`)) return `${base}-${n}`;
}

export interface CreateBoardInput {
  name: string;
  privacy: 'public' | 'secret';
  description?: string;
}

/** Creates a board for the viewer. A name the viewer already uses is refused, as two boards of one name confuse. */
export async function createBoard(ctx: RequestContext, input: CreateBoardInput): Promise<BoardRow> {
  const viewer = requireViewer(ctx);
  const name = input.name.trim().replace(/\s+/g, ' ');
  const nameError = boardNameError(name);
  if (nameError) throw validationError(nameError, 'name');
  const privacy: BoardPrivacy = input.privacy === 'secret' ? 'secret' : 'public';
  return ctx.db.transaction().execute(async (tx) => {
    const owner = await tx
      .selectFrom('users')
      .select('id')
      .where('id', '=', viewer.id)
      .forUpdate()
      .executeTakeFirst();
    if (!owner) throw new DomainError('UNAUTHENTICATED', 'You need to log in first.');
    const duplicate = await tx
      .selectFrom('boards')
      .select('id')
      .where('owner_id', '=', viewer.id)
      .where(sql<string>`lower(name)`, '=', name.toLowerCase())
      .executeTakeFirst();
    if (duplicate) {
      throw new DomainError('CONFLICT', 'You already have a board with that name.', {
        messageDetail: 'Try a different name.',
        field: 'name',
      });
    }
    const board = await tx
      .insertInto('boards')
      .values({
        owner_id: viewer.id,
        name,
        slug: await freeSlug(tx, viewer.id, name),
        description: (input.description ?? '').trim().slice(0, 500),
        privacy,
        cover_image_id: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await tx
      .updateTable('users')
      .set({ board_count: sql`board_count + 1` })
      .where('id', '=', viewer.id)
      .execute();
    return board;
  });
}
