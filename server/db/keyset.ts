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
  sort: string;
  id: string;
  sortType: SortType;
  direction: 'asc' | 'desc';
}

/** Opaque cursor for a row: its sort key and its id. */
export function keysetCursor(sortValue: string | number | Date, id: string): string {
  const key = sortValue instanceof Date ? sortValue.toISOString() : String(sortValue);
  return Buffer.from(JSON.stringify([key, id])).toString('base64url');
}

function decodeCursor(cursor: string): [string, string] | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2 && parsed.every((v) => typeof v === 'string')) {
      const [key, id] = parsed as [string, string];
      if (isEntityId(id)) return [key, id];
    }
  } catch {
    // fall through: a malformed cursor is treated as no cursor
  }
  return null;
}

function typed(value: string, type: SortType): Expression<unknown> {
  if (type === 'timestamptz') return sql`${value}::timestamptz`;
  if (type === 'integer') return sql`${value}::integer`;
  return sql`${value}::bigint`;
}

function beyond(order: KeysetOrder, cursor: string, comparison: '<' | '>'): Expression<SqlBool> | null {
  const decoded = decodeCursor(cursor);
  if (!decoded) return null;
  const [key, id] = decoded;
  return sql<SqlBool>`(${sql.ref(order.sort)}, ${sql.ref(order.id)}) ${sql.raw(comparison)} (${typed(key, order.sortType)}, ${sql`${id}::bigint`})`;
}

/**
 * Applies keyset pagination to a query: rows after/before the cursors, in list order (or reversed when the
 * helper paginates backwards), at most `limit` rows. One helper for every connection in the app.
 */
export function applyKeyset<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  order: KeysetOrder,
  page: KeysetPage,
): SelectQueryBuilder<DB, TB, O> {
  const forward = order.direction === 'desc' ? '<' : '>';
  const backward = order.direction === 'desc' ? '>' : '<';
  let query = qb;
  const afterCondition = page.after ? beyond(order, page.after, forward) : null;
  if (afterCondition) query = query.where(() => afterCondition);
  const beforeCondition = page.before ? beyond(order, page.before, backward) : null;
  if (beforeCondition) query = query.where(() => beforeCondition);
  const direction = page.inverted ? (order.direction === 'desc' ? 'asc' : 'desc') : order.direction;
  return query
    .orderBy(sql.ref(order.sort), direction)
    .orderBy(sql.ref(order.id), direction)
    .limit(page.limit);
}
