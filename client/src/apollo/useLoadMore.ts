import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
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

/**
 * The `fetchMore` for a list whose first page a `useSuspenseQuery` read. The next page is asked for beside that
 * query and written to the cache, where the type policies merge it into the list on screen, which then grows in
 * place. The suspense query's own `fetchMore` would suspend the page for each next page (or, in a transition,
 * hold it with no sign of progress) and send a page that failed to load to the route's error screen instead of
 * the list's own "try again".
 */
export function useNextPageFetcher<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): (options: { variables: { after: string } }) => Promise<unknown> {
  const client = useApolloClient();
  const latest = useRef(variables);
  latest.current = variables;
  return useCallback(
    ({ variables: { after } }) =>
      client.query({ query, variables: { ...latest.current, after }, fetchPolicy: 'network-only' }),
    [client, query],
  );
}
