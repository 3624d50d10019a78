import { useCallback, useEffect, useRef, useState } from 'react';
import { MEDIA_TEXTS } from '../../../../core/mediaUpload';
import { UploadPostError } from '../media-upload/postUploadFile';
import type { UploadState } from '../media-upload/uploadStatus';
import { initialUpload, type PinBuilderUpload, useSendPinFile } from './useSendPinFile';

/**
 * One file through the upload pipeline (see `useSendPinFile`). `ready()` resolves with the finished upload for
 * Publish, whenever it is pressed.
 */
export function usePinBuilderUpload() {
  const send = useSendPinFile();
  const [upload, setUpload] = useState<PinBuilderUpload | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const readyRef = useRef<Promise<UploadState> | null>(null);

  // A page left mid-upload stops it and lets go of the preview.
  useEffect(() => () => abortRef.current?.abort(), []);
  const previewUrl = upload?.previewUrl;
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  const start = useCallback(
    (file: File) => {
      abortRef.current?.abort();
      const first = initialUpload(file);
      setUpload(first);
      if (first.failure) {
        readyRef.current = null;
        return;
      }
      const controller = new AbortController();
      abortRef.current = controller;
      const ready = send(first, controller.signal, (patch) =>
        setUpload((current) => (current?.file === file ? { ...current, ...patch } : current)),
      );
      // Publish may never be pressed: a failure is already on screen, not an unhandled rejection.
      ready.catch(() => {});
      readyRef.current = ready;
    },
    [send],
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
