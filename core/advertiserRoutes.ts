/**
 * The advertiser area's links: one key per screen, under /advertiser/{advertiserId} when the
 * advertiser is known.
 */
export const ADVERTISER_PATHS = {
  home: '/',
  reporting_campaigns: '/reporting/campaigns/',
  reporting_adgroups: '/reporting/adgroups/',
  reporting_ads: '/reporting/ads/',
  reporting_productgroups: '/reporting/productgroups/',
  reporting_productitems: '/reporting/productitems/',
  reporting_campaign_negative_keywords: '/reporting/campaignNegativeKeywords/',
  reporting_campaign_search_queries: '/reporting/campaignSearchQueries/',
  reporting_adgroup_negative_keywords: '/reporting/adGroupNegativeKeywords/',
  reporting_adgroup_positive_keywords: '/reporting/adGroupPositiveKeywords/',
  reporting_adgroup_search_queries: '/reporting/adGroupSearchQueries/',
  reporting_preferences: '/reporting/preferences/',
  /** Ours: the ads manager's campaigns table. */
  ads_manager: '/ads/',
  ads_create: '/ads/create/',
  automated_ads_create: '/automated/ads/create/',
  ads_campaign_mode: '/ads/campaign_mode/',
  ads_edit: '/ads/edit/',
  automated_ads_edit: '/automated/ads/edit/',
  ads_edit_draft: '/ads/edit_draft/',
  ads_duplicate: '/ads/duplicate/',
  ads_bulk_edit: '/ads/bulk_edit/',
  audiences: '/audiences/',
  audience_debug: '/audience_debug/',
  billing: '/billing/',
  bulk_editor: '/bulk_editor/',
  history: '/history/',
  conversions: '/conversions/',
  pin_builder: '/pin-builder/',
  accounts_manager: '/accounts_manager/',
  report_center: '/report-center/',
  quick_promote: '/quick-promote/',
  recommendations: '/recommendations/',
  product_catalogs_data_source: '/product-catalogs/data-source',
  campaign_insights: '/campaign-insights/{campaignId}/',
  campaign_insights_product_group: '/campaign-insights/{campaignId}/product-group/{productGroupId}',
  media_planner: '/media_planner/',
  msot_optimizer: '/msot-optimizer/',
} as const;

export type AdvertiserUrlKey = keyof typeof ADVERTISER_PATHS | 'quick_promote_page';

/** The screens with sections: /billing/{section}/ and so on. */
export const ADVERTISER_SECTIONS = {
  billing: [
    'history',
    'order_lines',
    'promotions',
    'documents',
    'tax_documents',
    'prepaid_campaign_spend_summary',
    'prepaid_spend_campaign_breakdown',
  ],
  bulk_editor: ['upload_template', 'download_template', 'history', 'bulk_id_library', 'resources'],
  conversions: [
    'events-overview',
    'event-history',
    'health',
    'test-events',
    'tag',
    'tag_manual_setup',
    'tag-health',
    'upload',
    'history',
    'pca_history',
    'pca_upload',
    'api_manual_setup',
    'api_partner_setup',
    'access_token',
    'setup-api',
    'deduplication',
    'payload-helper',
    'pinterest_capi_connect',
  ],
  report_center: ['builder', 'history', 'unsubscribe', 'download'],
} as const satisfies Partial<Record<AdvertiserUrlKey, readonly string[]>>;

/** The dedicated quick-promote page, which needs no advertiser yet. */
export const QUICK_PROMOTE_PAGE_PATH = '/advertiser/quick-promote/';

export interface AdvertiserUrlOptions {
  advertiserId?: string | null;
  section?: string;
  campaignId?: string;
  productGroupId?: string;
  /** Query parameters, e.g. start_date and end_date for campaign insights. */
  query?: Record<string, string>;
}

/**
 * Builds an advertiser-area path. The prefix is /advertiser/{advertiserId} when the id is known, else /advertiser
 * (our advertiser area lives on the main site, where a bare /reporting/ would read as a username). An unknown key
 * throws 'unknown url key'.
 */
export function advertiserUrl(key: string, options: AdvertiserUrlOptions = {}): string {
  if (key === 'quick_promote_page') return QUICK_PROMOTE_PAGE_PATH;
  if (!Object.hasOwn(ADVERTISER_PATHS, key)) throw new Error('unknown url key');
  let path: string = ADVERTISER_PATHS[key as keyof typeof ADVERTISER_PATHS];
  path = path
    .replace('{campaignId}', encodeURIComponent(options.campaignId ?? ''))
    .replace('{productGroupId}', encodeURIComponent(options.productGroupId ?? ''));
  if (options.section) {
    const sections: readonly string[] = (ADVERTISER_SECTIONS as Record<string, readonly string[]>)[key] ?? [];
    if (!sections.includes(options.section)) throw new Error('unknown url key');
    path = `${path}${options.section}/`;
  }
  const prefix = options.advertiserId
    ? `/advertiser/${encodeURIComponent(options.advertiserId)}`
    : '/advertiser';
  const query = new URLSearchParams(options.query ?? {}).toString();
  return `${prefix}${path}${query ? `?${query}` : ''}`;
}

/** Objective reporting shortcuts and the objective type each stands for. */
export const OBJECTIVE_SHORTCUTS = {
  purchases: 'PURCHASE',
  awareness: 'AWARENESS',
  'reserved awareness': 'IMPRESSION',
  engagement: 'BILLABLE_ENGAGEMENT',
  traffic: 'TRAFFIC',
  'app installs': 'APP_INSTALL',
  'catalog sales': 'CATALOG_SALES',
  'web conversion': 'WEB_CONVERSION',
  'video view': 'VIDEO_VIEW',
  shopping: 'TEMPORARY_SHOPPING',
} as const;

export type ObjectiveShortcut = keyof typeof OBJECTIVE_SHORTCUTS;

export function objectiveTypeForShortcut(shortcut: string): string | null {
  return Object.hasOwn(OBJECTIVE_SHORTCUTS, shortcut)
    ? OBJECTIVE_SHORTCUTS[shortcut as ObjectiveShortcut]
    : null;
}

/** The built screens under /advertiser/{advertiserId}/, by their path there. */
const BUILT_SCREENS = new Map([
  ['quick-promote/', 'quick_promote'],
  ['reporting/campaigns/', 'campaigns'],
  ['reporting/adgroups/', 'reporting_adgroups'],
  ['reporting/ads/', 'reporting_ads'],
  ['report-center/', 'report_center'],
  ['report-center/builder/', 'report_center'],
  ['report-center/history/', 'report_center'],
  ['report-center/download/', 'report_center'],
  ['ads/', 'ads'],
  ['ads/create/', 'ads_create'],
  ['ads/edit/', 'ads_edit'],
  ['ads/edit_draft/', 'ads_edit'],
  ['ads/duplicate/', 'ads_duplicate'],
] as const);

type BuiltScreen =
  | 'campaigns'
  | 'reporting_adgroups'
  | 'reporting_ads'
  | 'campaign_insights'
  | 'report_center'
  | 'ads'
  | 'ads_create'
  | 'ads_edit'
  | 'ads_duplicate';

/**
 * The advertiser screens Tackboard has built; every other /advertiser/ path shows a "not available yet" page.
 * Returns which screen a path is, with its advertiser id.
 */
export function builtAdvertiserScreen(
  pathname: string,
):
  | { screen: 'quick_promote'; advertiserId: string | null }
  | { screen: BuiltScreen; advertiserId: string }
  | null {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (path === QUICK_PROMOTE_PAGE_PATH) return { screen: 'quick_promote', advertiserId: null };
  const match = /^\/advertiser\/(\d+)\/(.+)$/.exec(path);
  const screen = match
    ? /^campaign-insights\/\d+\/$/.test(match[2]!)
      ? 'campaign_insights'
      : BUILT_SCREENS.get(match[2] as never)
    : undefined;
  if (!match || !screen) return null;
  return { screen, advertiserId: match[1]! } as
    | { screen: 'quick_promote'; advertiserId: string }
    | { screen: BuiltScreen; advertiserId: string };
}

/** The campaign insights screen's route pattern (the client's router and the screen both read it). */
export const CAMPAIGN_INSIGHTS_PATTERN = '/advertiser/:advertiserId/campaign-insights/:campaignId/*';

/** A conversions section's route pattern (`/conversions/` alone is the overview). */
export const CONVERSIONS_SECTION_PATTERN = '/advertiser/:advertiserId/conversions/:section/*';
