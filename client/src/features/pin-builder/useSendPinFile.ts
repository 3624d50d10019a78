import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { MEDIA_TEXTS, type UploadKind } from '../../../../core/mediaUpload';
import {
  fileSizeError,
  isLargeEnoughImage,
  UNSUPPORTED_FILE_TEXT,
  type UploadPipelinePhase,
  uploadKindOf,
  uploadPercent,
} from '../../../../core/pinBuilder';
import { waitForUpload } from '../media-upload/pollUploads';
import { postUploadFile, UploadPostError } from '../media-upload/postUploadFile';
import type { UploadState } from '../media-upload/uploadStatus';
import { useRegisterUploadMutation } from '../media-upload/useRegisterUploadMutation';

/** Where one chosen file is on its way to becoming a pin's media. */
export type UploadPhase = UploadPipelinePhase;

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
 * A chosen file's first state: checked here first (type, 200 MB), with a local preview of a picture; `failure`
 * is set when the file is refused before anything is sent.
 */
export function initialUpload(file: File): PinBuilderUpload {
  const kind = uploadKindOf(file);
  const refusal = kind ? fileSizeError(file.size) : UNSUPPORTED_FILE_TEXT;
  return {
    file,
    kind: kind ?? 'pinimage',
    previewUrl: kind === 'pinimage' && !refusal ? URL.createObjectURL(file) : null,
    phase: refusal ? 'failed' : 'attempted',
    percent: 0,
    failure: refusal,
    uploadId: null,
    result: null,
  };
}

/**
 * One file through the upload pipeline: pictures over 119 px on both sides, then registered (attempted),
 * posted with real progress (uploading), polled every 5000 ms while the server processes it, and ready — or
 * failed with the server's text. Each step is reported through `patch`; the promise resolves with the finished
 * upload or rejects with the failure's text.
 */
export function useSendPinFile() {
  const client = useApolloClient();
  const [registerUpload] = useRegisterUploadMutation();
  return useCallback(
    async (
      upload: PinBuilderUpload,
      signal: AbortSignal,
      patch: (change: Partial<PinBuilderUpload>) => void,
    ): Promise<UploadState> => {
      const { file, kind, previewUrl } = upload;
      const fail = (text: string): never => {
        patch({ phase: 'failed', failure: text });
        throw new UploadPostError(text);
      };
      if (previewUrl) {
        const size = await measure(previewUrl);
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
      patch({ phase: 'uploading', uploadId: target.uploadId });
      try {
        await postUploadFile(target, file, {
          signal,
          onProgress: (loaded, total) => patch({ percent: uploadPercent(loaded, total) }),
        });
      } catch (error) {
        if (signal.aborted) throw error;
        fail(error instanceof UploadPostError ? error.message : MEDIA_TEXTS.uploadFailed);
      }
      patch({ phase: 'processing', percent: 100 });
      const state = await waitForUpload(client, target.uploadId, signal);
      if (state.status !== 'succeeded') fail(state.failureMessage || MEDIA_TEXTS.processingFailed);
      patch({ phase: 'ready', result: state });
      return state;
    },
    [client, registerUpload],
  );
}
