import { describe, expect, it } from 'vitest';
import {
  advertiserUrl,
  builtAdvertiserScreen,
  OBJECTIVE_SHORTCUTS,
  objectiveTypeForShortcut,
} from '../../core/advertiserRoutes';

describe('advertiser routes', () => {
  it('prefixes /advertiser/{advertiserId} when the advertiser is known', () => {
    expect(advertiserUrl('reporting_campaigns', { advertiserId: '12' })).toBe(
      '/advertiser/12/reporting/campaigns/',
    );
    expect(advertiserUrl('home', { advertiserId: '12' })).toBe('/advertiser/12/');
    expect(advertiserUrl('reporting_adgroup_search_queries', { advertiserId: '12' })).toBe(
      '/advertiser/12/reporting/adGroupSearchQueries/',
    );
  });
  it('uses /advertiser alone without one', () => {
    expect(advertiserUrl('quick_promote')).toBe('/advertiser/quick-promote/');
    expect(advertiserUrl('quick_promote_page', { advertiserId: '12' })).toBe('/advertiser/quick-promote/');
  });
  it('builds sections and campaign insights with their query', () => {
    expect(advertiserUrl('billing', { advertiserId: '3', section: 'tax_documents' })).toBe(
      '/advertiser/3/billing/tax_documents/',
    );
    expect(
      advertiserUrl('campaign_insights', {
        advertiserId: '3',
        campaignId: '77',
        query: { start_date: '2024-01-01', end_date: '2024-01-31' },
      }),
    ).toBe('/advertiser/3/campaign-insights/77/?start_date=2024-01-01&end_date=2024-01-31');
    expect(
      advertiserUrl('campaign_insights_product_group', {
        advertiserId: '3',
        campaignId: '77',
        productGroupId: '5',
      }),
    ).toBe('/advertiser/3/campaign-insights/77/product-group/5');
  });
  it("throws 'unknown url key' for a key it does not know", () => {
    expect(() => advertiserUrl('reporting_everything')).toThrow('unknown url key');
    expect(() => advertiserUrl('toString')).toThrow('unknown url key');
    expect(() => advertiserUrl('billing', { section: 'nope' })).toThrow('unknown url key');
  });
  it('knows which screens are built', () => {
    expect(builtAdvertiserScreen('/advertiser/quick-promote')).toEqual({
      screen: 'quick_promote',
      advertiserId: null,
    });
    expect(builtAdvertiserScreen('/advertiser/9/reporting/campaigns/')).toEqual({
      screen: 'campaigns',
      advertiserId: '9',
    });
    expect(builtAdvertiserScreen('/advertiser/9/ads')).toEqual({ screen: 'ads', advertiserId: '9' });
    expect(builtAdvertiserScreen('/advertiser/9/ads/create/')).toEqual({
      screen: 'ads_create',
      advertiserId: '9',
    });
    expect(builtAdvertiserScreen('/advertiser/9/ads/edit_draft/')).toEqual({
      screen: 'ads_edit',
      advertiserId: '9',
    });
    expect(builtAdvertiserScreen('/advertiser/9/ads/duplicate')).toEqual({
      screen: 'ads_duplicate',
      advertiserId: '9',
    });
    expect(builtAdvertiserScreen('/advertiser/9/reporting/ads/')).toEqual({
      screen: 'reporting_ads',
      advertiserId: '9',
    });
    expect(builtAdvertiserScreen('/advertiser/9/campaign-insights/31/')).toEqual({
      screen: 'campaign_insights',
      advertiserId: '9',
    });
    expect(builtAdvertiserScreen('/advertiser/9/report-center/history')).toEqual({
      screen: 'report_center',
      advertiserId: '9',
    });
    expect(builtAdvertiserScreen('/advertiser/9/campaign-insights/31/product-group/2')).toBeNull();
    expect(builtAdvertiserScreen('/advertiser/9/billing/')).toBeNull();
    expect(builtAdvertiserScreen('/advertiser/9/ads/bulk_edit/')).toBeNull();
  });
});

describe('objective shortcuts', () => {
  it('map to objective types', () => {
    expect(Object.keys(OBJECTIVE_SHORTCUTS)).toHaveLength(10);
    expect(objectiveTypeForShortcut('reserved awareness')).toBe('IMPRESSION');
    expect(objectiveTypeForShortcut('engagement')).toBe('BILLABLE_ENGAGEMENT');
    expect(objectiveTypeForShortcut('shopping')).toBe('TEMPORARY_SHOPPING');
    expect(objectiveTypeForShortcut('constructor')).toBeNull();
  });
});
