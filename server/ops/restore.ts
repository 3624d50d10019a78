import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import type { Entry } from 'yauzl';
import { migrations as knownMigrations } from '../../migrations/index';
import { connect } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import {
  bucketNote,
  databaseFacts,
  type InstanceStorage,
  type Log,
  missingPostgresTools,
  PGLITE_LOCK_FILE,
  pgliteInUse,
  postgresCredentials,
  runPostgresTool,
  walk,
} from './backup';
import {
  type BackupManifest,
  type BackupReader,
  MEDIA_PREFIX,
  openBackup,
  PGLITE_PREFIX,
  POSTGRES_DUMP_ENTRY,
} from './backupArchive';
import { findPostgresBinaries } from './postgresBinaries';

export interface RestoreOptions {
  /** Replace a database or media folder that already holds data. */
  force: boolean;
  log: Log;
}

export interface RestoreReport {
  manifest: BackupManifest;
  /** Migrations run after loading (a backup made by an older Tackboard). */
  applied: string[];
  mediaFiles: number;
}

const KIND_NAMES = { pglite: 'the embedded database (PGlite)', postgres: 'Postgres (DATABASE_URL)' } as const;

/** The checks made before anything is touched: the backup is whole, of this kind, and not from a newer Tackboard. */
function checkBackup(reader: BackupReader, storage: InstanceStorage): void {
  const { manifest } = reader;
  if (manifest.database.kind !== storage.database.kind) {
    throw new Error(
      `This backup holds ${KIND_NAMES[manifest.database.kind]}, and this instance is configured for ${KIND_NAMES[storage.database.kind]}: restore it where the same kind of database is configured.`,
    );
  }
  const unknown = manifest.database.migrations.filter((name) => !(name in knownMigrations));
  if (unknown.length > 0) {
    throw new Error(
      `This backup was made by a newer Tackboard (its database ran migration ${unknown.join(', ')}, which this version does not have): restore it with that version or a newer one.`,
    );
  }
  const names = new Set(reader.entries.map((entry) => entry.fileName));
  const databaseEntry =
    manifest.database.kind === 'pglite' ? `${PGLITE_PREFIX}PG_VERSION` : POSTGRES_DUMP_ENTRY;
  if (!names.has(databaseEntry)) throw new Error(`The backup is damaged: it has no ${databaseEntry}.`);
  if (manifest.media.kind === 'local') {
    const mediaEntries = reader.entries.filter(
      (entry) => entry.fileName.startsWith(MEDIA_PREFIX) && !entry.fileName.endsWith('/'),
    ).length;
    if (mediaEntries !== manifest.media.files) {
      throw new Error(
        `The backup is damaged: its manifest lists ${manifest.media.files} media files, and it holds ${mediaEntries}.`,
      );
    }
  }
}

/** Why the target already holds data (empty when it holds none). */
async function whatIsThere(storage: InstanceStorage): Promise<string[]> {
  const found: string[] = [];
  const { database, media } = storage;
  if (database.kind === 'pglite') {
    const dataDir = database.dataDir ?? '';
    if (existsSync(path.join(dataDir, PGLITE_LOCK_FILE))) throw new Error(pgliteInUse(dataDir));
    if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) {
      found.push(`the embedded database folder ${dataDir} is not empty`);
    }
  } else {
    const connection = await connect({ ...database, poolSize: 1 });
    try {
      const { rows } = await sql<{ count: string }>`
        select count(*) as count from pg_tables where schemaname not in ('pg_catalog', 'information_schema')
      `.execute(connection.db);
      const tables = Number(rows[0]?.count ?? 0);
      if (tables > 0) found.push(`the Postgres database has ${tables} tables`);
    } finally {
      await connection.close();
    }
  }
  if (media.kind === 'local' && (await walk(media.dir)).files.length > 0) {
    found.push(`the media folder ${media.dir} is not empty`);
  }
  return found;
}

/**
 * How many entries are written at once: a data folder is a thousand small files, where one at a time spends most
 * of its time waiting on the disk; a few in flight keep memory to a few stream buffers.
 */
const EXTRACT_CONCURRENCY = 8;

/** Writes the entries under `prefix` into `targetDir`, a few streams at a time; answers how many files it wrote. */
async function extract(reader: BackupReader, prefix: string, targetDir: string): Promise<number> {
  const root = path.resolve(targetDir);
  await mkdir(root, { recursive: true, mode: 0o700 });
  const wanted = reader.entries.filter((entry) => entry.fileName.startsWith(prefix));
  for (const entry of wanted) {
    const target = path.resolve(root, entry.fileName.slice(prefix.length));
    // yauzl already refuses absolute names and `..`; a name that still lands outside the folder is refused here.
    if (target !== root && !target.startsWith(`${root}${path.sep}`)) {
      throw new Error(`The backup holds a file outside its folders: ${entry.fileName}`);
    }
    // Folders first (a data folder's empty ones matter too), so the files below never race to make them.
    await mkdir(entry.fileName.endsWith('/') ? target : path.dirname(target), {
      recursive: true,
      mode: 0o700,
    });
  }
  const files = wanted.filter((entry) => !entry.fileName.endsWith('/'));
  let next = 0;
  const writeSome = async () => {
    while (next < files.length) {
      const entry = files[next++] as Entry;
      const target = path.resolve(root, entry.fileName.slice(prefix.length));
      await pipeline(await reader.open(entry), createWriteStream(target, { mode: 0o600 }));
    }
  };
  await Promise.all(Array.from({ length: EXTRACT_CONCURRENCY }, writeSome));
  return files.length;
}

function checkCounts(manifest: BackupManifest, restored: BackupManifest['counts']): void {
  const wrong = (Object.keys(manifest.counts) as (keyof BackupManifest['counts'])[]).filter(
    (key) => manifest.counts[key] !== restored[key],
  );
  if (wrong.length > 0) {
    throw new Error(
      `The restored database does not match the backup's manifest: ${wrong
        .map((key) => `${key} ${restored[key]} instead of ${manifest.counts[key]}`)
        .join(', ')}.`,
    );
  }
}

/** Moves a finished folder into place, removing what was there (which the caller was allowed to replace). */
async function swapInto(staged: string, target: string): Promise<void> {
  const previous = `${target}.replaced-${process.pid}`;
  if (existsSync(target)) await rename(target, previous);
  await mkdir(path.dirname(target), { recursive: true });
  await rename(staged, target);
  await rm(previous, { recursive: true, force: true });
}

/**
 * Restores a backup into the configured instance: refuses a database or media folder that holds data unless
 * `force`, checks the manifest (kind, format, a Tackboard at least as new as the backup's), loads the database,
 * checks its counts against the manifest, runs the migrations a backup from an older Tackboard lacks, and puts
 * the media files back. The embedded database and the media folder are built beside their final place and moved
 * in only once complete, so a failed restore leaves the instance as it was.
 */
export async function restoreBackup(
  storage: InstanceStorage,
  file: string,
  { force, log }: RestoreOptions,
): Promise<RestoreReport> {
  const reader = await openBackup(path.resolve(file));
  const work = await mkdtemp(path.join(os.tmpdir(), 'tackboard-restore-'));
  const staged: string[] = [];
  try {
    const { manifest } = reader;
    checkBackup(reader, storage);
    log(
      `Backup of ${manifest.createdAt}: ${KIND_NAMES[manifest.database.kind]} at migration ${manifest.database.migrationLevel ?? '(none)'}; ${manifest.counts.users} people, ${manifest.counts.boards} boards, ${manifest.counts.pins} pins, ${manifest.counts.images} images.`,
    );
    const present = await whatIsThere(storage);
    if (present.length > 0) {
      if (!force) {
        throw new Error(
          `The target is not empty: ${present.join('; ')}. A restore replaces what is there: run it again with --force to do that.`,
        );
      }
      log(`Replacing what is there (--force): ${present.join('; ')}.`);
    }

    let applied: string[];
    const { database } = storage;
    let stagedDatabase: string | null = null;
    if (database.kind === 'pglite') {
      const dataDir = database.dataDir ?? '';
      stagedDatabase = `${dataDir}.restoring-${process.pid}`;
      await rm(stagedDatabase, { recursive: true, force: true });
      staged.push(stagedDatabase);
      await extract(reader, PGLITE_PREFIX, stagedDatabase);
      const connection = await connect({ kind: 'pglite', dataDir: stagedDatabase });
      try {
        checkCounts(manifest, (await databaseFacts(connection.db)).counts);
        applied = await migrateToLatest(connection.db);
      } finally {
        await connection.close();
      }
    } else {
      const binDir = findPostgresBinaries(['pg_restore']);
      if (!binDir) throw new Error(missingPostgresTools(['pg_restore']));
      const dumpFile = path.join(work, 'postgres.dump');
      const dumpEntry = reader.entries.find((entry) => entry.fileName === POSTGRES_DUMP_ENTRY);
      if (!dumpEntry) throw new Error(`The backup is damaged: it has no ${POSTGRES_DUMP_ENTRY}.`);
      await pipeline(await reader.open(dumpEntry), createWriteStream(dumpFile));
      const pgRestore = path.join(binDir, 'pg_restore');
      // Reading the dump's table of contents proves the dump whole before anything in the database is dropped.
      await runPostgresTool(pgRestore, ['--list', dumpFile], process.env);
      const connection = await connect({ ...database, poolSize: 1 });
      try {
        if (present.length > 0) {
          // Everything Tackboard keeps is in the public schema; a migration a newer build ran must go too, or
          // the migrations run after loading would find its tables already there.
          await sql`drop schema public cascade`.execute(connection.db);
          await sql`create schema public`.execute(connection.db);
        }
        const { url, env } = postgresCredentials(database.url);
        await runPostgresTool(
          pgRestore,
          [
            '--no-owner',
            '--no-privileges',
            '--exit-on-error',
            '--single-transaction',
            `--dbname=${url}`,
            dumpFile,
          ],
          env,
        );
        checkCounts(manifest, (await databaseFacts(connection.db)).counts);
        applied = await migrateToLatest(connection.db);
      } finally {
        await connection.close();
      }
    }
    log(
      applied.length > 0
        ? `Database loaded; the backup came from an older Tackboard, so these migrations ran: ${applied.join(', ')}.`
        : 'Database loaded; its schema is current.',
    );

    let mediaFiles = 0;
    let stagedMedia: string | null = null;
    if (storage.media.kind === 'local') {
      if (manifest.media.kind === 'local') {
        stagedMedia = `${storage.media.dir}.restoring-${process.pid}`;
        await rm(stagedMedia, { recursive: true, force: true });
        staged.push(stagedMedia);
        mediaFiles = await extract(reader, MEDIA_PREFIX, stagedMedia);
      } else {
        log(
          `The backup holds no media files: they were in the S3 bucket "${manifest.media.bucket}". Copy them from that bucket's own backup into ${storage.media.dir}, or set S3_BUCKET to use the bucket.`,
        );
      }
    } else {
      log(bucketNote(storage.media.bucket, 'restore'));
      if (manifest.media.kind === 'local' && manifest.media.files > 0) {
        log(
          `The backup's ${manifest.media.files} media files (from a local folder) were not copied into the bucket: restore without S3_BUCKET to get them back into DATA_DIR/media/, then copy that folder into the bucket with its tools.`,
        );
      }
    }

    if (stagedDatabase && database.kind === 'pglite') await swapInto(stagedDatabase, database.dataDir ?? '');
    if (stagedMedia && storage.media.kind === 'local') {
      await swapInto(stagedMedia, storage.media.dir);
      log(`Media: ${mediaFiles} files into ${storage.media.dir}.`);
    }
    return { manifest, applied, mediaFiles };
  } finally {
    reader.close();
    for (const folder of staged) await rm(folder, { recursive: true, force: true });
    await rm(work, { recursive: true, force: true });
  }
}
