import { useCallback, useRef, useState } from 'react';

interface PageInfoLike {
  hasNextPage: boolean;
  endCursor?: string | null;
}

/**
 * Loads the next page of a connection through `fetchMore` (the type policies merge it), at most one page
 * at a time: scroll checks can fire again before the loading state has rendered.
 */
export function useLoadMore(
  pageInfo: PageInfoLike | null | undefined,
  fetchMore: (options: { variables: { after: string } }) => Promise<unknown>,
) {
  const inFlight = useRef(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const hasMore = Boolean(pageInfo?.hasNextPage && pageInfo.endCursor);
  const endCursor = pageInfo?.endCursor ?? null;

  const loadMore = useCallback(() => {
    if (inFlight.current || !hasMore || !endCursor) return;
    inFlight.current = true;
    setLoadingMore(true);
    setFailed(false);
    fetchMore({ variables: { after: endCursor } })
      .catch(() => setFailed(true))
      .finally(() => {
        inFlight.current = false;
        setLoadingMore(false);
      });
  }, [hasMore, endCursor, fetchMore]);

  return { loadMore, loadingMore, hasMore: hasMore && !failed, failed, retry: loadMore };
}
