import { useSuspenseQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../../core/constants';
import { useNextPageFetcher } from '../../apollo/useLoadMore';
import { graphql } from '../../gql';
import { NoSearchResults } from './NoSearchResults';
import { SearchResultList } from './SearchResultList';
import { SearchUserRow } from './SearchUserRow';

const SearchUsersRouteQuery = graphql(`
  query SearchUsersRouteQuery($query: String!, $first: Int!, $after: String) {
    searchUsers(query: $query, first: $first, after: $after) {
      edges {
        node {
          id
          ...SearchUserRow_user
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** `/search/users/?q=…` (the People tab): the people who match, most relevant first, one per row. */
export function SearchUserResults({ query }: { query: string }) {
  return (
    <Suspense fallback={<PeopleSkeleton />}>
      <UserResults query={query} />
    </Suspense>
  );
}

function UserResults({ query }: { query: string }) {
  const variables = { query, first: DEFAULT_PAGE_SIZE };
  const { data } = useSuspenseQuery(SearchUsersRouteQuery, { variables });
  const fetchMore = useNextPageFetcher(SearchUsersRouteQuery, variables);
  return (
    <SearchResultList
      connection={data.searchUsers}
      fetchMore={fetchMore}
      label={`People for “${query}”`}
      noun="people"
      className="search-people"
      empty={<NoSearchResults query={query} />}
      renderItem={(user) => <SearchUserRow user={user} />}
    />
  );
}

function PeopleSkeleton() {
  return (
    <div role="status" aria-label="Loading people">
      <ul className="search-people" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="search-person">
            <div className="skeleton" style={{ width: 56, height: 56, borderRadius: '50%' }} />
            <div className="skeleton" style={{ height: 18, width: 200 }} />
          </li>
        ))}
      </ul>
    </div>
  );
}
