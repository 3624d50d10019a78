import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { preparingPGlite } from './preparedStatements';

const INT8_OID = 20;
const DATE_OID = 1082;

/** Memoize off, as for every Postgres connection: see connect.ts. */
const PLANNER_SETTINGS = 'set enable_memoize = off';

/**
 * Opens the embedded database in a folder (or in memory, for null), with ids and dates read as text as on
 * Postgres (connect.ts) and marked statements prepared (preparedStatements.ts). Runs in the database's own
 * thread (pgliteWorker.ts).
 */
export async function openPGlite(dataDir: string | null): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: { pg_trgm },
    parsers: { [INT8_OID]: (v: string) => v, [DATE_OID]: (v: string) => v },
  });
  await pglite.exec(PLANNER_SETTINGS);
  return preparingPGlite(pglite);
}
