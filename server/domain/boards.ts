import { sql } from 'kysely';
import { boardNameError } from '../../core/boardName';
import { boardPrivacyRefusal } from '../../core/boardPrivacy';
import { BOARD_DESCRIPTION_MAX_LENGTH } from '../../core/constants';
import { boardPath } from '../../core/paths';
import { slugify } from '../../core/slug';
import { BOARD_MOVED, LOGIN_REQUIRED } from '../../core/texts';
import { blockedBetween } from '../db/blocks';
import { BOARD_COLUMNS, IMAGE_COLUMNS, prefixedColumns, rowPart } from '../db/columns';
import type { DbOrTx, Tx } from '../db/database';
import { entityIds, isEntityId } from '../db/ids';
import { applyKeyset, type KeysetOrder, type KeysetPage } from '../db/keyset';
import { prepared } from '../db/preparedStatements';
import type { BoardPrivacy, BoardRow } from '../db/tables/boards';
import type { ImageRow } from '../db/tables/images';
import { USER_COLUMN_NAMES, type UserRow } from '../db/tables/users';
import { boardMemberIs, boardVisibleTo } from '../db/visibility';
import {
  boardReaderOf,
  type ContentKind,
  contentWriterOf,
  requireScope,
  requireWriteScope,
} from './apiTokens';
import { requireViewer } from './auth';
import { coverImageId, coverOfRow, coverPinImageId, coverShownOf } from './boardCovers';
import { isActingAs, type RequestContext } from './context';
import { DomainError, moved, notFound, validationError } from './errors';
import { countBoardHashtags, hashtagCountChange } from './hashtags';
import { loadersOf } from './loaders';
import { queuePinMediaForPurge } from './media/mediaPurge';
import { countPublicBoard, countPublicPins, publicCountChange } from './userCounts';

export const PROFILE_BOARD_ORDER: KeysetOrder = {
  sort: 'boards.board_order_modified_at',
  id: 'boards.id',
  sortType: 'timestamptz',
  direction: 'desc',
};

/** Boards by id, in the order asked, with null for any the viewer may not see. */
export async function loadBoards(ctx: RequestContext, ids: readonly string[]): Promise<(BoardRow | null)[]> {
  const valid = entityIds(ids);
  if (valid.length === 0) return ids.map(() => null);
  const readerId = boardReaderOf(ctx);
  const rows = await ctx.db
    .selectFrom('boards')
    .selectAll('boards')
    .where('boards.id', 'in', valid)
    .where((eb) => boardVisibleTo(eb, readerId))
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id) ?? null);
}

export async function boardById(ctx: RequestContext, id: string): Promise<BoardRow | null> {
  if (!isEntityId(id)) return null;
  const [board] = await loadBoards(ctx, [id]);
  return board ?? null;
}

/**
 * What a board's header shows beside a page's lists — the board, its owner and the owner's picture — as columns
 * of a query that joins `boards`, `users` (the owner) and `images as owner_avatars`; `primeBoardHeader` reads them.
 */
export function boardHeaderColumns() {
  return [
    ...prefixedColumns('boards', 'board', BOARD_COLUMNS),
    ...prefixedColumns('users', 'owner', USER_COLUMN_NAMES),
    ...prefixedColumns('owner_avatars', 'avatar', IMAGE_COLUMNS),
  ];
}

/**
 * Primes the request's loaders with the board header read by `boardHeaderColumns`, so the page's board, owner and
 * picture fields cost no statement of their own whichever the server resolves first; returns the board.
 */
export function primeBoardHeader(ctx: RequestContext, row: Record<string, unknown>): BoardRow | null {
  const board = rowPart<BoardRow>(row, 'board', BOARD_COLUMNS);
  if (!board) return null;
  const loaders = loadersOf(ctx);
  loaders.boards.prime(board.id, board);
  const owner = rowPart<UserRow>(row, 'owner', USER_COLUMN_NAMES);
  if (owner) loaders.users.prime(owner.id, owner);
  const avatar = rowPart<ImageRow>(row, 'avatar', IMAGE_COLUMNS);
  if (avatar) loaders.images.prime(avatar.id, avatar);
  return board;
}

/**
 * A board by its owner's username and its slug — the board page — read in one query with what the page shows
 * of it beside its lists: the owner and their picture, the cover and its picture, and whether the viewer
 * collaborates on, follows or archived it. Those prime the request's loaders, so the board's fields cost no
 * statement of their own.
 *
 * A slug the board had before a rename is a MOVED error with the board's address now, when the viewer may see
 * the board; otherwise, as for any address nobody holds, null.
 */
export async function boardBySlug(
  ctx: RequestContext,
  username: string,
  slug: string,
): Promise<BoardRow | null> {
  const readerId = boardReaderOf(ctx);
  const viewerId = ctx.viewer?.id ?? null;
  // Prepared: a lookup by unique keys plans alike whatever the names.
  let query = prepared(ctx.db.selectFrom('boards'))
    .innerJoin('users', 'users.id', 'boards.owner_id')
    .leftJoin('images as owner_avatars', 'owner_avatars.id', 'users.image_id')
    .leftJoin('images as cover_images', (join) =>
      join.on((eb) => eb('cover_images.id', '=', coverImageId(eb))),
    )
    .select(boardHeaderColumns())
    .select(prefixedColumns('cover_images', 'cover', IMAGE_COLUMNS))
    .select((eb) => coverPinImageId(eb).as('cover_pin_image_id'))
    .where(sql<string>`lower(users.username)`, '=', username.toLowerCase())
    .where('boards.slug', '=', slug.toLowerCase())
    .where((eb) => boardVisibleTo(eb, readerId));
  if (viewerId) {
    query = query.select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('board_collaborators')
            .select('board_collaborators.user_id')
            .whereRef('board_collaborators.board_id', '=', 'boards.id')
            .where('board_collaborators.user_id', '=', viewerId),
        )
        .as('viewer__collaborates'),
      eb
        .exists(
          eb
            .selectFrom('board_follows')
            .select('board_follows.user_id')
            .whereRef('board_follows.board_id', '=', 'boards.id')
            .where('board_follows.user_id', '=', viewerId),
        )
        .as('viewer__follows'),
      eb
        .selectFrom('board_user_states')
        .select('board_user_states.archived_at')
        .whereRef('board_user_states.board_id', '=', 'boards.id')
        .where('board_user_states.user_id', '=', viewerId)
        .as('viewer__archived_at'),
    ]);
  }
  const row: Record<string, unknown> | undefined = await query.executeTakeFirst();
  const board = row ? primeBoardHeader(ctx, row) : null;
  if (!row || !board) {
    const movedTo = await renamedBoardPath(ctx, username, slug);
    if (movedTo) throw moved(BOARD_MOVED, movedTo);
    return null;
  }
  const loaders = loadersOf(ctx);
  if (coverShownOf(ctx, board.privacy)) {
    const { cover, image } = coverOfRow(row, board.has_custom_cover);
    loaders.boardCovers.prime(board.id, cover);
    if (image) loaders.images.prime(image.id, image);
  }
  loaders.collaboratedBoards.prime(board.id, row.viewer__collaborates === true);
  loaders.followedBoards.prime(board.id, row.viewer__follows === true);
  loaders.archivedBoards.prime(board.id, (row.viewer__archived_at as Date | null | undefined) ?? null);
  return board;
}

/** Where a board renamed away from `slug` is now, when the viewer may see it. */
async function renamedBoardPath(ctx: RequestContext, username: string, slug: string): Promise<string | null> {
  const row = await ctx.db
    .selectFrom('board_former_slugs')
    .innerJoin('users', 'users.id', 'board_former_slugs.owner_id')
    .innerJoin('boards', 'boards.id', 'board_former_slugs.board_id')
    .select(['users.username', 'boards.slug'])
    .where(sql<string>`lower(users.username)`, '=', username.toLowerCase())
    .where('board_former_slugs.slug', '=', slug.toLowerCase())
    .where((eb) => boardVisibleTo(eb, boardReaderOf(ctx)))
    .executeTakeFirst();
  return row ? boardPath(row.username, row.slug) : null;
}

/**
 * Keeps the old address of a board that is getting `nextSlug`: the old one now leads to it, and the new one is
 * no longer any board's old address (a live board's slug always wins, but a stale row would come back to life
 * once that board is deleted).
 */
async function rememberFormerSlug(tx: Tx, board: BoardRow, nextSlug: string): Promise<void> {
  await tx
    .insertInto('board_former_slugs')
    .values({ owner_id: board.owner_id, slug: board.slug, board_id: board.id })
    .onConflict((oc) =>
      oc.columns(['owner_id', 'slug']).doUpdateSet({ board_id: board.id, created_at: sql`now()` }),
    )
    .execute();
  await forgetFormerSlug(tx, board.owner_id, nextSlug);
}

/** A slug a board takes is no board's old address any more. */
async function forgetFormerSlug(tx: Tx, ownerId: string, slug: string): Promise<void> {
  await tx
    .deleteFrom('board_former_slugs')
    .where('owner_id', '=', ownerId)
    .where('slug', '=', slug)
    .execute();
}

/**
 * The boards listed on a profile: owned and collaborated boards the viewer may see, most recently
 * rearranged first. Protected boards are never listed on a profile.
 */
export async function listProfileBoards(
  ctx: RequestContext,
  userId: string,
  page: KeysetPage,
): Promise<BoardRow[]> {
  const readerId = boardReaderOf(ctx);
  const query = prepared(ctx.db.selectFrom('boards'))
    .selectAll('boards')
    .where((eb) => boardMemberIs(eb, userId))
    .where('boards.privacy', '!=', sql.lit<'protected'>('protected'))
    .where((eb) => boardVisibleTo(eb, readerId));
  return applyKeyset(query, PROFILE_BOARD_ORDER, page).execute();
}

/**
 * The viewer's own boards and those they collaborate on, of the given privacies (all when none is named),
 * most recently rearranged first: an API client's "my boards", which unlike a profile includes protected ones.
 */
export async function listOwnBoards(
  ctx: RequestContext,
  page: KeysetPage,
  privacies: readonly BoardPrivacy[] = [],
): Promise<BoardRow[]> {
  const viewer = requireViewer(ctx);
  let query = ctx.db
    .selectFrom('boards')
    .selectAll('boards')
    .where((eb) => boardMemberIs(eb, viewer.id))
    .where((eb) => boardVisibleTo(eb, boardReaderOf(ctx)));
  if (privacies.length > 0) query = query.where('boards.privacy', 'in', [...privacies]);
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

/**
 * What the viewer may do with a board, read without locking it: nothing (missing, or not visible to them), read,
 * or write (owner or collaborator, with no block between them and the owner). For checking permission before a
 * write of this kind reveals anything; the write itself still loads the board with boardForWrite, which also
 * checks the token's scopes.
 */
export async function boardAccess(
  db: DbOrTx,
  ctx: RequestContext,
  kind: ContentKind,
  boardId: string,
): Promise<'none' | 'read' | 'write'> {
  const viewerId = requireViewer(ctx).id;
  if (!isEntityId(boardId)) return 'none';
  const board = await db
    .selectFrom('boards')
    .selectAll()
    .where('id', '=', boardId)
    .where((eb) => boardVisibleTo(eb, contentWriterOf(ctx, kind)))
    .executeTakeFirst();
  if (!board) return 'none';
  const writer =
    (await canWriteBoard(db, board, viewerId)) && !(await blockedBetween(db, viewerId, board.owner_id));
  return writer ? 'write' : 'read';
}

/**
 * Loads a board for a write of this kind (the board and its sections, or pins on it), locking its row so
 * counters and covers change one writer at a time. A token needs the scopes for that kind of write there.
 */
export async function boardForWrite(
  tx: Tx,
  ctx: RequestContext,
  boardId: string,
  kind: ContentKind,
): Promise<BoardRow> {
  const viewerId = requireViewer(ctx).id;
  requireScope(ctx, `${kind}:write`);
  if (!isEntityId(boardId)) throw notFound('board');
  const board = await tx
    .selectFrom('boards')
    .selectAll()
    .where('id', '=', boardId)
    .where((eb) => boardVisibleTo(eb, contentWriterOf(ctx, kind)))
    .forUpdate()
    .executeTakeFirst();
  if (!board) throw notFound('board');
  if (!(await canWriteBoard(tx, board, viewerId)) || (await blockedBetween(tx, viewerId, board.owner_id))) {
    throw new DomainError('FORBIDDEN', "You don't have permission to add to this board.");
  }
  requireWriteScope(ctx, kind, board.privacy);
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

/** Two boards of one owner may not share a name (case-insensitively): people could not tell them apart. */
async function assertBoardNameFree(
  tx: Tx,
  ownerId: string,
  name: string,
  exceptBoardId: string | null,
): Promise<void> {
  let query = tx
    .selectFrom('boards')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptBoardId) query = query.where('id', '!=', exceptBoardId);
  if (await query.executeTakeFirst()) {
    throw new DomainError('CONFLICT', 'You already have a board with that name.', {
      messageDetail: 'Try a different name.',
      field: 'name',
    });
  }
}

export interface CreateBoardInput {
  name: string;
  privacy: BoardPrivacy;
  description?: string;
}

/** Creates a board for the viewer. A name the viewer already uses is refused, as two boards of one name confuse. */
export async function createBoard(ctx: RequestContext, input: CreateBoardInput): Promise<BoardRow> {
  const viewer = requireViewer(ctx);
  const name = input.name.trim().replace(/\s+/g, ' ');
  const nameError = boardNameError(name);
  if (nameError) throw validationError(nameError, 'name');
  const privacy: BoardPrivacy =
    input.privacy === 'secret' || input.privacy === 'protected' ? input.privacy : 'public';
  // Protected boards hold what someone acting for a business saves for it (ads) off its profile; secret ones
  // would hide the business's boards from its own owners.
  const privacyRefusal = boardPrivacyRefusal(privacy, isActingAs(ctx));
  if (privacyRefusal) throw validationError(privacyRefusal, 'privacy');
  requireWriteScope(ctx, 'boards', privacy);
  return ctx.db.transaction().execute(async (tx) => {
    const owner = await tx
      .selectFrom('users')
      .select('id')
      .where('id', '=', viewer.id)
      .forUpdate()
      .executeTakeFirst();
    if (!owner) throw new DomainError('UNAUTHENTICATED', LOGIN_REQUIRED);
    await assertBoardNameFree(tx, viewer.id, name, null);
    const slug = await freeSlug(tx, viewer.id, name);
    await forgetFormerSlug(tx, viewer.id, slug);
    const board = await tx
      .insertInto('boards')
      .values({
        owner_id: viewer.id,
        name,
        slug,
        description: (input.description ?? '').trim().slice(0, BOARD_DESCRIPTION_MAX_LENGTH),
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
    if (privacy === 'public') await countPublicBoard(tx, viewer.id, 1);
    return board;
  });
}

/** Loads a board only its owner may change (settings, delete), locked for the write. */
async function boardForOwner(tx: Tx, ctx: RequestContext, boardId: string): Promise<BoardRow> {
  const viewerId = requireViewer(ctx).id;
  requireScope(ctx, 'boards:write');
  const board = isEntityId(boardId)
    ? await tx
        .selectFrom('boards')
        .selectAll()
        .where('id', '=', boardId)
        .where((eb) => boardVisibleTo(eb, contentWriterOf(ctx, 'boards')))
        .forUpdate()
        .executeTakeFirst()
    : undefined;
  if (!board) throw notFound('board');
  if (board.owner_id !== viewerId)
    throw new DomainError('FORBIDDEN', 'Only the board owner can change this board.');
  requireWriteScope(ctx, 'boards', board.privacy);
  return board;
}

export interface UpdateBoardInput {
  boardId: string;
  name?: string | null;
  description?: string | null;
  privacy?: 'public' | 'secret' | null;
  /** A pin on the board whose image becomes the cover; null keeps the automatic cover. */
  coverPinId?: string | null;
}

/** Edits a board's settings (owner only): name, description, privacy and cover. */
export async function updateBoard(ctx: RequestContext, input: UpdateBoardInput): Promise<BoardRow> {
  return ctx.db.transaction().execute(async (tx) => {
    const board = await boardForOwner(tx, ctx, input.boardId);
    const changes: Partial<{
      name: string;
      slug: string;
      description: string;
      privacy: BoardPrivacy;
      cover_image_id: string;
      cover_pin_id: string;
      has_custom_cover: boolean;
    }> = {};
    if (input.name != null) {
      const name = input.name.trim().replace(/\s+/g, ' ');
      const nameError = boardNameError(name);
      if (nameError) throw validationError(nameError, 'name');
      if (name.toLowerCase() !== board.name.toLowerCase()) {
        await assertBoardNameFree(tx, board.owner_id, name, board.id);
        changes.slug = await freeSlug(tx, board.owner_id, name);
      }
      changes.name = name;
    }
    if (input.description != null)
      changes.description = input.description.trim().slice(0, BOARD_DESCRIPTION_MAX_LENGTH);
    if (input.privacy != null && board.privacy !== 'protected') {
      // A business's board that is secret already (its owners made it) may keep that; it may not become secret.
      const privacyRefusal =
        input.privacy === board.privacy ? null : boardPrivacyRefusal(input.privacy, isActingAs(ctx));
      if (privacyRefusal) throw validationError(privacyRefusal, 'privacy');
      changes.privacy = input.privacy;
    }
    // Making a board secret needs the secret scope too: the token could not undo it afterwards without it.
    if (changes.privacy) requireWriteScope(ctx, 'boards', changes.privacy);
    if (input.coverPinId) {
      const pin = isEntityId(input.coverPinId)
        ? await tx
            .selectFrom('pins')
            .select(['id', 'image_id'])
            .where('id', '=', input.coverPinId)
            .where('board_id', '=', board.id)
            .executeTakeFirst()
        : undefined;
      if (!pin) throw notFound('Pin');
      changes.cover_image_id = pin.image_id;
      changes.cover_pin_id = pin.id;
      changes.has_custom_cover = true;
    }
    if (Object.keys(changes).length === 0) return board;
    if (changes.slug && changes.slug !== board.slug) await rememberFormerSlug(tx, board, changes.slug);
    const countChange = changes.privacy ? hashtagCountChange(board.privacy, changes.privacy) : 0;
    if (countChange !== 0) await countBoardHashtags(tx, board.id, countChange);
    // What others see counted on profiles follows the board in or out of sight.
    const publicChange = changes.privacy ? publicCountChange(board.privacy, changes.privacy) : 0;
    await countPublicBoard(tx, board.owner_id, publicChange);
    await countPublicPins(tx, { boardId: board.id }, publicChange);
    return tx
      .updateTable('boards')
      .set(changes)
      .where('id', '=', board.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/**
 * Deletes a board with its sections and pins (owner only). The pin counts of everyone who saved there and the
 * owner's board count follow in the same transaction.
 */
export async function deleteBoard(ctx: RequestContext, boardId: string): Promise<string> {
  return ctx.db.transaction().execute(async (tx) => {
    const board = await boardForOwner(tx, ctx, boardId);
    const savers = await tx
      .selectFrom('pins')
      .select(['pinner_id', (eb) => eb.fn.countAll<string>().as('count')])
      .where('board_id', '=', board.id)
      .groupBy('pinner_id')
      .execute();
    for (const saver of savers) {
      await tx
        .updateTable('users')
        .set({ pin_count: sql`pin_count - ${Number(saver.count)}` })
        .where('id', '=', saver.pinner_id)
        .execute();
    }
    if (board.privacy === 'public') {
      await countBoardHashtags(tx, board.id, -1);
      await countPublicPins(tx, { boardId: board.id }, -1);
      await countPublicBoard(tx, board.owner_id, -1);
    }
    await queuePinMediaForPurge(tx, { boardId: board.id });
    // Repins elsewhere keep their own row; they just stop pointing at a source that no longer exists.
    await tx.deleteFrom('pins').where('board_id', '=', board.id).execute();
    await tx.deleteFrom('boards').where('id', '=', board.id).execute();
    await tx
      .updateTable('users')
      .set({ board_count: sql`board_count - 1` })
      .where('id', '=', board.owner_id)
      .execute();
    return board.id;
  });
}

/** Archives (or restores) a board for the viewer: archived boards leave their board picker. */
export async function setBoardArchived(
  ctx: RequestContext,
  boardId: string,
  archived: boolean,
): Promise<BoardRow> {
  const viewer = requireViewer(ctx);
  return ctx.db.transaction().execute(async (tx) => {
    const board = await boardForWrite(tx, ctx, boardId, 'boards');
    await tx
      .insertInto('board_user_states')
      .values({
        board_id: board.id,
        user_id: viewer.id,
        last_saved_at: null,
        archived_at: archived ? ctx.now() : null,
      })
      .onConflict((oc) =>
        oc.columns(['board_id', 'user_id']).doUpdateSet({ archived_at: archived ? ctx.now() : null }),
      )
      .execute();
    return board;
  });
}

/** For each board id: when the viewer archived it, or null. */
export async function boardsArchivedByViewer(
  ctx: RequestContext,
  boardIds: readonly string[],
): Promise<(Date | null)[]> {
  if (!ctx.viewer || boardIds.length === 0) return boardIds.map(() => null);
  const rows = await ctx.db
    .selectFrom('board_user_states')
    .select(['board_id', 'archived_at'])
    .where('user_id', '=', ctx.viewer.id)
    .where('board_id', 'in', [...boardIds])
    .execute();
  const byBoard = new Map(rows.map((r) => [r.board_id, r.archived_at]));
  return boardIds.map((id) => byBoard.get(id) ?? null);
}
