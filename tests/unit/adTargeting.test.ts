import { describe, expect, it } from 'vitest';
import { interestKey, regionOfAcceptLanguage, targetingList } from '../../core/adTargeting';

describe('the viewer country ads are targeted by', () => {
  it('is the region of the most preferred language that names one', () => {
    expect(regionOfAcceptLanguage('fr-CA,fr;q=0.8,en-US;q=0.6')).toBe('CA');
    expect(regionOfAcceptLanguage('fr;q=0.9,en-gb;q=0.8')).toBe('GB');
    expect(regionOfAcceptLanguage('en-US;q=0.5,de-AT')).toBe('AT');
    expect(regionOfAcceptLanguage('zh-Hant-TW')).toBe('TW');
  });

  it('is unknown without a region, for numeric regions and for junk', () => {
    expect(regionOfAcceptLanguage('fr')).toBeNull();
    expect(regionOfAcceptLanguage('*')).toBeNull();
    expect(regionOfAcceptLanguage('es-419')).toBeNull();
    expect(regionOfAcceptLanguage('en-US;q=0')).toBeNull();
    expect(regionOfAcceptLanguage(undefined)).toBeNull();
    expect(regionOfAcceptLanguage('x'.repeat(600))).toBeNull();
  });
});

describe('interests', () => {
  it('compare by slug', () => {
    expect(interestKey('Wood Working')).toBe('wood-working');
    expect(interestKey(' kitchen-storage ')).toBe('kitchen-storage');
  });
});

describe('targetingList', () => {
  it('reads the strings a stored targeting lists under a key, and nothing from what is not its own list', () => {
    const stored = JSON.parse(
      '{"country":["US","GB"],"interests":"wood","audiences_include":["7",8,null,"9"]}',
    );
    expect(targetingList(stored, 'country')).toEqual(['US', 'GB']);
    expect(targetingList(stored, 'interests')).toEqual([]);
    expect(targetingList(stored, 'audiences_include')).toEqual(['7', '9']);
    expect(targetingList(stored, 'audiences_exclude')).toEqual([]);
    expect(targetingList(stored, 'constructor')).toEqual([]);
  });
});
