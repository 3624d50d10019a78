import { describe, expect, it } from 'vitest';
import { ADVERTISER_LINK_LABELS, ADVERTISER_PAGES, advertiserPageOf } from '../../core/advertiserPages';
import { ADVERTISER_PATHS, ADVERTISER_SECTIONS, advertiserUrl } from '../../core/advertiserRoutes';
import { BILLING_SECTION_LABELS, BILLING_SECTION_NOTES } from '../../core/billing';

// Pages other engineers build screens for, and those already built: the rest must each say what is offered.
const SCREENS_ELSEWHERE = new Set([
  'reporting_campaigns',
  'reporting_adgroups',
  'reporting_ads',
  'ads_manager',
  'ads_create',
  'ads_edit',
  'ads_edit_draft',
  'ads_duplicate',
  'audiences',
  'history',
  'recommendations',
  'product_catalogs_data_source',
  'billing',
  'conversions',
  'report_center',
  'quick_promote',
  'campaign_insights',
  'campaign_insights_product_group',
]);

describe('advertiser-area pages', () => {
  it('finds every advertiser route and its sections from its address, with or without an advertiser id', () => {
    for (const key of Object.keys(ADVERTISER_PATHS) as (keyof typeof ADVERTISER_PATHS)[]) {
      const options = { advertiserId: '42', campaignId: '7', productGroupId: '9' };
      expect(advertiserPageOf(advertiserUrl(key, options))).toEqual({
        key,
        advertiserId: '42',
        section: null,
      });
    }
    for (const [key, sections] of Object.entries(ADVERTISER_SECTIONS)) {
      for (const section of sections) {
        expect(advertiserPageOf(advertiserUrl(key, { advertiserId: '42', section }))).toEqual({
          key,
          advertiserId: '42',
          section,
        });
      }
    }
    expect(advertiserPageOf('/advertiser/media_planner')).toEqual({
      key: 'media_planner',
      advertiserId: null,
      section: null,
    });
  });

  it('knows no page at an unknown address or section', () => {
    expect(advertiserPageOf('/advertiser/42/nothing-here/')).toBeNull();
    expect(advertiserPageOf('/advertiser/42/billing/refunds/')).toBeNull();
    expect(advertiserPageOf('/pin/42/')).toBeNull();
  });

  it('says what this instance offers on every route without a screen, linking only to built pages', () => {
    for (const key of Object.keys(ADVERTISER_PATHS)) {
      if (SCREENS_ELSEWHERE.has(key)) continue;
      const info = ADVERTISER_PAGES.get(key as never);
      expect(info, key).toBeDefined();
      expect(info!.text.length).toBeGreaterThan(40);
      for (const link of info!.links) expect(ADVERTISER_LINK_LABELS.has(link), `${key} → ${link}`).toBe(true);
    }
    expect(ADVERTISER_PAGES.get('accounts_manager')?.listsAccounts).toBe(true);
  });

  it('gives every billing section a tab, and the ones not offered a plain note', () => {
    for (const section of ADVERTISER_SECTIONS.billing) expect(BILLING_SECTION_LABELS.has(section)).toBe(true);
    expect([...BILLING_SECTION_NOTES.keys()].sort()).toEqual([
      'prepaid_campaign_spend_summary',
      'prepaid_spend_campaign_breakdown',
      'promotions',
      'tax_documents',
    ]);
  });
});
