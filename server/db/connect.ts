import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { observeQuery, trackPool } from '../infra/metrics';
import type { Database } from './database';
import { asPGlite, startPGliteThread } from './pgliteThread';
import { preparingPool } from './preparedStatements';
import { parseTimestamptz, TIMESTAMPTZ_OID } from './timestamps';

const INT8_OID = 20;
const DATE_OID = 1082;

/** Where the data lives: a Postgres server by URL, or an embedded PGlite in a folder (or in memory). */
export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string | null };

export interface Connection {
  db: Kysely<Database>;
  kind: DatabaseTarget['kind'];
  close(): Promise<void>;
}

// NOTE: ids are bigint and travel as decimal strings everywhere; dates of birth stay calendar strings.
pg.types.setTypeParser(INT8_OID, (v) => v);
pg.types.setTypeParser(DATE_OID, (v) => v);
pg.types.setTypeParser(TIMESTAMPTZ_OID, parseTimestamptz);

/**
 * NOTE: Memoize off, for every connection (PGlite's too: pglite.ts). With it, the planner puts a Memoize node (a
 * cache of rows by join key) in front of each primary-key probe of the feed's nested loops and sizes its hash table from the join's
 * estimate of 900k rows at 1M pins, ignoring the LIMIT: a page of 26 pins then takes 2 ms (pins ⋈ boards) to
 * 20–27 ms (pins with board, image, owner and pinner in one query), nearly all of it building and freeing those
 * tables, instead of 0.2–0.6 ms with the same plan otherwise (EXPLAIN ANALYZE, Postgres 15, warm). Our queries
 * read keyset pages of tens of rows, where a cache in front of a primary-key probe cannot pay for itself.
 */
const NO_MEMOIZE = 'enable_memoize=off';

/**
 * NOTE: no parallel workers (Postgres; PGlite has none). A worker is a process the server starts for one query:
 * for a short query over a fuzzy estimate (a word search on people, ≈ 0.3 ms of work) the planner chose one and
 * waited 30–45 ms for it to start under load, 2–3 ms without. Our queries are index probes and capped pages;
 * none scans enough to repay a worker, and concurrent requests already use the cores.
 */
const NO_PARALLEL_WORKERS = 'max_parallel_workers_per_gather=0';

/** Opens the database the configuration names; both kinds answer the same Kysely queries. */
export async function connect(target: DatabaseTarget): Promise<Connection> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      // pg closes a connection idle for 10 s by default, so a quiet minute costs a new connection (TCP, auth,
      // a fresh backend with cold caches) on the next requests; keep them for 5 minutes instead.
      idleTimeoutMillis: 5 * 60_000,
      // Sent with the connection's start-up message, so it costs no query (an `options` in DATABASE_URL wins).
      options: `-c ${NO_MEMOIZE} -c ${NO_PARALLEL_WORKERS}`,
    });
    // NOTE: pg reports an idle connection the server closed (a restart, a failover) on the pool; unheard, that
    // error would end the process. The pool drops the connection and opens a new one for the next query.
    pool.on('error', (error) => console.warn('[db] an idle database connection was closed:', error.message));
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: preparingPool(pool) }),
      log: observeQuery,
    });
    const untrack = trackPool('postgres', () => ({
      max: pool.options.max,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }));
    return {
      db,
      kind: 'postgres',
      close: () => {
        untrack();
        return db.destroy();
      },
    };
  }
  // The database runs in a thread of its own (pgliteThread.ts).
  const pglite = await startPGliteThread(target.dataDir);
  const db = new Kysely<Database>({
    dialect: new PGliteDialect({ pglite: asPGlite(pglite) }),
    log: observeQuery,
  });
  // One connection, always open; PGlite queues queries inside itself and does not say how many wait.
  const untrack = trackPool('pglite', () => ({ max: 1, total: 1, idle: null, waiting: null }));
  return {
    db,
    kind: 'pglite',
    close: () => {
      untrack();
      return db.destroy();
    },
  };
}
