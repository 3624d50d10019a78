import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { isoDate } from '../../core/quickPromote';
import type { Database } from '../../server/db/database';
import { idIsNoneOf } from '../../server/db/preparedStatements';
import { queryTemplate } from '../../server/db/queryTemplates';

// Compiles queries without a database: a template must give the text and parameters the builder gives.
function compilingDb() {
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}

interface PinValues extends Record<string, unknown> {
  boardId: string;
  since: Date;
  excluded: readonly string[];
}

const pinsOfBoard = (db: Kysely<Database>, values: PinValues) =>
  db
    .selectFrom('pins')
    .select(['pins.id', 'pins.title'])
    .where('pins.board_id', '=', values.boardId)
    .where('pins.created_at', '>', values.since)
    .where(idIsNoneOf('pins.id', values.excluded))
    .limit(sql.lit(10));

describe('a query template', () => {
  it('gives the text the builder gives, with each run’s values as its parameters', () => {
    const db = compilingDb();
    let builds = 0;
    const template = queryTemplate((kdb, values: PinValues) => {
      builds += 1;
      return pinsOfBoard(kdb, values);
    });
    const first = { boardId: '7', since: new Date('2026-11-01T00:00:00Z'), excluded: ['1', '2'] };
    const second = { boardId: '9', since: new Date('2026-11-20T00:00:00Z'), excluded: [] };
    for (const values of [first, second]) {
      const compiled = template(db, values);
      const direct = pinsOfBoard(db, values).compile();
      expect(compiled.sql).toBe(direct.sql);
      expect(compiled.parameters).toEqual(direct.parameters);
    }
    expect(builds).toBe(1);
  });

  it('is built again for another database', () => {
    let builds = 0;
    const template = queryTemplate((kdb, values: PinValues) => {
      builds += 1;
      return pinsOfBoard(kdb, values);
    });
    const values = { boardId: '7', since: new Date(), excluded: [] };
    template(compilingDb(), values);
    template(compilingDb(), values);
    expect(builds).toBe(2);
  });

  it('refuses a build that works a value out instead of passing it on, naming the value', () => {
    const db = compilingDb();
    const byDay = queryTemplate((kdb, values: { now: Date }) =>
      kdb.selectFrom('pins').select('pins.id').where(sql`pins.created_at::date`, '=', isoDate(values.now)),
    );
    // A method of the value is simply missing.
    expect(() => byDay(db, { now: new Date() })).toThrow(TypeError);
    const asJson = queryTemplate((kdb, values: { tags: string[] }) =>
      kdb
        .selectFrom('pins')
        .select('pins.id')
        .where(sql<boolean>`${JSON.stringify(values.tags)}::jsonb ? 'x'`),
    );
    expect(() => asJson(db, { tags: [] })).toThrow(/read its value "tags" while building/);
    const spread = queryTemplate((kdb, values: { ids: string[] }) =>
      kdb
        .selectFrom('pins')
        .select('pins.id')
        .where('pins.id', 'in', [...values.ids]),
    );
    expect(() => spread(db, { ids: ['1'] })).toThrow(/read its value "ids"/);
  });

  it('refuses a run without one of its values', () => {
    const template = queryTemplate((kdb, values: PinValues) => pinsOfBoard(kdb, values));
    const missing = { boardId: '7', since: new Date() } as unknown as PinValues;
    expect(() => template(compilingDb(), missing)).toThrow('The query template has no value for "excluded".');
  });

  it('builds a shape of its own for each page size and for each value that is null', () => {
    const db = compilingDb();
    const builds: string[] = [];
    const ofBoard = (
      kdb: Kysely<Database>,
      values: { boardId: string; viewerId: string | null },
      limit: number,
    ) =>
      kdb
        .selectFrom('pins')
        .select('pins.id')
        .where('pins.board_id', '=', values.boardId)
        .$if(values.viewerId !== null, (q) => q.where('pins.pinner_id', '=', values.viewerId))
        .limit(sql.lit(limit));
    const template = queryTemplate(
      (kdb, values: { boardId: string; viewerId: string | null }, shape: { limit: number }) => {
        builds.push(`${values.viewerId === null ? 'signed out' : 'signed in'}, ${shape.limit}`);
        return ofBoard(kdb, values, shape.limit);
      },
    );
    const runs = [
      { values: { boardId: '7', viewerId: null }, limit: 10 },
      { values: { boardId: '8', viewerId: '3' }, limit: 10 },
      { values: { boardId: '9', viewerId: '4' }, limit: 10 },
      { values: { boardId: '9', viewerId: null }, limit: 25 },
      { values: { boardId: '5', viewerId: null }, limit: 10 },
    ];
    for (const { values, limit } of runs) {
      const compiled = template(db, values, { limit });
      const direct = ofBoard(db, values, limit).compile();
      expect(compiled.sql).toBe(direct.sql);
      expect(compiled.parameters).toEqual(direct.parameters);
    }
    expect(builds).toEqual(['signed out, 10', 'signed in, 10', 'signed out, 25']);
  });

  it('refuses a build that spreads its values (it would find none)', () => {
    const template = queryTemplate((kdb, values: { boardId: string }) => {
      const copy = { ...values };
      return kdb.selectFrom('pins').select('pins.id').where('pins.board_id', '=', copy.boardId);
    });
    expect(() => template(compilingDb(), { boardId: '7' })).toThrow(/do not spread them/);
  });
});
