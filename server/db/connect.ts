import { type Dialect, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { observeQuery, trackPool } from '../infra/metrics';
import { AdDeliveryWatch } from './adDelivery';
import type { Database } from './database';
import { asPGlite, startPGliteThread } from './pgliteThread';
import { preparingPool } from './preparedStatements';
import { KEPT_AS_TEXT, NO_MEMOIZE, SSD_PAGE_COST } from './sessionDefaults';
import { parseTimestamptz, TIMESTAMPTZ_OID } from './timestamps';

/** Where the data lives: a Postgres server by URL, or an embedded PGlite in a folder (or in memory). */
export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string | null; threadBundle?: URL };

export interface Connection {
  db: Kysely<Database>;
  kind: DatabaseTarget['kind'];
  close(): Promise<void>;
}

for (const [oid, read] of Object.entries(KEPT_AS_TEXT)) pg.types.setTypeParser(Number(oid), read);
pg.types.setTypeParser(TIMESTAMPTZ_OID, parseTimestamptz);

/**
 * NOTE: no parallel workers (Postgres; PGlite has none). A worker is a process the server starts for one query:
 * for a short query over a fuzzy estimate (a word search on people, ≈ 0.3 ms of work) the planner chose one and
 * waited 30–45 ms for it to start under load, 2–3 ms without. Our queries are index probes and capped pages;
 * none scans enough to repay a worker, and concurrent requests already use the cores.
 */
const NO_PARALLEL_WORKERS = 'max_parallel_workers_per_gather=0';

/** Kysely over one of the two dialects, with the query metrics and the ad-delivery watch (adDelivery.ts). */
function kyselyOver(dialect: Dialect): Kysely<Database> {
  return new Kysely<Database>({ dialect, log: observeQuery, plugins: [new AdDeliveryWatch()] });
}

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
      options: `-c ${NO_MEMOIZE} -c ${SSD_PAGE_COST} -c ${NO_PARALLEL_WORKERS}`,
    });
    // NOTE: pg reports an idle connection the server closed (a restart, a failover) on the pool; unheard, that
    // error would end the process. The pool drops the connection and opens a new one for the next query.
    pool.on('error', (error) => console.warn('[db] an idle database connection was closed:', error.message));
    const db = kyselyOver(new PostgresDialect({ pool: preparingPool(pool) }));
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
  const pglite = await startPGliteThread(target.dataDir, target.threadBundle);
  const db = kyselyOver(new PGliteDialect({ pglite: asPGlite(pglite) }));
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
