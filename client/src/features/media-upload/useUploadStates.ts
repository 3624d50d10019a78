import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { isUploadPending, UPLOAD_POLL_INTERVAL_MS } from '../../../../core/mediaUpload';
import { fetchUploadStates } from './pollUploads';
import type { UploadState } from './uploadStatus';

/**
 * The states of several uploads, polled together every 5000 ms — one VIPResource get for all
 * of them — until none is registered or processing. `initial` holds states already known (the register call
 * answers with one), so settled uploads are never asked about.
 */
export function useUploadStates(initial: readonly UploadState[]): ReadonlyMap<string, UploadState> {
  const client = useApolloClient();
  const [states, setStates] = useState<ReadonlyMap<string, UploadState>>(() => new Map());
  const statesRef = useRef(states);
  statesRef.current = states;
  const key = initial.map((state) => state.uploadId).join(',');
  const initialRef = useRef(initial);
  initialRef.current = initial;

  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts only when the set of uploads changes.
  useEffect(() => {
    const seeded = new Map(initialRef.current.map((state) => [state.uploadId, state]));
    setStates(seeded);
    statesRef.current = seeded;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const pending = () =>
      [...statesRef.current.values()].filter((s) => isUploadPending(s.status)).map((s) => s.uploadId);
    const poll = async () => {
      const ids = pending();
      if (ids.length === 0) return;
      try {
        const answered = await fetchUploadStates(client, ids);
        if (stopped) return;
        const next = new Map(statesRef.current);
        for (const state of answered) next.set(state.uploadId, state);
        statesRef.current = next;
        setStates(next);
      } catch {
        // A failed poll is tried again next round.
      }
      if (!stopped && pending().length > 0) timer = setTimeout(poll, UPLOAD_POLL_INTERVAL_MS);
    };
    if (pending().length > 0) timer = setTimeout(poll, UPLOAD_POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [client, key]);

  return states;
}
