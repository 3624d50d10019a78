import type { ApolloClient } from '@apollo/client';
import { isUploadPending, UPLOAD_POLL_INTERVAL_MS } from '../../../../core/mediaUpload';
import { getFragmentData } from '../../gql';
import { type UploadState, UploadStatusFields, UploadStatusQuery } from './uploadStatus';

/** Asks once for the state of some uploads (VIPResource get); always from the server, never the cache. */
export async function fetchUploadStates(
  client: ApolloClient,
  ids: readonly string[],
): Promise<UploadState[]> {
  const { data } = await client.query({
    query: UploadStatusQuery,
    variables: { ids: [...ids] },
    fetchPolicy: 'no-cache',
  });
  return (data?.uploadStatus ?? []).map((state) => getFragmentData(UploadStatusFields, state));
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('Stopped waiting for the upload.', 'AbortError'));
      },
      { once: true },
    );
  });
}

/**
 * Polls one upload every 5000 ms until it has succeeded or failed, and returns its last state.
 * A request that fails on the way (a network blip) is tried again on the next round.
 */
export async function waitForUpload(
  client: ApolloClient,
  uploadId: string,
  signal?: AbortSignal,
): Promise<UploadState> {
  for (;;) {
    await wait(UPLOAD_POLL_INTERVAL_MS, signal);
    try {
      const [state] = await fetchUploadStates(client, [uploadId]);
      if (state && !isUploadPending(state.status)) return state;
    } catch (error) {
      if (signal?.aborted) throw error;
    }
  }
}
