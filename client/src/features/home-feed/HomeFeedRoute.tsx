import { useQuery } from '@apollo/client/react';
import { DEFAULT_PAGE_SIZE } from '../../../../core/constants';
import { useLoadMore } from '../../apollo/useLoadMore';
import { graphql } from '../../gql';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { NotFoundNotice } from '../not-found/NotFoundNotice';
import { PinGrid } from '../pin-grid/PinGrid';
import { PinGridSkeleton } from '../pin-grid/PinGridSkeleton';

const HomeFeedRouteQuery = graphql(`
  query HomeFeedRouteQuery($first: Int!, $after: String) {
    homeFeed(first: $first, after: $after) {
      edges {
        node {
          id
          ...PinGrid_pin
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** `/`: every pin the viewer may see, newest first, in an endless grid. */
export function HomeFeedRoute() {
  useDocumentTitle(null);
  const { data, error, refetch, fetchMore } = useQuery(HomeFeedRouteQuery, {
    variables: { first: DEFAULT_PAGE_SIZE },
  });
  const feed = data?.homeFeed;
  const pager = useLoadMore(feed?.pageInfo, fetchMore);

  return (
    <div className="page page--feed">
      <h1 className="visually-hidden">Home feed</h1>
      <NotFoundNotice />
      {!feed ? (
        error ? (
          <ErrorState onRetry={() => void refetch()} />
        ) : (
          <PinGridSkeleton />
        )
      ) : feed.edges.length === 0 ? (
        <EmptyState title="Nothing to see here yet">
          When people save Pins to public boards, they show up here.
        </EmptyState>
      ) : (
        <>
          <PinGrid
            label="Home feed Pins"
            pins={feed.edges.map((edge) => edge.node)}
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
      )}
    </div>
  );
}
