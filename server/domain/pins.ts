import { type QueryCreator, sql } from 'kysely';
import { isSafeLink } from '../../core/links';
import { PIN_TEXT_MAX_LENGTHS, type PinTextField, pinTextError } from '../../core/pinText';
import type { ProductRequest } from '../../core/product';
import type { ProductTagPlacement, ProductTagRequest } from '../../core/productTags';
import { notBlockedWith } from '../db/blocks';
import { IMAGE_COLUMNS, prefixedColumns, rowPart } from '../db/columns';
import type { Database, DbOrTx, Tx } from '../db/database';
import { isEntityId } from '../db/ids';
import { cursorSortKey, type KeysetPage } from '../db/keyset';
import { idIsAny, prepared } from '../db/preparedStatements';
import { queryTemplate } from '../db/queryTemplates';
import type { BoardRow } from '../db/tables/boards';
import type { ImageRow } from '../db/tables/images';
import type { PinRow } from '../db/tables/pins';
import { boardVisibleTo } from '../db/visibility';
import { contentWriterOf, pinReaderOf, requireScope, requireWriteScope } from './apiTokens';
import { requireViewer } from './auth';
import { boardForWrite, canWriteBoard } from './boards';
import { type RequestContext, viewerIdOf } from './context';
import { DomainError, notFound, validationError } from './errors';
import { indexPinHashtags } from './hashtags';
import { homeFeedSeeded, homeFeedSeedMatch } from './interests';
import { loadersOf } from './loaders';
import { cardPageTemplate, cardRowsOf, PIN_ORDER, pinCardPage, primeCards, withCardRows } from './pinCards';
import { type ProductColumns, productColumns } from './products';
import { checkedProductTags, requireTagOwner, writeProductTags } from './productTags';
import { applyPinLabels, asksForLabels, type PinLabels } from './sponsorships';
import { countPublicSave } from './userCounts';

/** `from` lets a caller put the query under a WITH clause of its own (search). */
function visiblePins(ctx: RequestContext, from: QueryCreator<Database> = ctx.db) {
  return pinsVisibleTo(from, pinReaderOf(ctx));
}

/** Pins on boards a reader may see (`pinReaderOf`; null for public boards only). */
function pinsVisibleTo(from: QueryCreator<Database>, readerId: string | null) {
  return from
    .selectFrom('pins')
    .innerJoin('boards', 'boards.id', 'pins.board_id')
    .selectAll('pins')
    .where((eb) => boardVisibleTo(eb, readerId));
}

/** Pins by id, in the order asked, with null for any on a board the viewer may not see. */
export async function loadPins(ctx: RequestContext, ids: readonly string[]): Promise<(PinRow | null)[]> {
  const valid = ids.filter((id) => isEntityId(id));
  if (valid.length === 0) return ids.map(() => null);
  const rows = await visiblePins(ctx).where('pins.id', 'in', valid).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id) ?? null);
}

export async function pinById(ctx: RequestContext, id: string): Promise<PinRow | null> {
  const [pin] = await loadPins(ctx, [id]);
  return pin ?? null;
}

/** Feeds and search leave out the people the viewer has a block with, in either direction. */
export function feedPins(ctx: RequestContext, from: QueryCreator<Database> = ctx.db) {
  return feedPinsFor(from, pinReaderOf(ctx), viewerIdOf(ctx));
}

function feedPinsFor(from: QueryCreator<Database>, readerId: string | null, viewerId: string | null) {
  const pins = pinsVisibleTo(from, readerId);
  if (!viewerId) return pins;
  return pins
    .where(notBlockedWith('pins.pinner_id', viewerId))
    .where(notBlockedWith('boards.owner_id', viewerId));
}

/** A pin of the home feed, with its place in the feed's order (what its cursor is made of). */
export type HomeFeedPin = PinRow & { feedKey: string };

/** A seeded feed's ranks: its topics' pins, then the rest. Negative, so its cursors are told from pin ids. */
const SEEDED_RANK = { topic: -1, rest: -2 } as const;

/**
 * The home feed: every pin the viewer may see, newest first (with its cards' rows: see pinCards.ts). For someone
 * who chose interests and follows nothing yet, the public pins of those topics come first (newest first), then
 * the rest; the cursors of that order hold the rank (negative) instead of the pin id, so a later page goes on in
 * the order its first page began. Whether to seed is read with the first page itself: one statement for
 * everyone else, a second one only for the people seeded.
 */
export async function listHomeFeed(ctx: RequestContext, page: KeysetPage): Promise<HomeFeedPin[]> {
  const cursor = page.after ?? page.before ?? null;
  const cursorKey = cursor ? cursorSortKey(cursor) : null;
  if (cursorKey?.startsWith('-')) return seededHomeFeed(ctx, page);
  const rows = await homeFeedPage(ctx, {}, page);
  if (rows[0]?.feed__seeded === true) return seededHomeFeed(ctx, page);
  return primeCards(ctx, cardRowsOf(rows)).map((pin) => ({ ...pin, feedKey: pin.id }));
}

// The lists below are compiled once and run as prepared statements (cardPageTemplate in pinCards.ts): their best
// plan is the same whatever the viewer or the board.

/**
 * The home feed newest first; its first page for a signed-in viewer also says whether to seed (the "__" keeps the
 * flag out of the pin's own columns).
 */
const homeFeedPage = cardPageTemplate<Record<string, never>, PinRow & { feed__seeded: boolean }>(
  (db, { readerId, viewerId, afterKey, beforeKey }) => {
    const seeded =
      viewerId !== null && afterKey === null && beforeKey === null
        ? homeFeedSeeded(viewerId)
        : sql<boolean>`false`;
    return feedPinsFor(db, readerId, viewerId).select(seeded.as('feed__seeded'));
  },
  ['feed__seeded'],
);

const boardPinsPage = cardPageTemplate<{ boardId: string }>((db, values) =>
  pinsVisibleTo(db, values.readerId).where('pins.board_id', '=', values.boardId),
);

const sectionPinsPage = cardPageTemplate<{ sectionId: string }>((db, values) =>
  pinsVisibleTo(db, values.readerId).where('pins.section_id', '=', values.sectionId),
);

const userPinsPage = cardPageTemplate<{ userId: string }>((db, values) =>
  pinsVisibleTo(db, values.readerId).where('pins.pinner_id', '=', values.userId),
);

async function seededHomeFeed(ctx: RequestContext, page: KeysetPage): Promise<HomeFeedPin[]> {
  const viewerId = viewerIdOf(ctx);
  const rank = sql<number>`(case when boards.privacy = 'public' and exists (
      select 1 from pin_search_words
      where pin_search_words.pin_id = pins.id
        and pin_search_words.words @@ to_tsquery('simple', (${homeFeedSeedMatch(viewerId)}))
    ) then ${sql.lit(SEEDED_RANK.topic)} else ${sql.lit(SEEDED_RANK.rest)} end)`;
  const keyset = { ...PIN_ORDER, sort: rank, sortType: 'integer' as const };
  const rows = await withCardRows(ctx, feedPins(ctx).select(rank.as('feed__rank')), page, {
    order: { keyset, column: 'feed__rank' },
  }).execute();
  return primeCards(ctx, cardRowsOf(rows)).map((pin, i) => ({
    ...pin,
    feedKey: String(rows[i]?.feed__rank),
  }));
}

/** The following feed: pins on boards the viewer follows and pins saved by people they follow, newest first. */
export function listFollowingFeed(ctx: RequestContext, page: KeysetPage): Promise<PinRow[]> {
  const viewerId = requireViewer(ctx).id;
  const query = feedPins(ctx).where((eb) =>
    eb.or([
      eb.exists(
        eb
          .selectFrom('board_follows')
          .select('board_follows.board_id')
          .whereRef('board_follows.board_id', '=', 'pins.board_id')
          .where('board_follows.user_id', '=', viewerId),
      ),
      eb.exists(
        eb
          .selectFrom('user_follows')
          .select('user_follows.followee_id')
          .whereRef('user_follows.followee_id', '=', 'pins.pinner_id')
          .where('user_follows.follower_id', '=', viewerId),
      ),
    ]),
  );
  return pinCardPage(ctx, query, page);
}

export async function listBoardPins(
  ctx: RequestContext,
  boardId: string,
  page: KeysetPage,
): Promise<PinRow[]> {
  return primeCards(ctx, cardRowsOf(await boardPinsPage(ctx, { boardId }, page)));
}

export async function listSectionPins(
  ctx: RequestContext,
  sectionId: string,
  page: KeysetPage,
): Promise<PinRow[]> {
  return primeCards(ctx, cardRowsOf(await sectionPinsPage(ctx, { sectionId }, page)));
}

/** Primes the request's loaders with the cards of pins another query found (search), in one joined query. */
export async function loadPinCards(ctx: RequestContext, pins: readonly PinRow[]): Promise<void> {
  const ids = pins.map((pin) => pin.id).filter((id) => isEntityId(id));
  if (ids.length > 0) await pinCardPage(ctx, visiblePins(ctx).where('pins.id', 'in', ids), null);
}

export async function listUserPins(ctx: RequestContext, userId: string, page: KeysetPage): Promise<PinRow[]> {
  return primeCards(ctx, cardRowsOf(await userPinsPage(ctx, { userId }, page)));
}

export interface NewPin {
  boardId: string;
  sectionId?: string | null;
  imageId: string;
  sourcePinId?: string | null;
  title?: string;
  description?: string;
  link?: string | null;
  altText?: string;
  method?: string;
  color?: string | null;
  isRemovable?: boolean;
  /** Product columns already checked (productColumns) or copied from the pin saved from. */
  product?: ProductColumns;
  /** The carousel it shows (a new carousel pin's, or the one of the pin saved from). */
  carouselId?: string | null;
  /** A save's copies of the labels of the pin saved from (a new pin's are set by applyPinLabels). */
  paidLink?: boolean;
  sponsorshipId?: string | null;
}

/** Refuses a title, description or alt text over its limit, or a link that is not safe, with the field named. */
export function checkPinText(input: Pick<NewPin, 'title' | 'description' | 'link' | 'altText'>): void {
  for (const field of Object.keys(PIN_TEXT_MAX_LENGTHS) as PinTextField[]) {
    const problem = pinTextError(field, input[field] ?? '');
    if (problem) throw validationError(problem, field);
  }
  if (input.link && !isSafeLink(input.link)) throw validationError('Please enter a valid link.', 'link');
}

/**
 * Puts a pin on a board (and section) inside the caller's transaction: the board, section and user pin
 * counts move with it, and the board takes the pin's image as cover when it has none or when saving to a
 * section.
 */
export async function insertPin(
  tx: Tx,
  ctx: RequestContext,
  input: NewPin,
): Promise<{ pin: PinRow; board: BoardRow }> {
  checkPinText(input);
  const board = await boardForWrite(tx, ctx, input.boardId, 'pins');
  const viewerId = ctx.viewer!.id;
  if (input.sectionId) {
    const section = isEntityId(input.sectionId)
      ? await tx
          .selectFrom('board_sections')
          .select('id')
          .where('id', '=', input.sectionId)
          .where('board_id', '=', board.id)
          .executeTakeFirst()
      : undefined;
    if (!section) throw notFound('section');
  }
  const pin = await tx
    .insertInto('pins')
    .values({
      board_id: board.id,
      section_id: input.sectionId ?? null,
      pinner_id: viewerId,
      image_id: input.imageId,
      source_pin_id: input.sourcePinId ?? null,
      title: (input.title ?? '').trim(),
      description: (input.description ?? '').trim(),
      link: input.link?.trim() || null,
      alt_text: (input.altText ?? '').trim(),
      method: input.method ?? 'uploaded',
      color: input.color ?? null,
      is_removable: input.isRemovable ?? true,
      ...(input.product ?? {}),
      ...(input.carouselId ? { carousel_id: input.carouselId } : {}),
      ...(input.sponsorshipId ? { sponsorship_id: input.sponsorshipId } : {}),
      ...(input.paidLink && input.link ? { paid_link: true } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await indexPinHashtags(tx, pin, board.privacy);
  const takeCover = !board.has_custom_cover && (board.cover_image_id === null || Boolean(input.sectionId));
  const updatedBoard = await tx
    .updateTable('boards')
    .set({
      pin_count: sql`pin_count + 1`,
      board_order_modified_at: ctx.now(),
      ...(takeCover ? { cover_image_id: input.imageId, cover_pin_id: pin.id } : {}),
    })
    .where('id', '=', board.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (input.sectionId) {
    await tx
      .updateTable('board_sections')
      .set({ pin_count: sql`pin_count + 1` })
      .where('id', '=', input.sectionId)
      .execute();
  }
  await tx
    .updateTable('users')
    .set({
      pin_count: sql`pin_count + 1`,
      ...(board.privacy === 'public' ? { public_pin_count: sql`public_pin_count + 1` } : {}),
    })
    .where('id', '=', viewerId)
    .execute();
  if (board.privacy === 'public') await countPublicSave(tx, input.imageId, 1);
  // The board picker's shortlist is the viewer's most recently saved-to boards.
  await tx
    .insertInto('board_user_states')
    .values({ board_id: board.id, user_id: viewerId, last_saved_at: ctx.now(), archived_at: null })
    .onConflict((oc) => oc.columns(['board_id', 'user_id']).doUpdateSet({ last_saved_at: ctx.now() }))
    .execute();
  return { pin, board: updatedBoard };
}

export function createPin(ctx: RequestContext, input: NewPin): Promise<{ pin: PinRow; board: BoardRow }> {
  return ctx.db.transaction().execute((tx) => insertPin(tx, ctx, input));
}

// Compiled once per database and shape (server/db/queryTemplates.ts): board cards and section previews on every
// profile and board page.
const recentImagesOf = queryTemplate(
  (db, values: { ids: readonly string[] }, shape: { owner: 'board' | 'section'; perOwner: number }) => {
    const table = shape.owner === 'board' ? 'boards' : 'board_sections';
    const column = shape.owner === 'board' ? 'pins.board_id' : 'pins.section_id';
    return prepared(db.selectFrom(table))
      .innerJoinLateral(
        (eb) =>
          eb
            .selectFrom('pins')
            .select(['pins.image_id', 'pins.id'])
            .where(sql.ref(column), '=', sql.ref(`${table}.id`))
            .orderBy('pins.id', 'desc')
            .limit(sql.lit(shape.perOwner))
            .as('recent'),
        (join) => join.onTrue(),
      )
      .innerJoin('images as recent_images', 'recent_images.id', 'recent.image_id')
      .select([sql<string>`${sql.ref(`${table}.id`)}`.as('owner_id'), 'recent.image_id'])
      .select(prefixedColumns('recent_images', 'image', IMAGE_COLUMNS))
      .where(idIsAny(`${table}.id`, values.ids))
      .orderBy('recent.id', 'desc');
  },
);

/**
 * The newest pins' images of each board or section — board card thumbnails and section previews — in one
 * query for the whole list, with the pictures themselves, which prime the images loader.
 */
export async function recentPinImageIds(
  ctx: RequestContext,
  owner: 'board' | 'section',
  ids: readonly string[],
  perOwner: number,
): Promise<string[][]> {
  if (ids.length === 0) return [];
  const { rows } = await ctx.db.executeQuery(recentImagesOf(ctx.db, { ids }, { owner, perOwner }));
  const images = loadersOf(ctx).images;
  const byOwner = new Map<string, string[]>();
  for (const row of rows) {
    const image = rowPart<ImageRow>(row, 'image', IMAGE_COLUMNS);
    if (image) images.prime(image.id, image);
    const list = byOwner.get(row.owner_id) ?? [];
    list.push(row.image_id);
    byOwner.set(row.owner_id, list);
  }
  return ids.map((id) => byOwner.get(id) ?? []);
}

/** What an edit may change on a pin; fields left out stay as they are. An empty link removes it. */
export interface PinEdit {
  title?: string;
  description?: string;
  link?: string | null;
  altText?: string;
  /** The product the pin carries: null makes it no product. */
  product?: ProductRequest | null;
  /** The whole list of product tags (an empty list removes them): the pin's owner, a business, only. */
  productTags?: readonly ProductTagRequest[];
  /** Its paid-link flag and paid partnership (its maker only; see sponsorships.ts). */
  labels?: PinLabels;
}

/** The pin's saver, or the owner or a collaborator of its board: the people who may edit or delete it. */
export async function mayEditPin(ctx: RequestContext, pin: PinRow): Promise<boolean> {
  const viewerId = viewerIdOf(ctx);
  if (!viewerId) return false;
  if (pin.pinner_id === viewerId) return true;
  const board = await ctx.db
    .selectFrom('boards')
    .selectAll()
    .where('id', '=', pin.board_id)
    .executeTakeFirst();
  return board ? canWriteBoard(ctx.db, board, viewerId) : false;
}

/**
 * Refuses a token that may not change this pin: `pins:write`, and `pins:write_secret` on a secret or protected
 * board; a pin on a board the token may not find for a write (contentWriterOf) is missing, as for a stranger.
 */
export async function requirePinWriteScope(db: DbOrTx, ctx: RequestContext, pin: PinRow): Promise<void> {
  if (!ctx.grant) return;
  requireScope(ctx, 'pins:write');
  const board = await db
    .selectFrom('boards')
    .select('privacy')
    .where('id', '=', pin.board_id)
    .where((eb) => boardVisibleTo(eb, contentWriterOf(ctx, 'pins')))
    .executeTakeFirst();
  if (!board) throw notFound('Pin');
  requireWriteScope(ctx, 'pins', board.privacy);
}

/**
 * Edits a pin's title, description, link, alt text, product and labels, with the limits of creating one. Pins the viewer
 * cannot see are "not found"; pins they can see but not edit are refused.
 */
export async function updatePin(ctx: RequestContext, pinId: string, edit: PinEdit): Promise<PinRow> {
  requireViewer(ctx);
  const pin = await pinById(ctx, pinId);
  if (!pin) throw notFound('Pin');
  await requirePinWriteScope(ctx.db, ctx, pin);
  if (!(await mayEditPin(ctx, pin))) throw new DomainError('FORBIDDEN', "You can't edit this Pin.");
  const link = edit.link === undefined ? undefined : edit.link?.trim() || null;
  checkPinText({ ...edit, link: link ?? null });
  const product = edit.product === undefined ? undefined : productColumns(edit.product);
  let tags: ProductTagPlacement[] | undefined;
  if (edit.productTags !== undefined) {
    requireTagOwner(ctx, pin);
    tags = await checkedProductTags(ctx, ctx.db, edit.productTags, pin.id);
  }
  const changes = {
    ...(product ?? {}),
    ...(edit.title !== undefined ? { title: edit.title.trim() } : {}),
    ...(edit.description !== undefined ? { description: edit.description.trim() } : {}),
    ...(link !== undefined ? { link } : {}),
    ...(edit.altText !== undefined ? { alt_text: edit.altText.trim() } : {}),
    // A link taken away takes its paid-link label with it, as does a save's link changed by its saver (the paid
    // link was its maker's).
    ...(link === null || (link !== undefined && link !== pin.link && pin.source_pin_id !== null)
      ? { paid_link: false }
      : {}),
  };
  const labels = asksForLabels(edit.labels) ? edit.labels : null;
  if (Object.keys(changes).length === 0 && tags === undefined && !labels) return pin;
  return ctx.db.transaction().execute(async (tx) => {
    if (tags !== undefined) await writeProductTags(tx, pin.id, tags);
    let updated =
      Object.keys(changes).length === 0
        ? pin
        : await tx
            .updateTable('pins')
            .set(changes)
            .where('id', '=', pin.id)
            .returningAll()
            .executeTakeFirstOrThrow();
    if (labels) updated = await applyPinLabels(tx, ctx, updated, labels);
    if (changes.title !== undefined || changes.description !== undefined) {
      const board = await tx
        .selectFrom('boards')
        .select('privacy')
        .where('id', '=', updated.board_id)
        .executeTakeFirstOrThrow();
      await indexPinHashtags(tx, updated, board.privacy);
    }
    return updated;
  });
}
