/** Every search scope a search address may name. */
export const SEARCH_SCOPES = [
  'pins',
  'buyable_pins',
  'my_pins',
  'videos',
  'boards',
  'users',
  'idea_pins',
  'my_content',
  'shop_tool',
] as const;
export type SearchScope = (typeof SEARCH_SCOPES)[number];

export function isSearchScope(value: string): value is SearchScope {
  return (SEARCH_SCOPES as readonly string[]).includes(value);
}

/** Typeahead default count. */
export const TYPEAHEAD_DEFAULT_COUNT = 5;
export const TYPEAHEAD_MAX_COUNT = 10;
/** Longest query taken; the rest is ignored. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
const MAX_TERMS = 8;

/**
 * The words of a search, lower-cased: runs of letters and digits (any script), so punctuation, hashtags'
 * `#` and operators people type never reach the database's query parser.
 */
export function searchTerms(query: string): string[] {
  const words =
    query
      .slice(0, SEARCH_QUERY_MAX_LENGTH)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** The search page's path for a query. */
export function searchPath(query: string, scope: SearchScope = 'pins'): string {
  return `/search/${scope}/?q=${encodeURIComponent(query.trim())}`;
}
