import { describe, expect, it } from 'vitest';
import { hostedSiteTypeOfPath, parseSiteOrigin, SITE_TYPES, sitePath } from '../../core/siteTypes';

describe('site types and the path helper', () => {
  it('knows the site type of our pages: ads under /advertiser, the business hub under /business, else main', () => {
    expect(hostedSiteTypeOfPath('/advertiser/12/ads/')).toBe(SITE_TYPES.ads);
    expect(hostedSiteTypeOfPath('/advertiser')).toBe(SITE_TYPES.ads);
    expect(hostedSiteTypeOfPath('/business/convert/')).toBe(SITE_TYPES.business);
    expect(hostedSiteTypeOfPath('/advertisers-club/')).toBe(SITE_TYPES.www);
    expect(hostedSiteTypeOfPath('/pin/1/')).toBe(SITE_TYPES.www);
  });

  it('prefixes a path only when the source and destination site types differ and the destination has a host', () => {
    const origins = { [SITE_TYPES.ads]: 'https://ads.example.com', [SITE_TYPES.www]: 'https://example.com/' };
    expect(sitePath('/advertiser/12/ads/', SITE_TYPES.www, origins)).toBe(
      'https://ads.example.com/advertiser/12/ads/',
    );
    expect(sitePath('/advertiser/12/billing/', SITE_TYPES.ads, origins)).toBe('/advertiser/12/billing/');
    expect(sitePath('/pin-builder/', SITE_TYPES.ads, origins)).toBe('https://example.com/pin-builder/');
    // No host of its own: the path on this host.
    expect(sitePath('/business/convert/', SITE_TYPES.www, origins)).toBe('/business/convert/');
    expect(sitePath('/advertiser/', SITE_TYPES.www, {})).toBe('/advertiser/');
    // The destination may be named when the path does not tell it.
    expect(sitePath('/x/', SITE_TYPES.www, origins, SITE_TYPES.ads)).toBe('https://ads.example.com/x/');
  });

  it('reads SITE_URL_* settings: http(s) with an optional path prefix, nothing else', () => {
    expect(parseSiteOrigin(undefined)).toBe('');
    expect(parseSiteOrigin(' ')).toBe('');
    expect(parseSiteOrigin('https://ads.example.com/')).toBe('https://ads.example.com');
    expect(parseSiteOrigin('https://example.com/tackboard/')).toBe('https://example.com/tackboard');
    expect(parseSiteOrigin('ftp://example.com')).toBeNull();
    expect(parseSiteOrigin('https://example.com/?q=1')).toBeNull();
    expect(parseSiteOrigin('not a url')).toBeNull();
  });
});
