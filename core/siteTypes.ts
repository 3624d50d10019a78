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
