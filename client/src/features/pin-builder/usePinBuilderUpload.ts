import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MEDIA_TEXTS, type UploadKind } from '../../../../core/mediaUpload';
import {
  fileSizeError,
  isLargeEnoughImage,
  UNSUPPORTED_FILE_TEXT,
  uploadKindOf,
  uploadPercent,
} from '../../../../core/pinBuilder';
import { waitForUpload } from '../media-upload/pollUploads';
import { postUploadFile, UploadPostError } from '../media-upload/postUploadFile';
import type { UploadState } from '../media-upload/uploadStatus';
import { useRegisterUploadMutation } from '../media-upload/useRegisterUploadMutation';

/** Where one chosen file is on its way to becoming a pin's media. */
export type UploadPhase = 'attempted' | 'uploading' | 'processing' | 'ready' | 'failed';

export interface PinBuilderUpload {
  file: File;
  kind: UploadKind;
  /** A local preview of a picture (blob url), shown from the start. */
  previewUrl: string | null;
  phase: UploadPhase;
  percent: number;
  failure: string | null;
  uploadId: string | null;
  /** The finished upload: our copy of the picture, or the video and its cover. */
  result: UploadState | null;
}

/** The natural size of a local picture, or null when the browser cannot read it (the server then decides). */
function measure(url: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

/**
 * One file through the upload pipeline: checked here first (type, 200 MB, pictures over 119 px
 * on both sides), then registered (attempted), posted with real progress (uploading), polled every 5000 ms
 * while the server processes it, and ready — or failed with the server's text. `ready()` resolves with the
 * finished upload for Publish, whenever it is pressed.
 */
export function usePinBuilderUpload() {
  const client = useApolloClient();
  const [registerUpload] = useRegisterUploadMutation();
  const [upload, setUpload] = useState<PinBuilderUpload | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const readyRef = useRef<Promise<UploadState> | null>(null);

  const update = useCallback((file: File, patch: Partial<PinBuilderUpload>) => {
    setUpload((current) => (current?.file === file ? { ...current, ...patch } : current));
  }, []);

  // A page left mid-upload stops it and lets go of the preview.
  useEffect(() => () => abortRef.current?.abort(), []);
  const previewUrl = upload?.previewUrl;
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  const run = useCallback(
    async (
      file: File,
      kind: UploadKind,
      preview: string | null,
      signal: AbortSignal,
    ): Promise<UploadState> => {
      const fail = (text: string): never => {
        update(file, { phase: 'failed', failure: text });
        throw new UploadPostError(text);
      };
      if (preview) {
        const size = await measure(preview);
        if (size && !isLargeEnoughImage(size)) fail(MEDIA_TEXTS.tooSmall);
      }
      const { data } = await registerUpload({ variables: { type: kind } }).catch(() => ({ data: null }));
      const registered = data?.registerUpload;
      if (registered?.__typename !== 'MutationRegisterUploadSuccess') {
        return fail(
          registered?.__typename === 'DomainError'
            ? registered.messageDetail || registered.message
            : MEDIA_TEXTS.uploadFailed,
        );
      }
      const target = registered.data;
      update(file, { phase: 'uploading', uploadId: target.uploadId });
      try {
        await postUploadFile(target, file, {
          signal,
          onProgress: (loaded, total) => update(file, { percent: uploadPercent(loaded, total) }),
        });
      } catch (error) {
        if (signal.aborted) throw error;
        fail(error instanceof UploadPostError ? error.message : MEDIA_TEXTS.uploadFailed);
      }
      update(file, { phase: 'processing', percent: 100 });
      const state = await waitForUpload(client, target.uploadId, signal);
      if (state.status !== 'succeeded') fail(state.failureMessage || MEDIA_TEXTS.processingFailed);
      update(file, { phase: 'ready', result: state });
      return state;
    },
    [client, registerUpload, update],
  );

  const start = useCallback(
    (file: File) => {
      abortRef.current?.abort();
      const kind = uploadKindOf(file);
      const refusal = kind ? fileSizeError(file.size) : UNSUPPORTED_FILE_TEXT;
      const preview = kind === 'pinimage' && !refusal ? URL.createObjectURL(file) : null;
      setUpload({
        file,
        kind: kind ?? 'pinimage',
        previewUrl: preview,
        phase: refusal ? 'failed' : 'attempted',
        percent: 0,
        failure: refusal,
        uploadId: null,
        result: null,
      });
      if (!kind || refusal) {
        readyRef.current = null;
        return;
      }
      const controller = new AbortController();
      abortRef.current = controller;
      const ready = run(file, kind, preview, controller.signal);
      // Publish may never be pressed: a failure is already on screen, not an unhandled rejection.
      ready.catch(() => {});
      readyRef.current = ready;
    },
    [run],
  );

  const clear = useCallback(() => {
    abortRef.current?.abort();
    readyRef.current = null;
    setUpload(null);
  }, []);

  const ready = useCallback(
    () => readyRef.current ?? Promise.reject(new UploadPostError(MEDIA_TEXTS.uploadMissingFile)),
    [],
  );

  return { upload, start, clear, ready };
}
