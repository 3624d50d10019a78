import { type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { isoDate } from '../../core/quickPromote';
import { servableAds } from '../db/campaigns';
import { BOARD_COLUMNS, IMAGE_COLUMNS, partReader, prefixedColumnList, SECTION_COLUMNS } from '../db/columns';
import type { Database, Db } from '../db/database';
import {
  applyKeysetBounds,
  type KeysetBounds,
  type KeysetOrder,
  type KeysetPage,
  keysetBounds,
} from '../db/keyset';
import { prepared } from '../db/preparedStatements';
import { queryTemplate } from '../db/queryTemplates';
import type { SectionRow } from '../db/tables/boardSections';
import type { BoardRow } from '../db/tables/boards';
import type { ImageRow } from '../db/tables/images';
import type { PinRow } from '../db/tables/pins';
import { USER_COLUMN_NAMES, type UserRow } from '../db/tables/users';
import { boardReaderOf, pinReaderOf } from './apiTokens';
import { type RequestContext, viewerIdOf } from './context';
import { loadersOf } from './loaders';
import { readShownSponsorship, type ShownSponsorship, shownSponsorshipColumns } from './sponsorships';

// A page of pins is read in one joined query with what each card shows — its picture, its board, the board's
// owner (for the board's url), its pinner and the pinner's picture, its section, its promoter, its paid partnership — and the
// request's loaders are primed from those rows, so the fields that read them hit the cache instead of the
// database.

// Everything of a person but the password hash (UserRow leaves it out).
const USER_COLUMNS = USER_COLUMN_NAMES;

/** Each joined table's alias in the query, its key prefix in the row, and its columns. */
const JOINED = [
  { alias: 'boards', prefix: 'board', cols: BOARD_COLUMNS },
  { alias: 'card_owners', prefix: 'owner', cols: USER_COLUMNS },
  { alias: 'card_pinners', prefix: 'pinner', cols: USER_COLUMNS },
  { alias: 'card_images', prefix: 'image', cols: IMAGE_COLUMNS },
  { alias: 'card_avatars', prefix: 'avatar', cols: IMAGE_COLUMNS },
  { alias: 'card_sections', prefix: 'section', cols: SECTION_COLUMNS },
] as const;

// Written once: a card query selects ~100 of them.
const CARD_COLUMNS = prefixedColumnList(JOINED);

type PinListQuery = SelectQueryBuilder<Database, 'pins' | 'boards', PinRow>;

/** One card's rows, as the joined query returns them. */
export interface PinCardRows {
  pin: PinRow;
  board: BoardRow;
  owner: UserRow;
  pinner: UserRow;
  image: ImageRow;
  avatar: ImageRow | null;
  section: SectionRow | null;
  /** The advertiser promoting the pin now ('' for none). */
  promoter: string;
  /** Its paid partnership, as the viewer may see it. */
  sponsorship: ShownSponsorship | null;
}

/** Pins are listed newest first; ids grow with time, so the id alone is the key. */
export const PIN_ORDER: KeysetOrder = {
  sort: 'pins.id',
  id: 'pins.id',
  sortType: 'bigint',
  direction: 'desc',
};

/**
 * A list's own order in place of newest first (the home feed's seeded order): its keyset order, and the column of
 * the query holding the sort key, by which the outer query orders the page again. Pin id stays the tie-breaker.
 */
export interface CardOrder {
  keyset: KeysetOrder;
  column: string;
}

export interface CardQueryOptions {
  order?: CardOrder;
  /**
   * Run as a prepared statement (server/db/preparedStatements.ts): only for lists whose best plan is the same
   * whatever their values — a board's, a section's, a person's pins, the feed — never one matching words.
   */
  prepared?: boolean;
}

/** What a card page's query takes from the request besides its list: the clock (promoters) and the viewer. */
interface CardRowValues {
  now: Date;
  /** `now`'s day (UTC), given apart for a query template. */
  today: string;
  viewerId: string | null;
}

/** A page of a card list: its decoded cursors, size and direction. */
type CardPage = KeysetBounds & Pick<KeysetPage, 'limit' | 'inverted'>;

/**
 * Joins what a card shows to a list of visible pins (a query over `pins` joined to `boards`, already filtered by
 * the caller), paged newest first when a page is given.
 *
 * The page is chosen first, in a derived table, and the card's tables are joined to its rows after: planning
 * one seven-table join cost Postgres 1.6–5 ms a request (more than running it), planning a page and then
 * primary-key lookups 0.7 ms. The outer query repeats the page's order, which a derived table does not keep.
 */
export function withCardRows(
  ctx: RequestContext,
  query: PinListQuery,
  page: KeysetPage | null,
  options: CardQueryOptions = {},
) {
  const keyset = options.order?.keyset ?? PIN_ORDER;
  const bounded = page && pageOf(keysetBounds(keyset.sortType, page), page);
  return cardRowsQuery(ctx.db, query, cardRowValues(ctx), bounded, options);
}

function cardRowValues(ctx: RequestContext): CardRowValues {
  const now = ctx.now();
  return { now, today: isoDate(now), viewerId: viewerIdOf(ctx) };
}

function cardRowsQuery(
  db: Db,
  query: PinListQuery,
  values: CardRowValues,
  page: CardPage | null,
  options: CardQueryOptions,
) {
  const order = options.order ?? null;
  const keyset = order?.keyset ?? PIN_ORDER;
  const listed = db
    .selectFrom((page ? applyKeysetBounds(query, keyset, page, page) : query).as('pins'))
    .innerJoin('boards', 'boards.id', 'pins.board_id')
    .innerJoin('users as card_owners', 'card_owners.id', 'boards.owner_id')
    // The pinner's own row only when they are not the board's owner: most pins are saved by the board's owner,
    // whose row serves both (the pinner's 21 columns are then null, which the driver does not parse).
    .leftJoin('users as card_pinners', (join) =>
      join.onRef('card_pinners.id', '=', 'pins.pinner_id').onRef('card_pinners.id', '<>', 'boards.owner_id'),
    )
    .innerJoin('images as card_images', 'card_images.id', 'pins.image_id')
    .leftJoin('images as card_avatars', (join) =>
      join.on(
        sql<SqlBool>`card_avatars.id = case when card_pinners.id is null then card_owners.image_id else card_pinners.image_id end`,
      ),
    )
    .leftJoin('board_sections as card_sections', 'card_sections.id', 'pins.section_id')
    .leftJoin('pin_sponsorships as card_sponsorships', 'card_sponsorships.id', 'pins.sponsorship_id')
    .leftJoin('users as card_brands', 'card_brands.id', 'card_sponsorships.brand_id')
    .selectAll('pins')
    .select((eb) =>
      servableAds(db, values.now, values.today)
        .select('advertisers.name')
        .where('ads.pin_id', '=', eb.ref('pins.id'))
        .orderBy('ads.id', 'desc')
        .limit(1)
        .as('promoter__name'),
    )
    .select(CARD_COLUMNS)
    .select(shownSponsorshipColumns('card_sponsorships', 'card_brands', values.viewerId, 'sponsor'))
    .$if(options.prepared === true, prepared);
  if (!page) return listed;
  const inverted = page.inverted ? (keyset.direction === 'desc' ? 'asc' : 'desc') : keyset.direction;
  const sorted = order ? listed.orderBy(sql.ref(`pins.${order.column}`), inverted) : listed;
  return sorted.orderBy('pins.id', inverted);
}

/** A page from its bounds read one by one: a template's stand-ins cannot be spread (queryTemplates.ts). */
function pageOf(bounds: KeysetBounds, shape: Pick<KeysetPage, 'limit' | 'inverted'>): CardPage {
  const { afterKey, afterId, beforeKey, beforeId } = bounds;
  return { afterKey, afterId, beforeKey, beforeId, limit: shape.limit, inverted: shape.inverted };
}

/** What a card list template's list is built from besides its own values: see cardPageTemplate. */
export interface CardListValues extends CardRowValues, KeysetBounds {
  /** Whose secret boards the list may show (`pinReaderOf`): null for public boards only. */
  readerId: string | null;
}

/**
 * A card list whose query is built and compiled once per shape (server/db/queryTemplates.ts) and run as a
 * prepared statement, newest first: for lists whose best plan is the same whatever their values (a board's, a
 * section's, a person's pins, the feed), never one matching words. Built per request, the card page was Kysely's
 * whole share of a feed request's CPU. `list` gets stand-ins for its values (and null for the viewer and the
 * cursors when there are none): it must pass them into the query unchanged. Runs a page and returns its rows.
 */
export function cardPageTemplate<ListValues extends Record<string, unknown>, Row extends PinRow = PinRow>(
  list: (db: Db, values: ListValues & CardListValues) => SelectQueryBuilder<Database, 'pins' | 'boards', Row>,
) {
  const template = queryTemplate(
    (db, values: ListValues & CardListValues, shape: Pick<KeysetPage, 'limit' | 'inverted'>) =>
      cardRowsQuery(db, list(db, values), values, pageOf(values, shape), { prepared: true }),
  );
  return async (ctx: RequestContext, listValues: ListValues, page: KeysetPage) => {
    const values = {
      ...listValues,
      ...cardRowValues(ctx),
      ...keysetBounds(PIN_ORDER.sortType, page),
      readerId: pinReaderOf(ctx),
    };
    const query = template(ctx.db, values, { limit: page.limit, inverted: page.inverted });
    return (await ctx.db.executeQuery(query)).rows;
  };
}

const readBoard = partReader<BoardRow>('board', BOARD_COLUMNS);
const readOwner = partReader<UserRow>('owner', USER_COLUMNS);
const readPinner = partReader<UserRow>('pinner', USER_COLUMNS);
const readImage = partReader<ImageRow>('image', IMAGE_COLUMNS);
const readAvatar = partReader<ImageRow>('avatar', IMAGE_COLUMNS);
const readSection = partReader<SectionRow>('section', SECTION_COLUMNS);

/** Splits the joined rows into each card's rows. */
export function cardRowsOf(rows: readonly object[]): PinCardRows[] {
  const first = rows[0] as Record<string, unknown> | undefined;
  // The pin's own columns are the unprefixed ones, the same in every row of the page.
  const pinKeys = first ? Object.keys(first).filter((key) => !key.includes('__')) : [];
  return rows.map((joined) => {
    const row = joined as Record<string, unknown>;
    const pin: Record<string, unknown> = {};
    for (const key of pinKeys) pin[key] = row[key];
    const owner = readOwner(row) as UserRow;
    return {
      pin: pin as unknown as PinRow,
      board: readBoard(row) as BoardRow,
      owner,
      // No pinner row: the board's owner saved it.
      pinner: readPinner(row) ?? owner,
      image: readImage(row) as ImageRow,
      avatar: readAvatar(row),
      section: readSection(row),
      promoter: typeof row.promoter__name === 'string' ? row.promoter__name : '',
      sponsorship: readShownSponsorship(row, 'sponsor'),
    };
  });
}

/**
 * Primes the request's loaders with the cards' rows and returns the pins. Every row here came from a query that
 * only returns pins on boards the viewer may see, so priming cannot show a hidden board or section; but a token
 * may see pins on secret boards without seeing the boards (`pins:read_secret` without `boards:read_secret`), so
 * those boards and sections are left for the loaders to refuse.
 */
export function primeCards(ctx: RequestContext, cards: readonly PinCardRows[]): PinRow[] {
  const loaders = loadersOf(ctx);
  const readsSecretBoards = boardReaderOf(ctx) !== null;
  for (const card of cards) {
    loaders.pins.prime(card.pin.id, card.pin);
    const boardShown = readsSecretBoards || card.board.privacy === 'public';
    if (boardShown) loaders.boards.prime(card.board.id, card.board);
    loaders.users.prime(card.owner.id, card.owner);
    loaders.users.prime(card.pinner.id, card.pinner);
    loaders.images.prime(card.image.id, card.image);
    if (card.avatar) loaders.images.prime(card.avatar.id, card.avatar);
    if (card.section && boardShown) loaders.sections.prime(card.section.id, card.section);
    loaders.promoters.prime(card.pin.id, card.promoter);
    loaders.sponsorships.prime(card.pin.id, card.sponsorship);
  }
  return cards.map((card) => card.pin);
}

/**
 * Runs a list of pins with its cards' rows joined, primes the loaders, and returns the pins: a page newest first,
 * or (no page) every pin the query finds, in no particular order.
 */
export async function pinCardPage(
  ctx: RequestContext,
  query: PinListQuery,
  page: KeysetPage | null,
  options: CardQueryOptions = {},
): Promise<PinRow[]> {
  return primeCards(ctx, cardRowsOf(await withCardRows(ctx, query, page, options).execute()));
}
