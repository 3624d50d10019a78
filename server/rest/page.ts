import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../core/constants';
import { type KeysetPage, keysetCursor } from '../db/keyset';

/** A legacy list's `page_size` within bounds; the default when absent or not a number. */
export function pageSizeOf(asked: string): number {
  const size = Number(asked || DEFAULT_PAGE_SIZE);
  return Number.isFinite(size) ? Math.max(1, Math.min(Math.trunc(size), MAX_PAGE_SIZE)) : DEFAULT_PAGE_SIZE;
}

/**
 * One page of a keyset list for the REST shim: at most `size` items after the `bookmark`, and the bookmark of
 * the next page (null on the last). The list reads one row more than it shows to know whether a next page exists.
 */
export async function keysetPage<Row extends { id: string }>(
  request: { size: number; bookmark: string | null },
  load: (page: KeysetPage) => Promise<Row[]>,
  sortKey: (row: Row) => string | number | Date,
): Promise<{ items: Row[]; bookmark: string | null }> {
  const rows = await load({ after: request.bookmark, limit: request.size + 1, inverted: false });
  const items = rows.slice(0, request.size);
  const last = items[items.length - 1];
  return {
    items,
    bookmark: rows.length > request.size && last ? keysetCursor(sortKey(last), last.id) : null,
  };
}
