import type { SearchScope } from './search';

// What each search scope lists, apart from core/search.ts so the header's search box (on every page) does not
// carry these tables.

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
