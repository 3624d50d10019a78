import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type Kysely, sql } from 'kysely';
import yazl from 'yazl';
import type { Config } from '../config';
import { connect, type DatabaseTarget } from '../db/connect';
import type { Database } from '../db/database';
import {
  BACKUP_FORMAT_VERSION,
  type BackupCounts,
  type BackupManifest,
  MANIFEST_ENTRY,
  MEDIA_PREFIX,
  PGLITE_PREFIX,
  POSTGRES_DUMP_ENTRY,
} from './backupArchive';
import { findPostgresBinaries } from './postgresBinaries';

/** What a backup holds and a restore replaces: the database, and the media folder when media are local. */
export interface InstanceStorage {
  database: DatabaseTarget;
  media: { kind: 'local'; dir: string } | { kind: 's3'; bucket: string };
}

export function storageFromConfig(config: Config): InstanceStorage {
  return {
    database: config.database,
    media:
      config.mediaStore.kind === 's3'
        ? { kind: 's3', bucket: config.mediaStore.bucket }
        : { kind: 'local', dir: config.mediaDir },
  };
}

export type Log = (line: string) => void;

/** The note both commands print when media live in a bucket: neither pretends to handle them. */
export function bucketNote(bucket: string, command: 'backup' | 'restore'): string {
  const what = command === 'backup' ? 'this backup does not include' : 'a restore leaves as it is';
  return `Media are in the S3 bucket "${bucket}", which ${what}: back the bucket up and restore it with its own tools (versioning, replication, \`aws s3 sync\`, \`mc mirror\`).`;
}

/** The row counts and schema level a manifest records, and a restore checks it got back. */
export async function databaseFacts(db: Kysely<Database>): Promise<{
  counts: BackupCounts;
  postgresVersion: string;
  migrations: string[];
}> {
  const count = async (table: 'users' | 'boards' | 'board_sections' | 'pins' | 'images') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  const counts = {
    users: await count('users'),
    boards: await count('boards'),
    sections: await count('board_sections'),
    pins: await count('pins'),
    images: await count('images'),
  };
  const version = await sql<{
    version: string;
  }>`select current_setting('server_version_num') as version`.execute(db);
  const migrations = await sql<{
    name: string;
  }>`select name from kysely_migration order by timestamp, name`.execute(db);
  return {
    counts,
    postgresVersion: String(Math.floor(Number(version.rows[0]?.version ?? 0) / 10_000)),
    migrations: migrations.rows.map((row) => row.name),
  };
}

/** Every file and folder under `root`, as paths relative to it ('/'-separated), folders first. */
export async function walk(root: string): Promise<{ files: string[]; folders: string[] }> {
  const files: string[] = [];
  const folders: string[] = [];
  const visit = async (relative: string) => {
    for (const entry of await readdir(path.join(root, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        folders.push(child);
        await visit(child);
      } else if (entry.isFile()) files.push(child);
    }
  };
  if (existsSync(root)) await visit('');
  return { files, folders };
}

/** The PGlite data folder's lock file, present while a process has the database open. */
export const PGLITE_LOCK_FILE = 'postmaster.pid';

export function pgliteInUse(dataDir: string): string {
  return `The embedded database in ${dataDir} is open: stop Tackboard first (PGlite serves one process). If no Tackboard is running, it was stopped abruptly: start it once and stop it with Ctrl-C, which closes the database.`;
}

/** A connection URL without its password, and the password for PGPASSWORD: never on a command line others can read. */
export function postgresCredentials(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Runs one of PostgreSQL's programs; a failure throws with what it wrote on standard error. */
export function runPostgresTool(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (errors.length < 20_000) errors += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(file)} failed (exit ${code}):\n${errors.trim()}`)),
    );
  });
}

export function missingPostgresTools(names: string[]): string {
  return `${names.join(' and ')} ${names.length > 1 ? 'are' : 'is'} needed for a Postgres database and ${names.length > 1 ? 'were' : 'was'} not found (looked in PG_BIN_DIR, /usr/lib/postgresql/<version>/bin, pg_config --bindir and the PATH). Install the client programs of your server's major version or newer (Debian/Ubuntu: apt-get install postgresql-client), or set PG_BIN_DIR to their folder.`;
}

/**
 * Writes a backup of the instance to `file`: a zip holding the manifest, the database and the local media
 * files. Everything streams from disk (or pg_dump) into the zip; the file appears under its name only once it is
 * complete, so a failed or interrupted backup never leaves a file that looks like one.
 *
 * The embedded database must be closed (PGlite serves one process): its data folder, cleanly shut down, is
 * copied file by file. A Postgres server is dumped live by pg_dump, inside one snapshot that the manifest's
 * counts are read in too.
 */
export async function createBackup(
  storage: InstanceStorage,
  file: string,
  log: Log,
): Promise<BackupManifest> {
  const target = path.resolve(file);
  const partial = `${target}.partial`;
  const work = await mkdtemp(path.join(os.tmpdir(), 'tackboard-backup-'));
  try {
    const zip = new yazl.ZipFile();
    const written = pipeline(zip.outputStream, createWriteStream(partial));
    const failed = new Promise<never>((_, reject) => zip.on('error', reject));
    failed.catch(() => {});

    const { database } = storage;
    let facts: Awaited<ReturnType<typeof databaseFacts>>;
    if (database.kind === 'pglite') {
      const dataDir = database.dataDir;
      if (!dataDir || !existsSync(path.join(dataDir, 'PG_VERSION'))) {
        throw new Error(`There is no embedded database in ${dataDir ?? '(memory)'} to back up.`);
      }
      if (existsSync(path.join(dataDir, PGLITE_LOCK_FILE))) throw new Error(pgliteInUse(dataDir));
      const connection = await connect(database);
      try {
        facts = await databaseFacts(connection.db);
      } finally {
        // Closing shuts the database down cleanly, so the folder copied below is consistent as it stands.
        await connection.close();
      }
      const { files, folders } = await walk(dataDir);
      // Postgres needs its empty folders (pg_tblspc, pg_notify, …) too, and a zip keeps only what it is given.
      for (const folder of folders) zip.addEmptyDirectory(`${PGLITE_PREFIX}${folder}`);
      for (const name of files) {
        if (name === PGLITE_LOCK_FILE) continue;
        zip.addFile(path.join(dataDir, name), `${PGLITE_PREFIX}${name}`, { compress: true });
      }
      log(`Database: the embedded database in ${dataDir} (${files.length} files).`);
    } else {
      const binDir = findPostgresBinaries(['pg_dump']);
      if (!binDir) throw new Error(missingPostgresTools(['pg_dump']));
      const dumpFile = path.join(work, 'postgres.dump');
      const connection = await connect({ ...database, poolSize: 1 });
      try {
        facts = await connection.db.connection().execute(async (db) => {
          // One snapshot for the counts and the dump, so the manifest describes exactly what was dumped.
          await sql`begin isolation level repeatable read, read only`.execute(db);
          try {
            const snapshot = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(db);
            const read = await databaseFacts(db);
            const { url, env } = postgresCredentials(database.url);
            await runPostgresTool(
              path.join(binDir, 'pg_dump'),
              [
                '--format=custom',
                `--snapshot=${snapshot.rows[0]?.id}`,
                `--file=${dumpFile}`,
                `--dbname=${url}`,
              ],
              env,
            );
            return read;
          } finally {
            await sql`commit`.execute(db);
          }
        });
      } finally {
        await connection.close();
      }
      // pg_dump's custom format is compressed already.
      zip.addFile(dumpFile, POSTGRES_DUMP_ENTRY, { compress: false });
      log(`Database: Postgres, dumped with ${path.join(binDir, 'pg_dump')}.`);
    }

    let media: BackupManifest['media'];
    if (storage.media.kind === 'local') {
      const { files } = await walk(storage.media.dir);
      let bytes = 0;
      let count = 0;
      for (const name of files) {
        // A file the local store is still writing (it writes beside the target, then renames).
        if (name.endsWith('.tmp')) continue;
        bytes += (await stat(path.join(storage.media.dir, name))).size;
        count += 1;
        // Pictures and videos are compressed already: storing them as they are costs no size and saves the CPU.
        zip.addFile(path.join(storage.media.dir, name), `${MEDIA_PREFIX}${name}`, { compress: false });
      }
      media = { kind: 'local', included: true, files: count, bytes };
      log(`Media: ${count} files (${formatBytes(bytes)}) from ${storage.media.dir}.`);
    } else {
      media = { kind: 's3', included: false, bucket: storage.media.bucket };
      log(bucketNote(storage.media.bucket, 'backup'));
    }

    const manifest: BackupManifest = {
      format: 'tackboard-backup',
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      database: {
        kind: database.kind,
        postgresVersion: facts.postgresVersion,
        migrationLevel: facts.migrations.at(-1) ?? null,
        migrations: facts.migrations,
      },
      counts: facts.counts,
      media,
    };
    zip.addBuffer(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), MANIFEST_ENTRY);
    zip.end();
    await Promise.race([written, failed]);
    await rename(partial, target);
    const { size } = await stat(target);
    log(`Wrote ${target} (${formatBytes(size)}).`);
    return manifest;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
