import { type ReactNode, useRef } from 'react';
import { useLoadMore } from '../../apollo/useLoadMore';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { useInfiniteScroll } from '../../ui/useInfiniteScroll';

interface SearchResultListProps<Node extends { id: string }> {
  /** The search's connection as its query answered it; undefined while it loads or after it failed. */
  connection:
    | {
        edges: readonly { node: Node }[];
        pageInfo: { hasNextPage: boolean; endCursor?: string | null };
      }
    | null
    | undefined;
  error: unknown;
  refetch: () => unknown;
  fetchMore: (options: { variables: { after: string } }) => Promise<unknown>;
  /** Names the list for screen readers, e.g. "Boards for “garden”". */
  label: string;
  /** What the results are, in the loading and retry texts ("boards", "people"). */
  noun: string;
  /** The list's layout class. */
  className: string;
  /** What shows while the first page loads. */
  skeleton: ReactNode;
  /** What shows when nothing matched. */
  empty: ReactNode;
  renderItem: (node: Node) => ReactNode;
}

/**
 * The body of a search tab that is not a pin grid: its skeleton, a retry when the first page failed, the empty
 * state, or the list with infinite scroll (the feeds' rule) and a retry when a later page fails.
 */
export function SearchResultList<Node extends { id: string }>({
  connection,
  error,
  refetch,
  fetchMore,
  label,
  noun,
  className,
  skeleton,
  empty,
  renderItem,
}: SearchResultListProps<Node>) {
  const pager = useLoadMore(connection?.pageInfo, fetchMore);
  const endRef = useRef<HTMLDivElement>(null);
  useInfiniteScroll({ endRef, canLoadMore: pager.hasMore && !pager.loadingMore, onLoadMore: pager.loadMore });
  if (!connection) return error ? <ErrorState onRetry={() => void refetch()} /> : skeleton;
  if (connection.edges.length === 0) return empty;
  return (
    <>
      <ul className={className} aria-label={label} aria-busy={pager.loadingMore || undefined}>
        {connection.edges.map((edge) => (
          <li key={edge.node.id}>{renderItem(edge.node)}</li>
        ))}
      </ul>
      <div ref={endRef} className="search-results__end">
        {pager.loadingMore ? <Spinner label={`Loading more ${noun}`} /> : null}
        {pager.failed ? (
          <Button onClick={pager.retry}>{`Couldn't load more ${noun}. Try again`}</Button>
        ) : null}
      </div>
    </>
  );
}
