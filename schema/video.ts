import { videoPath } from '../core/mediaUpload';
import type { VideoRow } from '../server/db/tables/videos';
import { loadVideos } from '../server/domain/media/videos';
import { imageSpec } from '../server/views/images';
import { builder } from './builder';
import { ImageSpecRef, withImage } from './image';
import { ImageRef } from './refs';

/** A stored video: the file served under /media, its size and length, and its cover frame. */
export const VideoRef = builder.loadableObjectRef('Video', {
  load: async (ids: string[], ctx) =>
    (await loadVideos(ctx.db, ids)).filter((v): v is VideoRow => v !== null),
  sort: (video: VideoRow) => video.id,
});

VideoRef.implement({
  fields: (t) => ({
    url: t.string({ resolve: (v) => videoPath(v.signature, v.format) }),
    signature: t.exposeString('signature'),
    format: t.exposeString('format', { description: 'mp4 or webm' }),
    durationMs: t.exposeInt('duration_ms'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    coverImage: t.field({ type: ImageRef, resolve: (v) => v.cover_image_id }),
    coverImageSpec_236x: t.field({
      type: ImageSpecRef,
      resolve: (v, _, ctx) => withImage(ctx, v.cover_image_id, (image) => imageSpec(image!, '236x')),
    }),
    coverImageSpec_orig: t.field({
      type: ImageSpecRef,
      resolve: (v, _, ctx) => withImage(ctx, v.cover_image_id, (image) => imageSpec(image!, 'originals')),
    }),
  }),
});
