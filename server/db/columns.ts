import { type AliasedRawBuilder, sql } from 'kysely';
import type { SectionRow } from './tables/boardSections';
import type { BoardRow } from './tables/boards';
import type { ImageRow } from './tables/images';
import type { PinRow } from './tables/pins';
import { USER_COLUMN_NAMES, type UserRow } from './tables/users';
import { parseTimestamptz } from './timestamps';

// Column lists for queries that join several tables into one row and split it again: each joined table's
// columns are selected as `<prefix>__<column>`, and `rowPart` takes one table's row back out — or, for the hot
// card lists, each table's row as one JSON array (`jsonRowList`, `jsonRowReader`).

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

/** A row type's columns whose values are of type T, null aside. */
type ColumnsOf<Row, T> = {
  [K in keyof Row & string]-?: NonNullable<Row[K]> extends T ? K : never;
}[keyof Row & string];

/** Exactly the row's columns of one kind: the compiler refuses a list that misses one. */
type Every<Row, T, Listed extends readonly string[]> =
  Exclude<ColumnsOf<Row, T>, Listed[number]> extends never ? unknown : 'a column of this kind is missing';

/**
 * How a table's row travels as one JSON array of its values in column order (`jsonRowList`), and is read back
 * (`jsonRowReader`) into the very values the driver gives for its columns: numbers and booleans as JSON's own;
 * timestamps as Postgres' text of them, read by the driver's own reader; every other column (text, bigint ids,
 * dates, decimals) as its text.
 */
export interface JsonRowShape {
  cols: readonly string[];
  natives: ReadonlySet<string>;
  times: readonly string[];
}

/** A row's JSON shape; the compiler checks that every number, boolean and timestamp column is named. */
export function jsonRowShape<Row>() {
  return <
    const Natives extends readonly ColumnsOf<Row, number | boolean>[],
    const Times extends readonly ColumnsOf<Row, Date>[],
  >(
    cols: readonly (keyof Row & string)[],
    kinds: {
      natives: Natives & Every<Row, number | boolean, Natives>;
      times: Times & Every<Row, Date, Times>;
    },
  ): JsonRowShape => ({ cols, natives: new Set(kinds.natives), times: kinds.times });
}

export const BOARD_JSON = jsonRowShape<BoardRow>()(BOARD_COLUMNS, {
  natives: ['has_custom_cover', 'pin_count', 'section_count', 'follower_count', 'collaborator_count'],
  times: ['created_at', 'board_order_modified_at'],
});

export const IMAGE_JSON = jsonRowShape<ImageRow>()(IMAGE_COLUMNS, {
  natives: ['width', 'height', 'byte_size', 'public_save_count'],
  times: ['created_at'],
});

export const SECTION_JSON = jsonRowShape<SectionRow>()(SECTION_COLUMNS, {
  natives: ['name_source', 'pin_count', 'position'],
  times: ['created_at'],
});

export const PIN_JSON = jsonRowShape<PinRow>()(
  columns<PinRow>()(
    'id',
    'board_id',
    'section_id',
    'pinner_id',
    'image_id',
    'source_pin_id',
    'title',
    'description',
    'link',
    'alt_text',
    'method',
    'created_at',
    'color',
    'is_removable',
    'video_id',
    'price',
    'original_price',
    'currency',
    'availability',
    'link_host',
    'carousel_id',
    'sponsorship_id',
    'paid_link',
  ),
  { natives: ['is_removable', 'paid_link'], times: ['created_at'] },
);

/** A person's row without the password hash (UserRow leaves it out). */
export const USER_JSON = jsonRowShape<UserRow>()(USER_COLUMN_NAMES, {
  natives: [
    'pin_count',
    'board_count',
    'public_pin_count',
    'public_board_count',
    'follower_count',
    'following_count',
    'is_partner',
    'requires_mfa',
  ],
  times: ['created_at', 'email_verified_at', 'email_verification_sent_at'],
});

/**
 * One table's row as the text of a JSON array, or null when an outer join found none (`outer`: its id is null).
 * An array, not an object: json_build_object also turns every key into JSON on every row, which cost Postgres a
 * third more for a page of cards (EXPLAIN ANALYZE at 1M pins: 1.5–1.8 ms against 1.2–1.5).
 */
function jsonRowSql(alias: string, shape: JsonRowShape, outer: boolean): string {
  const fields = shape.cols.map(
    (col) => `${quoted(alias)}.${quoted(col)}${shape.natives.has(col) ? '' : '::text'}`,
  );
  // NOTE: json_build_array takes at most 100 arguments.
  const json = `json_build_array(${fields.join(', ')})::text`;
  return outer ? `case when ${quoted(alias)}."id" is null then null else ${json} end` : json;
}

/**
 * Several tables' rows, each as one JSON text column named by its key, as one piece of SQL written once. For a hot
 * list: a card row of ~120 columns cost the driver a field each (and PGlite, in WebAssembly and then in its
 * JavaScript wire-protocol code, far more); seven texts parsed by JSON.parse cost a fraction of it, and Postgres
 * about as much as sending the columns.
 */
export function jsonRowList(
  parts: readonly { alias: string; key: string; shape: JsonRowShape; outer?: boolean }[],
): AliasedRawBuilder<unknown, never> {
  const list = parts.map(
    ({ alias, key, shape, outer }) => `${jsonRowSql(alias, shape, outer === true)} as ${quoted(key)}`,
  );
  // NOTE: Kysely selects any expression node as it is; typed as a selection that adds no key to the row type,
  // since the rows are read by name (`jsonRowReader`).
  return sql.raw(list.join(', ')) as unknown as AliasedRawBuilder<unknown, never>;
}

/** A row from its values listed in the order of its columns' names. */
export function rowOfValues(cols: readonly string[], values: readonly unknown[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < cols.length; i++) row[cols[i] as string] = values[i];
  return row;
}

/** Reads one table's row out of its JSON column (`jsonRowList`), by the shape's column order: null for null. */
export function jsonRowReader<Row>(
  key: string,
  shape: JsonRowShape,
): (row: Record<string, unknown>) => Row | null {
  return (row) => {
    const text = row[key];
    if (typeof text !== 'string') return null;
    const part = rowOfValues(shape.cols, JSON.parse(text) as unknown[]);
    for (const col of shape.times) {
      const value = part[col];
      if (typeof value === 'string') part[col] = parseTimestamptz(value);
    }
    return part as Row;
  };
}
