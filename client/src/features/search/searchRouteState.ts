import { isSearchScope } from '../../../../core/search';
import { readSearchState, type SearchState, searchStatePath } from '../../../../core/searchState';
import { isSearchPage } from './searchLocation';

export interface SearchLocation {
  /** The search the address asks for (scope, query, filters), read by the rules of core/searchState. */
  state: SearchState;
  /** Whether the address is written as we would write it (else the page moves to that address). */
  canonical: boolean;
}

/** What the search page at this address shows, or null when the address is not the search page. */
export function readSearchLocation(pathname: string, search: string): SearchLocation | null {
  if (!isSearchPage(pathname)) return null;
  const state = readSearchState(pathname, search);
  const asked = pathname.split('/').filter(Boolean)[1];
  // commerce_only and the shop-tool segment choose the scope: the address then names it instead.
  const canonical = asked !== undefined && isSearchScope(asked) && asked === state.scope;
  return { state, canonical };
}

/** The same search in another scope (the filters and where it came from kept). */
export function searchScopePath(state: SearchState, scope: SearchState['scope']): string {
  return searchStatePath({ ...state, scope });
}
