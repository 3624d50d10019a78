import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { z } from 'zod';

/**
 * The layout of a backup file, a zip: `manifest.json`, the database under `database/` (the embedded database's
 * data folder as its files, or `database/postgres.dump` from pg_dump), and the local media files under `media/`.
 * Bump the format version when the layout changes in a way an older restore would misread.
 */
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const PGLITE_PREFIX = 'database/pglite/';
export const POSTGRES_DUMP_ENTRY = 'database/postgres.dump';
export const MEDIA_PREFIX = 'media/';

const counts = z.object({
  users: z.number().int().nonnegative(),
  boards: z.number().int().nonnegative(),
  sections: z.number().int().nonnegative(),
  pins: z.number().int().nonnegative(),
  images: z.number().int().nonnegative(),
});

const manifestSchema = z.object({
  format: z.literal('tackboard-backup'),
  formatVersion: z.number().int().positive(),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** The PostgreSQL major version the database ran (PGlite's data folder only opens on the same major). */
    postgresVersion: z.string(),
    /** The last migration the database had run: the schema's level. */
    migrationLevel: z.string().nullable(),
    /** Every migration it had run, so a restore can tell a backup from a newer Tackboard. */
    migrations: z.array(z.string()),
  }),
  counts,
  media: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('local'), included: z.literal(true), files: z.number(), bytes: z.number() }),
    z.object({ kind: z.literal('s3'), included: z.literal(false), bucket: z.string() }),
  ]),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type BackupCounts = z.infer<typeof counts>;

/** Reads a manifest; throws a sentence saying what is wrong with it. */
export function parseManifest(text: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('The backup manifest is not JSON: this is not a Tackboard backup, or it is damaged.');
  }
  const format = (json as { format?: unknown; formatVersion?: unknown } | null) ?? {};
  if (format.format !== 'tackboard-backup') throw new Error('This is not a Tackboard backup file.');
  if (typeof format.formatVersion === 'number' && format.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new Error(
      `This backup has format version ${format.formatVersion}, newer than this Tackboard reads (${BACKUP_FORMAT_VERSION}): restore it with the version that made it, or a newer one.`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `The backup manifest is damaged (${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}).`,
    );
  }
  return parsed.data;
}

/** A backup opened for reading: its manifest, its entries (names and sizes only), and a way to read each. */
export interface BackupReader {
  manifest: BackupManifest;
  entries: readonly yauzl.Entry[];
  open(entry: yauzl.Entry): Promise<Readable>;
  close(): void;
}

/**
 * Opens a backup file. A zip's table of contents sits at its end, so this reads the list of entries and the
 * manifest without reading the database or the media; a file cut short (a backup that did not finish) has no
 * table of contents and is refused here, before anything is touched.
 */
export async function openBackup(file: string): Promise<BackupReader> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, opened) =>
      error ? reject(new Error(`${file} is not a readable backup: ${error.message}`)) : resolve(opened),
    ),
  );
  try {
    const entries = await new Promise<yauzl.Entry[]>((resolve, reject) => {
      const found: yauzl.Entry[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        found.push(entry);
        zip.readEntry();
      });
      zip.once('end', () => resolve(found));
      zip.once('error', reject);
      zip.readEntry();
    });
    const open = (entry: yauzl.Entry) =>
      new Promise<Readable>((resolve, reject) =>
        zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
      );
    const manifestEntry = entries.find((entry) => entry.fileName === MANIFEST_ENTRY);
    if (!manifestEntry) throw new Error(`${file} has no ${MANIFEST_ENTRY}: it is not a Tackboard backup.`);
    const chunks: Buffer[] = [];
    for await (const chunk of await open(manifestEntry)) chunks.push(chunk as Buffer);
    const manifest = parseManifest(Buffer.concat(chunks).toString('utf8'));
    return { manifest, entries, open, close: () => zip.close() };
  } catch (error) {
    zip.close();
    throw error;
  }
}
