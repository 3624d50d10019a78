import { describe, expect, it } from 'vitest';
import { ADVERTISER_COUNTRIES } from '../../client/src/features/promote/countries';
import {
  ADVERTISER_COUNTRY_CODES,
  isAdvertiserCountry,
  isTargetableCountry,
  TARGETABLE_COUNTRY_CODES,
} from '../../core/adCountries';

describe('where ads are offered', () => {
  it('lists 29 countries a business may advertise from and 34 its ads may be shown in, the first within the second', () => {
    expect(ADVERTISER_COUNTRY_CODES).toHaveLength(29);
    expect(TARGETABLE_COUNTRY_CODES).toHaveLength(34);
    expect(new Set(TARGETABLE_COUNTRY_CODES).size).toBe(34);
    expect(ADVERTISER_COUNTRY_CODES.every(isTargetableCountry)).toBe(true);
    expect(isAdvertiserCountry('AR')).toBe(false);
    expect(isTargetableCountry('AR')).toBe(true);
    expect(isTargetableCountry('KP')).toBe(false);
  });

  it('the business form offers exactly the countries the server accepts', () => {
    expect(ADVERTISER_COUNTRIES.map((c) => c.code).sort()).toEqual([...ADVERTISER_COUNTRY_CODES].sort());
  });
});
