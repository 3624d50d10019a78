import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { applyKeyset, KeysetCursorError, type KeysetOrder, keysetCursor } from '../../server/db/keyset';

// Compiles queries without a database: the helper's job is to write the right SQL.
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const NEWEST_FIRST: KeysetOrder = { sort: 'pins.id', id: 'pins.id', sortType: 'bigint', direction: 'desc' };
const BY_TIME: KeysetOrder = {
  sort: 'boards.board_order_modified_at',
  id: 'boards.id',
  sortType: 'timestamptz',
  direction: 'desc',
};

function decode(cursor: string): unknown {
  return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
}

describe('keyset cursor', () => {
  it('carries the sort key and the id, url-safe', () => {
    const cursor = keysetCursor('42', '42');
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decode(cursor)).toEqual(['42', '42']);
  });

  it('writes dates as ISO strings', () => {
    expect(decode(keysetCursor(new Date('2024-01-02T03:04:05.678Z'), '7'))).toEqual([
      '2024-01-02T03:04:05.678Z',
      '7',
    ]);
  });
});

describe('keyset pagination helper', () => {
  it('reads the first page in list order with the look-ahead limit, written into the SQL, and no condition', () => {
    const { sql, parameters } = applyKeyset(db.selectFrom('pins').selectAll(), NEWEST_FIRST, {
      limit: 11,
      inverted: false,
    }).compile();
    // A literal limit lets a prepared statement's generic plan see how few rows are wanted.
    expect(sql).toBe('select * from "pins" order by "pins"."id" desc, "pins"."id" desc limit 11');
    expect(parameters).toEqual([]);
  });

  it('refuses a limit that is not a whole number, since it is written into the SQL', () => {
    const page = (limit: number) => () =>
      applyKeyset(db.selectFrom('pins').selectAll(), NEWEST_FIRST, { limit, inverted: false });
    expect(page(2.5)).toThrow(RangeError);
    expect(page(-1)).toThrow(RangeError);
    expect(page(Number.NaN)).toThrow(RangeError);
  });

  it('continues after a cursor with a row comparison on (sort key, id)', () => {
    const { sql, parameters } = applyKeyset(db.selectFrom('pins').selectAll(), NEWEST_FIRST, {
      after: keysetCursor('100', '100'),
      limit: 6,
      inverted: false,
    }).compile();
    expect(sql).toContain('where ("pins"."id", "pins"."id") < ($1::bigint, $2::bigint)');
    expect(parameters).toEqual(['100', '100']);
  });

  it('compares timestamps as timestamptz', () => {
    const { sql, parameters } = applyKeyset(db.selectFrom('boards').selectAll(), BY_TIME, {
      after: keysetCursor(new Date('2024-01-01T00:00:00.000Z'), '9'),
      limit: 3,
      inverted: false,
    }).compile();
    expect(sql).toContain(
      '("boards"."board_order_modified_at", "boards"."id") < ($1::timestamptz, $2::bigint)',
    );
    expect(parameters.slice(0, 2)).toEqual(['2024-01-01T00:00:00.000Z', '9']);
  });

  it('reads backwards (last/before) in reverse order', () => {
    const { sql } = applyKeyset(db.selectFrom('pins').selectAll(), NEWEST_FIRST, {
      before: keysetCursor('5', '5'),
      limit: 3,
      inverted: true,
    }).compile();
    expect(sql).toContain('("pins"."id", "pins"."id") > ($1::bigint, $2::bigint)');
    expect(sql).toContain('order by "pins"."id" asc, "pins"."id" asc');
  });

  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it.each([
    ['not base64 json', 'nope'],
    ['a json object', b64({ a: 1 })],
    ['a non-numeric id', b64(['1', '1; drop table pins'])],
    ['a sort key that is not a number', b64(['soon', '1'])],
    ['a sort key past bigint', b64(['99999999999999999999', '1'])],
  ])('refuses a malformed cursor (%s) instead of reading page 1', (_, cursor) => {
    expect(() =>
      applyKeyset(db.selectFrom('pins').selectAll(), NEWEST_FIRST, {
        after: cursor,
        limit: 3,
        inverted: false,
      }),
    ).toThrow(KeysetCursorError);
  });

  it('refuses a cursor whose key does not fit the sort column, naming the argument', () => {
    // A pin-list cursor (a bigint key) handed to a list ordered by time.
    let thrown: unknown;
    try {
      applyKeyset(db.selectFrom('boards').selectAll(), BY_TIME, {
        before: keysetCursor('100', '100'),
        limit: 3,
        inverted: true,
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(KeysetCursorError);
    expect((thrown as KeysetCursorError).argument).toBe('before');
  });
});
