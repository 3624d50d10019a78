import { MAX_UPLOAD_BYTES, UPLOAD_POLL_INTERVAL_MS } from '../core/mediaUpload';
import { imagePath } from '../core/pinSize';
import { findPinImages, type PinnableImage } from '../server/domain/media/pinImages';
import {
  type RegisteredUpload,
  registerImageUrl,
  registerUpload,
  type UploadState,
  uploadStates,
} from '../server/domain/media/uploads';
import { builder } from './builder';
import { domainErrors } from './errors';
import { ImageRef } from './refs';
import { VideoRef } from './video';

const UploadTypeEnum = builder.enumType('UploadType', {
  description: 'What an upload holds: a picture (pinimage) or a video (mp4/webm).',
  values: ['pinimage', 'video'] as const,
});

const UploadStatusEnum = builder.enumType('UploadStatusValue', {
  description: 'registered and processing: keep polling; succeeded: done; failed: see failureMessage.',
  values: ['registered', 'processing', 'succeeded', 'failed'] as const,
});

const UploadParameterRef = builder.objectRef<{ name: string; value: string }>('UploadParameter').implement({
  description: 'A signed form field to post, before the file, to the upload url.',
  fields: (t) => ({ name: t.exposeString('name'), value: t.exposeString('value') }),
});

const RegisteredUploadRef = builder.objectRef<RegisteredUpload>('RegisteredUpload').implement({
  description: `Where to POST the file (multipart: the parameters first, then the file as "file"). At most ${MAX_UPLOAD_BYTES} bytes; poll uploadStatus every ${UPLOAD_POLL_INTERVAL_MS} ms afterwards.`,
  fields: (t) => ({
    uploadId: t.exposeString('uploadId'),
    uploadUrl: t.exposeString('uploadUrl'),
    uploadParameters: t.field({
      type: [UploadParameterRef],
      resolve: (r) => Object.entries(r.uploadParameters).map(([name, value]) => ({ name, value })),
    }),
  }),
});

const UploadStatusRef = builder.objectRef<UploadState>('UploadStatus').implement({
  fields: (t) => ({
    uploadId: t.exposeString('uploadId'),
    type: t.field({ type: UploadTypeEnum, nullable: true, resolve: (s) => s.kind }),
    status: t.field({ type: UploadStatusEnum, resolve: (s) => s.status }),
    signature: t.string({ nullable: true, resolve: (s) => s.video?.signature ?? s.image?.signature ?? null }),
    failureMessage: t.exposeString('failure', { nullable: true }),
    /** The stored picture (for a video, its cover frame). */
    image: t.field({ type: ImageRef, nullable: true, resolve: (s) => s.image }),
    imageUrl: t.string({
      nullable: true,
      resolve: (s) => (s.image ? imagePath(s.image.signature, 'originals', s.image.format) : null),
    }),
    video: t.field({ type: VideoRef, nullable: true, resolve: (s) => s.video }),
  }),
});

const PinnableImageRef = builder.objectRef<PinnableImage>('PinnableImage').implement({
  fields: (t) => ({
    type: t.exposeString('type'),
    url: t.exposeString('url'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
  }),
});

builder.mutationField('registerUpload', (t) =>
  t.field({
    type: RegisteredUploadRef,
    description: 'Starts an upload (VIPResource create). Videos need the video_upload_allowed flag.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { type: t.arg({ type: UploadTypeEnum, defaultValue: 'pinimage' }) },
    resolve: (_, args, ctx) => registerUpload(ctx, args.type ?? 'pinimage'),
  }),
);

builder.queryField('uploadStatus', (t) =>
  t.field({
    type: [UploadStatusRef],
    description: "The state of each of the viewer's uploads, in the order asked (VIPResource get).",
    authScopes: { loggedIn: true },
    args: { ids: t.arg.stringList({ required: true }) },
    resolve: (_, args, ctx) => uploadStates(ctx, args.ids),
  }),
);

builder.mutationField('registerImageUrl', (t) =>
  t.field({
    type: UploadStatusRef,
    description:
      'Registers an image by its link (PUT /v3/pins/image/); the server fetches it. Poll uploadStatus.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { url: t.arg.string({ required: true }) },
    resolve: async (_, args, ctx) => {
      const upload = await registerImageUrl(ctx, args.url);
      return (await uploadStates(ctx, [upload.id]))[0]!;
    },
  }),
);

builder.queryField('findPinImages', (t) =>
  t.field({
    type: [PinnableImageRef],
    description:
      'The pinnable images (over 119 px on both sides) of a web page. Empty when the page cannot be read.',
    authScopes: { loggedIn: true },
    args: { url: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => findPinImages(ctx, args.url),
  }),
);
