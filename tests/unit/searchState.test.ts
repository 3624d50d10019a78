import { describe, expect, it } from 'vitest';
import {
  domainOf,
  hasSearchFilters,
  NO_SEARCH_FILTERS,
  normalizeSearchFilters,
  readSearchState,
  searchStatePath,
} from '../../core/searchState';

describe('readSearchState', () => {
  it('takes the scope from the path, pins when it names none or one that does not exist', () => {
    expect(readSearchState('/search/boards/', '?q=tea').scope).toBe('boards');
    expect(readSearchState('/search/', '?q=tea').scope).toBe('pins');
    expect(readSearchState('/search/constructor/', '?q=tea').scope).toBe('pins');
    expect(readSearchState('/search/my_content/', '?q=tea').scope).toBe('my_content');
  });

  it('numbers the scopes pins 0, buyable 1, videos 2, boards 3, users 4, and no other', () => {
    const index = (scope: string) => readSearchState(`/search/${scope}/`, '').scopeIndex;
    expect(['pins', 'buyable_pins', 'videos', 'boards', 'users'].map(index)).toEqual([0, 1, 2, 3, 4]);
    expect(index('my_pins')).toBeNull();
    expect(index('idea_pins')).toBeNull();
  });

  it('makes a path with the shop-tool segment the shop tool (view type 1); every other search is view type 2', () => {
    const shop = readSearchState('/search/shop/', '?q=lamp');
    expect(shop).toMatchObject({ scope: 'shop_tool', viewType: 1 });
    expect(readSearchState('/search/pins/', '?q=lamp').viewType).toBe(2);
  });

  it('turns any scope but the shop tool into buyable pins when commerce_only is true', () => {
    expect(readSearchState('/search/boards/', '?q=lamp&commerce_only=true').scope).toBe('buyable_pins');
    expect(readSearchState('/search/shop/', '?q=lamp&commerce_only=true').scope).toBe('shop_tool');
    expect(readSearchState('/search/boards/', '?q=lamp&commerce_only=false').scope).toBe('boards');
  });

  it('reads the filters that act here and ignores what it does not know, never failing', () => {
    const state = readSearchState(
      '/search/pins/',
      '?q=+tea+&filters=type:video,date:week,size:huge&colors=Red,blue,mauve&domains=https://www.Example.com/shop,not a site,shop.example.org' +
        '&user=@Ann_Lee&price_min=5&price_max=2&on_sale=1&rs=typeahead&auto_correction_disabled=true',
    );
    expect(state.query).toBe('tea');
    expect(state.filters).toEqual({
      mediaType: 'video',
      postedWithin: 'week',
      colors: ['red', 'blue'],
      domains: ['example.com', 'shop.example.org'],
      user: 'ann_lee',
      priceMin: 5,
      priceMax: null,
      onSale: true,
    });
    expect(state.source).toBe('typeahead');
    expect(state.autoCorrectionDisabled).toBe(true);
  });

  it('gives the defaults for an address without parameters, and bad values the same', () => {
    const plain = readSearchState('/search/pins/', '');
    expect(plain.filters).toEqual(NO_SEARCH_FILTERS);
    expect(plain.source).toBe('direct_navigation');
    expect(hasSearchFilters(plain.filters)).toBe(false);
    const bad = readSearchState(
      '/search/pins/',
      '?filters=type:gif&colors=__proto__&price_min=-3&user=a%20b',
    );
    expect(bad.filters).toEqual(NO_SEARCH_FILTERS);
  });

  it('keeps the context parameters as given, and only those', () => {
    const state = readSearchState('/search/pins/', '?q=x&journey_depth=2&source_id=abc&constructor=1');
    expect([...state.context]).toEqual([
      ['source_id', 'abc'],
      ['journey_depth', '2'],
    ]);
  });
});

describe('normalizeSearchFilters', () => {
  it('checks filters given as values (GraphQL, REST) by the same rules as an address', () => {
    expect(
      normalizeSearchFilters({
        colors: ['red', 'red', 'plaid'],
        domains: ['https://www.Example.com/shop', 'not a site', 'example.com'],
        user: ' @Ava_L ',
        priceMin: 20,
        priceMax: 5,
      }),
    ).toEqual({
      ...NO_SEARCH_FILTERS,
      colors: ['red'],
      domains: ['example.com'],
      user: 'ava_l',
      priceMin: 20,
    });
    expect(normalizeSearchFilters({ user: 'a b', priceMin: -1, priceMax: Number.NaN })).toEqual(
      NO_SEARCH_FILTERS,
    );
    expect(normalizeSearchFilters(null)).toBe(NO_SEARCH_FILTERS);
  });
});

describe('searchStatePath', () => {
  it('writes an address that reads back to the same search', () => {
    const state = readSearchState(
      '/search/videos/',
      '?q=olive oil&filters=date:month&colors=green&domains=example.com&user=ann&rs=tab&journey_depth=3',
    );
    const path = searchStatePath(state);
    const url = new URL(path, 'http://tackboard.test');
    expect(url.pathname).toBe('/search/videos/');
    expect(readSearchState(url.pathname, url.search)).toEqual(state);
  });
});

describe('domainOf', () => {
  it('reduces what people paste to the host', () => {
    expect(domainOf('HTTPS://www.Example.co.uk:8080/a?b#c')).toBe('example.co.uk');
    expect(domainOf('example')).toBeNull();
    expect(domainOf('exa mple.com')).toBeNull();
  });
});
