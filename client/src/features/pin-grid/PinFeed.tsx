import type { ReactNode } from 'react';
import { useLoadMore } from '../../apollo/useLoadMore';
import { type FragmentType, getFragmentData } from '../../gql';
import { Button } from '../../ui/Button';
import { PinGrid, PinGrid_pin } from './PinGrid';

type FeedPin = FragmentType<typeof PinGrid_pin>;

/**
 * Each pin once: a promoted pin in a feed slot may also come up later among the organic pins, and the grid keys its
 * cards by pin.
 */
function uniquePins(pins: readonly FeedPin[]): FeedPin[] {
  const seen = new Set<string>();
  return pins.filter((pin) => {
    const { id } = getFragmentData(PinGrid_pin, pin);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

interface PinFeedProps {
  /** The feed's connection as the route's suspense query answered it (its boundary shows the loading state). */
  feed: {
    edges: readonly { node: FragmentType<typeof PinGrid_pin> }[];
    pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  };
  fetchMore: (options: { variables: { after: string } }) => Promise<unknown>;
  /** Names the grid for screen readers, e.g. "Home feed Pins". */
  label: string;
  /** What an empty feed shows instead of the grid. */
  empty: ReactNode;
}

/**
 * A feed page's body: the feed's empty state, or the endless pin grid with a retry when a later page fails to
 * load.
 * The first page's loading and failure are the boundaries' around the route's suspense query.
 */
export function PinFeed({ feed, fetchMore, label, empty }: PinFeedProps) {
  const pager = useLoadMore(feed.pageInfo, fetchMore);
  if (feed.edges.length === 0) return empty;
  return (
    <>
      <PinGrid
        label={label}
        pins={uniquePins(feed.edges.map((edge) => edge.node))}
        hasMore={pager.hasMore}
        loadingMore={pager.loadingMore}
        onLoadMore={pager.loadMore}
      />
      {pager.failed ? (
        <div className="load-more-failed">
          <Button onClick={pager.retry}>Couldn't load more Pins. Try again</Button>
        </div>
      ) : null}
    </>
  );
}
