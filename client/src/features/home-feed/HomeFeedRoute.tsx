import { useQuery } from '@apollo/client/react';
import { DEFAULT_PAGE_SIZE } from '../../../../core/constants';
import { graphql } from '../../gql';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { NotFoundNotice } from '../not-found/NotFoundNotice';
import { PinFeed } from '../pin-grid/PinFeed';
import { PinGridSkeleton } from '../pin-grid/PinGridSkeleton';
import { useVisualCompleteness } from '../visual-completeness/useVisualCompleteness';

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
  useVisualCompleteness('home_feed');
  return (
    <div className="page page--feed">
      <h1 className="visually-hidden">Home feed</h1>
      <NotFoundNotice />
      <HomeFeed />
    </div>
  );
}

/**
 * The one page still on `useQuery` and its own loading and error states: it ships in the first page's bundle,
 * where the suspense query's code took it to 201.3 kB gzip, over its 200 kB budget.
 */
function HomeFeed() {
  const { data, error, refetch, fetchMore } = useQuery(HomeFeedRouteQuery, {
    variables: { first: DEFAULT_PAGE_SIZE },
  });
  if (!data) return error ? <ErrorState onRetry={() => void refetch()} /> : <PinGridSkeleton />;
  return (
    <PinFeed
      feed={data.homeFeed}
      fetchMore={fetchMore}
      label="Home feed Pins"
      empty={
        <EmptyState title="Nothing to see here yet">
          When people save Pins to public boards, they show up here.
        </EmptyState>
      }
    />
  );
}
