/**
 * Site types: which part of the product a page belongs to, by the legacy host kinds' numbers. Tackboard serves
 * them all from one host, so a page's site type follows from its path.
 */
export const SITE_TYPES = {
  www: 0,
  phoneTablet: 1,
  ads: 3,
  analytics: 4,
  business: 6,
  trends: 7,
  trendsInternal: 8,
  commerce: 10,
  creators: 11,
  planningHub: 12,
  newsroom: 13,
} as const;
export type SiteType = (typeof SITE_TYPES)[keyof typeof SITE_TYPES];

/**
 * The site type of one of our pages: the advertiser area (`/advertiser…`) is the ads site, everything else the
 * main site. The other kinds have no pages of their own here yet.
 */
export function siteTypeOfPath(pathname: string): SiteType {
  return /^\/advertiser(\/|$)/.test(pathname) ? SITE_TYPES.ads : SITE_TYPES.www;
}

/** The site types whose pages may live on a host of their own: the main site, the ads site, the business hub. */
export const HOSTED_SITE_TYPES = [SITE_TYPES.www, SITE_TYPES.ads, SITE_TYPES.business] as const;
export type HostedSiteType = (typeof HOSTED_SITE_TYPES)[number];

/**
 * Where each hosted site type lives: an origin with an optional path before ours ("https://ads.example.com",
 * "https://example.com/tackboard"), or '' for the host the page is on. By default all three share one host, the
 * ads site's pages under /advertiser and the business hub's under /business.
 */
export type SiteOrigins = Readonly<Partial<Record<HostedSiteType, string>>>;

/** The site type of one of our pages: /advertiser… is the ads site, /business… the business hub, else main. */
export function hostedSiteTypeOfPath(pathname: string): HostedSiteType {
  if (/^\/advertiser(\/|$)/.test(pathname)) return SITE_TYPES.ads;
  if (/^\/business(\/|$)/.test(pathname)) return SITE_TYPES.business;
  return SITE_TYPES.www;
}

/**
 * A link from a page of site type `from` to `path` (one of our page addresses): prefixed with the destination's
 * host or path prefix only when the two site types differ and the destination has one configured; otherwise the
 * path as it is. The destination's type is the path's own unless given.
 */
export function sitePath(
  path: string,
  from: HostedSiteType,
  origins: SiteOrigins,
  to: HostedSiteType = hostedSiteTypeOfPath(path),
): string {
  if (from === to) return path;
  const prefix = origins[to];
  return prefix ? `${prefix.replace(/\/+$/, '')}${path}` : path;
}

/** A configured site address (SITE_URL_*): http(s), no query or fragment; '' for none. Null when unusable. */
export function parseSiteOrigin(value: string | undefined): string | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return '';
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash || url.username)
    return null;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
