import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder holding all of PostgreSQL's programs `names` (e.g. `pg_dump` and `pg_restore`), or null when no
 * folder has them. Looks in `PG_BIN_DIR` when set, then Debian's versioned folders (`/usr/lib/postgresql/<n>/bin`,
 * newest first: a newer pg_dump reads older servers, never the reverse), then `pg_config --bindir`, then the PATH.
 */
export function findPostgresBinaries(
  names: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): string | null {
  const hasAll = (dir: string) => names.every((name) => existsSync(path.join(dir, name)));
  const fromEnv = env.PG_BIN_DIR?.trim();
  if (fromEnv) return hasAll(fromEnv) ? fromEnv : null;
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot)
      .filter((name) => /^\d+(\.\d+)?$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const dir = path.join(debianRoot, version, 'bin');
      if (hasAll(dir)) return dir;
    }
  }
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: 'pipe' }).trim();
    if (hasAll(dir)) return dir;
  } catch {
    // no pg_config on the PATH
  }
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (dir && hasAll(dir)) return dir;
  }
  return null;
}
