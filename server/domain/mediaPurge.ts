import { videoPath } from '../../core/mediaUpload';
import type { Db } from '../db/database';
import type { VideoRow } from '../db/tables/videos';
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
    // Files go once the rows are gone for good; files a crash or a store failure leaves behind are unreachable.
    await media
      .remove([
        ...removed.images.flatMap(imageFiles),
        ...removed.videos.map((video) => storePath(videoPath(video.signature, video.format))),
      ])
      .catch((error: unknown) =>
        console.warn('[media purge] files left in the store:', (error as Error).message),
      );
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
    const videoIds = [...new Set(uploads.flatMap((u) => (u.video_id ? [u.video_id] : [])))];
    const videos: VideoRow[] =
      videoIds.length === 0
        ? []
        : await tx
            .deleteFrom('videos')
            .where('videos.id', 'in', videoIds)
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
                    ),
                ),
              ),
            )
            .returningAll()
            .execute();
    const images = await deleteUnusedImages(tx, [
      ...uploads.flatMap((u) => (u.image_id ? [u.image_id] : [])),
      ...videos.map((video) => video.cover_image_id),
    ]);
    return { uploads: uploads.length, videos, images };
  });
}
