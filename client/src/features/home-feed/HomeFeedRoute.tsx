import { useQuery } from '@apollo/client/react';
import { DEFAULT_PAGE_SIZE } from '../../../../core/constants';
import { graphql } from '../../gql';
import { EmptyState } from '../../ui/EmptyState';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { NotFoundNotice } from '../not-found/NotFoundNotice';
import { PinFeed } from '../pin-grid/PinFeed';

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

  return (
    <div className="page page--feed">
      <h1 className="visually-hidden">Home feed</h1>
      <NotFoundNotice />
      <PinFeed
        feed={data?.homeFeed}
        error={error}
        refetch={refetch}
        fetchMore={fetchMore}
        label="Home feed Pins"
        empty={
          <EmptyState title="Nothing to see here yet">
            When people save Pins to public boards, they show up here.
          </EmptyState>
        }
      />
    </div>
  );
}
