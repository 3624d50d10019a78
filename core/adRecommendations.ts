/**
 * The ads manager's recommendations: what an advertiser could change, worked out from its own campaigns and their
 * per-day statistics when the page is read. Each names the campaign, ad group or ad, says why in numbers, and
 * leads to the screen where it is fixed. The thresholds are ours.
 */

export const AD_RECOMMENDATION_KINDS = [
  'BILLING_MISSING',
  'BUDGET_LIMITED',
  'NO_DELIVERY',
  'AD_PIN_GONE',
  'LOW_CTR',
  'ENDING_SOON',
  'NO_CONVERSIONS',
] as const;
export type AdRecommendationKind = (typeof AD_RECOMMENDATION_KINDS)[number];

/** A daily campaign is limited by its budget when it spent this percentage of it … */
export const BUDGET_LIMITED_PERCENT = 90;
/** … on at least this many of the last BUDGET_WINDOW_DAYS days (today included). */
export const BUDGET_LIMITED_DAYS = 3;
export const BUDGET_WINDOW_DAYS = 7;
/** An active ad group of a campaign running this long with no impression in this many days is not delivering. */
export const NO_DELIVERY_DAYS = 3;
/** An ad with at least this many impressions in LOW_CTR_WINDOW_DAYS and a click-through rate under the floor. */
export const LOW_CTR_MIN_IMPRESSIONS = 1000;
export const LOW_CTR_FLOOR_PERCENT = 0.1;
export const LOW_CTR_WINDOW_DAYS = 30;
/** A running campaign ending within this many days. */
export const ENDING_SOON_DAYS = 3;
/** A conversions campaign running this long with no conversion event received from the advertiser's site. */
export const NO_CONVERSIONS_DAYS = 7;

export interface AdRecommendation {
  kind: AdRecommendationKind;
  /** What it is about: CAMPAIGN, AD_GROUP or AD (null: the account). */
  objectType: 'CAMPAIGN' | 'AD_GROUP' | 'AD' | null;
  objectId: string | null;
  /** The campaign to open to act on it (null: the account). */
  campaignId: string | null;
  title: string;
  text: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The words of each recommendation, from the numbers that raised it. */
export const AD_RECOMMENDATION_TEXTS = {
  billingMissing: {
    title: 'Add billing details',
    text: 'Your campaigns cannot run until the account has a billing contact for its monthly invoices.',
  },
  budgetLimited: (name: string, days: number) => ({
    title: `Raise the daily budget of ${name}`,
    text: `It spent at least ${BUDGET_LIMITED_PERCENT}% of its daily budget on ${plural(days, 'day', 'days')} of the last ${BUDGET_WINDOW_DAYS}, so it stopped showing early. A higher budget shows it to more people.`,
  }),
  noDelivery: (name: string) => ({
    title: `${name} isn't reaching anyone`,
    text: `This ad group had no impressions in the last ${NO_DELIVERY_DAYS} days. Add countries or interests to its targeting, leave out fewer audiences, or raise its bid.`,
  }),
  adPinGone: (name: string) => ({
    title: `Replace the Pin of ${name}`,
    text: 'Its Pin was deleted, so this ad never shows. Add an ad with another Pin to its ad group.',
  }),
  lowCtr: (name: string, impressions: number, ctrPercent: number) => ({
    title: `Try another Pin than ${name}`,
    text: `${impressions.toLocaleString('en-US')} impressions in the last ${LOW_CTR_WINDOW_DAYS} days, but only ${ctrPercent.toFixed(2)}% of them led to a click (under ${LOW_CTR_FLOOR_PERCENT}%). A clearer image or title often does better.`,
  }),
  endingSoon: (name: string, endDay: string) => ({
    title: `${name} ends soon`,
    text: `It stops on ${endDay} (UTC). Move its end date to keep it running.`,
  }),
  noConversions: (name: string) => ({
    title: `No conversions recorded for ${name}`,
    text: `This conversions campaign has run for over ${NO_CONVERSIONS_DAYS} days and your site sent no conversion events in that time. Check that the conversion tag is on your pages.`,
  }),
} as const;
