import { execFile } from 'node:child_process';
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

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  tags?: Record<string, string>;
  side_data_list?: { rotation?: number }[];
  disposition?: { attached_pic?: number };
}

interface ProbeOutput {
  format?: { format_name?: string; duration?: string; tags?: Record<string, string> };
  streams?: ProbeStream[];
}

const MP4_VIDEO_CODECS = new Set(['h264', 'hevc', 'av1', 'mpeg4', 'vp9']);
const WEBM_VIDEO_CODECS = new Set(['vp8', 'vp9', 'av1']);
const WEBM_AUDIO_CODECS = new Set(['opus', 'vorbis']);

function run(command: string, args: string[], timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024, timeout: timeoutMs },
      (error, stdout) => {
        if (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
            // NOTE: ffmpeg comes from the OS packages (Debian's ffmpeg); without it videos cannot be processed.
            reject(new DomainError('VALIDATION', "Video processing isn't available on this server."));
          } else reject(error);
          return;
        }
        resolve(stdout);
      },
    );
  });
}

function notAVideo(): DomainError {
  return validationError(MEDIA_TEXTS.notAVideo, 'video');
}

/** Reads a file's container, size and duration with ffprobe; refuses anything but MP4 and WebM video. */
export async function probeVideo(file: string): Promise<VideoProbe> {
  let output: ProbeOutput;
  try {
    const json = await run(
      'ffprobe',
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      60_000,
    );
    output = JSON.parse(json.toString('utf8')) as ProbeOutput;
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw notAVideo();
  }
  const formatName = output.format?.format_name ?? '';
  const streams = output.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1);
  if (!video?.codec_name || !video.width || !video.height) throw notAVideo();
  const audio = streams.filter((s) => s.codec_type === 'audio');
  let format: VideoProbe['format'];
  if (formatName.split(',').includes('mp4')) {
    const brand = (output.format?.tags?.major_brand ?? '').trim().toLowerCase();
    if (brand === 'qt' || brand.startsWith('3g') || !MP4_VIDEO_CODECS.has(video.codec_name))
      throw notAVideo();
    format = 'mp4';
  } else if (formatName.split(',').includes('webm')) {
    if (!WEBM_VIDEO_CODECS.has(video.codec_name)) throw notAVideo();
    if (audio.some((s) => !WEBM_AUDIO_CODECS.has(s.codec_name ?? ''))) throw notAVideo();
    format = 'webm';
  } else {
    throw notAVideo();
  }
  const duration = Number(output.format?.duration ?? Number.NaN);
  if (!Number.isFinite(duration) || duration <= 0) throw notAVideo();
  const rotation = Math.abs(
    video.side_data_list?.find((d) => typeof d.rotation === 'number')?.rotation ??
      Number(video.tags?.rotate ?? 0),
  );
  const turned = rotation % 180 === 90;
  return {
    format,
    width: turned ? video.height : video.width,
    height: turned ? video.width : video.height,
    durationMs: Math.round(duration * 1000),
  };
}

async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** One frame as PNG, a second in (or at the start of a very short video). */
async function coverFrame(file: string, durationMs: number): Promise<Buffer> {
  const at = Math.min(1, durationMs / 3000).toFixed(3);
  for (const seek of [at, '0']) {
    const png = await run(
      'ffmpeg',
      [
        '-v',
        'error',
        '-nostdin',
        '-ss',
        seek,
        '-i',
        file,
        '-frames:v',
        '1',
        '-f',
        'image2pipe',
        '-c:v',
        'png',
        'pipe:1',
      ],
      120_000,
    ).catch(() => Buffer.alloc(0));
    if (png.length > 0) return png;
  }
  throw notAVideo();
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
  sourceFile: string,
  workDir: string,
): Promise<VideoRow> {
  const probe = await probeVideo(sourceFile);
  if (probe.width < MIN_IMAGE_SIDE || probe.height < MIN_IMAGE_SIDE) {
    throw validationError(MEDIA_TEXTS.videoTooSmall, 'video');
  }
  const remuxed = path.join(workDir, `video-${randomBytes(8).toString('hex')}.${probe.format}`);
  try {
    try {
      await run(
        'ffmpeg',
        [
          '-v',
          'error',
          '-nostdin',
          '-y',
          '-i',
          sourceFile,
          '-map',
          '0:v:0',
          '-map',
          '0:a:0?',
          '-c',
          'copy',
          '-map_metadata',
          '-1',
          '-map_chapters',
          '-1',
          ...(probe.format === 'mp4' ? ['-movflags', '+faststart'] : []),
          '-f',
          probe.format,
          remuxed,
        ],
        10 * 60_000,
      );
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

    const cover = await storeImage(db, media, await coverFrame(remuxed, probe.durationMs));
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

/** The video shown by each pin, in the order asked (null for image pins). */
export async function videosOfPins(db: DbOrTx, pinIds: readonly string[]): Promise<(VideoRow | null)[]> {
  if (pinIds.length === 0) return [];
  const rows = await db
    .selectFrom('pins')
    .innerJoin('videos', 'videos.id', 'pins.video_id')
    .selectAll('videos')
    .select('pins.id as pin_id')
    .where('pins.id', 'in', [...pinIds])
    .execute();
  const byPin = new Map(rows.map(({ pin_id, ...video }) => [pin_id, video]));
  return pinIds.map((id) => byPin.get(id) ?? null);
}
