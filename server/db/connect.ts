import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';

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

/** Opens the database the configuration names; both kinds answer the same Kysely queries. */
export async function connect(target: DatabaseTarget): Promise<Connection> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      // pg closes a connection idle for 10 s by default, so a quiet minute costs a new connection (TCP, auth,
      // a fresh backend with cold caches) on the next requests; keep them for 5 minutes instead.
      idleTimeoutMillis: 5 * 60_000,
    });
    // NOTE: pg reports an idle connection the server closed (a restart, a failover) on the pool; unheard, that
    // error would end the process. The pool drops the connection and opens a new one for the next query.
    pool.on('error', (error) => console.warn('[db] an idle database connection was closed:', error.message));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    extensions: { pg_trgm },
    parsers: { [INT8_OID]: (v: string) => v, [DATE_OID]: (v: string) => v },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
