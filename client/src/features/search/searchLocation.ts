import { matchPath } from 'react-router';
import { isSearchScope, type SearchScope } from '../../../../core/search';

/** The route of the search page; the scope is optional (`/search/?q=…` means pins). */
export const SEARCH_ROUTE_PATH = '/search/:scope?';

export interface SearchLocation {
  /** The scope asked for, or pins when the path names none or one we do not offer. */
  scope: SearchScope;
  /** Whether the path names the scope as we would write it (else the page moves to the right address). */
  canonical: boolean;
  /** `q` from the query string, decoded (`+` and `%20` both read as a space) and trimmed. */
  query: string;
}

/** What the search page at this address shows, or null when the address is not the search page. */
export function readSearchLocation(pathname: string, search: string): SearchLocation | null {
  const match = matchPath({ path: SEARCH_ROUTE_PATH, end: true }, pathname);
  if (!match) return null;
  const asked = match.params.scope;
  const known = asked !== undefined && isSearchScope(asked);
  return {
    scope: known ? asked : 'pins',
    canonical: known,
    query: (new URLSearchParams(search).get('q') ?? '').trim(),
  };
}
