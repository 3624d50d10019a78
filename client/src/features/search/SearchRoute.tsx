import { Link, Navigate, useLocation } from 'react-router';
import type { SearchScope } from '../../../../core/search';
import { EMPTY_SCOPE_TEXT, OWN_SEARCH_SCOPES, SEARCH_SCOPE_CONTENT } from '../../../../core/searchScopes';
import { EmptyState } from '../../ui/EmptyState';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useViewer } from '../viewer/useViewer';
import { SearchAdvisoryNotice } from './SearchAdvisoryNotice';
import { SearchBoardResults } from './SearchBoardResults';
import { SearchFilterBar } from './SearchFilterBar';
import { SearchPinResults } from './SearchPinResults';
import { SearchUserResults } from './SearchUserResults';
import { readSearchLocation, searchScopePath } from './searchRouteState';
import './search.css';

/** The tabs; "Yours" (the searcher's own boards and pins) only for someone signed in. */
const TABS: { scope: SearchScope; label: string }[] = [
  { scope: 'pins', label: 'Pins' },
  { scope: 'buyable_pins', label: 'Shop' },
  { scope: 'videos', label: 'Videos' },
  { scope: 'boards', label: 'Boards' },
  { scope: 'users', label: 'People' },
  { scope: 'my_content', label: 'Yours' },
];

/**
 * `/search/{scope}/?q=…`: the query as the heading, a tab per scope (each keeping the query and filters), the
 * filters of the pin scopes, and that scope's results. An address written another way (an unknown scope, the
 * shop-tool segment, commerce_only) moves to the address of the scope it means.
 */
export function SearchRoute() {
  const location = useLocation();
  const viewer = useViewer();
  const found = readSearchLocation(location.pathname, location.search);
  const query = found?.state.query ?? '';
  useDocumentTitle(query ? `“${query}” · Search` : 'Search');
  if (!found) return null;
  const { state, canonical } = found;
  if (!canonical) return <Navigate to={searchScopePath(state, state.scope)} replace />;
  const content = SEARCH_SCOPE_CONTENT.get(state.scope) ?? 'pins';
  const tabs = TABS.filter((tab) => viewer.isAuth || !OWN_SEARCH_SCOPES.has(tab.scope));

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
          {tabs.map((tab) => (
            <Link
              key={tab.scope}
              to={searchScopePath(state, tab.scope)}
              className="search-tabs__tab"
              aria-current={
                tab.scope === state.scope || (tab.scope === 'buyable_pins' && state.scope === 'shop_tool')
                  ? 'page'
                  : undefined
              }
            >
              {tab.label}
            </Link>
          ))}
        </nav>
        {query !== '' && (content === 'pins' || content === 'own' || content === 'products') ? (
          <SearchFilterBar state={state} prices={content === 'products'} />
        ) : null}
      </header>
      {query === '' ? null : <SearchAdvisoryNotice key={query} query={query} />}
      {query === '' ? (
        <EmptyState title="Search for ideas">
          Type a few words in the search box at the top: the Pins, boards and people that match show up here.
        </EmptyState>
      ) : OWN_SEARCH_SCOPES.has(state.scope) && !viewer.isAuth ? (
        <EmptyState title="Log in to search your own Pins">
          Your boards and Pins, secret ones included, can be searched once you’re logged in.
        </EmptyState>
      ) : content === 'none' ? (
        <EmptyState title={`No results for “${query}”`}>{EMPTY_SCOPE_TEXT.get(state.scope)}</EmptyState>
      ) : content === 'boards' ? (
        <SearchBoardResults key={query} query={query} scope="boards" />
      ) : content === 'users' ? (
        <SearchUserResults key={query} query={query} />
      ) : content === 'own' ? (
        <>
          <h2 className="search-page__section">Your boards</h2>
          <SearchBoardResults key={`boards:${query}`} query={query} scope="my_content" />
          <h2 className="search-page__section">Your Pins</h2>
          <SearchPinResults key={`pins:${location.search}`} state={state} />
        </>
      ) : (
        <SearchPinResults key={`${state.scope}:${location.search}`} state={state} />
      )}
    </div>
  );
}
