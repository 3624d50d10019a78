import { slugify } from './slug';

/**
 * Who an ad group's targeting reaches, as delivery applies it:
 * - countries: the viewer's country is their business profile's country when they act as a business, else the
 *   region of their browser's first language with one (`Accept-Language: de-AT,de;q=0.9` → AT), signed out too.
 *   A viewer whose country is unknown sees no country-targeted ad: an advertiser who pays for Canada pays for
 *   Canada, not for a guess.
 * - interests: the viewer's chosen interests and the ideas topics of the (public) boards they follow most
 *   recently, compared by slug ("Wood working" matches the topic `wood-working`). A viewer with none sees no
 *   interest-targeted ad.
 */

/** The followed boards whose topics count as the viewer's interests: the newest follows, to keep a serve cheap. */
export const FOLLOWED_BOARDS_FOR_INTERESTS = 20;

/**
 * The region of the first language in an Accept-Language header that names one, by preference (q) then order:
 * "fr-CA,fr;q=0.8,en-US;q=0.6" → CA. Numeric regions (es-419) and malformed parts are skipped; null when none.
 */
export function regionOfAcceptLanguage(header: string | null | undefined): string | null {
  if (!header || header.length > 500) return null;
  const tags = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.q > 0 && !Number.isNaN(t.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of tags) {
    const subtags = tag.split('-').slice(1);
    const region = subtags.find((s) => /^[A-Za-z]{2}$/.test(s));
    if (region) return region.toUpperCase();
  }
  return null;
}

/** How an interest is compared: its slug ("Kitchen Storage" and "kitchen-storage" are one interest). */
export function interestKey(interest: string): string {
  return slugify(interest, '');
}

/**
 * The strings an ad group's stored targeting (its parsed JSON) lists under `key` — countries, interests or audience
 * ids; none when the key is absent or holds no list.
 */
export function targetingList(targeting: Record<string, unknown>, key: string): string[] {
  const value = Object.hasOwn(targeting, key) ? targeting[key] : [];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
