import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { isEntityId } from './ids';

/** The page a connection asks for, as the relay helper hands it over (limit already includes the look-ahead row). */
export interface KeysetPage {
  after?: string | null | undefined;
  before?: string | null | undefined;
  limit: number;
  inverted: boolean;
}

export type SortType = 'bigint' | 'timestamptz' | 'integer';

/** A list's order: a sort column then the id as tie-breaker, both in the same direction. */
export interface KeysetOrder {
  /** A column, or an expression over the query's columns (a rank computed per row). */
  sort: string | Expression<unknown>;
  id: string;
  sortType: SortType;
  direction: 'asc' | 'desc';
}

/** Opaque cursor for a row: its sort key and its id. */
export function keysetCursor(sortValue: string | number | Date, id: string): string {
  const key = sortValue instanceof Date ? sortValue.toISOString() : String(sortValue);
  return Buffer.from(JSON.stringify([key, id])).toString('base64url');
}

/**
 * A cursor this list did not give out: not our encoding, an id that is not a row id, or a sort key that does not
 * fit the list's sort column. Refused rather than read as "no cursor", which would silently restart at page 1.
 */
export class KeysetCursorError extends Error {
  /** Which argument held it: `after` or `before`. */
  readonly argument: 'after' | 'before';

  constructor(argument: 'after' | 'before') {
    super(`Malformed ${argument} cursor.`);
    this.name = 'KeysetCursorError';
    this.argument = argument;
  }
}

const INTEGER_KEY = /^-?\d{1,19}$/;
const INT4_MIN = -2147483648;
const INT4_MAX = 2147483647;
/** What keysetCursor writes for a Date: toISOString's form. */
const TIMESTAMP_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function keyFits(key: string, type: SortType): boolean {
  if (type === 'timestamptz') return TIMESTAMP_KEY.test(key) && !Number.isNaN(Date.parse(key));
  if (!INTEGER_KEY.test(key)) return false;
  if (type === 'integer') return Number(key) >= INT4_MIN && Number(key) <= INT4_MAX;
  return BigInt(key) >= -(2n ** 63n) && BigInt(key) < 2n ** 63n;
}

function decodeCursor(cursor: string, type: SortType): [string, string] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || !parsed.every((v) => typeof v === 'string'))
    return null;
  const [key, id] = parsed as [string, string];
  return isEntityId(id) && keyFits(key, type) ? [key, id] : null;
}

/** The sort key a cursor holds, unchecked (null when it is not one of ours): for lists whose order depends on it. */
export function cursorSortKey(cursor: string): string | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Array.isArray(parsed) && typeof parsed[0] === 'string' ? parsed[0] : null;
  } catch {
    return null;
  }
}

function typed(value: string, type: SortType): Expression<unknown> {
  if (type === 'timestamptz') return sql`${value}::timestamptz`;
  if (type === 'integer') return sql`${value}::integer`;
  return sql`${value}::bigint`;
}

function sortOf(order: KeysetOrder): Expression<unknown> {
  return typeof order.sort === 'string' ? sql.ref(order.sort) : order.sort;
}

/**
 * A page's cursors, decoded and checked against the list's sort type: the sort key and id each compares with, or
 * null for a cursor not given. Apart from the query, so a query template (server/db/queryTemplates.ts) takes them as
 * values.
 */
export interface KeysetBounds {
  afterKey: string | null;
  afterId: string | null;
  beforeKey: string | null;
  beforeId: string | null;
}

/** Decodes a page's cursors for a list sorted by `sortType`. Throws KeysetCursorError for one it did not give out. */
export function keysetBounds(sortType: SortType, page: KeysetPage): KeysetBounds {
  const bound = (cursor: string | null | undefined, argument: 'after' | 'before') => {
    if (!cursor) return [null, null] as const;
    const decoded = decodeCursor(cursor, sortType);
    if (!decoded) throw new KeysetCursorError(argument);
    return decoded;
  };
  const [afterKey, afterId] = bound(page.after, 'after');
  const [beforeKey, beforeId] = bound(page.before, 'before');
  return { afterKey, afterId, beforeKey, beforeId };
}

function beyond(order: KeysetOrder, key: string, id: string, comparison: '<' | '>'): Expression<SqlBool> {
  return sql<SqlBool>`(${sortOf(order)}, ${sql.ref(order.id)}) ${sql.raw(comparison)} (${typed(key, order.sortType)}, ${sql`${id}::bigint`})`;
}

/**
 * Applies keyset pagination to a query: rows after/before the cursors, in list order (or reversed when the
 * helper paginates backwards), at most `limit` rows. One helper for every connection in the app. Throws
 * KeysetCursorError for a cursor the list did not give out.
 */
export function applyKeyset<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  order: KeysetOrder,
  page: KeysetPage,
): SelectQueryBuilder<DB, TB, O> {
  return applyKeysetBounds(qb, order, keysetBounds(order.sortType, page), page);
}

/** `applyKeyset` with the page's cursors decoded already (`keysetBounds`). */
export function applyKeysetBounds<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  order: KeysetOrder,
  bounds: KeysetBounds,
  page: Pick<KeysetPage, 'limit' | 'inverted'>,
): SelectQueryBuilder<DB, TB, O> {
  const forward = order.direction === 'desc' ? '<' : '>';
  const backward = order.direction === 'desc' ? '>' : '<';
  let query = qb;
  const { afterKey, afterId, beforeKey, beforeId } = bounds;
  if (afterKey !== null && afterId !== null) {
    const afterCondition = beyond(order, afterKey, afterId, forward);
    query = query.where(() => afterCondition);
  }
  if (beforeKey !== null && beforeId !== null) {
    const beforeCondition = beyond(order, beforeKey, beforeId, backward);
    query = query.where(() => beforeCondition);
  }
  const direction = page.inverted ? (order.direction === 'desc' ? 'asc' : 'desc') : order.direction;
  // NOTE: a literal, so a prepared statement's generic plan sees how few rows are wanted (server/db/preparedStatements.ts).
  if (!Number.isSafeInteger(page.limit) || page.limit < 0) throw new RangeError(`Page limit ${page.limit}`);
  return query
    .orderBy(sortOf(order), direction)
    .orderBy(sql.ref(order.id), direction)
    .limit(sql.lit(page.limit));
}
