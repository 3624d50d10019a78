/**
 * Where Tackboard's ads are offered. The legacy client keeps two lists of eligible countries (about 29 and 34
 * codes) without saying which; these are ours: the countries a business may advertise from (its advertiser's
 * country, which also fixes its currency), and the countries its ads may be shown in — those and five more.
 */
export const ADVERTISER_COUNTRY_CODES: readonly string[] =
  'AT AU BE BR CA CH CZ DE DK ES FI FR GB GR HU IE IT JP LU MX NL NO NZ PL PT RO SE SK US'.split(' ');

export const TARGETABLE_COUNTRY_CODES: readonly string[] = [
  ...ADVERTISER_COUNTRY_CODES,
  ...'AR CL CO CY MT'.split(' '),
];

const ADVERTISER_COUNTRIES = new Set(ADVERTISER_COUNTRY_CODES);
const TARGETABLE_COUNTRIES = new Set(TARGETABLE_COUNTRY_CODES);

/** Whether a business in this country (a two-letter code, upper case) may advertise here. */
export function isAdvertiserCountry(code: string): boolean {
  return ADVERTISER_COUNTRIES.has(code);
}

/** Whether ads may be shown in this country (a two-letter code, upper case). */
export function isTargetableCountry(code: string): boolean {
  return TARGETABLE_COUNTRIES.has(code);
}

export const AD_COUNTRY_TEXTS = {
  advertiserCountry: `Ads are offered to businesses in these countries only: ${ADVERTISER_COUNTRY_CODES.join(', ')}.`,
  targetCountry: `Ads can be shown in these countries only: ${[...TARGETABLE_COUNTRY_CODES].sort().join(', ')}.`,
} as const;
