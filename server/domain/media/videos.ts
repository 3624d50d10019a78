import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_TEXTS, videoPath } from '../../../core/mediaUpload';
import type { DbOrTx } from '../../db/database';
import type { VideoRow } from '../../db/tables/videos';
import { DomainError, validationError } from '../errors';
import { MIN_IMAGE_SIDE, storeImage, storePath } from './media';
import type { MediaStore } from './mediaStore';

/** What ffprobe tells us about a video file, checked by content (never by its name). */
export interface VideoProbe {
  format: 'mp4' | 'webm';
  width: number;
  height: number;
  durationMs: number;
}

/**
 * What video uploads need of ffprobe and ffmpeg; the implementation (server/infra/ffmpeg.ts) runs the OS's
 * binaries. A missing ffmpeg is a DomainError saying video processing isn't available.
 */
export interface VideoTools {
  /** Reads a file's container, size and duration by its content; refuses anything but MP4 and WebM video. */
  probe(file: string): Promise<VideoProbe>;
  /**
   * Copies the streams into a fresh `format` container at `target` without the file's metadata (and with the
   * index up front, so it starts playing at once).
   */
  remux(sourceFile: string, target: string, format: VideoProbe['format']): Promise<void>;
  /** One frame as PNG, a second in (or at the start of a very short video). */
  coverFrame(file: string, durationMs: number): Promise<Buffer>;
}

export function notAVideo(): DomainError {
  return validationError(MEDIA_TEXTS.notAVideo, 'video');
}

async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Processes an uploaded video file: checks it is MP4 or WebM by its content, copies its streams into a fresh
 * container without the file's metadata (and with the index up front, so it starts playing at once), stores it
 * under its content signature, and makes a cover frame stored as an image. The source file is left in place;
 * `workDir` holds the intermediate file.
 */
export async function storeVideo(
  db: DbOrTx,
  media: MediaStore,
  video: VideoTools,
  sourceFile: string,
  workDir: string,
): Promise<VideoRow> {
  const probe = await video.probe(sourceFile);
  if (probe.width < MIN_IMAGE_SIDE || probe.height < MIN_IMAGE_SIDE) {
    throw validationError(MEDIA_TEXTS.videoTooSmall, 'video');
  }
  const remuxed = path.join(workDir, `video-${randomBytes(8).toString('hex')}.${probe.format}`);
  try {
    try {
      await video.remux(sourceFile, remuxed, probe.format);
    } catch (error) {
      if (error instanceof DomainError) throw error;
      throw notAVideo();
    }
    const signature = (await sha256OfFile(remuxed)).slice(0, 32);
    const existing = await db
      .selectFrom('videos')
      .selectAll()
      .where('signature', '=', signature)
      .executeTakeFirst();
    if (existing) return existing;

    const cover = await storeImage(db, media, await video.coverFrame(remuxed, probe.durationMs));
    const { size } = await stat(remuxed);
    await media.putFile(storePath(videoPath(signature, probe.format)), remuxed);
    return await db
      .insertInto('videos')
      .values({
        signature,
        format: probe.format,
        width: probe.width,
        height: probe.height,
        duration_ms: probe.durationMs,
        byte_size: size,
        cover_image_id: cover.id,
      })
      .onConflict((oc) => oc.column('signature').doUpdateSet({ signature }))
      .returningAll()
      .executeTakeFirstOrThrow();
  } finally {
    await unlink(remuxed).catch(() => {});
  }
}

export async function loadVideos(db: DbOrTx, ids: readonly string[]): Promise<(VideoRow | null)[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('videos')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id) ?? null);
}
