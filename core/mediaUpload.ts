/** Pin-builder maximum file size: 200 MB. */
export const MAX_UPLOAD_BYTES = 209_715_200;

/** How often the client asks for an upload's status. */
export const UPLOAD_POLL_INTERVAL_MS = 5000;

/** An upload's life: registered, then processing, then succeeded or failed. */
export type UploadStatus = 'registered' | 'processing' | 'succeeded' | 'failed';

/** What an upload holds: the VIPResource `type` is pinimage for pictures and video for videos. */
export type UploadKind = 'pinimage' | 'video';

export function isUploadKind(value: string): value is UploadKind {
  return value === 'pinimage' || value === 'video';
}

/** Statuses in which the client keeps polling; any status but these and succeeded is a failure. */
export function isUploadPending(status: string): boolean {
  return status === 'registered' || status === 'processing';
}

/** User-facing texts of the upload and image-fetch pipeline, one per way it can fail. */
export const MEDIA_TEXTS = {
  invalidImage: 'Invalid Image',
  damagedImage: "We couldn't read this image. The file looks damaged.",
  tooSmall: 'Images must be larger than 119 pixels on both sides.',
  tooLarge: 'Your file is larger than 200 MB. Choose a smaller file.',
  emptyFile: 'That file is empty.',
  notAVideo: "This file isn't a video we can use. Upload an MP4 or WebM video.",
  videoTooSmall: 'Videos must be larger than 119 pixels on both sides.',
  videoNotAllowed: "Video uploads aren't available for your account.",
  uploadExpired: 'This upload link has expired. Please start the upload again.',
  uploadRefused: "This upload link isn't valid for your account.",
  uploadUsed: 'This upload has already received its file.',
  uploadMissingFile: 'Choose a file to upload.',
  uploadNotReady: "That upload isn't ready yet. Wait for it to finish processing.",
  uploadFailed: "That upload didn't work. Please upload the file again.",
  processingFailed: "Sorry! We couldn't process this file. Please try again.",
  linkInvalid: 'Please enter a valid link (it must start with http:// or https://).',
  linkPrivate: "That link points to a private network address, so we can't fetch it.",
  linkTimeout: 'The site took too long to answer.',
  linkTooManyRedirects: 'That link redirected too many times.',
  linkUnreachable: "We couldn't reach that site.",
  linkTooLarge: 'The file at that link is larger than we accept.',
} as const;

/** What a link answered with an HTTP error status. */
export function linkStatusText(status: number): string {
  return `We couldn't load that link (the site answered ${status}).`;
}

/** The public path of a stored video, built from its content signature like image paths. */
export function videoPath(signature: string, format: 'mp4' | 'webm'): string {
  return `/media/videos/${signature.slice(0, 2)}/${signature.slice(2, 4)}/${signature}.${format}`;
}
