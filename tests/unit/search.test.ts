import { describe, expect, it } from 'vitest';
import { isSearchScope, SEARCH_QUERY_MAX_LENGTH, searchPath, searchTerms } from '../../core/search';

describe('search terms', () => {
  it('keeps the words (any script), lower-cased, once each', () => {
    expect(searchTerms('Olive OIL olive')).toEqual(['olive', 'oil']);
    expect(searchTerms('Café crème #brûlée')).toEqual(['café', 'crème', 'brûlée']);
    expect(searchTerms('東京 ramen')).toEqual(['東京', 'ramen']);
  });

  it('drops everything the database query parser would read as syntax', () => {
    expect(searchTerms("a & b | !c :* (d) 'e' \\f")).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(searchTerms('&&& !!')).toEqual([]);
  });

  it('takes at most eight words of at most the first 100 characters', () => {
    expect(searchTerms('one two three four five six seven eight nine ten')).toHaveLength(8);
    expect(searchTerms(`${'a'.repeat(SEARCH_QUERY_MAX_LENGTH)} tail`)).toEqual([
      'a'.repeat(SEARCH_QUERY_MAX_LENGTH),
    ]);
  });
});

describe('search paths and scopes', () => {
  it('builds the search page path with the query encoded', () => {
    expect(searchPath('  olive oil & lemon ')).toBe('/search/pins/?q=olive%20oil%20%26%20lemon');
    expect(searchPath('ava', 'users')).toBe('/search/users/?q=ava');
  });

  it('knows its scopes', () => {
    expect(isSearchScope('boards')).toBe(true);
    expect(isSearchScope('ads')).toBe(false);
  });
});
