import { type AliasedRawBuilder, sql } from 'kysely';
import type { SectionRow } from './tables/boardSections';
import type { BoardRow } from './tables/boards';
import type { ImageRow } from './tables/images';

// Column lists for queries that join several tables into one row and split it again: each joined table's
// columns are selected as `<prefix>__<column>`, and `rowPart` takes one table's row back out.

/** Every column of a row type, checked by the compiler: adding a column to the table fails here until listed. */
export function columns<Row>() {
  return <const Cols extends readonly (keyof Row & string)[]>(
    ...cols: Cols & (Exclude<keyof Row, Cols[number]> extends never ? unknown : 'a column is missing')
  ): Cols => cols;
}

export const BOARD_COLUMNS = columns<BoardRow>()(
  'id',
  'owner_id',
  'name',
  'slug',
  'description',
  'privacy',
  'layout',
  'cover_image_id',
  'has_custom_cover',
  'cover_pin_id',
  'pin_count',
  'section_count',
  'follower_count',
  'collaborator_count',
  'created_at',
  'board_order_modified_at',
);

export const IMAGE_COLUMNS = columns<ImageRow>()(
  'id',
  'signature',
  'width',
  'height',
  'format',
  'byte_size',
  'dominant_color',
  'color_family',
  'created_at',
  'public_save_count',
);

export const SECTION_COLUMNS = columns<SectionRow>()(
  'id',
  'board_id',
  'title',
  'slug',
  'name_source',
  'pin_count',
  'created_at',
  'position',
);

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Several joined tables' columns, each selected under `<prefix>__<column>`, as one piece of SQL written once.
 * For a hot query: as separate expressions (`prefixedColumns`), each of ~100 columns is built, frozen and compiled
 * again by Kysely on every request (Kysely's share of a feed request's CPU profile: 11 % with them, 8.5 % without).
 */
export function prefixedColumnList(
  parts: readonly { alias: string; prefix: string; cols: readonly string[] }[],
): AliasedRawBuilder<unknown, never> {
  const list = parts.flatMap(({ alias, prefix, cols }) =>
    cols.map((col) => `${quoted(alias)}.${quoted(col)} as ${quoted(`${prefix}__${col}`)}`),
  );
  // NOTE: Kysely selects any expression node as it is; typed as a selection that adds no key to the row type,
  // since the rows are split by name (`partReader`).
  return sql.raw(list.join(', ')) as unknown as AliasedRawBuilder<unknown, never>;
}

/** A joined table's columns, selected under `<prefix>__<column>`. */
export function prefixedColumns(alias: string, prefix: string, cols: readonly string[]) {
  return cols.map((col) => sql.ref(`${alias}.${col}`).as(`${prefix}__${col}`));
}

/**
 * Reads one joined table's row out of prefixed rows: null when its id is null (an outer join that found
 * nothing). The prefixed names are built once, not per row: a page of cards reads ~150 columns a row.
 */
export function partReader<Row>(
  prefix: string,
  cols: readonly string[],
): (row: Record<string, unknown>) => Row | null {
  const keys = cols.map((col) => `${prefix}__${col}`);
  const idKey = `${prefix}__id`;
  return (row) => {
    if (row[idKey] == null) return null;
    const part: Record<string, unknown> = {};
    for (let i = 0; i < cols.length; i++) part[cols[i] as string] = row[keys[i] as string];
    return part as Row;
  };
}

/** One joined table's row out of a prefixed row (see `partReader`, for lists). */
export function rowPart<Row>(
  row: Record<string, unknown>,
  prefix: string,
  cols: readonly string[],
): Row | null {
  return partReader<Row>(prefix, cols)(row);
}
