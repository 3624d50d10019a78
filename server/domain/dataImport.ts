import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import yauzl from 'yauzl';
import { carouselCountError } from '../../core/carousel';
import { DATA_PORT_TEXTS, EXPORT_DOCUMENT, type ImportKind, isImportKind } from '../../core/dataPort';
import type { Db, DbOrTx } from '../db/database';
import type { DataImportRow, ImportProblem } from '../db/tables/dataPort';
import { requireBrowserSession } from './apiTokens';
import { requireViewer } from './auth';
import { createBoard } from './boards';
import { insertCarousel } from './carousels';
import type { RequestContext, Viewer } from './context';
import { DomainError, validationError } from './errors';
import {
  type ImportPlan,
  type PlannedPin,
  type PlannedProductTag,
  planFromBookmarks,
  planFromCsv,
  planFromExport,
} from './importSources';
import { restoreInterests } from './interests';
import type { JobHandler } from './jobQueue';
import { storeImage } from './media/media';
import type { MediaStore } from './media/mediaStore';
import { findPinImages } from './media/pinImages';
import { attachVideo } from './media/pinMedia';
import { IMAGE_FETCH_MAX_BYTES } from './media/uploads';
import { storeVideo, type VideoTools } from './media/videos';
import { insertPin } from './pins';
import { productColumnsOrNone } from './products';
import { checkedProductTags, writeProductTags } from './productTags';
import { createSection } from './sections';

export const DATA_IMPORT_JOB = 'data.import';

/** How often (in items) the progress the settings page shows is written. */
const PROGRESS_EVERY = 10;
/** The report keeps this many problems (an import of a broken file could list thousands). */
const MAX_PROBLEMS = 500;

const EXTENSIONS: Record<ImportKind, string> = { tackboard: 'zip', bookmarks: 'html', csv: 'csv' };

/** The viewer's imports, newest first. */
export async function listImports(ctx: RequestContext): Promise<DataImportRow[]> {
  const viewer = requireViewer(ctx);
  requireBrowserSession(ctx);
  return ctx.db
    .selectFrom('data_imports')
    .selectAll()
    .where('user_id', '=', viewer.id)
    .orderBy('id', 'desc')
    .limit(10)
    .execute();
}

/**
 * Starts an import of a received file (a Tackboard export, a bookmarks file or a CSV): the file moves into the
 * media store (under private/), where whichever process's worker runs the import finds it.
 */
export async function startImport(
  ctx: RequestContext,
  input: { kind: string; fileName: string; file: string },
): Promise<DataImportRow> {
  const viewer = requireViewer(ctx);
  requireBrowserSession(ctx);
  if (!isImportKind(input.kind)) throw validationError(DATA_PORT_TEXTS.importKindUnknown, 'kind');
  const filePath = `private/imports/${viewer.id}/${randomBytes(12).toString('hex')}.${EXTENSIONS[input.kind]}`;
  await ctx.media.putFile(filePath, input.file);
  const row = await ctx.db.transaction().execute(async (tx) => {
    const created = await tx
      .insertInto('data_imports')
      .values({
        user_id: viewer.id,
        kind: input.kind as ImportKind,
        file_name: input.fileName.slice(0, 200),
        file_path: filePath,
        finished_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await ctx.jobs.enqueue(tx, { type: DATA_IMPORT_JOB, subjectId: created.id, maxAttempts: 3 });
    return created;
  });
  ctx.jobs.notify();
  return row;
}

export interface DataImportDeps {
  db: Db;
  media: MediaStore;
  now: () => Date;
  /** Where the import file is copied while the import reads it. */
  workDir: string;
  /** The domain context the import acts in: as its person, with the server's fetcher and settings. */
  contextFor(viewer: Viewer): RequestContext;
  /** Processes imported videos; without it a video pin keeps its cover picture. */
  video?: VideoTools;
}

/** Reads entries of a zip on disk by name, one at a time. */
interface Archive {
  read(name: string): Promise<Buffer | null>;
  /** Copies an entry to a file; false when there is no such entry. */
  copyTo(name: string, file: string): Promise<boolean>;
  close(): void;
}

async function openArchive(file: string): Promise<Archive> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, opened) =>
      error ? reject(error) : resolve(opened),
    ),
  );
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve());
    zip.once('error', reject);
    zip.readEntry();
  });
  const stream = (name: string) => {
    const entry = entries.get(name);
    if (!entry) return Promise.resolve(null);
    return new Promise<NodeJS.ReadableStream>((resolve, reject) =>
      zip.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened))),
    );
  };
  return {
    async read(name) {
      const body = await stream(name);
      if (!body) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async copyTo(name, file) {
      const body = await stream(name);
      if (!body) return false;
      await pipeline(body, createWriteStream(file));
      return true;
    },
    close: () => zip.close(),
  };
}

function reasonOf(error: unknown): string {
  if (error instanceof DomainError) return error.message;
  return DATA_PORT_TEXTS.imageNotFetched;
}

/** The target an item of this source was made into earlier, if it still exists. */
async function importedTarget(db: Db, userId: string, key: string): Promise<string | null> {
  const row = await db
    .selectFrom('imported_items')
    .select('target_id')
    .where('user_id', '=', userId)
    .where('source_key', '=', key)
    .executeTakeFirst();
  return row?.target_id ?? null;
}

async function remember(
  db: DbOrTx,
  userId: string,
  key: string,
  type: 'board' | 'section' | 'pin',
  targetId: string,
): Promise<void> {
  await db
    .insertInto('imported_items')
    .values({ user_id: userId, source_key: key, target_type: type, target_id: targetId })
    .onConflict((oc) => oc.columns(['user_id', 'source_key']).doNothing())
    .execute();
}

/**
 * Runs an import: reads the file into a plan and makes each board, section and pin not made before (each item is
 * remembered by its source key in the same transaction that makes it, so a run that died half way, or the same
 * file imported again, makes nothing twice). Boards and sections of the same name as existing ones are used
 * rather than refused. What could not be brought in is kept in the import's report.
 */
export async function runImport(deps: DataImportDeps, importId: string): Promise<void> {
  const { db, media } = deps;
  const row = await db.selectFrom('data_imports').selectAll().where('id', '=', importId).executeTakeFirst();
  if (!row || row.status === 'ready' || row.status === 'failed' || !row.file_path) return;
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'is_partner'])
    .where('id', '=', row.user_id)
    .executeTakeFirst();
  if (!user) return;
  const ctx = deps.contextFor({ id: user.id, username: user.username });
  const isPartner = user.is_partner;
  await db
    .updateTable('data_imports')
    .set({ status: 'running', done: 0 })
    .where('id', '=', importId)
    .execute();

  await mkdir(deps.workDir, { recursive: true });
  const work = path.join(deps.workDir, `import-${importId}-${randomBytes(6).toString('hex')}`);
  const stored = await media.open(row.file_path);
  if (!stored) throw new Error('The import file is missing from the media store.');
  await pipeline(stored.body, createWriteStream(work));
  let archive: Archive | null = null;
  try {
    let plan: ImportPlan;
    try {
      if (row.kind === 'tackboard') {
        archive = await openArchive(work);
        const document = await archive.read(EXPORT_DOCUMENT);
        if (!document) throw new Error('no document');
        plan = planFromExport(document.toString('utf8'));
      } else {
        const text = await readFile(work, 'utf8');
        plan = row.kind === 'bookmarks' ? planFromBookmarks(text) : planFromCsv(text);
      }
    } catch {
      await finish(deps, importId, {
        status: 'failed',
        created: 0,
        skipped: 0,
        problems: [{ item: row.file_name, reason: DATA_PORT_TEXTS.importUnreadable }],
      });
      return;
    }
    const total = plan.boards.length + plan.sections.length + plan.pins.length;
    const problems: ImportProblem[] = [...plan.problems];
    let done = 0;
    let created = 0;
    let skipped = 0;
    const step = async () => {
      done += 1;
      if (done % PROGRESS_EVERY === 0) {
        await db.updateTable('data_imports').set({ done, total }).where('id', '=', importId).execute();
      }
    };
    await db.updateTable('data_imports').set({ done: 0, total }).where('id', '=', importId).execute();

    const boardIds = new Map<string, string>();
    for (const board of plan.boards) {
      try {
        const known = await importedTarget(db, user.id, board.key);
        if (known) {
          boardIds.set(board.key, known);
          skipped += 1;
        } else {
          const same = await db
            .selectFrom('boards')
            .select('id')
            .where('owner_id', '=', user.id)
            .where(sql<string>`lower(name)`, '=', board.name.trim().replace(/\s+/g, ' ').toLowerCase())
            .executeTakeFirst();
          const id =
            same?.id ??
            (
              await createBoard(ctx, {
                name: board.name,
                privacy: board.privacy,
                description: board.description,
              })
            ).id;
          await remember(db, user.id, board.key, 'board', id);
          boardIds.set(board.key, id);
          if (same) skipped += 1;
          else created += 1;
        }
      } catch (error) {
        problems.push({ item: board.name, reason: reasonOf(error) });
      }
      await step();
    }

    const sectionIds = new Map<string, string>();
    for (const section of plan.sections) {
      const boardId = boardIds.get(section.boardKey);
      try {
        if (!boardId) throw validationError('Its board could not be imported.');
        const known = await importedTarget(db, user.id, section.key);
        if (known) {
          sectionIds.set(section.key, known);
          skipped += 1;
        } else {
          const same = await db
            .selectFrom('board_sections')
            .select('id')
            .where('board_id', '=', boardId)
            .where(sql<string>`lower(title)`, '=', section.title.trim().replace(/\s+/g, ' ').toLowerCase())
            .executeTakeFirst();
          const id = same?.id ?? (await createSection(ctx, { boardId, name: section.title })).id;
          await remember(db, user.id, section.key, 'section', id);
          sectionIds.set(section.key, id);
          if (same) skipped += 1;
          else created += 1;
        }
      } catch (error) {
        problems.push({ item: section.title, reason: reasonOf(error) });
      }
      await step();
    }

    /** The pins this run made (a pin imported by an earlier run keeps the tags it has now). */
    const madePins = new Map<PlannedPin, string>();
    for (const pin of plan.pins) {
      try {
        if (await importedTarget(db, user.id, pin.key)) {
          skipped += 1;
        } else {
          const boardId = boardIds.get(pin.boardKey);
          if (!boardId) throw validationError('Its board could not be imported.');
          const sectionId = pin.sectionKey ? (sectionIds.get(pin.sectionKey) ?? null) : null;
          const slides = await carouselPicturesFor(deps, ctx, archive, pin, isPartner, problems);
          const media = slides
            ? { imageId: slides[0]!.imageId, videoId: null }
            : await pictureFor(deps, ctx, archive, pin, work, problems);
          const pinId = await db.transaction().execute(async (tx) => {
            const carouselId = slides ? await insertCarousel(tx, user.id, slides) : null;
            const { pin: made } = await insertPin(tx, ctx, {
              boardId,
              sectionId,
              imageId: media.imageId,
              carouselId,
              title: pin.title,
              description: pin.description,
              link: pin.link,
              altText: pin.altText,
              method: 'import',
              product: productColumnsOrNone(pin.product),
            });
            await attachVideo(tx, made, media.videoId);
            await remember(tx, user.id, pin.key, 'pin', made.id);
            return made.id;
          });
          madePins.set(pin, pinId);
          created += 1;
        }
      } catch (error) {
        problems.push({ item: pin.label, reason: reasonOf(error) });
      }
      await step();
    }
    // Product tags last: they name other pins of the same export, all imported by now.
    for (const [pin, pinId] of madePins) {
      if (!pin.productTags) continue;
      try {
        await importProductTags(ctx, user.id, pinId, pin.productTags);
      } catch (error) {
        problems.push({ item: pin.label, reason: reasonOf(error) });
      }
    }
    await restoreInterests(ctx, plan.interests);
    await finish(deps, importId, { status: 'ready', created, skipped, problems, total });
  } finally {
    archive?.close();
    await unlink(work).catch(() => {});
  }
}

/**
 * Tags an imported pin with its imported product pins, under the same rules as tagging by hand (a business
 * account's own product pins): a tag whose product did not come through leaves the pin's tags out as a whole.
 */
async function importProductTags(
  ctx: RequestContext,
  userId: string,
  pinId: string,
  planned: readonly PlannedProductTag[],
): Promise<void> {
  const requests = [];
  for (const tag of planned) {
    const productPinId = await importedTarget(ctx.db, userId, tag.productKey);
    if (!productPinId) throw validationError(DATA_PORT_TEXTS.productTagMissing);
    requests.push({ productPinId, x: tag.x, y: tag.y });
  }
  const tags = await checkedProductTags(ctx, ctx.db, requests, pinId);
  await ctx.db.transaction().execute((tx) => writeProductTags(tx, pinId, tags));
}

/**
 * A carousel pin's pictures from the archive, stored in order, for a business account (who alone makes carousels);
 * null for other pins, and for a carousel imported by anyone else, which keeps its first picture and says so.
 */
async function carouselPicturesFor(
  deps: DataImportDeps,
  ctx: RequestContext,
  archive: Archive | null,
  pin: PlannedPin,
  isPartner: boolean,
  problems: ImportProblem[],
): Promise<{ imageId: string; altText: string; title: string; link: string | null }[] | null> {
  if (!pin.carousel) return null;
  if (!isPartner) {
    problems.push({ item: pin.label, reason: DATA_PORT_TEXTS.carouselFirstPictureOnly });
    return null;
  }
  const countProblem = carouselCountError(pin.carousel.length);
  if (countProblem) throw validationError(countProblem);
  const slides = [];
  for (const slide of pin.carousel) {
    const bytes = archive ? await archive.read(slide.entry) : null;
    if (!bytes) throw validationError(DATA_PORT_TEXTS.fileMissing);
    const image = await storeImage(deps.db, deps.media, bytes, ctx.settings.maxImagePixels);
    slides.push({ imageId: image.id, altText: slide.altText, title: slide.title, link: slide.link });
  }
  return slides;
}

/** The picture (and video) of a pin to import, stored in the media store. */
async function pictureFor(
  deps: DataImportDeps,
  ctx: RequestContext,
  archive: Archive | null,
  pin: PlannedPin,
  work: string,
  problems: ImportProblem[],
): Promise<{ imageId: string; videoId: string | null }> {
  const { db, media } = deps;
  const maxPixels = ctx.settings.maxImagePixels;
  const source = pin.picture;
  if (source.kind === 'archive') {
    if (pin.video && archive && deps.video) {
      const videoFile = `${work}.video`;
      try {
        if (await archive.copyTo(pin.video, videoFile)) {
          const video = await storeVideo(db, media, deps.video, videoFile, deps.workDir);
          return { imageId: video.cover_image_id, videoId: video.id };
        }
      } catch {
        // Falls back to the pin's picture below, and says so.
      } finally {
        await unlink(videoFile).catch(() => {});
      }
    }
    if (pin.video) problems.push({ item: pin.label, reason: DATA_PORT_TEXTS.videoNotImported });
    const bytes = archive ? await archive.read(source.entry) : null;
    if (!bytes) throw validationError(DATA_PORT_TEXTS.fileMissing);
    return { imageId: (await storeImage(db, media, bytes, maxPixels)).id, videoId: null };
  }
  let imageUrl = source.url;
  if (source.kind === 'page') {
    // The page scraper, as the pin builder uses it: the page's own best picture first.
    const [best] = await findPinImages(ctx, source.url);
    if (!best) throw validationError(DATA_PORT_TEXTS.imageNotFound);
    imageUrl = best.url;
  }
  const fetched = await ctx.safeFetch({
    url: imageUrl,
    policy: ctx.settings.fetch,
    maxBytes: IMAGE_FETCH_MAX_BYTES,
    accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif,image/*;q=0.8',
  });
  return { imageId: (await storeImage(db, media, fetched.body, maxPixels)).id, videoId: null };
}

async function finish(
  deps: DataImportDeps,
  importId: string,
  outcome: {
    status: 'ready' | 'failed';
    created: number;
    skipped: number;
    problems: ImportProblem[];
    total?: number;
  },
): Promise<void> {
  const before = await deps.db
    .selectFrom('data_imports')
    .select('file_path')
    .where('id', '=', importId)
    .executeTakeFirst();
  await deps.db
    .updateTable('data_imports')
    .set({
      status: outcome.status,
      ...(outcome.total !== undefined ? { done: outcome.total, total: outcome.total } : {}),
      created_count: outcome.created,
      skipped_count: outcome.skipped,
      report: sql`${JSON.stringify(outcome.problems.slice(0, MAX_PROBLEMS))}::jsonb`,
      finished_at: deps.now(),
      file_path: null,
    })
    .where('id', '=', importId)
    .execute();
  // The file was only kept for the import: it is not the person's content and is not kept once done.
  if (before?.file_path) await deps.media.remove([before.file_path]);
}

export function dataImportHandler(deps: DataImportDeps): JobHandler {
  return {
    run: (job) => runImport(deps, job.subject_id),
    async giveUp(job, error) {
      await deps.db
        .updateTable('data_imports')
        .set({
          status: 'failed',
          report: sql`${JSON.stringify([{ item: 'import', reason: String(error).slice(0, 300) }])}::jsonb`,
          finished_at: deps.now(),
        })
        .where('id', '=', job.subject_id)
        .execute();
    },
  };
}
