import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrations } from '../../migrations/index';
import { migrateToLatest, pendingMigrations } from '../../server/db/migrate';
import { prepared, STATEMENTS_PER_CONNECTION } from '../../server/db/preparedStatements';
import { graphql } from '../gql';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

// Only a Postgres server can close a connection under the app (PGlite's one connection is in this process).
describe.skipIf(inject('dbKind') !== 'postgres')('a Postgres server that closes idle connections', () => {
  it('leaves the app running and answering, on a fresh connection', async () => {
    // Two connections in the pool, both idle afterwards.
    await Promise.all([
      sql`select pg_sleep(0.05)`.execute(app.db),
      sql`select pg_sleep(0.05)`.execute(app.db),
    ]);
    const { rows } = await sql<{ closed: number }>`
      select count(*)::int as closed from (
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
      ) terminated`.execute(app.db);
    expect(rows[0]!.closed).toBeGreaterThan(0);
    // Let the closed connection's error arrive: unheard, it would end the process (an unhandled error here).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const viewer = await app.client().query(graphql(`query DatabaseConnectionViewer { viewer { isAuth } }`));
    expect(viewer).toEqual({ viewer: { isAuth: false } });
  });
});

// PGlite runs in a thread of its own (server/db/pgliteThread.ts): what crosses between the threads.
describe.skipIf(inject('dbKind') !== 'pglite')("the embedded database's thread", () => {
  it('leaves the server thread free while a statement runs', async () => {
    let finished = false;
    const running = sql`select pg_sleep(1)`.execute(app.db).then(() => {
      finished = true;
    });
    // In the server's thread the statement would hold this timer until it had finished.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(finished).toBe(false);
    await running;
    expect(finished).toBe(true);
  });

  it("hands over a database error with Postgres' code and detail, and keeps working after it", async () => {
    await sql`create temporary table thread_keys (id int primary key)`.execute(app.db);
    await sql`insert into thread_keys values (1)`.execute(app.db);
    const error = await sql`insert into thread_keys values (1)`.execute(app.db).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      message: 'duplicate key value violates unique constraint "thread_keys_pkey"',
      code: '23505',
      detail: 'Key (id)=(1) already exists.',
    });
    const { rows } = await sql<{ id: number }>`select id from thread_keys`.execute(app.db);
    expect(rows).toEqual([{ id: 1 }]);
  });

  it('commits a transaction whole and rolls one back whole, dates and all', async () => {
    await sql`create temporary table thread_log (at timestamptz, note text)`.execute(app.db);
    const at = new Date('2026-11-28T12:34:56.789Z');
    await app.db.transaction().execute(async (tx) => {
      await sql`insert into thread_log values (${at}, 'kept')`.execute(tx);
      await sql`insert into thread_log values (${at}, 'kept too')`.execute(tx);
    });
    const failed = await app.db
      .transaction()
      .execute(async (tx) => {
        await sql`insert into thread_log values (${at}, 'undone')`.execute(tx);
        throw new Error('changed my mind');
      })
      .catch((e: unknown) => e);
    expect(failed).toMatchObject({ message: 'changed my mind' });
    const { rows } = await sql<{
      at: Date;
      note: string;
    }>`select at, note from thread_log order by note`.execute(app.db);
    expect(rows).toEqual([
      { at, note: 'kept' },
      { at, note: 'kept too' },
    ]);
  });
});

describe('every database connection', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('plans without Memoize, which sizes its cache from whole-table estimates and slows every feed page', async () => {
    // Several at once, so the pool hands out more than one connection.
    const settings = await Promise.all(
      Array.from({ length: 4 }, () =>
        sql<{ setting: string }>`select current_setting('enable_memoize') as setting`.execute(app.db),
      ),
    );
    expect(settings.map((result) => result.rows[0]?.setting)).toEqual(['off', 'off', 'off', 'off']);
  });

  it('plans without parallel workers, whose start costs more than our short queries take', async () => {
    const settings = await Promise.all(
      Array.from({ length: 4 }, () =>
        sql<{
          setting: string;
        }>`select current_setting('max_parallel_workers_per_gather') as setting`.execute(app.db),
      ),
    );
    // PGlite runs no workers whatever the setting; on Postgres every pooled connection has them off.
    if (app.kind === 'postgres')
      expect(settings.map((result) => result.rows[0]?.setting)).toEqual(['0', '0', '0', '0']);
  });
});

describe('a database that ran a later migration before an earlier one was merged', () => {
  it('runs the missed migration on start instead of refusing to start', async () => {
    const missed = migrations['0051_login_assists']!;
    await missed.down!(app.db);
    await app.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', '0051_login_assists' as never)
      .execute();

    expect(await pendingMigrations(app.db)).toEqual(['0051_login_assists']);
    expect(await migrateToLatest(app.db)).toEqual(['0051_login_assists']);
    expect(await pendingMigrations(app.db)).toEqual([]);
    const table = await sql<{
      name: string | null;
    }>`select to_regclass('login_assists')::text as name`.execute(app.db);
    expect(table.rows[0]?.name).toBe('login_assists');
  });
});

// On Postgres through pg's named statements; on PGlite through its wire-protocol API.
describe('a statement marked prepared', () => {
  it('is parsed once per connection and, after five runs, planned once', async () => {
    await app.db.connection().execute(async (connection) => {
      const pinsOfBoard = () =>
        prepared(
          connection.selectFrom('pins').select('pins.id').where('pins.board_id', '=', '0').limit(sql.lit(26)),
        );
      for (let run = 0; run < 7; run++) await pinsOfBoard().execute();
      const { rows } = await sql<{ statement: string; generic: string; custom: string }>`
        select statement, generic_plans::text as generic, custom_plans::text as custom
        from pg_prepared_statements where statement like '%prepared%'`.execute(connection);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.statement).toContain('"pins"."board_id" = $1');
      // Postgres makes five custom plans, then keeps the generic one when it costs no more.
      expect(rows[0]!.custom).toBe('5');
      expect(rows[0]!.generic).toBe('2');
    });
  });

  it('refuses a value its parameter cannot take, and the next statements run as usual', async () => {
    const pinById = (id: string) =>
      prepared(app.db.selectFrom('pins').select('pins.id').where('pins.id', '=', id)).execute();
    await expect(pinById('not a number')).rejects.toThrow(/bigint/);
    expect(await pinById('0')).toEqual([]);
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(app.db);
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('still answers after another process changed its table, on that connection and the next', async () => {
    const marked = app.db.withTables<{ prepared_probe: { a: number } }>();
    await sql`create table prepared_probe (a int)`.execute(app.db);
    try {
      await sql`insert into prepared_probe values (1)`.execute(app.db);
      // On Postgres the statement must be run again on the connection that parsed it; PGlite has one connection
      // (pinning it would leave none for the change).
      const onOneConnection = (run: (db: typeof marked) => Promise<void>) =>
        app.kind === 'postgres' ? marked.connection().execute(run) : run(marked);
      await onOneConnection(async (connection) => {
        const probe = () => prepared(connection.selectFrom('prepared_probe').selectAll()).execute();
        expect(await probe()).toEqual([{ a: 1 }]);
        // A migration run elsewhere: Postgres refuses the cached plan ("cached plan must not change result type").
        await sql`alter table prepared_probe add column b int`.execute(app.db);
        expect(await probe()).toEqual([{ a: 1, b: null }]);
      });
      const again = await prepared(marked.selectFrom('prepared_probe').selectAll()).execute();
      expect(again).toEqual([{ a: 1, b: null }]);
    } finally {
      await sql`drop table prepared_probe`.execute(app.db);
    }
  });

  it('names at most a bounded number per connection, and runs the rest unnamed', async () => {
    await app.db.connection().execute(async (connection) => {
      // A page size each: as many texts as a client asking for every size would make.
      const pageOf = (size: number) =>
        prepared(
          connection
            .selectFrom('pins')
            .select('pins.id')
            .where('pins.board_id', '=', '0')
            .limit(sql.lit(size + 100)),
        );
      for (let size = 1; size <= STATEMENTS_PER_CONNECTION + 5; size++)
        expect(await pageOf(size).execute()).toEqual([]);
      const { rows } = await sql<{ kept: number }>`
        select count(*)::int as kept from pg_prepared_statements`.execute(connection);
      expect(rows[0]!.kept).toBe(STATEMENTS_PER_CONNECTION);
    });
  });
});
