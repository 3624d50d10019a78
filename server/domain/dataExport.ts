import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import {
  DATA_PORT_TEXTS,
  EXPORT_DOCUMENT,
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  EXPORT_KEEP_DAYS,
  exportDownloadPath,
  exportReadyMail,
} from '../../core/dataPort';
import { videoPath } from '../../core/mediaUpload';
import { imagePath } from '../../core/pinSize';
import type { ProductAvailability } from '../../core/product';
import type { Db } from '../db/database';
import type { DataExportRow } from '../db/tables/dataPort';
import { requireBrowserSession } from './apiTokens';
import { requireViewer } from './auth';
import type { RequestContext } from './context';
import { notFound } from './errors';
import type { JobHandler } from './jobQueue';
import type { Mailer } from './mailer';
import { storePath } from './media/media';
import type { MediaObject, MediaStore } from './media/mediaStore';

export const DATA_EXPORT_JOB = 'data.export';

/** Pins read per statement while the archive is written: memory stays flat however many pins there are. */
const PAGE_SIZE = 500;
/** How often (in files) the progress the settings page shows is written. */
const PROGRESS_EVERY = 20;
const KEEP_MS = EXPORT_KEEP_DAYS * 24 * 60 * 60_000;

/** The viewer's exports still worth showing (being made, or downloadable), newest first. */
export async function listExports(ctx: RequestContext): Promise<DataExportRow[]> {
  const viewer = requireViewer(ctx);
  requireBrowserSession(ctx);
  return ctx.db
    .selectFrom('data_exports')
    .selectAll()
    .where('user_id', '=', viewer.id)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', ctx.now())]))
    .orderBy('id', 'desc')
    .limit(5)
    .execute();
}

/**
 * Asks for an archive of everything the viewer made. One at a time: while one is being made, asking again answers
 * that one. The archive is built by a job; the person is mailed when it is ready.
 */
export async function requestExport(ctx: RequestContext): Promise<DataExportRow> {
  const viewer = requireViewer(ctx);
  requireBrowserSession(ctx);
  const row = await ctx.db.transaction().execute(async (tx) => {
    // The person's row, locked, keeps two simultaneous asks from both starting an export.
    await tx.selectFrom('users').select('id').where('id', '=', viewer.id).forUpdate().executeTakeFirst();
    const running = await tx
      .selectFrom('data_exports')
      .selectAll()
      .where('user_id', '=', viewer.id)
      .where('status', 'in', ['pending', 'running'])
      .executeTakeFirst();
    if (running) return running;
    const created = await tx
      .insertInto('data_exports')
      .values({
        user_id: viewer.id,
        file_path: null,
        byte_size: null,
        error: null,
        finished_at: null,
        expires_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await ctx.jobs.enqueue(tx, { type: DATA_EXPORT_JOB, subjectId: created.id, maxAttempts: 3 });
    return created;
  });
  ctx.jobs.notify();
  return row;
}

/**
 * Opens the viewer's own finished export for download. Anyone else's, an expired one or one still being made is
 * "not found", exactly as an id that never existed.
 */
export async function openExportForDownload(
  ctx: RequestContext,
  exportId: string,
): Promise<{ file: MediaObject; fileName: string }> {
  const viewer = requireViewer(ctx);
  requireBrowserSession(ctx);
  const row = /^\d{1,18}$/.test(exportId)
    ? await ctx.db
        .selectFrom('data_exports')
        .selectAll()
        .where('id', '=', exportId)
        .where('user_id', '=', viewer.id)
        .where('status', '=', 'ready')
        .where('expires_at', '>', ctx.now())
        .executeTakeFirst()
    : undefined;
  const file = row?.file_path ? await ctx.media.open(row.file_path) : null;
  if (!row || !file) throw notFound('export');
  const day = (row.finished_at ?? row.created_at).toISOString().slice(0, 10);
  return { file, fileName: `tackboard-${viewer.username}-${day}.zip` };
}

export interface DataExportDeps {
  db: Db;
  media: MediaStore;
  mailer: Mailer;
  now: () => Date;
  /** Where the archive is written before it moves into the media store. */
  workDir: string;
}

const iso = (date: Date) => date.toISOString();

function originalImage(image: { signature: string; format: string }): string {
  return storePath(imagePath(image.signature, 'originals', image.format));
}

/** The name a stored file has inside the archive (the media store's own path, under media/). */
function archiveName(storedPath: string): string {
  return `media/${storedPath}`;
}

/** Writes a string to a stream, waiting when the stream asks to. */
async function write(out: NodeJS.WritableStream, text: string): Promise<void> {
  if (!out.write(text)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
}

interface PinPageRow {
  id: string;
  board_id: string;
  section_id: string | null;
  title: string;
  description: string;
  link: string | null;
  alt_text: string;
  price: string | null;
  original_price: string | null;
  currency: string | null;
  availability: ProductAvailability | null;
  created_at: Date;
  signature: string;
  format: string;
  video_signature: string | null;
  video_format: 'mp4' | 'webm' | null;
  carousel_id: string | null;
}

/** One picture of an exported carousel pin. */
interface ExportSlide {
  title: string;
  link: string | null;
  alt_text: string;
  signature: string;
  format: string;
}

/** Rows gathered into a list per key, each list in the rows' order. */
function listsBy<Row, Item>(rows: readonly Row[], entry: (row: Row) => [string, Item]): Map<string, Item[]> {
  const lists = new Map<string, Item[]>();
  for (const row of rows) {
    const [key, item] = entry(row);
    const list = lists.get(key);
    if (list) list.push(item);
    else lists.set(key, [item]);
  }
  return lists;
}

/** The slides of a page's carousel pins, in one statement per page. */
async function slidesOfPage(db: Db, page: readonly PinPageRow[]): Promise<Map<string, ExportSlide[]>> {
  const ids = [...new Set(page.flatMap((pin) => (pin.carousel_id ? [pin.carousel_id] : [])))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('carousel_slides')
    .innerJoin('images', 'images.id', 'carousel_slides.image_id')
    .select([
      'carousel_slides.carousel_id',
      'carousel_slides.title',
      'carousel_slides.link',
      'carousel_slides.alt_text',
      'images.signature',
      'images.format',
    ])
    .where('carousel_slides.carousel_id', 'in', ids)
    .orderBy('carousel_slides.carousel_id')
    .orderBy('carousel_slides.position')
    .execute();
  return listsBy(rows, ({ carousel_id, ...slide }) => [carousel_id, slide]);
}

/** A product tag in the export: the product pin (one of the same export's pins) and its place on the picture. */
interface ExportProductTag {
  productPinId: string;
  x: number | null;
  y: number | null;
}

/**
 * The product tags of a page's pins, each list in its order. Only tags of product pins in the export itself
 * (the person's own pins on their own boards), so every tag names a pin the document has.
 */
async function productTagsOfPage(
  db: Db,
  userId: string,
  page: readonly PinPageRow[],
): Promise<Map<string, ExportProductTag[]>> {
  const rows = await db
    .selectFrom('pin_product_tags')
    .innerJoin('pins as product', 'product.id', 'pin_product_tags.product_pin_id')
    .innerJoin('boards as product_board', 'product_board.id', 'product.board_id')
    .select([
      'pin_product_tags.pin_id',
      'pin_product_tags.product_pin_id',
      'pin_product_tags.x',
      'pin_product_tags.y',
    ])
    .where(
      'pin_product_tags.pin_id',
      'in',
      page.map((pin) => pin.id),
    )
    .where('product.pinner_id', '=', userId)
    .where('product_board.owner_id', '=', userId)
    .orderBy('pin_product_tags.pin_id')
    .orderBy('pin_product_tags.position')
    .execute();
  return listsBy(rows, ({ pin_id, product_pin_id, x, y }) => [
    pin_id,
    { productPinId: product_pin_id, x, y },
  ]);
}

/** The person's pins on their own boards, a page at a time in id order, with their picture and video. */
async function* pinPages(db: Db, userId: string): AsyncGenerator<PinPageRow[]> {
  let after = '0';
  for (;;) {
    const page = await db
      .selectFrom('pins')
      .innerJoin('boards', 'boards.id', 'pins.board_id')
      .innerJoin('images', 'images.id', 'pins.image_id')
      .leftJoin('videos', 'videos.id', 'pins.video_id')
      .select([
        'pins.id',
        'pins.board_id',
        'pins.section_id',
        'pins.title',
        'pins.description',
        'pins.link',
        'pins.alt_text',
        'pins.price',
        'pins.original_price',
        'pins.currency',
        'pins.availability',
        'pins.created_at',
        'images.signature',
        'images.format',
        'videos.signature as video_signature',
        'videos.format as video_format',
        'pins.carousel_id',
      ])
      .where('boards.owner_id', '=', userId)
      .where('pins.pinner_id', '=', userId)
      .where('pins.id', '>', after)
      .orderBy('pins.id')
      .limit(PAGE_SIZE)
      .execute();
    if (page.length === 0) return;
    yield page;
    after = page.at(-1)!.id;
  }
}

/**
 * Writes the JSON document (see the README's "Your data" section) to a file: the profile, boards with their
 * sections, follows, interests, then the pins a page at a time, so the document is never held whole.
 */
async function writeDocument(deps: DataExportDeps, userId: string, file: string): Promise<number> {
  const { db } = deps;
  const user = await db
    .selectFrom('users')
    .leftJoin('images', 'images.id', 'users.image_id')
    .select([
      'users.id',
      'users.username',
      'users.full_name',
      'users.about',
      'users.created_at',
      'images.signature',
      'images.format',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  const boards = await db
    .selectFrom('boards')
    .select(['id', 'name', 'description', 'privacy', 'created_at'])
    .where('owner_id', '=', userId)
    .orderBy('id')
    .execute();
  const sections = await db
    .selectFrom('board_sections')
    .innerJoin('boards', 'boards.id', 'board_sections.board_id')
    .select([
      'board_sections.id',
      'board_sections.board_id',
      'board_sections.title',
      'board_sections.created_at',
    ])
    .where('boards.owner_id', '=', userId)
    .orderBy('board_sections.board_id')
    .orderBy('board_sections.position')
    .orderBy('board_sections.id')
    .execute();
  const people = await db
    .selectFrom('user_follows')
    .innerJoin('users', 'users.id', 'user_follows.followee_id')
    .select(['users.username', 'user_follows.created_at'])
    .where('user_follows.follower_id', '=', userId)
    .orderBy('user_follows.created_at')
    .execute();
  const followedBoards = await db
    .selectFrom('board_follows')
    .innerJoin('boards', 'boards.id', 'board_follows.board_id')
    .innerJoin('users', 'users.id', 'boards.owner_id')
    .select(['users.username', 'boards.name', 'boards.slug', 'board_follows.created_at'])
    .where('board_follows.user_id', '=', userId)
    // A secret board someone follows stays theirs to know about only while they may see it; following is
    // public-board business, so only public ones are listed.
    .where('boards.privacy', '=', 'public')
    .orderBy('board_follows.created_at')
    .execute();
  const interests = await db
    .selectFrom('user_interests')
    .select(['topic_slug', 'name', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('position')
    .execute();

  const head = {
    format: EXPORT_FORMAT,
    version: EXPORT_FORMAT_VERSION,
    exportedAt: iso(deps.now()),
    source: { site: deps.mailer.siteUrl, userId: user.id },
    profile: {
      id: user.id,
      username: user.username,
      fullName: user.full_name,
      about: user.about,
      createdAt: iso(user.created_at),
      picture:
        user.signature && user.format
          ? archiveName(originalImage({ signature: user.signature, format: user.format }))
          : null,
    },
    boards: boards.map((board) => ({
      id: board.id,
      name: board.name,
      description: board.description,
      privacy: board.privacy,
      createdAt: iso(board.created_at),
      sections: sections
        .filter((section) => section.board_id === board.id)
        .map((section) => ({ id: section.id, title: section.title, createdAt: iso(section.created_at) })),
    })),
    follows: {
      people: people.map((p) => ({ username: p.username, followedAt: iso(p.created_at) })),
      boards: followedBoards.map((b) => ({
        owner: b.username,
        name: b.name,
        slug: b.slug,
        followedAt: iso(b.created_at),
      })),
    },
    interests: interests.map((i) => ({ slug: i.topic_slug, name: i.name, chosenAt: iso(i.created_at) })),
  };
  const out = createWriteStream(file);
  const done = finished(out);
  const opening = JSON.stringify(head, null, 2);
  // The pins go last, as the document's final member, written as they are read.
  await write(out, `${opening.slice(0, -2)},\n  "pins": [`);
  let count = 0;
  for await (const page of pinPages(db, userId)) {
    const slides = await slidesOfPage(db, page);
    const productTags = await productTagsOfPage(db, userId, page);
    for (const pin of page) {
      const carousel = pin.carousel_id ? (slides.get(pin.carousel_id) ?? []) : [];
      const entry = {
        id: pin.id,
        boardId: pin.board_id,
        sectionId: pin.section_id,
        title: pin.title,
        description: pin.description,
        link: pin.link,
        altText: pin.alt_text,
        // A product pin's price, as exact decimal text; null for other pins.
        product:
          pin.price !== null && pin.currency !== null
            ? {
                price: pin.price,
                currency: pin.currency,
                availability: pin.availability,
                originalPrice: pin.original_price,
              }
            : null,
        createdAt: iso(pin.created_at),
        image: archiveName(originalImage(pin)),
        video:
          pin.video_signature && pin.video_format
            ? archiveName(storePath(videoPath(pin.video_signature, pin.video_format)))
            : null,
        // A carousel pin's pictures in order (the first is `image` too); null for other pins.
        carouselImages:
          carousel.length > 0
            ? carousel.map((slide) => ({
                image: archiveName(originalImage(slide)),
                altText: slide.alt_text,
                title: slide.title,
                link: slide.link,
              }))
            : null,
        // Shop the pin: the product pins tagged on it, in order, by their ids in this document; null for none.
        productTags: productTags.get(pin.id) ?? null,
      };
      await write(out, `${count === 0 ? '' : ','}\n    ${JSON.stringify(entry)}`);
      count += 1;
    }
  }
  out.end(`${count === 0 ? '' : '\n  '}]\n}\n`);
  await done;
  return count;
}

async function setProgress(db: Db, exportId: string, done: number, total: number): Promise<void> {
  await db.updateTable('data_exports').set({ done, total }).where('id', '=', exportId).execute();
}

/**
 * Builds an export: the JSON document, then every original picture and video of the person's pins (and their
 * profile picture), each file streamed from the media store into the zip and the zip streamed to a work file,
 * which then moves into the media store under private/. Safe to repeat: a finished export is left alone, an
 * interrupted one starts over.
 */
export async function buildExport(deps: DataExportDeps, exportId: string): Promise<void> {
  const { db, media } = deps;
  const row = await db.selectFrom('data_exports').selectAll().where('id', '=', exportId).executeTakeFirst();
  if (!row || row.status === 'ready' || row.status === 'failed') return;
  await db
    .updateTable('data_exports')
    .set({ status: 'running', done: 0 })
    .where('id', '=', exportId)
    .execute();
  await mkdir(deps.workDir, { recursive: true });
  const stem = path.join(deps.workDir, `export-${exportId}-${randomBytes(6).toString('hex')}`);
  const documentFile = `${stem}.json`;
  const zipFile = `${stem}.zip`;
  try {
    const pinCount = await writeDocument(deps, row.user_id, documentFile);
    const total = pinCount + 1;
    await setProgress(db, exportId, 0, total);

    const zip = new yazl.ZipFile();
    const written = pipeline(zip.outputStream, createWriteStream(zipFile));
    // NOTE: pictures and videos are already compressed; deflating them again costs time and saves nothing. The
    // document is stored as is too, so the archive's text can be searched without unzipping.
    zip.addFile(documentFile, EXPORT_DOCUMENT, { compress: false });
    const added = new Set<string>();
    /** Adds one stored file and waits until the zip has read it, so one file at a time is open. */
    const addStored = async (storedPath: string) => {
      if (added.has(storedPath)) return;
      added.add(storedPath);
      const file = await media.open(storedPath);
      // A file the store lost is left out; the document still names it, and an import reports it.
      if (!file) return;
      zip.addReadStream(file.body, archiveName(storedPath), { compress: false, size: file.size });
      await finished(file.body);
    };
    const profile = await db
      .selectFrom('users')
      .innerJoin('images', 'images.id', 'users.image_id')
      .select(['images.signature', 'images.format'])
      .where('users.id', '=', row.user_id)
      .executeTakeFirst();
    if (profile) await addStored(originalImage(profile));
    let done = 1;
    for await (const page of pinPages(db, row.user_id)) {
      const slides = await slidesOfPage(db, page);
      for (const pin of page) {
        await addStored(originalImage(pin));
        for (const slide of pin.carousel_id ? (slides.get(pin.carousel_id) ?? []) : []) {
          await addStored(originalImage(slide));
        }
        if (pin.video_signature && pin.video_format) {
          await addStored(storePath(videoPath(pin.video_signature, pin.video_format)));
        }
        done += 1;
        if (done % PROGRESS_EVERY === 0) await setProgress(db, exportId, Math.min(done, total), total);
      }
    }
    zip.end();
    await written;
    const { size } = await stat(zipFile);
    const filePath = `private/exports/${row.user_id}/${exportId}-${randomBytes(12).toString('hex')}.zip`;
    await media.putFile(filePath, zipFile);
    const finishedAt = deps.now();
    await db
      .updateTable('data_exports')
      .set({
        status: 'ready',
        done: total,
        total,
        file_path: filePath,
        byte_size: String(size),
        finished_at: finishedAt,
        expires_at: new Date(finishedAt.getTime() + KEEP_MS),
      })
      .where('id', '=', exportId)
      .execute();
  } finally {
    await unlink(documentFile).catch(() => {});
    await unlink(zipFile).catch(() => {});
  }
  const owner = await db.selectFrom('users').select('email').where('id', '=', row.user_id).executeTakeFirst();
  if (owner) {
    // NOTE: the export is ready whether or not the mail goes out; the settings page shows the link either way.
    await deps.mailer
      .send({
        to: owner.email,
        subject: DATA_PORT_TEXTS.exportMailSubject,
        text: exportReadyMail(`${deps.mailer.siteUrl}${exportDownloadPath(exportId)}`),
      })
      .catch((error: unknown) => console.error('[data export] the ready mail failed', error));
  }
}

export function dataExportHandler(deps: DataExportDeps): JobHandler {
  return {
    run: (job) => buildExport(deps, job.subject_id),
    async giveUp(job, error) {
      await deps.db
        .updateTable('data_exports')
        .set({ status: 'failed', error: String(error).slice(0, 500), finished_at: deps.now() })
        .where('id', '=', job.subject_id)
        .execute();
    },
  };
}

/** Deletes exports whose download time ran out, archive and row. Returns how many. */
export async function purgeExpiredExports(deps: { db: Db; media: MediaStore }, now: Date): Promise<number> {
  const expired = await deps.db
    .selectFrom('data_exports')
    .select(['id', 'file_path'])
    .where('expires_at', '<=', now)
    .execute();
  if (expired.length === 0) return 0;
  await deps.media.remove(expired.flatMap((row) => (row.file_path ? [row.file_path] : [])));
  await deps.db
    .deleteFrom('data_exports')
    .where(
      'id',
      'in',
      expired.map((row) => row.id),
    )
    .execute();
  return expired.length;
}
