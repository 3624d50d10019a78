import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { preparingPGlite } from './preparedStatements';
import { KEPT_AS_TEXT, NO_MEMOIZE, SSD_PAGE_COST } from './sessionDefaults';

/**
 * Opens the embedded database in a folder (or in memory, for null), with ids and dates read as text, Memoize off
 * and random reads priced for SSDs as on Postgres (sessionDefaults.ts), and marked statements prepared
 * (preparedStatements.ts). Runs in the database's own thread (pgliteWorker.ts).
 */
export async function openPGlite(dataDir: string | null): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: { pg_trgm },
    parsers: KEPT_AS_TEXT,
  });
  await pglite.exec(`set ${NO_MEMOIZE}; set ${SSD_PAGE_COST}`);
  return preparingPGlite(pglite);
}
