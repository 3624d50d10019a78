import {
  type PageInfoShape,
  type ResolveCursorConnectionArgs,
  resolveCursorConnection,
} from '@pothos/plugin-relay';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../core/constants';
import { type KeysetPage, keysetCursor } from '../server/db/keyset';

interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

/**
 * Resolves a Relay connection over a keyset-paginated domain list. `sortKey` names the row's sort value;
 * the id breaks ties.
 */
export function keysetConnection<Row extends { id: string }>(
  args: ConnectionArgs,
  load: (page: KeysetPage) => Promise<Row[]>,
  sortKey: (row: NoInfer<Row>) => string | number | Date,
): Promise<{ pageInfo: PageInfoShape; edges: { cursor: string; node: Row }[] }> {
  const bounded = {
    ...args,
    first: args.first == null && args.last == null ? DEFAULT_PAGE_SIZE : args.first,
  };
  return resolveCursorConnection(
    {
      args: bounded,
      toCursor: (row: Row) => keysetCursor(sortKey(row), row.id),
      defaultSize: DEFAULT_PAGE_SIZE,
      maxSize: MAX_PAGE_SIZE,
    },
    (page: ResolveCursorConnectionArgs) => load(page),
  ) as Promise<{ pageInfo: PageInfoShape; edges: { cursor: string; node: Row }[] }>;
}
