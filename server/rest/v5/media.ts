import { notFound } from '../../domain/errors';
import { listUploads, registerUpload, uploadStates } from '../../domain/media/uploads';
import { originOf } from './origin';
import { pageQuery, type V5Route, v5Page, v5Route } from './route';
import { mediaAnswer, mediaCreateBody, mediaIdParams, mediaUploadAnswer, pageOf } from './schemas';
import { mediaV5 } from './serializers';

const TAG = 'media';

export const mediaRoutes: V5Route[] = [
  v5Route({
    method: 'POST',
    path: '/media',
    operationId: 'media/create',
    tag: TAG,
    summary: 'Register a video upload',
    description:
      'Registers a video upload. Then POST the file as multipart/form-data to upload_url, with each ' +
      'upload_parameters entry as a form field before the file (field name `file`) and the same bearer token; ' +
      'poll GET /media/{media_id} until it has succeeded, and create the pin with a video_id media source. ' +
      'Video uploads must be allowed for the account.',
    scopes: ['pins:write'],
    body: mediaCreateBody,
    success: { status: 201, description: 'Where and how to send the file.', schema: mediaUploadAnswer },
    failures: [400, 401, 403],
    handler: async (ctx, { request }) => {
      const registered = await registerUpload(ctx, 'video');
      return {
        media_id: registered.uploadId,
        media_type: 'video' as const,
        upload_url: `${originOf(request)}${registered.uploadUrl}`,
        upload_parameters: registered.uploadParameters,
      };
    },
  }),
  v5Route({
    method: 'GET',
    path: '/media',
    operationId: 'media/list',
    tag: TAG,
    summary: 'List your video uploads',
    description: 'Your video uploads with their status, newest first.',
    scopes: ['pins:read'],
    query: pageQuery,
    success: { status: 200, description: 'A page of uploads.', schema: pageOf(mediaAnswer) },
    failures: [400, 401, 403],
    handler: (ctx, { query }) =>
      v5Page(
        query,
        (page) => listUploads(ctx, 'video', page),
        (upload) => upload.id,
        async (uploads) => uploads.map(mediaV5),
      ),
  }),
  v5Route({
    method: 'GET',
    path: '/media/{media_id}',
    operationId: 'media/get',
    tag: TAG,
    summary: 'Get a video upload',
    description: 'Where one of your video uploads is: registered, processing, succeeded or failed.',
    scopes: ['pins:read'],
    params: mediaIdParams,
    success: { status: 200, description: 'The upload.', schema: mediaAnswer },
    failures: [400, 401, 403, 404],
    handler: async (ctx, { params }) => {
      const [state] = await uploadStates(ctx, [params.media_id]);
      if (state?.kind !== 'video') throw notFound('media');
      return { media_id: state.uploadId, media_type: 'video' as const, status: state.status };
    },
  }),
];
