import type { SearchScope } from './search';

// What each search scope lists, apart from core/search.ts so the header's search box (on every page) does not
// carry these tables.

/**
 * What a scope lists: pins, product pins (with a price), boards, people, the searcher's own boards and pins, or
 * nothing on this instance.
 */
export type SearchScopeContent = 'pins' | 'products' | 'boards' | 'users' | 'own' | 'none';

export const SEARCH_SCOPE_CONTENT: ReadonlyMap<SearchScope, SearchScopeContent> = new Map([
  ['pins', 'pins'],
  ['videos', 'pins'],
  ['my_pins', 'pins'],
  ['boards', 'boards'],
  ['users', 'users'],
  ['my_content', 'own'],
  ['buyable_pins', 'products'],
  ['shop_tool', 'products'],
  // NOTE: Tackboard makes no multi-page idea pins: the scope answers empty, and the page says why instead of
  // showing other pins under its name.
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
  [
    'idea_pins',
    'Idea Pins (several pages in one Pin) aren’t made on this Tackboard, so there are none to find.',
  ],
]);

/** What the shopping scopes show when no product pin matches. */
export const NO_PRODUCTS_TEXT =
  'No Pins with a price match. Products show here once their pinners add a price; try other words or prices.';
