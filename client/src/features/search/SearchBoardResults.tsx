import { useSuspenseQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../../core/constants';
import type { BoardSearchScope } from '../../../../core/searchScopes';
import { useNextPageFetcher } from '../../apollo/useLoadMore';
import { graphql } from '../../gql';
import { NoSearchResults } from './NoSearchResults';
import { SearchBoardCard } from './SearchBoardCard';
import { SearchResultList } from './SearchResultList';

const SearchBoardsRouteQuery = graphql(`
  query SearchBoardsRouteQuery($query: String!, $scope: BoardSearchScope, $first: Int!, $after: String) {
    searchBoards(query: $query, scope: $scope, first: $first, after: $after) {
      edges {
        node {
          id
          ...SearchBoardCard_board
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** `/search/boards/?q=…`: the boards that match, most relevant first, as board cards. */
export function SearchBoardResults({ query, scope }: { query: string; scope: BoardSearchScope }) {
  return (
    <Suspense fallback={<BoardGridSkeleton />}>
      <BoardResults query={query} scope={scope} />
    </Suspense>
  );
}

function BoardResults({ query, scope }: { query: string; scope: BoardSearchScope }) {
  const variables = { query, scope, first: DEFAULT_PAGE_SIZE };
  const { data } = useSuspenseQuery(SearchBoardsRouteQuery, { variables });
  const fetchMore = useNextPageFetcher(SearchBoardsRouteQuery, variables);
  return (
    <SearchResultList
      connection={data.searchBoards}
      fetchMore={fetchMore}
      label={`Boards for “${query}”`}
      noun="boards"
      className="board-grid"
      empty={<NoSearchResults query={query} />}
      renderItem={(board) => <SearchBoardCard board={board} />}
    />
  );
}

function BoardGridSkeleton() {
  return (
    <div role="status" aria-label="Loading boards">
      <ul className="board-grid" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <li key={i}>
            <div className="skeleton" style={{ aspectRatio: '3 / 2' }} />
            <div className="skeleton" style={{ height: 18, width: '60%', marginTop: 12 }} />
          </li>
        ))}
      </ul>
    </div>
  );
}
