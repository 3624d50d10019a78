import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_SIZES, type ImageSizeName, imagePath } from '../../core/pinSize';
import type { DbOrTx } from '../db/database';
import type { ImageRow } from '../db/tables/images';
import { validationError } from './errors';
import type { MediaStore } from './mediaStore';

/** Both sides must exceed this many pixels (spec 001 §5). */
export const MIN_IMAGE_SIDE = 120;
const ORIGINAL_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

function toHex(channel: number): string {
  return Math.round(channel).toString(16).padStart(2, '0');
}

/**
 * Processes an image with sharp — verifies it by content, strips metadata, writes the original and every
 * served size under its content signature — and records it. Storing the same picture twice reuses the row.
 */
export async function storeImage(db: DbOrTx, media: MediaStore, input: Buffer): Promise<ImageRow> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw validationError('Invalid Image');
  }
  if (!metadata.format || !ORIGINAL_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw validationError('Invalid Image');
  }
  // Rotate by EXIF orientation, then drop all metadata (location, camera) from what we keep.
  const format = metadata.format === 'jpeg' ? 'jpg' : metadata.format === 'gif' ? 'png' : metadata.format;
  const base = sharp(input).rotate();
  const original =
    format === 'jpg'
      ? await base.jpeg({ quality: 92 }).toBuffer()
      : format === 'webp'
        ? await base.webp().toBuffer()
        : await base.png().toBuffer();
  const info = await sharp(original).metadata();
  const width = info.width ?? metadata.width;
  const height = info.height ?? metadata.height;
  if (width < MIN_IMAGE_SIDE || height < MIN_IMAGE_SIDE) {
    throw validationError(`Images must be larger than ${MIN_IMAGE_SIDE - 1} pixels on both sides.`);
  }
  const signature = createHash('sha256').update(original).digest('hex').slice(0, 32);

  const existing = await db
    .selectFrom('images')
    .selectAll()
    .where('signature', '=', signature)
    .executeTakeFirst();
  if (existing) return existing;

  const stats = await sharp(original).stats();
  const dominant = stats.dominant;
  const dominantColor = `#${toHex(dominant.r)}${toHex(dominant.g)}${toHex(dominant.b)}`;

  await media.put(relative(imagePath(signature, 'originals', format)), original);
  for (const [name, size] of Object.entries(IMAGE_SIZES) as [
    Exclude<ImageSizeName, 'originals'>,
    (typeof IMAGE_SIZES)[keyof typeof IMAGE_SIZES],
  ][]) {
    const resized = size.square
      ? sharp(original).resize(size.width, size.width, { fit: 'cover', position: 'attention' })
      : sharp(original).resize({ width: size.width, withoutEnlargement: true });
    const data = await resized
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 84, mozjpeg: true })
      .toBuffer();
    await media.put(relative(imagePath(signature, name)), data);
  }

  const inserted = await db
    .insertInto('images')
    .values({ signature, width, height, format, byte_size: original.length, dominant_color: dominantColor })
    .onConflict((oc) => oc.column('signature').doUpdateSet({ signature }))
    .returningAll()
    .executeTakeFirstOrThrow();
  return inserted;
}

function relative(publicPath: string): string {
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
