import path from 'node:path';
import type { DatabaseTarget } from '../server/db/connect';
import type { BenchOptions } from './options';

/** The database and media folder a benchmark works on, laid out the way the server expects them. */
export interface BenchTarget {
  /** The server's DATA_DIR: PGlite lives in `pglite/` below it, image files in `media/`. */
  dataDir: string;
  mediaDir: string;
  database: DatabaseTarget;
  /** For logs and result files; never includes a password. */
  description: string;
}

/** `--database-url` / `DATABASE_URL` selects Postgres; otherwise PGlite under `--data-dir` / `BENCH_DATA_DIR`. */
export function benchTarget(options: BenchOptions, poolSize?: number): BenchTarget {
  const dataDir = path.resolve(options.string('data-dir', 'BENCH_DATA_DIR', 'data/bench'));
  const mediaDir = path.join(dataDir, 'media');
  const url = options.optional('database-url', 'DATABASE_URL');
  if (url) {
    const parsed = new URL(url);
    return {
      dataDir,
      mediaDir,
      database: { kind: 'postgres', url, ...(poolSize ? { poolSize } : {}) },
      description: `postgres://${parsed.host}${parsed.pathname}`,
    };
  }
  const pgliteDir = path.join(dataDir, 'pglite');
  return {
    dataDir,
    mediaDir,
    database: { kind: 'pglite', dataDir: pgliteDir },
    description: `pglite:${pgliteDir}`,
  };
}
