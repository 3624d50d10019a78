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

/** What a scope lists: pins, boards, people, the searcher's own boards and pins, or nothing on this instance. */
export type SearchScopeContent = 'pins' | 'boards' | 'users' | 'own' | 'none';

export const SEARCH_SCOPE_CONTENT: ReadonlyMap<SearchScope, SearchScopeContent> = new Map([
  ['pins', 'pins'],
  ['videos', 'pins'],
  ['my_pins', 'pins'],
  ['boards', 'boards'],
  ['users', 'users'],
  ['my_content', 'own'],
  // NOTE: Tackboard has no product pins (price, availability) and no multi-page idea pins yet: these scopes
  // answer empty, and the page says why instead of showing other pins under their name.
  ['buyable_pins', 'none'],
  ['shop_tool', 'none'],
  ['idea_pins', 'none'],
]);

/** The scopes whose results are pins, and those whose results are boards. */
export const PIN_SEARCH_SCOPES = [
  'pins',
  'videos',
  'my_pins',
  'my_content',
  'buyable_pins',
  'shop_tool',
  'idea_pins',
] as const satisfies readonly SearchScope[];
export type PinSearchScope = (typeof PIN_SEARCH_SCOPES)[number];
export const BOARD_SEARCH_SCOPES = ['boards', 'my_content'] as const satisfies readonly SearchScope[];
export type BoardSearchScope = (typeof BOARD_SEARCH_SCOPES)[number];

/** Scopes about the searcher's own things: only for someone signed in. */
export const OWN_SEARCH_SCOPES: ReadonlySet<SearchScope> = new Set(['my_pins', 'my_content']);

/** Why a scope with nothing here is empty, in words the search page shows. */
export const EMPTY_SCOPE_TEXT: ReadonlyMap<SearchScope, string> = new Map([
  ['buyable_pins', 'Shopping isn’t available on this Tackboard yet: no Pins here have a price to shop by.'],
  ['shop_tool', 'Shopping isn’t available on this Tackboard yet: no Pins here have a price to shop by.'],
  [
    'idea_pins',
    'Idea Pins (several pages in one Pin) aren’t made on this Tackboard, so there are none to find.',
  ],
]);

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
