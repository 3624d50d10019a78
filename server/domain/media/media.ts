import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { MEDIA_TEXTS } from '../../../core/mediaUpload';
import { IMAGE_SIZES, type ImageSizeName, imagePath } from '../../../core/pinSize';
import type { DbOrTx } from '../../db/database';
import type { ImageRow } from '../../db/tables/images';
import { validationError } from '../errors';
import type { MediaStore } from './mediaStore';

/** Both sides must exceed this many pixels. */
export const MIN_IMAGE_SIDE = 120;
const ORIGINAL_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

function toHex(channel: number): string {
  return Math.round(channel).toString(16).padStart(2, '0');
}

/** A stored image, whether this call made it (rather than finding the same picture stored), and its files. */
export interface StoredImage {
  image: ImageRow;
  created: boolean;
  /** Paths relative to the media root, written by this call. */
  files: string[];
}

type ServedSizeName = Exclude<ImageSizeName, 'originals'>;
interface RenderedSize {
  name: ServedSizeName;
  data: Buffer;
}

const SERVED_SIZES = Object.keys(IMAGE_SIZES) as ServedSizeName[];
const LARGEST_SERVED_WIDTH = Math.max(...SERVED_SIZES.map((name) => IMAGE_SIZES[name].width));

/**
 * NOTE: one libvips thread per operation, and at most one operation per core at a time (encodeSlot): six
 * encodes of one picture started together, each with its own threads, oversubscribed the cores and ran slower
 * than in turn; several pictures processed at once (uploads, the media worker) share the same slots.
 */
sharp.concurrency(1);
const ENCODE_SLOTS = Math.max(1, availableParallelism());
let encodesRunning = 0;
const encodesWaiting: (() => void)[] = [];

async function encodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (encodesRunning < ENCODE_SLOTS) encodesRunning += 1;
  // A finishing encode hands its slot straight to the next in line, so the count never goes over.
  else await new Promise<void>((resolve) => encodesWaiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = encodesWaiting.shift();
    if (next) next();
    else encodesRunning -= 1;
  }
}

/**
 * Every served size, as JPEG on white, from the decoded picture. It is rendered once at the largest served
 * width (JPEG decoders shrink while decoding, so that is cheap), and the smaller sizes are made from that
 * rendering rather than from the full picture each: 160 → 104 ms for a 2725×2225 photo.
 */
async function renderSizes(decoded: Sharp): Promise<RenderedSize[]> {
  const { data, info } = await encodeSlot(() =>
    decoded
      .resize({ width: LARGEST_SERVED_WIDTH, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  const rendering = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  return Promise.all(
    SERVED_SIZES.map((name) =>
      encodeSlot(async () => {
        const size = IMAGE_SIZES[name];
        const resized = size.square
          ? rendering().resize(size.width, size.width, { fit: 'cover', position: 'attention' })
          : size.width === LARGEST_SERVED_WIDTH
            ? rendering()
            : rendering().resize({ width: size.width, withoutEnlargement: true });
        return { name, data: await resized.jpeg({ quality: 84, mozjpeg: true }).toBuffer() };
      }),
    ),
  );
}

/** 50 megapixels: more than any camera photo people pin, far below what would exhaust memory when decoded. */
export const DEFAULT_MAX_IMAGE_PIXELS = 50_000_000;

/** sharp's refusal of a picture it cannot decode, in the user's words. */
function decodeFailure(error: unknown) {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return validationError(MEDIA_TEXTS.tooLarge, 'image');
  return validationError(MEDIA_TEXTS.damagedImage, 'image');
}

/**
 * Processes an image with sharp — verifies it by content, strips metadata, writes the original and every
 * served size under its content signature — and records it. Storing the same picture twice reuses the row.
 */
export async function storeImage(
  db: DbOrTx,
  media: MediaStore,
  input: Buffer,
  maxPixels = DEFAULT_MAX_IMAGE_PIXELS,
): Promise<ImageRow> {
  return (await storeImageDetailed(db, media, input, maxPixels)).image;
}

/** storeImage, telling whether the row is new, so a caller whose later write fails can take it back. */
export async function storeImageDetailed(
  db: DbOrTx,
  media: MediaStore,
  input: Buffer,
  maxPixels = DEFAULT_MAX_IMAGE_PIXELS,
): Promise<StoredImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: maxPixels }).metadata();
  } catch {
    throw validationError(MEDIA_TEXTS.invalidImage, 'image');
  }
  if (!metadata.format || !ORIGINAL_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw validationError(MEDIA_TEXTS.invalidImage, 'image');
  }
  // The header tells the size before anything is decoded: a 746 KB PNG can hold 256 megapixels.
  if (metadata.width * metadata.height > maxPixels) throw validationError(MEDIA_TEXTS.invalidImage, 'image');
  // Rotate by EXIF orientation, then drop all metadata (location, camera) from what we keep.
  const format = metadata.format === 'jpeg' ? 'jpg' : metadata.format === 'gif' ? 'png' : metadata.format;
  let original: Buffer;
  let width: number;
  let height: number;
  let sizes: RenderedSize[];
  try {
    // One pipeline over the input, cloned for the original and the sizes; libvips refuses to decode more pixels
    // than the limit whatever the header claimed.
    const decoded = sharp(input, { limitInputPixels: maxPixels }).rotate();
    const base = decoded.clone();
    const [encoded, rendered] = await Promise.all([
      encodeSlot(() =>
        format === 'jpg'
          ? base.jpeg({ quality: 92 }).toBuffer({ resolveWithObject: true })
          : format === 'webp'
            ? base.webp().toBuffer({ resolveWithObject: true })
            : base.png().toBuffer({ resolveWithObject: true }),
      ),
      renderSizes(decoded.clone()),
    ]);
    original = encoded.data;
    width = encoded.info.width;
    height = encoded.info.height;
    sizes = rendered;
  } catch (error) {
    throw decodeFailure(error);
  }
  if (width < MIN_IMAGE_SIDE || height < MIN_IMAGE_SIDE) {
    throw validationError(`Images must be larger than ${MIN_IMAGE_SIDE - 1} pixels on both sides.`, 'image');
  }
  const signature = createHash('sha256').update(original).digest('hex').slice(0, 32);

  const existing = await db
    .selectFrom('images')
    .selectAll()
    .where('signature', '=', signature)
    .executeTakeFirst();
  if (existing) return { image: existing, created: false, files: [] };

  const files: string[] = [];
  let dominantColor = '#ffffff';
  try {
    const originalPath = storePath(imagePath(signature, 'originals', format));
    await media.put(originalPath, original);
    files.push(originalPath);
    for (const { name, data } of sizes) {
      const file = storePath(imagePath(signature, name));
      await media.put(file, data);
      files.push(file);
    }
    // NOTE: stats() reads the whole input whatever the pipeline says; a small size gives the same dominant
    // colour in a fraction of the time (190 ms → 3 ms for a 2725×2225 photo).
    const { dominant } = await sharp(sizes.find((size) => size.name === '170x')!.data).stats();
    dominantColor = `#${toHex(dominant.r)}${toHex(dominant.g)}${toHex(dominant.b)}`;
  } catch (error) {
    // NOTE: the failure to report is the one that stopped us; a store that also fails to clean up must not hide it.
    await media.remove(files).catch(() => {});
    throw error;
  }

  const inserted = await db
    .insertInto('images')
    .values({ signature, width, height, format, byte_size: original.length, dominant_color: dominantColor })
    .onConflict((oc) => oc.column('signature').doUpdateSet({ signature }))
    .returningAll()
    .executeTakeFirstOrThrow();
  return { image: inserted, created: true, files };
}

/** Every file of a stored image: the original and each served size. */
export function imageFiles(image: Pick<ImageRow, 'signature' | 'format'>): string[] {
  return (['originals', ...Object.keys(IMAGE_SIZES)] as ImageSizeName[]).map((size) =>
    storePath(imagePath(image.signature, size, image.format)),
  );
}

/**
 * Deletes those of the given images nothing uses (no pin, scheduled pin, video cover, upload, avatar or board
 * cover) and
 * answers the deleted rows; their files are the caller's to remove once the transaction has committed.
 */
export async function deleteUnusedImages(db: DbOrTx, ids: readonly string[]): Promise<ImageRow[]> {
  if (ids.length === 0) return [];
  return db
    .deleteFrom('images')
    .where('images.id', 'in', [...new Set(ids)])
    .where(({ not, exists, selectFrom, ref }) =>
      not(
        exists(
          selectFrom('pins')
            .select('pins.id')
            .where('pins.image_id', '=', ref('images.id'))
            .union(
              selectFrom('videos').select('videos.id').where('videos.cover_image_id', '=', ref('images.id')),
            )
            .union(
              selectFrom('media_uploads')
                .select('media_uploads.id')
                .where('media_uploads.image_id', '=', ref('images.id')),
            )
            .union(
              selectFrom('scheduled_pins')
                .select('scheduled_pins.id')
                .where('scheduled_pins.image_id', '=', ref('images.id')),
            )
            .union(
              selectFrom('carousel_slides')
                .select('carousel_slides.carousel_id as id')
                .where('carousel_slides.image_id', '=', ref('images.id')),
            )
            .union(selectFrom('users').select('users.id').where('users.image_id', '=', ref('images.id')))
            .union(
              selectFrom('boards').select('boards.id').where('boards.cover_image_id', '=', ref('images.id')),
            ),
        ),
      ),
    )
    .returningAll()
    .execute();
}

/**
 * Takes back an image this request stored when the write that was to use it failed: its row (unless something
 * uses it by now) and its files. Images that were already stored are left alone.
 */
export async function discardStoredImage(db: DbOrTx, media: MediaStore, stored: StoredImage): Promise<void> {
  if (!stored.created) return;
  let deleted: ImageRow[];
  try {
    deleted = await deleteUnusedImages(db, [stored.image.id]);
  } catch {
    // Taken into use at this very moment (the foreign key refused the delete): keep it.
    return;
  }
  if (deleted.length > 0) await media.remove(stored.files);
}

/** Where a public `/media/…` file sits inside the media store. */
export function storePath(publicPath: string): string {
  return publicPath.replace(/^\/media\//, '');
}

export async function loadImages(db: DbOrTx, ids: readonly string[]): Promise<(ImageRow | null)[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('images')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id) ?? null);
}
