import { type ReactNode, useRef } from 'react';
import { useLoadMore } from '../../apollo/useLoadMore';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { useInfiniteScroll } from '../../ui/useInfiniteScroll';

interface SearchResultListProps<Node extends { id: string }> {
  /** The search's connection as its suspense query answered it (its boundary shows the loading state). */
  connection: {
    edges: readonly { node: Node }[];
    pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  };
  fetchMore: (options: { variables: { after: string } }) => Promise<unknown>;
  /** Names the list for screen readers, e.g. "Boards for “garden”". */
  label: string;
  /** What the results are, in the loading and retry texts ("boards", "people"). */
  noun: string;
  /** The list's layout class. */
  className: string;
  /** What shows when nothing matched. */
  empty: ReactNode;
  renderItem: (node: Node) => ReactNode;
}

/**
 * The body of a search tab that is not a pin grid: the empty state, or the list with infinite scroll (the feeds'
 * rule) and a retry when a later page fails. The first page's loading and failure are the boundaries' around the
 * tab's suspense query.
 */
export function SearchResultList<Node extends { id: string }>({
  connection,
  fetchMore,
  label,
  noun,
  className,
  empty,
  renderItem,
}: SearchResultListProps<Node>) {
  const pager = useLoadMore(connection.pageInfo, fetchMore);
  const endRef = useRef<HTMLDivElement>(null);
  useInfiniteScroll({ endRef, canLoadMore: pager.hasMore && !pager.loadingMore, onLoadMore: pager.loadMore });
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
