import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import {
  isUploadKind,
  isUploadPending,
  MEDIA_TEXTS,
  type UploadKind,
  type UploadStatus,
} from '../../../core/mediaUpload';
import type { Db, DbOrTx } from '../../db/database';
import { entityIds, isEntityId } from '../../db/ids';
import { applyKeyset, type KeysetOrder, type KeysetPage } from '../../db/keyset';
import type { ImageRow } from '../../db/tables/images';
import type { JobRow } from '../../db/tables/jobs';
import type { MediaUploadRow } from '../../db/tables/mediaUploads';
import type { VideoRow } from '../../db/tables/videos';
import { requireViewer } from '../auth';
import type { RequestContext } from '../context';
import { DomainError, notFound, validationError } from '../errors';
import type { JobHandler } from '../jobQueue';
import { serverSecret } from '../serverSecrets';
import type { ServerSettings } from '../serverSettings';
import { videoUploadAllowed } from '../userSettings';
import { assertAddressAllowed, FetchError, parseFetchUrl, type SafeFetch } from './fetchPolicy';
import { loadImages, storeImage } from './media';
import type { MediaStore } from './mediaStore';
import { loadVideos, storeVideo, type VideoTools } from './videos';

/** The job type that processes one media upload (a received file, or an image link to fetch). */
export const MEDIA_JOB = 'media.process';

/** How long signed upload parameters stay good for starting the upload. */
export const UPLOAD_PARAMETERS_TTL_S = 60 * 60;

/** Largest image fetched from a link (uploaded files have the pin builder's 200 MB). */
export const IMAGE_FETCH_MAX_BYTES = 32 * 1024 * 1024;

const SECRET_NAME = 'upload_parameters';
const MAX_STATUS_IDS = 50;

/** VIPResource create: where and with which signed fields the client posts its file. */
export interface RegisteredUpload {
  uploadId: string;
  uploadUrl: string;
  uploadParameters: Record<string, string>;
  upload: MediaUploadRow;
}

function sign(
  secret: Buffer,
  upload: Pick<MediaUploadRow, 'id' | 'user_id' | 'kind'>,
  expires: string,
): string {
  return createHmac('sha256', secret)
    .update(`v1\n${upload.id}\n${upload.user_id}\n${upload.kind}\n${expires}`)
    .digest('hex');
}

function sameHex(a: string, b: string): boolean {
  if (!/^[0-9a-f]+$/.test(a) || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

/**
 * Registers an upload for the viewer: a pinimage or a video (the latter only for users whose
 * video_upload_allowed flag is set). The parameters are signed, expire, and work only for this user.
 */
export async function registerUpload(ctx: RequestContext, type: string): Promise<RegisteredUpload> {
  const viewer = requireViewer(ctx);
  if (!isUploadKind(type)) throw validationError('Uploads are of type pinimage or video.', 'type');
  if (type === 'video' && !(await videoUploadAllowed(ctx.db, viewer.id))) {
    throw new DomainError('FORBIDDEN', MEDIA_TEXTS.videoNotAllowed);
  }
  const secret = await serverSecret(ctx.db, SECRET_NAME);
  const upload = await ctx.db
    .insertInto('media_uploads')
    .values({
      user_id: viewer.id,
      kind: type,
      source: 'upload',
      source_url: null,
      failure: null,
      temp_path: null,
      byte_size: null,
      image_id: null,
      video_id: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const expires = String(Math.floor(ctx.now().getTime() / 1000) + UPLOAD_PARAMETERS_TTL_S);
  return {
    uploadId: upload.id,
    uploadUrl: `/upload/${upload.id}/`,
    uploadParameters: { upload_id: upload.id, expires, signature: sign(secret, upload, expires) },
    upload,
  };
}

/**
 * Checks the fields posted with a file against the upload they name: signed by us, not expired, registered
 * by the signed-in viewer, and still waiting for its file.
 */
export async function checkUploadParameters(
  ctx: RequestContext,
  uploadId: string,
  fields: Readonly<Record<string, string>>,
): Promise<MediaUploadRow> {
  const viewer = requireViewer(ctx);
  if (!isEntityId(uploadId)) throw notFound('upload');
  const upload = await ctx.db
    .selectFrom('media_uploads')
    .selectAll()
    .where('id', '=', uploadId)
    .executeTakeFirst();
  if (upload?.source !== 'upload') throw notFound('upload');
  const expires = fields.expires ?? '';
  const secret = await serverSecret(ctx.db, SECRET_NAME);
  const genuine =
    fields.upload_id === upload.id &&
    /^\d{1,12}$/.test(expires) &&
    sameHex(fields.signature ?? '', sign(secret, upload, expires));
  if (!genuine || upload.user_id !== viewer.id) throw new DomainError('FORBIDDEN', MEDIA_TEXTS.uploadRefused);
  if (Number(expires) * 1000 < ctx.now().getTime())
    throw new DomainError('FORBIDDEN', MEDIA_TEXTS.uploadExpired);
  if (upload.status !== 'registered') throw new DomainError('CONFLICT', MEDIA_TEXTS.uploadUsed);
  return upload;
}

/** A received file goes to the worker: the upload turns processing and a job is queued, in one transaction. */
export async function acceptUploadedFile(
  ctx: RequestContext,
  upload: MediaUploadRow,
  file: { path: string; bytes: number },
): Promise<MediaUploadRow> {
  const accepted = await ctx.db.transaction().execute(async (tx) => {
    const row = await tx
      .updateTable('media_uploads')
      .set({ status: 'processing', temp_path: file.path, byte_size: file.bytes, updated_at: ctx.now() })
      .where('id', '=', upload.id)
      .where('status', '=', 'registered')
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    await ctx.jobs.enqueue(tx, { type: MEDIA_JOB, subjectId: row.id });
    return row;
  });
  if (!accepted) {
    await unlink(file.path).catch(() => {});
    throw new DomainError('CONFLICT', MEDIA_TEXTS.uploadUsed);
  }
  ctx.jobs.notify();
  return accepted;
}

/** The posted file was refused before processing (too large, empty): the upload fails with the reason. */
export async function refuseUploadedFile(
  ctx: RequestContext,
  upload: MediaUploadRow,
  reason: string,
): Promise<void> {
  await ctx.db
    .updateTable('media_uploads')
    .set({ status: 'failed', failure: reason, updated_at: ctx.now() })
    .where('id', '=', upload.id)
    .where('status', '=', 'registered')
    .execute();
}

/**
 * PUT /v3/pins/image/: registers an image by its link. The fetch happens in the worker; the caller polls the
 * returned upload like any other. Links that cannot be fetched at all are refused at once.
 */
export async function registerImageUrl(ctx: RequestContext, imageUrl: string): Promise<MediaUploadRow> {
  const viewer = requireViewer(ctx);
  const url = parseFetchUrl(imageUrl);
  if (url.toString().length > 2048) throw validationError(MEDIA_TEXTS.linkInvalid, 'image_url');
  assertAddressAllowed(url, ctx.settings.fetch);
  const upload = await ctx.db.transaction().execute(async (tx) => {
    const row = await tx
      .insertInto('media_uploads')
      .values({
        user_id: viewer.id,
        kind: 'pinimage',
        source: 'url',
        source_url: url.toString(),
        status: 'processing',
        failure: null,
        temp_path: null,
        byte_size: null,
        image_id: null,
        video_id: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await ctx.jobs.enqueue(tx, { type: MEDIA_JOB, subjectId: row.id });
    return row;
  });
  ctx.jobs.notify();
  return upload;
}

/** One upload as VIPResource get reports it. */
export interface UploadState {
  uploadId: string;
  kind: UploadKind | null;
  status: UploadStatus;
  failure: string | null;
  image: ImageRow | null;
  video: VideoRow | null;
}

/** The state of each asked upload of the viewer's, in the order asked; unknown ids read as failed. */
export async function uploadStates(ctx: RequestContext, asked: readonly string[]): Promise<UploadState[]> {
  const viewer = requireViewer(ctx);
  if (asked.length > MAX_STATUS_IDS)
    throw validationError(`Ask for at most ${MAX_STATUS_IDS} uploads at a time.`);
  const ids = asked;
  const valid = entityIds(ids);
  const rows =
    valid.length === 0
      ? []
      : await ctx.db
          .selectFrom('media_uploads')
          .selectAll()
          .where('id', 'in', valid)
          .where('user_id', '=', viewer.id)
          .execute();
  const videos = await loadVideos(
    ctx.db,
    rows.flatMap((r) => (r.video_id ? [r.video_id] : [])),
  );
  const videoById = new Map(videos.flatMap((v) => (v ? [[v.id, v] as const] : [])));
  const imageIds = rows.flatMap((r) => (r.image_id ? [r.image_id] : []));
  for (const video of videoById.values()) imageIds.push(video.cover_image_id);
  const images = await loadImages(ctx.db, imageIds);
  const imageById = new Map(images.flatMap((i) => (i ? [[i.id, i] as const] : [])));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) {
      return {
        uploadId: id,
        kind: null,
        status: 'failed',
        failure: "We couldn't find that upload.",
        image: null,
        video: null,
      };
    }
    const video = row.video_id ? (videoById.get(row.video_id) ?? null) : null;
    const imageId = row.image_id ?? video?.cover_image_id ?? null;
    return {
      uploadId: row.id,
      kind: row.kind,
      status: row.status,
      failure: row.failure,
      image: imageId ? (imageById.get(imageId) ?? null) : null,
      video,
    };
  });
}

/** The viewer's uploads of one kind, newest first; unlike uploadStates, an unknown id is simply not listed. */
export async function listUploads(
  ctx: RequestContext,
  kind: UploadKind,
  page: KeysetPage,
): Promise<MediaUploadRow[]> {
  const viewer = requireViewer(ctx);
  const query = ctx.db
    .selectFrom('media_uploads')
    .selectAll()
    .where('user_id', '=', viewer.id)
    .where('kind', '=', kind);
  return applyKeyset(query, UPLOAD_ORDER, page).execute();
}

/** Uploads are listed newest first; ids grow with time, so the id alone is the key. */
export const UPLOAD_ORDER: KeysetOrder = {
  sort: 'media_uploads.id',
  id: 'media_uploads.id',
  sortType: 'bigint',
  direction: 'desc',
};

/** What a pin made from an upload shows: the image, and for videos the video with its cover as the image. */
export async function uploadForPin(
  ctx: RequestContext,
  uploadId: string,
): Promise<{ imageId: string; videoId: string | null }> {
  const viewer = requireViewer(ctx);
  const upload = isEntityId(uploadId)
    ? await ctx.db
        .selectFrom('media_uploads')
        .selectAll()
        .where('id', '=', uploadId)
        .where('user_id', '=', viewer.id)
        .executeTakeFirst()
    : undefined;
  if (!upload) throw notFound('upload');
  if (isUploadPending(upload.status)) throw validationError(MEDIA_TEXTS.uploadNotReady, 'media_upload_id');
  if (upload.status !== 'succeeded') {
    throw validationError(upload.failure ?? MEDIA_TEXTS.uploadFailed, 'media_upload_id');
  }
  if (upload.video_id) {
    const [video] = await loadVideos(ctx.db, [upload.video_id]);
    return { imageId: video!.cover_image_id, videoId: upload.video_id };
  }
  return { imageId: upload.image_id!, videoId: null };
}

// ---------------------------------------------------------------------------------------------------------
// Processing (the worker's side)

export interface MediaJobDeps {
  db: Db;
  media: MediaStore;
  settings: ServerSettings;
  safeFetch: SafeFetch;
  video: VideoTools;
  now?: () => Date;
}

async function settle(
  db: DbOrTx,
  upload: MediaUploadRow,
  outcome: {
    status: 'succeeded' | 'failed';
    failure?: string;
    imageId?: string | null;
    videoId?: string | null;
  },
  now: Date,
): Promise<void> {
  await db
    .updateTable('media_uploads')
    .set({
      status: outcome.status,
      failure: outcome.failure ?? null,
      image_id: outcome.imageId ?? null,
      video_id: outcome.videoId ?? null,
      temp_path: null,
      updated_at: now,
    })
    .where('id', '=', upload.id)
    .where('status', '=', 'processing')
    .execute();
  if (upload.temp_path) await unlink(upload.temp_path).catch(() => {});
}

/**
 * Processes one upload: fetches a link with the safe fetcher or reads the received file, then stores the image
 * (sharp) or the video (ffmpeg). Expected failures (not an image, too small, private address…) fail the upload
 * with their text; anything else is thrown for the worker to retry. Safe to run twice.
 */
export async function processUpload(deps: MediaJobDeps, uploadId: string): Promise<void> {
  const { db, media } = deps;
  const now = deps.now ?? (() => new Date());
  const upload = await db
    .selectFrom('media_uploads')
    .selectAll()
    .where('id', '=', uploadId)
    .executeTakeFirst();
  if (upload?.status !== 'processing') return;
  const { settings } = deps;
  try {
    if (upload.source === 'url') {
      const fetched = await deps.safeFetch({
        url: upload.source_url ?? '',
        policy: settings.fetch,
        maxBytes: IMAGE_FETCH_MAX_BYTES,
        accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif,image/*;q=0.8',
      });
      const image = await storeImage(db, media, fetched.body, settings.maxImagePixels);
      await settle(db, upload, { status: 'succeeded', imageId: image.id }, now());
      return;
    }
    if (!upload.temp_path || !existsSync(upload.temp_path)) throw validationError(MEDIA_TEXTS.uploadFailed);
    if (upload.kind === 'pinimage') {
      const image = await storeImage(db, media, await readFile(upload.temp_path), settings.maxImagePixels);
      await settle(db, upload, { status: 'succeeded', imageId: image.id }, now());
    } else {
      await mkdir(settings.uploadDir, { recursive: true });
      const video = await storeVideo(db, media, deps.video, upload.temp_path, settings.uploadDir);
      await settle(db, upload, { status: 'succeeded', videoId: video.id }, now());
    }
  } catch (error) {
    if (!(error instanceof DomainError || error instanceof FetchError)) throw error;
    await settle(db, upload, { status: 'failed', failure: error.message }, now());
  }
}

/** The worker's handler for media jobs. */
export function mediaJobHandler(deps: MediaJobDeps): JobHandler {
  const now = deps.now ?? (() => new Date());
  return {
    run: (job: JobRow) => processUpload(deps, job.subject_id),
    async giveUp(job: JobRow, error: unknown) {
      console.error(`[media] upload ${job.subject_id} failed for good:`, error);
      const upload = await deps.db
        .selectFrom('media_uploads')
        .selectAll()
        .where('id', '=', job.subject_id)
        .executeTakeFirst();
      if (upload)
        await settle(deps.db, upload, { status: 'failed', failure: MEDIA_TEXTS.processingFailed }, now());
    },
  };
}

/**
 * Removes files from the upload folder that no processing upload is waiting on (left by a process that died
 * while receiving them). Files younger than `minAgeMs` are left alone: another process may be writing them.
 */
export async function sweepUploadFiles(
  db: Db,
  uploadDir: string,
  now: Date,
  minAgeMs = 60 * 60_000,
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(uploadDir);
  } catch {
    return 0;
  }
  const waiting = await db
    .selectFrom('media_uploads')
    .select('temp_path')
    .where('status', '=', 'processing')
    .where('temp_path', 'is not', null)
    .execute();
  const keep = new Set(waiting.map((r) => r.temp_path));
  let removed = 0;
  for (const name of names) {
    const file = path.join(uploadDir, name);
    if (keep.has(file)) continue;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || now.getTime() - info.mtimeMs < minAgeMs) continue;
    await unlink(file).catch(() => {});
    removed += 1;
  }
  return removed;
}
