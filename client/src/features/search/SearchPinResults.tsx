import { useSuspenseQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../../core/constants';
import { NO_PRODUCTS_TEXT, PIN_SEARCH_SCOPES, type PinSearchScope } from '../../../../core/searchScopes';
import type { SearchFilters, SearchState } from '../../../../core/searchState';
import { useNextPageFetcher } from '../../apollo/useLoadMore';
import { graphql } from '../../gql';
import type { SearchFiltersInput } from '../../gql/graphql';
import { EmptyState } from '../../ui/EmptyState';
import { PinFeed } from '../pin-grid/PinFeed';
import { PinGridSkeleton } from '../pin-grid/PinGridSkeleton';
import { NoSearchResults } from './NoSearchResults';
import { SpellingCorrectionNotice } from './SpellingCorrectionNotice';

/** The filters as the API takes them, only those set (so equal searches share their cache entry). */
function filtersInput(filters: SearchFilters): SearchFiltersInput {
  return {
    ...(filters.mediaType ? { mediaType: filters.mediaType } : {}),
    ...(filters.postedWithin ? { postedWithin: filters.postedWithin } : {}),
    ...(filters.colors.length > 0 ? { colors: filters.colors } : {}),
    ...(filters.domains.length > 0 ? { domains: filters.domains } : {}),
    ...(filters.user ? { user: filters.user } : {}),
    ...(filters.priceMin !== null ? { priceMin: filters.priceMin } : {}),
    ...(filters.priceMax !== null ? { priceMax: filters.priceMax } : {}),
    ...(filters.onSale ? { onSale: true } : {}),
  };
}

const SearchPinsRouteQuery = graphql(`
  query SearchPinsRouteQuery(
    $query: String!
    $scope: PinSearchScope
    $filters: SearchFiltersInput
    $autoCorrectionDisabled: Boolean
    $first: Int!
    $after: String
  ) {
    searchPins(
      query: $query
      scope: $scope
      filters: $filters
      autoCorrectionDisabled: $autoCorrectionDisabled
      first: $first
      after: $after
    ) {
      correctedQuery
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

/**
 * `/search/pins/?q=…` (and the other pin scopes): the pins that match and pass the filters, most relevant first,
 * in the feeds' endless grid; in the shopping scopes, product pins only, with their prices. A misspelt search
 * shows the pins of its corrected spelling, saying so above them.
 */
export function SearchPinResults({ state }: { state: SearchState }) {
  return (
    <Suspense fallback={<PinGridSkeleton />}>
      <PinResults state={state} />
    </Suspense>
  );
}

function PinResults({ state }: { state: SearchState }) {
  const { query } = state;
  const scope = (PIN_SEARCH_SCOPES as readonly string[]).includes(state.scope)
    ? (state.scope as PinSearchScope)
    : 'pins';
  const variables = {
    query,
    scope,
    filters: filtersInput(state.filters),
    ...(state.autoCorrectionDisabled ? { autoCorrectionDisabled: true } : {}),
    first: DEFAULT_PAGE_SIZE,
  };
  const { data } = useSuspenseQuery(SearchPinsRouteQuery, { variables });
  const fetchMore = useNextPageFetcher(SearchPinsRouteQuery, variables);
  const corrected = data.searchPins.correctedQuery;
  return (
    <>
      {corrected ? <SpellingCorrectionNotice state={state} corrected={corrected} /> : null}
      <PinFeed
        feed={data.searchPins}
        fetchMore={fetchMore}
        label={`Pins for “${corrected ?? query}”`}
        empty={
          scope === 'buyable_pins' || scope === 'shop_tool' ? (
            <EmptyState title={`No products for “${query}”`}>{NO_PRODUCTS_TEXT}</EmptyState>
          ) : (
            <NoSearchResults query={query} />
          )
        }
      />
    </>
  );
}
