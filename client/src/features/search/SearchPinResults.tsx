import { useQuery } from '@apollo/client/react';
import { DEFAULT_PAGE_SIZE } from '../../../../core/constants';
import { graphql } from '../../gql';
import { PinFeed } from '../pin-grid/PinFeed';
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
  const { data, error, refetch, fetchMore } = useQuery(SearchPinsRouteQuery, {
    variables: { query, first: DEFAULT_PAGE_SIZE },
  });
  return (
    <PinFeed
      feed={data?.searchPins}
      error={error}
      refetch={refetch}
      fetchMore={fetchMore}
      label={`Pins for “${query}”`}
      empty={<NoSearchResults query={query} />}
    />
  );
}
