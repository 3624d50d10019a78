import { Link, Navigate, useLocation } from 'react-router';
import { type SearchScope, searchPath } from '../../../../core/search';
import { EmptyState } from '../../ui/EmptyState';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { SearchAdvisoryNotice } from './SearchAdvisoryNotice';
import { SearchBoardResults } from './SearchBoardResults';
import { SearchPinResults } from './SearchPinResults';
import { SearchUserResults } from './SearchUserResults';
import { readSearchLocation } from './searchLocation';
import './search.css';

const TABS: { scope: SearchScope; label: string }[] = [
  { scope: 'pins', label: 'Pins' },
  { scope: 'boards', label: 'Boards' },
  { scope: 'users', label: 'People' },
];

/**
 * `/search/{scope}/?q=…`: the query as the heading, tabs for Pins, Boards and People (each keeping the query),
 * and that scope's results. A scope we do not offer moves to the pins address.
 */
export function SearchRoute() {
  const location = useLocation();
  const { scope, canonical, query } = readSearchLocation(location.pathname, location.search) ?? {
    scope: 'pins',
    canonical: false,
    query: '',
  };
  useDocumentTitle(query ? `“${query}” · Search` : 'Search');
  if (!canonical) return <Navigate to={searchPath(query, scope)} replace />;

  return (
    <div className="page search-page">
      <header className="search-page__header">
        <h1 className="search-page__title">
          {query ? (
            <>
              <span className="visually-hidden">Search results for </span>“{query}”
            </>
          ) : (
            'Search'
          )}
        </h1>
        <nav aria-label="Search results" className="search-tabs">
          {TABS.map((tab) => (
            <Link
              key={tab.scope}
              to={searchPath(query, tab.scope)}
              className="search-tabs__tab"
              aria-current={tab.scope === scope ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          ))}
        </nav>
      </header>
      {query === '' ? null : <SearchAdvisoryNotice key={query} query={query} />}
      {query === '' ? (
        <EmptyState title="Search for ideas">
          Type a few words in the search box at the top: the Pins, boards and people that match show up here.
        </EmptyState>
      ) : scope === 'boards' ? (
        <SearchBoardResults key={query} query={query} />
      ) : scope === 'users' ? (
        <SearchUserResults key={query} query={query} />
      ) : (
        <SearchPinResults key={query} query={query} />
      )}
    </div>
  );
}
