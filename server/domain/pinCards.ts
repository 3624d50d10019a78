import { type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { isoDate } from '../../core/quickPromote';
import { servableAds } from '../db/campaigns';
import {
  BOARD_JSON,
  IMAGE_JSON,
  jsonRowList,
  jsonRowReader,
  PIN_JSON,
  SECTION_JSON,
  USER_JSON,
} from '../db/columns';
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
import type { UserRow } from '../db/tables/users';
import { boardReaderOf, pinReaderOf } from './apiTokens';
import { type RequestContext, viewerIdOf } from './context';
import { loadersOf } from './loaders';
import { readShownSponsorship, type ShownSponsorship, shownSponsorshipColumns } from './sponsorships';

// A page of pins is read in one joined query with what each card shows — its picture, its board, the board's
// owner (for the board's url), its pinner and the pinner's picture, its section, its promoter, its paid partnership — and the
// request's loaders are primed from those rows, so the fields that read them hit the cache instead of the
// database.

/**
 * Each table's row in a card row, as one JSON text column (server/db/columns.ts): its alias in the query, its
 * column's name, its shape, and whether an outer join may find none. The pin's own row is read from the list's
 * derived table.
 */
const CARD_PARTS = [
  { alias: 'pins', key: 'card__pin', shape: PIN_JSON },
  { alias: 'boards', key: 'card__board', shape: BOARD_JSON },
  { alias: 'card_owners', key: 'card__owner', shape: USER_JSON },
  { alias: 'card_pinners', key: 'card__pinner', shape: USER_JSON, outer: true },
  { alias: 'card_images', key: 'card__image', shape: IMAGE_JSON },
  { alias: 'card_avatars', key: 'card__avatar', shape: IMAGE_JSON, outer: true },
  { alias: 'card_sections', key: 'card__section', shape: SECTION_JSON, outer: true },
] as const;

// Written once: SQL for the seven rows.
const CARD_ROWS = jsonRowList(CARD_PARTS);

type PinListQuery<Row extends PinRow = PinRow> = SelectQueryBuilder<Database, 'pins' | 'boards', Row>;

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

export interface CardQueryOptions<Row extends PinRow = PinRow> {
  order?: CardOrder;
  /**
   * The list's own columns besides the pin's (named with "__", like `feed__rank`), returned beside the card's
   * rows; an order's column is returned without being named here.
   */
  extras?: readonly ExtraColumn<Row>[];
  /**
   * Run as a prepared statement (server/db/preparedStatements.ts): only for lists whose best plan is the same
   * whatever their values — a board's, a section's, a person's pins, the feed — never one matching words.
   */
  prepared?: boolean;
}

/** A column a list's query adds to the pin's. */
type ExtraColumn<Row extends PinRow> = Exclude<keyof Row, keyof PinRow> & string;

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
export function withCardRows<Row extends PinRow>(
  ctx: RequestContext,
  query: PinListQuery<Row>,
  page: KeysetPage | null,
  options: CardQueryOptions<Row> = {},
) {
  const keyset = options.order?.keyset ?? PIN_ORDER;
  const bounded = page && pageOf(keysetBounds(keyset.sortType, page), page);
  return cardRowsQuery(ctx.db, query, cardRowValues(ctx), bounded, options);
}

function cardRowValues(ctx: RequestContext): CardRowValues {
  const now = ctx.now();
  return { now, today: isoDate(now), viewerId: viewerIdOf(ctx) };
}

function cardRowsQuery<Row extends PinRow>(
  db: Db,
  query: PinListQuery<Row>,
  values: CardRowValues,
  page: CardPage | null,
  options: CardQueryOptions<Row>,
) {
  const order = options.order ?? null;
  const keyset = order?.keyset ?? PIN_ORDER;
  const extras: readonly string[] = order
    ? [...(options.extras ?? []), order.column]
    : (options.extras ?? []);
  const listed = db
    .selectFrom((page ? applyKeysetBounds(query, keyset, page, page) : query).as('pins'))
    .innerJoin('boards', 'boards.id', 'pins.board_id')
    .innerJoin('users as card_owners', 'card_owners.id', 'boards.owner_id')
    // The pinner's own row only when they are not the board's owner: most pins are saved by the board's owner,
    // whose row serves both (the pinner's row is then null).
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
    .select(CARD_ROWS)
    .select(extras.map((column) => sql.ref(`pins.${column}`).as(column)))
    .select((eb) =>
      servableAds(db, values.now, values.today)
        .select('advertisers.name')
        .where('ads.pin_id', '=', eb.ref('pins.id'))
        .orderBy('ads.id', 'desc')
        .limit(1)
        .as('promoter__name'),
    )
    .select(shownSponsorshipColumns('card_sponsorships', 'card_brands', values.viewerId, 'sponsor'))
    .$if(options.prepared === true, prepared)
    // NOTE: the card's rows are read by name (cardRowsOf); what the caller reads by type is its extras.
    .$castTo<Pick<Row, ExtraColumn<Row>>>();
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
  list: (db: Db, values: ListValues & CardListValues) => PinListQuery<Row>,
  extras: readonly ExtraColumn<Row>[] = [],
) {
  const template = queryTemplate(
    (db, values: ListValues & CardListValues, shape: Pick<KeysetPage, 'limit' | 'inverted'>) =>
      cardRowsQuery(db, list(db, values), values, pageOf(values, shape), { prepared: true, extras }),
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

const readPin = jsonRowReader<PinRow>('card__pin', PIN_JSON);
const readBoard = jsonRowReader<BoardRow>('card__board', BOARD_JSON);
const readOwner = jsonRowReader<UserRow>('card__owner', USER_JSON);
const readPinner = jsonRowReader<UserRow>('card__pinner', USER_JSON);
const readImage = jsonRowReader<ImageRow>('card__image', IMAGE_JSON);
const readAvatar = jsonRowReader<ImageRow>('card__avatar', IMAGE_JSON);
const readSection = jsonRowReader<SectionRow>('card__section', SECTION_JSON);

/** Splits the joined rows into each card's rows. */
export function cardRowsOf(rows: readonly object[]): PinCardRows[] {
  return rows.map((joined) => {
    const row = joined as Record<string, unknown>;
    const owner = readOwner(row) as UserRow;
    return {
      pin: readPin(row) as PinRow,
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
