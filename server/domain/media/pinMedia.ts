import { decodeImageData, INVALID_IMAGE } from '../../../core/pinCreate';
import type { DbOrTx, Tx } from '../../db/database';
import type { PinRow } from '../../db/tables/pins';
import type { RequestContext } from '../context';
import { validationError } from '../errors';
import { discardStoredImage, type StoredImage, storeImageDetailed } from './media';
import { IMAGE_FETCH_MAX_BYTES, uploadForPin } from './uploads';

/** The picture (and video) a new pin will show. */
export interface PinMedia {
  imageId: string;
  videoId: string | null;
  /** Takes back what resolving stored, when the pin could not be made after all. */
  discard(): Promise<void>;
}

const KEEP = async () => {};

function storedMedia(ctx: RequestContext, stored: StoredImage): PinMedia {
  return {
    imageId: stored.image.id,
    videoId: null,
    discard: () => discardStoredImage(ctx.db, ctx.media, stored),
  };
}

/**
 * Resolves the image of a pin-create payload: a finished upload of the viewer's
 * (media_upload_id), base64 image data (image_base64), or an image link fetched now with the safe fetcher
 * (image_url). Each bad input fails with its own text before anything is written.
 */
export async function resolvePinMedia(
  ctx: RequestContext,
  payload: { imageBase64?: string | null; imageUrl?: string | null; mediaUploadId?: string | null },
): Promise<PinMedia> {
  if (payload.mediaUploadId) {
    return { ...(await uploadForPin(ctx, payload.mediaUploadId)), discard: KEEP };
  }
  if (payload.imageBase64) {
    const bytes = decodeImageData(payload.imageBase64);
    if (!bytes) throw validationError(INVALID_IMAGE, 'image');
    return storedMedia(
      ctx,
      await storeImageDetailed(ctx.db, ctx.media, Buffer.from(bytes), ctx.settings.maxImagePixels),
    );
  }
  if (payload.imageUrl) {
    const fetched = await ctx.safeFetch({
      url: payload.imageUrl,
      policy: ctx.settings.fetch,
      maxBytes: IMAGE_FETCH_MAX_BYTES,
      accept: 'image/webp,image/png,image/jpeg,image/gif,image/*;q=0.8',
    });
    return storedMedia(
      ctx,
      await storeImageDetailed(ctx.db, ctx.media, fetched.body, ctx.settings.maxImagePixels),
    );
  }
  throw validationError('Choose an image for your Pin.', 'image');
}

/** Puts a video on a pin just inserted in the same transaction. */
export async function attachVideo(tx: Tx, pin: PinRow, videoId: string | null): Promise<PinRow> {
  if (!videoId) return pin;
  await tx.updateTable('pins').set({ video_id: videoId }).where('id', '=', pin.id).execute();
  return pin;
}

/** The video a pin shows, if any (a repin of a video pin shows the same video). */
export async function pinVideoId(db: DbOrTx, pinId: string): Promise<string | null> {
  const row = await db.selectFrom('pins').select('video_id').where('id', '=', pinId).executeTakeFirst();
  return row?.video_id ?? null;
}
