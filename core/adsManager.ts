import { AD_COUNTRY_TEXTS, isTargetableCountry } from './adCountries';
import { CAMPAIGN_NAME_LIMIT, MAX_INTERESTS } from './quickPromote';
import { DAY_MS } from './time';

/**
 * The ads manager's rules: a campaign (objective, budget, schedule) holds ad groups (targeting, bid, optional
 * own budget), which hold ads (a promoted pin). Money is in minor units of the advertiser's currency (cents);
 * spend is counted in thousandths of a minor unit, because a bid is the price of a thousand impressions: one
 * impression costs exactly `bid` thousandths.
 */

export const CAMPAIGN_OBJECTIVES = [
  'AWARENESS',
  'CONSIDERATION',
  'VIDEO_VIEW',
  'WEB_CONVERSION',
  'CATALOG_SALES',
] as const;
export type CampaignObjective = (typeof CAMPAIGN_OBJECTIVES)[number];

export const OBJECTIVE_LABELS: Record<CampaignObjective, string> = {
  AWARENESS: 'Brand awareness',
  CONSIDERATION: 'Consideration (traffic)',
  VIDEO_VIEW: 'Video views',
  WEB_CONVERSION: 'Conversions',
  CATALOG_SALES: 'Catalog sales',
};

export const BUDGET_TYPES = ['DAILY', 'LIFETIME'] as const;
export type BudgetType = (typeof BUDGET_TYPES)[number];

/** What an advertiser may set an ad group or ad to; a campaign may also be a draft. */
export const DELIVERY_STATUSES = ['ACTIVE', 'PAUSED', 'ARCHIVED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Ours: the ad group bid (per 1,000 impressions) quick promote uses, in minor units. */
export const QUICK_PROMOTE_BID_MINOR = 200;
/** Ours: the largest budget (a million units) and bid (a thousand units per 1,000 impressions), in minor units. */
export const MAXIMUM_BUDGET_MINOR = 100_000_000;
export const MAXIMUM_BID_MINOR = 100_000;
/** Ours: a campaign holds at most this many ad groups, and an ad group this many ads. */
export const MAX_AD_GROUPS = 50;
export const MAX_ADS = 50;
/** Ours: a schedule of at most two years. */
export const MAX_SCHEDULE_DAYS = 730;

export const ADS_MANAGER_TEXTS = {
  nameMissing: 'Please give it a name.',
  nameTooLong: `Names can be at most ${CAMPAIGN_NAME_LIMIT} characters.`,
  objectiveInvalid: 'Choose a campaign objective from the list.',
  budgetTypeInvalid: 'Choose a daily or a lifetime budget.',
  budgetInvalid: 'Enter a budget of at least 1.00.',
  budgetTooHigh: 'Budgets can be at most 1,000,000.00.',
  bidInvalid: 'Enter a bid of at least 0.01 per 1,000 impressions.',
  bidTooHigh: 'Bids can be at most 1,000.00 per 1,000 impressions.',
  bidOverBudget: 'The bid for 1,000 impressions cannot be more than the budget.',
  endBeforeStart: 'The end must come after the start.',
  endInPast: 'Choose an end in the future.',
  scheduleTooLong: `A campaign can run for at most ${MAX_SCHEDULE_DAYS} days.`,
  lifetimeNeedsEnd: 'A lifetime budget needs an end date.',
  countriesInvalid: 'Choose countries by their two-letter codes.',
  interestsInvalid: `Choose up to ${MAX_INTERESTS} interests.`,
  adNeedsPin: 'Choose a Pin for the ad.',
  tooManyAdGroups: `A campaign can have at most ${MAX_AD_GROUPS} ad groups.`,
  tooManyAds: `An ad group can have at most ${MAX_ADS} ads.`,
  campaignNotFound: "Sorry, we couldn't find that campaign.",
  adGroupNotFound: "Sorry, we couldn't find that ad group.",
  adNotFound: "Sorry, we couldn't find that ad.",
  archived: 'Archived campaigns, ad groups and ads cannot be changed.',
  draftCannotPause: 'A draft is not running: publish it first.',
  billingMissing: 'Add your billing details first.',
} as const;

export interface CampaignSettings {
  name: string;
  objectiveType: string;
  budgetType: string;
  /** Minor units. */
  budget: number;
  startsAt: Date;
  endsAt: Date | null;
}

export type CampaignField = 'name' | 'objectiveType' | 'budgetType' | 'budget' | 'endsAt';

function nameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return ADS_MANAGER_TEXTS.nameMissing;
  if ([...trimmed].length > CAMPAIGN_NAME_LIMIT) return ADS_MANAGER_TEXTS.nameTooLong;
  return null;
}

function budgetError(budget: number): string | null {
  if (!Number.isSafeInteger(budget) || budget < 100) return ADS_MANAGER_TEXTS.budgetInvalid;
  if (budget > MAXIMUM_BUDGET_MINOR) return ADS_MANAGER_TEXTS.budgetTooHigh;
  return null;
}

export function isCampaignObjective(value: string): value is CampaignObjective {
  return (CAMPAIGN_OBJECTIVES as readonly string[]).includes(value);
}

export function isBudgetType(value: string): value is BudgetType {
  return (BUDGET_TYPES as readonly string[]).includes(value);
}

/**
 * The first problem with a campaign's settings, or null. The start may be in the past (it then starts at once);
 * the end must be after the start and in the future, within two years; a lifetime budget needs an end.
 */
export function campaignSettingsError(
  settings: CampaignSettings,
  now: Date,
): { field: CampaignField; message: string } | null {
  const name = nameError(settings.name);
  if (name) return { field: 'name', message: name };
  if (!isCampaignObjective(settings.objectiveType))
    return { field: 'objectiveType', message: ADS_MANAGER_TEXTS.objectiveInvalid };
  if (!isBudgetType(settings.budgetType))
    return { field: 'budgetType', message: ADS_MANAGER_TEXTS.budgetTypeInvalid };
  const budget = budgetError(settings.budget);
  if (budget) return { field: 'budget', message: budget };
  const { startsAt, endsAt } = settings;
  if (Number.isNaN(startsAt.getTime())) return { field: 'endsAt', message: ADS_MANAGER_TEXTS.endBeforeStart };
  if (endsAt === null) {
    if (settings.budgetType === 'LIFETIME')
      return { field: 'endsAt', message: ADS_MANAGER_TEXTS.lifetimeNeedsEnd };
    return null;
  }
  if (Number.isNaN(endsAt.getTime()) || endsAt <= startsAt)
    return { field: 'endsAt', message: ADS_MANAGER_TEXTS.endBeforeStart };
  if (endsAt <= now) return { field: 'endsAt', message: ADS_MANAGER_TEXTS.endInPast };
  if (endsAt.getTime() - Math.max(startsAt.getTime(), now.getTime()) > MAX_SCHEDULE_DAYS * DAY_MS)
    return { field: 'endsAt', message: ADS_MANAGER_TEXTS.scheduleTooLong };
  return null;
}

export interface AdGroupSettings {
  name: string;
  countries: string[];
  interests: string[];
  /** Per 1,000 impressions, minor units. */
  bid: number;
  budgetType: string | null;
  budget: number | null;
}

export type AdGroupField = 'name' | 'countries' | 'interests' | 'bid' | 'budgetType' | 'budget';

/** The first problem with an ad group's settings, or null. Its bid must fit inside every budget it spends from. */
export function adGroupSettingsError(
  settings: AdGroupSettings,
  campaignBudget: number,
): { field: AdGroupField; message: string } | null {
  const name = nameError(settings.name);
  if (name) return { field: 'name', message: name };
  if (settings.countries.some((c) => !/^[A-Z]{2}$/.test(c)))
    return { field: 'countries', message: ADS_MANAGER_TEXTS.countriesInvalid };
  if (!settings.countries.every(isTargetableCountry))
    return { field: 'countries', message: AD_COUNTRY_TEXTS.targetCountry };
  if (
    settings.interests.length > MAX_INTERESTS ||
    settings.interests.some((i) => i.trim() === '' || i.length > 100)
  )
    return { field: 'interests', message: ADS_MANAGER_TEXTS.interestsInvalid };
  if (!Number.isSafeInteger(settings.bid) || settings.bid < 1)
    return { field: 'bid', message: ADS_MANAGER_TEXTS.bidInvalid };
  if (settings.bid > MAXIMUM_BID_MINOR) return { field: 'bid', message: ADS_MANAGER_TEXTS.bidTooHigh };
  if (settings.budgetType !== null || settings.budget !== null) {
    if (settings.budgetType === null || !isBudgetType(settings.budgetType))
      return { field: 'budgetType', message: ADS_MANAGER_TEXTS.budgetTypeInvalid };
    const budget = budgetError(settings.budget ?? 0);
    if (budget) return { field: 'budget', message: budget };
  }
  if (settings.bid > Math.min(campaignBudget, settings.budget ?? campaignBudget))
    return { field: 'bid', message: ADS_MANAGER_TEXTS.bidOverBudget };
  return null;
}

/** Country codes as typed ("us, ca" or "US+CA"), upper-cased, without blanks or repeats. */
export function normalizeCountries(values: readonly string[]): string[] {
  return [
    ...new Set(
      values
        .flatMap((v) => v.split(/[+,\s]+/))
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
}

/** Interests as typed, trimmed, without blanks or repeats. */
export function normalizeInterests(values: readonly string[]): string[] {
  return [
    ...new Set(
      values
        .flatMap((v) => v.split(','))
        .map((i) => i.trim())
        .filter(Boolean),
    ),
  ];
}

export interface SpendState {
  /** The UTC day (YYYY-MM-DD) day spend belongs to; a different day means nothing was spent today. */
  spendDay: string | null;
  daySpendMilli: number;
  totalSpendMilli: number;
}

/**
 * Whether one more impression at `bid` fits the budget: daily budgets pace what was spent today (UTC), lifetime
 * budgets everything spent. The server charges with the same rule in one conditional update.
 */
export function budgetFits(
  budgetType: BudgetType,
  budget: number,
  spend: SpendState,
  bid: number,
  today: string,
): boolean {
  const spent =
    budgetType === 'DAILY' ? (spend.spendDay === today ? spend.daySpendMilli : 0) : spend.totalSpendMilli;
  return spent + bid <= budget * 1000;
}

/** Whether a schedule runs at `now`: started, and not ended. */
export function withinSchedule(startsAt: Date, endsAt: Date | null, now: Date): boolean {
  return startsAt <= now && (endsAt === null || endsAt > now);
}

/** "Copy of …", kept inside the name limit. */
export function duplicateName(name: string): string {
  const copy = `Copy of ${name}`;
  const chars = [...copy];
  return chars.length > CAMPAIGN_NAME_LIMIT ? `${chars.slice(0, CAMPAIGN_NAME_LIMIT - 1).join('')}…` : copy;
}

/** Minor units as "12.34" for inputs; and back (null when not a amount with at most two decimals). */
export function minorToAmount(minor: number): string {
  return (minor / 100).toFixed(2);
}

export function amountToMinor(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
