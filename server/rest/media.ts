import type { FastifyInstance } from 'fastify';
import { videoPath } from '../../core/mediaUpload';
import { imagePath } from '../../core/pinSize';
import { findPinImages } from '../domain/media/pinImages';
import { registerImageUrl, registerUpload, type UploadState, uploadStates } from '../domain/media/uploads';
import { respond } from './envelope';
import { listOf, textOf } from './fields';
import type { ResourceTable } from './resourceTypes';

/** One upload as VIPResource get answers it: status and signature, and what it became. */
export function uploadStateJson(state: UploadState) {
  const { image, video } = state;
  return {
    status: state.status,
    signature: video?.signature ?? image?.signature ?? null,
    type: state.kind,
    failure_message: state.failure,
    image_url: image ? imagePath(image.signature, 'originals', image.format) : null,
    width: video?.width ?? image?.width ?? null,
    height: video?.height ?? image?.height ?? null,
    dominant_color: image?.dominant_color ?? null,
    video_url: video ? videoPath(video.signature, video.format) : null,
    duration_ms: video?.duration_ms ?? null,
  };
}

export const mediaResources: ResourceTable = {
  /** The upload service: create registers an upload, get reports each upload's state. */
  VIPResource: {
    create: async (ctx, o) => {
      const registered = await registerUpload(ctx, textOf(o, 'type') || 'pinimage');
      return {
        upload_id: registered.uploadId,
        upload_url: registered.uploadUrl,
        upload_parameters: registered.uploadParameters,
      };
    },
    get: async (ctx, o) => {
      const states = await uploadStates(ctx, listOf(o, 'upload_ids'));
      return Object.fromEntries(states.map((state) => [state.uploadId, uploadStateJson(state)]));
    },
  },
  /** Pinnable images of a page; scrapeMetric is the client's own measurement tag. */
  FindPinImagesResource: {
    get: async (ctx, o) => ({ items: await findPinImages(ctx, textOf(o, 'url')) }),
  },
};

export function registerMediaRoutes(app: FastifyInstance): void {
  // PUT /v3/pins/image/ (async): registers an image by its link; poll VIPResource get with the upload_id.
  app.put<{ Body: Record<string, unknown> | undefined; Querystring: { image_url?: string } }>(
    '/v3/pins/image/',
    (request, reply) =>
      respond(reply, async () => {
        const fromBody = request.body?.image_url;
        const imageUrl = typeof fromBody === 'string' ? fromBody : (request.query.image_url ?? '');
        const upload = await registerImageUrl(request.ctx, imageUrl);
        return { upload_id: upload.id, status: upload.status, signature: null };
      }),
  );
}
