import { MAX_UPLOAD_BYTES, MEDIA_TEXTS, type UploadKind } from './mediaUpload';

/**
 * The pin builder (`/pin-builder/`): a file becomes an upload, then a pin, through the states of `PinDraftState`;
 * files over 200 MB are refused before anything is sent.
 */

/** An image is usable only when both sides exceed 119 px. */
export const MIN_IMAGE_SIDE_EXCLUSIVE = 119;

export function isLargeEnoughImage(size: { width: number; height: number }): boolean {
  return size.width > MIN_IMAGE_SIDE_EXCLUSIVE && size.height > MIN_IMAGE_SIDE_EXCLUSIVE;
}

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'];
const VIDEO_TYPES = ['video/mp4', 'video/webm'];
const IMAGE_EXTENSIONS = /\.(png|jpe?g|webp|gif|avif)$/i;
const VIDEO_EXTENSIONS = /\.(mp4|webm)$/i;

/** What the file picker and drop zone accept. */
export const PIN_BUILDER_ACCEPT = [...IMAGE_TYPES, ...VIDEO_TYPES, '.mp4', '.webm'].join(',');

export const UNSUPPORTED_FILE_TEXT = 'Choose an image (PNG, JPEG, WebP, GIF) or an MP4 or WebM video.';

/**
 * The upload type for a chosen file, from its type or, when the browser gives none, its name; null for files
 * we do not take. The server checks the content itself; this only routes the file.
 */
export function uploadKindOf(file: { type: string; name: string }): UploadKind | null {
  const type = file.type.toLowerCase();
  if (IMAGE_TYPES.includes(type)) return 'pinimage';
  if (VIDEO_TYPES.includes(type)) return 'video';
  if (type) return null;
  if (IMAGE_EXTENSIONS.test(file.name)) return 'pinimage';
  if (VIDEO_EXTENSIONS.test(file.name)) return 'video';
  return null;
}

/** Checked before anything is sent — empty files and files over 200 MB are refused. */
export function fileSizeError(bytes: number): string | null {
  if (bytes <= 0) return MEDIA_TEXTS.emptyFile;
  if (bytes > MAX_UPLOAD_BYTES) return MEDIA_TEXTS.tooLarge;
  return null;
}

/** Whole percent of an upload, 0 to 100; 0 until the size is known. */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}

/** Characters left under a limit (negative past it), for the live counters. */
export function charactersLeft(text: string, max: number): number {
  return max - text.length;
}

/** How many files one multi-pin upload takes (spec: multi pin, partners and signed-in users by default). */
export const MAX_FILES_AT_ONCE = 20;

export const MULTI_PIN_TEXTS = {
  tooMany: `You can upload up to ${MAX_FILES_AT_ONCE} files at once. Choose fewer files.`,
  noBoard: 'Choose a board for this Pin.',
  carouselBoard: "In the carousel, on the first card's board.",
} as const;

/** Files past the limit are refused as a whole (nothing starts), so the person chooses again knowingly. */
export function chosenFilesError(alreadyChosen: number, adding: number): string | null {
  return alreadyChosen + adding > MAX_FILES_AT_ONCE ? MULTI_PIN_TEXTS.tooMany : null;
}

/**
 * One draft pin's state in the builder, from choosing a file to the published pin — the one type the builder's
 * screens read (the pin-builder statuses: uploading, processing, publishing, succeeded; item edited, saved).
 */
export type PinDraftState =
  | 'idle'
  | 'uploading'
  | 'processing'
  | 'ready'
  | 'publishing'
  | 'published'
  | 'error';

/** Where the file is on its way (the upload pipeline's own phases). */
export type UploadPipelinePhase = 'attempted' | 'uploading' | 'processing' | 'ready' | 'failed';

/** Where publishing the draft is: not yet asked, on its way, done, or refused with a text. */
export type DraftPublishPhase = 'none' | 'publishing' | 'published' | 'refused';

/** The draft's state from its upload and publish phases: publishing outcomes win over the upload's. */
export function pinDraftState(upload: UploadPipelinePhase | null, publish: DraftPublishPhase): PinDraftState {
  if (publish === 'published') return 'published';
  if (publish === 'publishing') return 'publishing';
  if (publish === 'refused') return 'error';
  switch (upload) {
    case null:
      return 'idle';
    case 'attempted':
    case 'uploading':
      return 'uploading';
    case 'processing':
      return 'processing';
    case 'ready':
      return 'ready';
    case 'failed':
      return 'error';
  }
}

/** What a draft's status line says. */
export function pinDraftStateText(state: PinDraftState, percent: number, failure: string | null): string {
  switch (state) {
    case 'idle':
      return 'Waiting to upload';
    case 'uploading':
      return `Uploading… ${percent}%`;
    case 'processing':
      return 'Processing…';
    case 'ready':
      return 'Upload complete';
    case 'publishing':
      return 'Publishing…';
    case 'published':
      return 'Published';
    case 'error':
      return failure || MEDIA_TEXTS.uploadFailed;
  }
}

/** A draft may be published once its file is on its way or ready and it has a board and fitting texts. */
export function isDraftPublishable(state: PinDraftState, boardChosen: boolean, textsFit: boolean): boolean {
  return boardChosen && textsFit && (state === 'uploading' || state === 'processing' || state === 'ready');
}

/** The summary after "Publish all": how many were published and how many stay with their error. */
export function multiPublishSummary(published: number, failed: number): string {
  const pins = (n: number) => `${n} ${n === 1 ? 'Pin' : 'Pins'}`;
  if (failed === 0) return `Published ${pins(published)}`;
  if (published === 0) return `${pins(failed)} could not be published. Check the errors below.`;
  return `Published ${pins(published)}; ${failed} could not be published. Check the errors below.`;
}
