import { videoPath } from '../../../core/mediaUpload';
import type { Db, DbOrTx, Tx } from '../../db/database';
import type { ImageRow } from '../../db/tables/images';
import type { VideoRow } from '../../db/tables/videos';
import { deleteUnusedImages, imageFiles, storePath } from './media';
import type { MediaStore } from './mediaStore';
import { UPLOAD_PARAMETERS_TTL_S } from './uploads';

/**
 * How long a settled upload (succeeded or failed) is kept: long enough for a pin builder left open to publish,
 * short enough that pictures uploaded for a pin that was never saved do not pile up.
 */
export const SETTLED_UPLOAD_TTL_MS = 24 * 60 * 60_000;

/** A registered upload whose signed parameters expired can never receive its file. */
const UNUSED_REGISTRATION_TTL_MS = UPLOAD_PARAMETERS_TTL_S * 1000 + 10 * 60_000;

const BATCH = 200;

export interface PurgeCounts {
  uploads: number;
  images: number;
  videos: number;
}

/**
 * Deletes uploads nobody will use any more — registrations whose parameters expired, failed uploads and
 * uploads that succeeded but were never saved as a pin — with the pictures and videos only they used (rows and
 * files). Pictures a pin, a video, an avatar, a board cover or another upload uses stay. Safe to run from
 * several processes at once.
 */
export async function purgeStaleUploads(
  deps: { db: Db; media: MediaStore },
  now: Date,
): Promise<PurgeCounts> {
  const { db, media } = deps;
  const counts: PurgeCounts = { uploads: 0, images: 0, videos: 0 };
  const registeredBefore = new Date(now.getTime() - UNUSED_REGISTRATION_TTL_MS);
  const settledBefore = new Date(now.getTime() - SETTLED_UPLOAD_TTL_MS);
  let after = '0';
  for (;;) {
    const batch = await db
      .selectFrom('media_uploads')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'registered'), eb('updated_at', '<', registeredBefore)]),
          eb.and([eb('status', 'in', ['succeeded', 'failed']), eb('updated_at', '<', settledBefore)]),
        ]),
      )
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (batch.length === 0) return counts;
    after = batch[batch.length - 1]!.id;
    let removed: Awaited<ReturnType<typeof purgeBatch>>;
    try {
      removed = await purgeBatch(
        db,
        batch.map((row) => row.id),
      );
    } catch (error) {
      // A pin took one of these pictures into use this very moment (the foreign key refused the delete): the
      // batch is tried again next time.
      console.warn('[media purge] a batch was left for the next run:', (error as Error).message);
      continue;
    }
    counts.uploads += removed.uploads;
    counts.images += removed.images.length;
    counts.videos += removed.videos.length;
    await removeFiles(media, removed.images, removed.videos);
  }
}

async function purgeBatch(db: Db, uploadIds: string[]) {
  return db.transaction().execute(async (tx) => {
    // Re-checked here: an upload may have been taken into processing since it was listed.
    const uploads = await tx
      .deleteFrom('media_uploads')
      .where('id', 'in', uploadIds)
      .where('status', '!=', 'processing')
      .returning(['image_id', 'video_id'])
      .execute();
    return { uploads: uploads.length, ...(await deleteUnusedMediaOf(tx, uploads)) };
  });
}

/** Deletes those of the given videos no pin or upload uses, answering the deleted rows. */
/** Deletes the videos and pictures these rows point at that nothing uses any more (a video's cover goes with it). */
async function deleteUnusedMediaOf(
  db: DbOrTx,
  rows: readonly { image_id: string | null; video_id: string | null }[],
): Promise<{ videos: VideoRow[]; images: Awaited<ReturnType<typeof deleteUnusedImages>> }> {
  const videos = await deleteUnusedVideos(
    db,
    rows.flatMap((row) => (row.video_id ? [row.video_id] : [])),
  );
  const images = await deleteUnusedImages(db, [
    ...rows.flatMap((row) => (row.image_id ? [row.image_id] : [])),
    ...videos.map((video) => video.cover_image_id),
  ]);
  return { videos, images };
}

async function deleteUnusedVideos(db: DbOrTx, ids: readonly string[]): Promise<VideoRow[]> {
  if (ids.length === 0) return [];
  return db
    .deleteFrom('videos')
    .where('videos.id', 'in', [...new Set(ids)])
    .where(({ not, exists, selectFrom, ref }) =>
      not(
        exists(
          selectFrom('pins')
            .select('pins.id')
            .where('pins.video_id', '=', ref('videos.id'))
            .union(
              selectFrom('media_uploads')
                .select('media_uploads.id')
                .where('media_uploads.video_id', '=', ref('videos.id')),
            )
            .union(
              selectFrom('scheduled_pins')
                .select('scheduled_pins.id')
                .where('scheduled_pins.video_id', '=', ref('videos.id')),
            ),
        ),
      ),
    )
    .returningAll()
    .execute();
}

/**
 * Notes the pictures and videos of pins about to be deleted (these pins, or every pin of a board), inside the
 * deleting transaction, so the purge can delete the files once nothing uses them: a deleted pin's picture must
 * not stay on the server for good under a URL someone once saw.
 */
export async function queuePinMediaForPurge(
  tx: Tx,
  pins: { pinIds: readonly string[] } | { boardId: string },
): Promise<void> {
  if ('pinIds' in pins && pins.pinIds.length === 0) return;
  await tx
    .insertInto('media_purge_candidates')
    .columns(['image_id', 'video_id'])
    .expression((eb) => {
      const query = eb.selectFrom('pins').select(['pins.image_id', 'pins.video_id']).distinct();
      // A board's pins waiting to be published go with it (its foreign key deletes them).
      return 'boardId' in pins
        ? query
            .where('pins.board_id', '=', pins.boardId)
            .union(
              eb
                .selectFrom('scheduled_pins')
                .select(['scheduled_pins.image_id', 'scheduled_pins.video_id'])
                .where('scheduled_pins.board_id', '=', pins.boardId),
            )
        : query.where('pins.id', 'in', [...pins.pinIds]);
    })
    .execute();
}

/**
 * Deletes the pictures and videos of deleted pins (rows and files) that nothing uses any more: no other pin —
 * repins share their source's picture —, upload, video, avatar or board cover. Those still in use stay and are
 * forgotten as candidates; a later deletion of their last pin queues them again. Safe to run from several
 * processes at once.
 */
export async function purgeDeletedPinMedia(deps: { db: Db; media: MediaStore }): Promise<PurgeCounts> {
  const { db, media } = deps;
  const counts: PurgeCounts = { uploads: 0, images: 0, videos: 0 };
  let after = '0';
  for (;;) {
    const batch = await db
      .selectFrom('media_purge_candidates')
      .select('id')
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (batch.length === 0) return counts;
    after = batch[batch.length - 1]!.id;
    let removed: { images: ImageRow[]; videos: VideoRow[] };
    try {
      removed = await db.transaction().execute(async (tx) => {
        const candidates = await tx
          .deleteFrom('media_purge_candidates')
          .where(
            'id',
            'in',
            batch.map((row) => row.id),
          )
          .returning(['image_id', 'video_id'])
          .execute();
        return deleteUnusedMediaOf(tx, candidates);
      });
    } catch (error) {
      // A new pin took one of these pictures into use this very moment: the batch is tried again next time.
      console.warn('[media purge] a batch was left for the next run:', (error as Error).message);
      continue;
    }
    counts.images += removed.images.length;
    counts.videos += removed.videos.length;
    await removeFiles(media, removed.images, removed.videos);
  }
}

/** Every purge: stale uploads, then what deleted pins left behind. */
export async function purgeMedia(deps: { db: Db; media: MediaStore }, now: Date): Promise<PurgeCounts> {
  const uploads = await purgeStaleUploads(deps, now);
  const pins = await purgeDeletedPinMedia(deps);
  return {
    uploads: uploads.uploads,
    images: uploads.images + pins.images,
    videos: uploads.videos + pins.videos,
  };
}

/** Files go once the rows are gone for good; files a crash or a store failure leaves behind are unreachable. */
async function removeFiles(media: MediaStore, images: ImageRow[], videos: VideoRow[]): Promise<void> {
  await media
    .remove([
      ...images.flatMap(imageFiles),
      ...videos.map((video) => storePath(videoPath(video.signature, video.format))),
    ])
    .catch((error: unknown) =>
      console.warn('[media purge] files left in the store:', (error as Error).message),
    );
}
