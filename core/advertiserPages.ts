import { ADVERTISER_PATHS, ADVERTISER_SECTIONS, type AdvertiserUrlKey } from './advertiserRoutes';
import { PIN_BUILDER_PATH } from './paths';

/**
 * What each advertiser-area page without a screen of its own says this Tackboard offers there, and where to go
 * instead: one table, read by one page component (client/src/features/advertiser-area/). Pages with screens of
 * their own (the ads manager, quick promote, billing, reporting…) are routed before it and never reach it.
 */
export interface AdvertiserPageInfo {
  title: string;
  text: string;
  /** Built pages to offer, in order. */
  links: readonly AdvertiserUrlKey[];
  /** The accounts manager lists the ad accounts the person can act for. */
  listsAccounts?: true;
  /** A page of the main site to offer (its path there). */
  mainSitePage?: { path: string; label: string };
}

/** How a link to a built page reads. */
export const ADVERTISER_LINK_LABELS: ReadonlyMap<AdvertiserUrlKey, string> = new Map<
  AdvertiserUrlKey,
  string
>([
  ['ads_manager', 'Ads manager'],
  ['ads_create', 'Create a campaign'],
  ['reporting_campaigns', 'Campaigns report'],
  ['billing', 'Billing'],
  ['quick_promote', 'Promote a Pin'],
  ['accounts_manager', 'Ad accounts'],
  ['audiences', 'Audiences'],
  ['product_catalogs_data_source', 'Product catalogs'],
]);

const KEYWORDS: AdvertiserPageInfo = {
  title: 'Keyword and search-query reporting',
  text: "Ads on this Tackboard are targeted by country and interest, not by keywords, so there are no keywords or search queries to report. The campaigns report shows each campaign's impressions, clicks and spend.",
  links: ['reporting_campaigns', 'ads_manager'],
};

const PRODUCTS: AdvertiserPageInfo = {
  title: 'Product reporting',
  text: 'This Tackboard reports catalog sales by ad: each product group a campaign promotes is one ad, with its impressions, clicks and spend in the ads report. There is no report per product group or item.',
  links: ['reporting_campaigns', 'product_catalogs_data_source', 'ads_manager'],
};

const BULK: AdvertiserPageInfo = {
  title: 'Bulk editing',
  text: 'This Tackboard has no spreadsheet upload or download for campaigns. In the ads manager you can select several campaigns to pause or resume them together, and duplicate a campaign, its ad groups or its ads to start from them.',
  links: ['ads_manager', 'ads_create'],
};

const AUTOMATED: AdvertiserPageInfo = {
  title: 'Automated ads',
  text: 'This Tackboard has no automated campaigns: you choose each campaign’s budget, its ad groups’ countries, interests and bids, and its Pins. Quick promote sets up a campaign for one Pin in two steps.',
  links: ['ads_create', 'quick_promote', 'ads_manager'],
};

export const ADVERTISER_PAGES: ReadonlyMap<AdvertiserUrlKey, AdvertiserPageInfo> = new Map<
  AdvertiserUrlKey,
  AdvertiserPageInfo
>([
  [
    'home',
    {
      title: 'Ads',
      text: 'Promote your Pins to people who don’t follow you yet. Manage campaigns in the ads manager, follow them in the campaigns report, and find your invoices under billing.',
      links: ['ads_manager', 'reporting_campaigns', 'billing', 'quick_promote', 'accounts_manager'],
    },
  ],
  ['reporting_productgroups', PRODUCTS],
  ['reporting_productitems', PRODUCTS],
  ['reporting_campaign_negative_keywords', KEYWORDS],
  ['reporting_campaign_search_queries', KEYWORDS],
  ['reporting_adgroup_negative_keywords', KEYWORDS],
  ['reporting_adgroup_positive_keywords', KEYWORDS],
  ['reporting_adgroup_search_queries', KEYWORDS],
  [
    'reporting_preferences',
    {
      title: 'Reporting preferences',
      text: 'Reports on this Tackboard count days in UTC and amounts in your ad account’s currency; there is nothing else to set.',
      links: ['reporting_campaigns'],
    },
  ],
  ['automated_ads_create', AUTOMATED],
  ['automated_ads_edit', AUTOMATED],
  [
    'ads_campaign_mode',
    {
      title: 'Campaign mode',
      text: 'Every campaign on this Tackboard works one way: a campaign holds the budget and schedule, its ad groups the targeting and bid, and its ads the Pins.',
      links: ['ads_create', 'ads_manager'],
    },
  ],
  ['ads_bulk_edit', BULK],
  ['bulk_editor', BULK],
  [
    'audience_debug',
    {
      title: 'Audience debugging',
      text: 'Ad groups on this Tackboard target people by country, interest and your audiences (people who engaged with your Pins or visited your site). The audiences page shows each one’s size from 100 people; no page lists the people in it.',
      links: ['audiences', 'ads_manager'],
    },
  ],
  [
    'media_planner',
    {
      title: 'Media planner',
      text: 'This Tackboard forecasts no audience sizes or reach. Set a daily or lifetime budget and each ad group’s bid: spend never passes the budget.',
      links: ['ads_create', 'ads_manager'],
    },
  ],
  [
    'msot_optimizer',
    {
      title: 'Multi-objective optimizer',
      text: 'Each campaign on this Tackboard has one objective and its own budget; there is no optimizer across campaigns.',
      links: ['ads_manager'],
    },
  ],
  [
    'pin_builder',
    {
      title: 'Create Pins for your ads',
      text: 'Pins for ads are made in the Pin builder like any other Pin; promote them from the ads manager once saved.',
      links: ['ads_create', 'ads_manager'],
      mainSitePage: { path: PIN_BUILDER_PATH, label: 'Open the Pin builder' },
    },
  ],
  [
    'accounts_manager',
    {
      title: 'Ad accounts',
      text: 'The ad accounts you can manage: your own, and those of business profiles that let you act for them.',
      links: ['ads_manager'],
      listsAccounts: true,
    },
  ],
]);

/** The advertiser-area page an address is: its key, advertiser id and section; null for no such page. */
export function advertiserPageOf(
  pathname: string,
): { key: AdvertiserUrlKey; advertiserId: string | null; section: string | null } | null {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  const match = /^\/advertiser(?:\/(\d+))?(\/.*)$/.exec(path);
  if (!match) return null;
  const advertiserId = match[1] ?? null;
  const rest = match[2]!;
  for (const [key, template] of Object.entries(ADVERTISER_PATHS) as [AdvertiserUrlKey, string][]) {
    const base = template.endsWith('/') ? template : `${template}/`;
    const pattern = new RegExp(
      `^${base.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[a-zA-Z]+\}/g, '[^/]+')}(?:([^/]+)/)?$`,
    );
    const found = pattern.exec(rest);
    if (!found) continue;
    const section = found[1] ?? null;
    const sections: readonly string[] = Object.hasOwn(ADVERTISER_SECTIONS, key)
      ? ADVERTISER_SECTIONS[key as keyof typeof ADVERTISER_SECTIONS]
      : [];
    if (section !== null && !sections.includes(section)) continue;
    return { key, advertiserId, section };
  }
  return null;
}
