import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, MEDIA_TEXTS } from '../../core/mediaUpload';
import {
  charactersLeft,
  chosenFilesError,
  fileSizeError,
  isDraftPublishable,
  isLargeEnoughImage,
  MULTI_PIN_TEXTS,
  multiPublishSummary,
  pinDraftState,
  pinDraftStateText,
  uploadKindOf,
  uploadPercent,
} from '../../core/pinBuilder';

describe('pin builder files', () => {
  it('takes images as pinimage uploads and MP4 or WebM as video', () => {
    expect(uploadKindOf({ type: 'image/jpeg', name: 'a.jpg' })).toBe('pinimage');
    expect(uploadKindOf({ type: 'image/webp', name: 'a' })).toBe('pinimage');
    expect(uploadKindOf({ type: 'video/mp4', name: 'clip.mp4' })).toBe('video');
    expect(uploadKindOf({ type: 'video/webm', name: 'clip' })).toBe('video');
  });

  it('falls back to the file name when the browser gives no type, and refuses other files', () => {
    expect(uploadKindOf({ type: '', name: 'holiday.JPG' })).toBe('pinimage');
    expect(uploadKindOf({ type: '', name: 'clip.webm' })).toBe('video');
    expect(uploadKindOf({ type: 'application/pdf', name: 'a.png' })).toBeNull();
    expect(uploadKindOf({ type: 'video/quicktime', name: 'a.mov' })).toBeNull();
    expect(uploadKindOf({ type: '', name: 'notes.txt' })).toBeNull();
  });

  it('checks the 200 MB limit (209715200 bytes) before uploading, and refuses empty files', () => {
    expect(MAX_UPLOAD_BYTES).toBe(209_715_200);
    expect(fileSizeError(MAX_UPLOAD_BYTES)).toBeNull();
    expect(fileSizeError(MAX_UPLOAD_BYTES + 1)).toBe(MEDIA_TEXTS.tooLarge);
    expect(fileSizeError(0)).toBe(MEDIA_TEXTS.emptyFile);
    expect(fileSizeError(1)).toBeNull();
  });

  it('accepts images only when both sides exceed 119 px', () => {
    expect(isLargeEnoughImage({ width: 120, height: 120 })).toBe(true);
    expect(isLargeEnoughImage({ width: 119, height: 800 })).toBe(false);
    expect(isLargeEnoughImage({ width: 800, height: 119 })).toBe(false);
  });
});

describe('pin builder progress and statuses', () => {
  it('reports whole percents, 0 until the size is known', () => {
    expect(uploadPercent(0, 0)).toBe(0);
    expect(uploadPercent(512, 1024)).toBe(50);
    expect(uploadPercent(1023, 1024)).toBe(99);
    expect(uploadPercent(2048, 1024)).toBe(100);
  });

  it('says what each state means, failures with the server text', () => {
    expect(pinDraftStateText('uploading', 42, null)).toBe('Uploading… 42%');
    expect(pinDraftStateText('processing', 100, null)).toBe('Processing…');
    expect(pinDraftStateText('ready', 100, null)).toBe('Upload complete');
    expect(pinDraftStateText('publishing', 100, null)).toBe('Publishing…');
    expect(pinDraftStateText('published', 100, null)).toBe('Published');
    expect(pinDraftStateText('error', 0, MEDIA_TEXTS.tooSmall)).toBe(MEDIA_TEXTS.tooSmall);
    expect(pinDraftStateText('error', 0, null)).toBe(MEDIA_TEXTS.uploadFailed);
  });

  it('counts the characters left, negative past the limit', () => {
    expect(charactersLeft('abc', 100)).toBe(97);
    expect(charactersLeft('x'.repeat(101), 100)).toBe(-1);
  });

  it('allows Publish with a file on its way or ready, a board and texts within their limits, once', () => {
    expect(isDraftPublishable(pinDraftState('attempted', 'none'), true, true)).toBe(true);
    expect(isDraftPublishable(pinDraftState('processing', 'none'), true, true)).toBe(true);
    expect(isDraftPublishable(pinDraftState('ready', 'none'), false, true)).toBe(false);
    expect(isDraftPublishable(pinDraftState('ready', 'none'), true, false)).toBe(false);
    expect(isDraftPublishable(pinDraftState('failed', 'none'), true, true)).toBe(false);
    expect(isDraftPublishable(pinDraftState('ready', 'publishing'), true, true)).toBe(false);
    expect(isDraftPublishable(pinDraftState('ready', 'published'), true, true)).toBe(false);
  });
});

describe('multi-pin upload', () => {
  it('takes up to 20 files at once and refuses more with a clear text', () => {
    expect(chosenFilesError(0, 20)).toBeNull();
    expect(chosenFilesError(0, 21)).toBe('You can upload up to 20 files at once. Choose fewer files.');
    expect(chosenFilesError(18, 2)).toBeNull();
    expect(chosenFilesError(18, 3)).toBe(MULTI_PIN_TEXTS.tooMany);
  });

  it('drives each draft through idle, uploading, processing, ready, publishing, published or error', () => {
    expect(pinDraftState(null, 'none')).toBe('idle');
    expect(pinDraftState('attempted', 'none')).toBe('uploading');
    expect(pinDraftState('uploading', 'none')).toBe('uploading');
    expect(pinDraftState('processing', 'none')).toBe('processing');
    expect(pinDraftState('ready', 'none')).toBe('ready');
    expect(pinDraftState('failed', 'none')).toBe('error');
    expect(pinDraftState('ready', 'publishing')).toBe('publishing');
    expect(pinDraftState('ready', 'published')).toBe('published');
    expect(pinDraftState('ready', 'refused')).toBe('error');
    expect(pinDraftStateText('uploading', 42, null)).toBe('Uploading… 42%');
    expect(pinDraftStateText('error', 0, 'Board not found.')).toBe('Board not found.');
  });

  it('publishes a draft only with a board and fitting texts, once its file is on its way', () => {
    expect(isDraftPublishable('ready', true, true)).toBe(true);
    expect(isDraftPublishable('uploading', true, true)).toBe(true);
    expect(isDraftPublishable('ready', false, true)).toBe(false);
    expect(isDraftPublishable('ready', true, false)).toBe(false);
    expect(isDraftPublishable('error', true, true)).toBe(false);
    expect(isDraftPublishable('published', true, true)).toBe(false);
  });

  it('sums up a publish-all with the ones that stay with their error', () => {
    expect(multiPublishSummary(2, 0)).toBe('Published 2 Pins');
    expect(multiPublishSummary(1, 1)).toBe(
      'Published 1 Pin; 1 could not be published. Check the errors below.',
    );
    expect(multiPublishSummary(0, 1)).toBe('1 Pin could not be published. Check the errors below.');
  });
});
