import { matchPath } from 'react-router';
import { SEARCH_QUERY_MAX_LENGTH } from '../../../../core/search';

/** The route of the search page; the scope is optional (`/search/?q=…` means pins). */
export const SEARCH_ROUTE_PATH = '/search/:scope?';

export function isSearchPage(pathname: string): boolean {
  return matchPath({ path: SEARCH_ROUTE_PATH, end: true }, pathname) !== null;
}

/**
 * The query of the search page at this address (`q`, decoded and trimmed), or '' elsewhere: all the header's box
 * needs, without the rest of the search state (which the search page's own code reads, see searchRouteState).
 */
export function readSearchQuery(pathname: string, search: string): string {
  if (!isSearchPage(pathname)) return '';
  return (new URLSearchParams(search).get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
}
