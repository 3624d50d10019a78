import { type ColorFamily, isColorFamily } from './colorFamily';
import { isSearchScope, SEARCH_QUERY_MAX_LENGTH, type SearchScope } from './search';

/** The scopes' numbers in the legacy client's tab order; the others have none. */
export const SEARCH_SCOPE_INDEX: ReadonlyMap<SearchScope, number> = new Map([
  ['pins', 0],
  ['buyable_pins', 1],
  ['videos', 2],
  ['boards', 3],
  ['users', 4],
]);

/** A search path with this segment (`/search/shop/?q=…`) is the shop tool, whatever else it names. */
export const SHOP_TOOL_SEGMENT = 'shop';

export const MEDIA_TYPES = ['image', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
export const POSTED_WITHIN = ['day', 'week', 'month', 'year'] as const;
export type PostedWithin = (typeof POSTED_WITHIN)[number];

/** How far back each `date:` filter reaches, in days. */
export const POSTED_WITHIN_DAYS: ReadonlyMap<PostedWithin, number> = new Map([
  ['day', 1],
  ['week', 7],
  ['month', 30],
  ['year', 365],
]);

/** What narrows the results; every field empty means no filter. */
export interface SearchFilters {
  /** From `filters=type:image` or `type:video`. */
  mediaType: MediaType | null;
  /** From `filters=date:day|week|month|year`: pins saved within that time. */
  postedWithin: PostedWithin | null;
  /** From `colors=red,blue`: pictures whose main colour is in one of these families. */
  colors: ColorFamily[];
  /** From `domains=example.com`: pins linking to these sites (their subdomains too). */
  domains: string[];
  /** From `user=username`: pins that person saved. */
  user: string | null;
  /** From `price_min`, `price_max` and `on_sale`: product pins only. */
  priceMin: number | null;
  priceMax: number | null;
  onSale: boolean;
}

export const NO_SEARCH_FILTERS: SearchFilters = {
  mediaType: null,
  postedWithin: null,
  colors: [],
  domains: [],
  user: null,
  priceMin: null,
  priceMax: null,
  onSale: false,
};

/** Where a search was started from, when the address does not say. */
export const DEFAULT_SEARCH_SOURCE = 'direct_navigation';

/**
 * The parameters a search address may carry that only say where the search came from or what the page looked
 * like (kept so they survive a tab change; nothing here acts on them).
 */
export const SEARCH_CONTEXT_PARAMETERS = [
  'category',
  'brands',
  'brand_value',
  'interest_id',
  'source_id',
  'source_module_id',
  'style',
  'tab',
  'b_id',
  'cover_pin_sig',
  'deb_d',
  'guided_search_query',
  'journey_depth',
  'query_pin_sigs',
  'request_params',
  'selected_one_bar_modules',
  'top_pin_ids',
] as const;

export interface SearchState {
  query: string;
  scope: SearchScope;
  /** The scope's number (pins 0, buyable 1, videos 2, boards 3, users 4), null for the others. */
  scopeIndex: number | null;
  /** 1 in the shop tool, 2 elsewhere. */
  viewType: 1 | 2;
  filters: SearchFilters;
  /** `rs`: where the search was started (typed, a typeahead pick, a tab, a related search …). */
  source: string;
  /** `auto_correction_disabled`: search exactly what was typed, no "Showing results for …". */
  autoCorrectionDisabled: boolean;
  /** The context parameters present, as given. */
  context: ReadonlyMap<string, string>;
}

const MAX_LISTED = 10;
const HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

function flag(value: string | null): boolean {
  return value === 'true' || value === '1';
}

function listed(value: string | null): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(/[,|]/)
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/** A site as people write it (`https://www.Example.com/shop`) reduced to its host (`example.com`), or null. */
export function domainOf(text: string): string | null {
  const host = text
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#:].*$/, '')
    .replace(/^www\./, '');
  return HOST.test(host) ? host : null;
}

function price(value: string | null): number | null {
  return value === null || value.trim() === '' ? null : Number(value);
}

/** `filters=type:video,date:week`: each known name with a known value; anything else is ignored. */
function typedFilters(value: string | null): Pick<SearchFilters, 'mediaType' | 'postedWithin'> {
  let mediaType: MediaType | null = null;
  let postedWithin: PostedWithin | null = null;
  for (const part of listed(value)) {
    const [name, choice = ''] = part.split(':', 2);
    if (name === 'type' && (MEDIA_TYPES as readonly string[]).includes(choice))
      mediaType = choice as MediaType;
    if (name === 'date' && POSTED_WITHIN_DAYS.has(choice as PostedWithin))
      postedWithin = choice as PostedWithin;
  }
  return { mediaType, postedWithin };
}

/** Filters as a request gives them, before they are checked: from an address, a GraphQL argument or a REST call. */
export interface SearchFilterRequest {
  mediaType?: MediaType | null;
  postedWithin?: PostedWithin | null;
  colors?: readonly string[] | null;
  domains?: readonly string[] | null;
  user?: string | null;
  priceMin?: number | null;
  priceMax?: number | null;
  onSale?: boolean | null;
}

function amount(value: number | null | undefined): number | null {
  return value != null && Number.isFinite(value) && value >= 0 ? value : null;
}

/**
 * The filters a search runs with, whoever asked: unknown colours and sites that are no host dropped, sites reduced
 * to their host, each list without repeats and at most ten long, a username without its `@`. A maximum price under
 * the minimum asks for nothing that could exist, so it is dropped and the minimum kept.
 */
export function normalizeSearchFilters(request: SearchFilterRequest | null | undefined): SearchFilters {
  if (!request) return NO_SEARCH_FILTERS;
  const user = request.user?.trim().replace(/^@/, '') ?? '';
  const priceMin = amount(request.priceMin);
  const priceMax = amount(request.priceMax);
  return {
    mediaType: request.mediaType ?? null,
    postedWithin: request.postedWithin ?? null,
    colors: [...new Set(request.colors ?? [])].filter(isColorFamily).slice(0, MAX_LISTED),
    domains: [
      ...new Set((request.domains ?? []).map(domainOf).filter((domain): domain is string => domain !== null)),
    ].slice(0, MAX_LISTED),
    user: /^[a-z0-9_]{1,30}$/i.test(user) ? user.toLowerCase() : null,
    priceMin,
    priceMax: priceMax !== null && priceMin !== null && priceMax < priceMin ? null : priceMax,
    onSale: request.onSale ?? false,
  };
}

/** The filters a search address or request carries (`filters`, `colors`, `domains`, `user`, prices). */
export function readSearchFilters(params: URLSearchParams): SearchFilters {
  return normalizeSearchFilters({
    ...typedFilters(params.get('filters')),
    colors: listed(params.get('colors')),
    domains: listed(params.get('domains')),
    user: params.get('user'),
    priceMin: price(params.get('price_min')),
    priceMax: price(params.get('price_max')),
    onSale: flag(params.get('on_sale')),
  });
}

/**
 * The search an address asks for: the scope from the path (`/search/{scope}/`, the shop-tool segment, and
 * `commerce_only`, which turns any other scope into buyable pins) and every parameter the search page reads.
 * Unknown scopes and values are ignored, never an error: a link from anywhere opens a search.
 */
export function readSearchState(pathname: string, search: string): SearchState {
  const params = new URLSearchParams(search);
  const segments = pathname.split('/').filter(Boolean);
  const named = segments[segments.indexOf('search') + 1] ?? '';
  let scope: SearchScope = isSearchScope(named) ? named : 'pins';
  if (segments.includes(SHOP_TOOL_SEGMENT)) scope = 'shop_tool';
  if (flag(params.get('commerce_only')) && scope !== 'shop_tool') scope = 'buyable_pins';
  const context = new Map<string, string>();
  for (const name of SEARCH_CONTEXT_PARAMETERS) {
    const value = params.get(name);
    if (value !== null && value !== '') context.set(name, value);
  }
  return {
    query: (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH),
    scope,
    scopeIndex: SEARCH_SCOPE_INDEX.get(scope) ?? null,
    viewType: scope === 'shop_tool' ? 1 : 2,
    filters: readSearchFilters(params),
    source: params.get('rs')?.trim() || DEFAULT_SEARCH_SOURCE,
    autoCorrectionDisabled: flag(params.get('auto_correction_disabled')),
    context,
  };
}

/** Whether any filter narrows the results. */
export function hasSearchFilters(filters: SearchFilters): boolean {
  return (
    filters.mediaType !== null ||
    filters.postedWithin !== null ||
    filters.colors.length > 0 ||
    filters.domains.length > 0 ||
    filters.user !== null ||
    filters.priceMin !== null ||
    filters.priceMax !== null ||
    filters.onSale
  );
}

/** The query string of a search state: what readSearchState reads back to the same state. */
export function searchStateQuery(state: Omit<SearchState, 'scopeIndex' | 'viewType'>): string {
  const params = new URLSearchParams({ q: state.query });
  const { filters } = state;
  const typed = [
    filters.mediaType ? `type:${filters.mediaType}` : null,
    filters.postedWithin ? `date:${filters.postedWithin}` : null,
  ].filter((part) => part !== null);
  if (typed.length > 0) params.set('filters', typed.join(','));
  if (filters.colors.length > 0) params.set('colors', filters.colors.join(','));
  if (filters.domains.length > 0) params.set('domains', filters.domains.join(','));
  if (filters.user) params.set('user', filters.user);
  if (filters.priceMin !== null) params.set('price_min', String(filters.priceMin));
  if (filters.priceMax !== null) params.set('price_max', String(filters.priceMax));
  if (filters.onSale) params.set('on_sale', 'true');
  if (state.source !== DEFAULT_SEARCH_SOURCE) params.set('rs', state.source);
  if (state.autoCorrectionDisabled) params.set('auto_correction_disabled', 'true');
  for (const [name, value] of state.context) params.set(name, value);
  return params.toString();
}

/** The search page's address for a state (the scope in the path, the rest in the query string). */
export function searchStatePath(state: Omit<SearchState, 'scopeIndex' | 'viewType'>): string {
  return `/search/${state.scope}/?${searchStateQuery(state)}`;
}
