import { useCallback, useEffect, useRef, useState } from 'react';
import type { DraftPublishPhase } from '../../../../core/pinBuilder';
import type { PinTarget } from '../board-picker/useBoardPickerFlow';
import type { UploadState } from '../media-upload/uploadStatus';
import { initialUpload, type PinBuilderUpload, useSendPinFile } from './useSendPinFile';

/** One file of a multi-pin upload, with the pin it becomes. */
export interface PinDraft {
  key: string;
  upload: PinBuilderUpload;
  title: string;
  description: string;
  link: string;
  altText: string;
  target: PinTarget | null;
  publish: DraftPublishPhase;
  /** Why publishing was refused (the server's text). */
  publishError: string | null;
  /** The published pin's id. */
  pinId: string | null;
}

export type DraftEdit = Partial<Pick<PinDraft, 'title' | 'description' | 'link' | 'altText' | 'target'>>;

let nextKey = 0;

/**
 * The drafts of a multi-pin upload: every file starts uploading at once, each with its own progress; `ready(key)`
 * resolves with a draft's finished upload whenever Publish asks for it.
 */
export function useMultiPinDrafts() {
  const send = useSendPinFile();
  const [drafts, setDrafts] = useState<readonly PinDraft[]>([]);
  const running = useRef(new Map<string, { controller: AbortController; ready: Promise<UploadState> }>());
  const previews = useRef(new Set<string>());

  // Leaving the page stops every upload and lets go of the previews.
  useEffect(() => {
    const uploads = running.current;
    const urls = previews.current;
    return () => {
      for (const { controller } of uploads.values()) controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const change = useCallback((key: string, patch: Partial<PinDraft>) => {
    setDrafts((current) => current.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)));
  }, []);

  const add = useCallback(
    (files: readonly File[], target: PinTarget | null) => {
      const added: PinDraft[] = files.map((file) => {
        nextKey += 1;
        const upload = initialUpload(file);
        if (upload.previewUrl) previews.current.add(upload.previewUrl);
        return {
          key: `draft-${nextKey}`,
          upload,
          title: '',
          description: '',
          link: '',
          altText: '',
          target,
          publish: 'none',
          publishError: null,
          pinId: null,
        };
      });
      setDrafts((current) => [...current, ...added]);
      for (const draft of added) {
        if (draft.upload.failure) continue;
        const controller = new AbortController();
        const ready = send(draft.upload, controller.signal, (patch) =>
          setDrafts((current) =>
            current.map((d) => (d.key === draft.key ? { ...d, upload: { ...d.upload, ...patch } } : d)),
          ),
        );
        // Publish may never be pressed: a failure is already on screen, not an unhandled rejection.
        ready.catch(() => {});
        running.current.set(draft.key, { controller, ready });
      }
    },
    [send],
  );

  /**
   * Gives `target` to every draft still waiting for a board: the board suggested for new pins can arrive after the
   * files were chosen.
   */
  const suggestTarget = useCallback((target: PinTarget) => {
    setDrafts((current) =>
      current.some((draft) => draft.target === null)
        ? current.map((draft) => (draft.target === null ? { ...draft, target } : draft))
        : current,
    );
  }, []);

  const remove = useCallback((key: string) => {
    running.current.get(key)?.controller.abort();
    running.current.delete(key);
    setDrafts((current) => current.filter((draft) => draft.key !== key));
  }, []);

  const clear = useCallback(() => {
    for (const { controller } of running.current.values()) controller.abort();
    running.current.clear();
    setDrafts([]);
  }, []);

  const ready = useCallback((key: string): Promise<UploadState> => {
    const entry = running.current.get(key);
    return entry ? entry.ready : Promise.reject(new Error('No upload'));
  }, []);

  return { drafts, add, change, suggestTarget, remove, clear, ready };
}
