import { useSuspenseQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../../core/constants';
import { useNextPageFetcher } from '../../apollo/useLoadMore';
import { graphql } from '../../gql';
import { PinFeed } from '../pin-grid/PinFeed';
import { PinGridSkeleton } from '../pin-grid/PinGridSkeleton';
import { NoSearchResults } from './NoSearchResults';

const SearchPinsRouteQuery = graphql(`
  query SearchPinsRouteQuery($query: String!, $first: Int!, $after: String) {
    searchPins(query: $query, first: $first, after: $after) {
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

/** `/search/pins/?q=…`: the pins that match, most relevant first, in the feeds' endless grid. */
export function SearchPinResults({ query }: { query: string }) {
  return (
    <Suspense fallback={<PinGridSkeleton />}>
      <PinResults query={query} />
    </Suspense>
  );
}

function PinResults({ query }: { query: string }) {
  const variables = { query, first: DEFAULT_PAGE_SIZE };
  const { data } = useSuspenseQuery(SearchPinsRouteQuery, { variables });
  const fetchMore = useNextPageFetcher(SearchPinsRouteQuery, variables);
  return (
    <PinFeed
      feed={data.searchPins}
      fetchMore={fetchMore}
      label={`Pins for “${query}”`}
      empty={<NoSearchResults query={query} />}
    />
  );
}
