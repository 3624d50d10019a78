import { AD_COUNTRY_TEXTS, isTargetableCountry } from './adCountries';
import { isSafeLink } from './links';
import { DAY_MS } from './time';

/**
 * Quick promote: the constants, the form rules and the payload the client sends. The
 * server validates with the same functions, so a rule exists once.
 */

export const QUICK_PROMOTE_DEFAULT_COUNTRY = 'US';
export const QUICK_PROMOTE_DEFAULT_DURATION_DAYS = 10;

/**
 * Default daily budget and duration by country (the first table).
 *
 * NOTE: the legacy client also carries a second table of higher defaults (US 7/10, GB 5/10, AU 10, NZ 10, CA 9, CZ 150, SE and
 * NO 70/30, DK 50/30, eurozone and others 7/10) without saying when it applies, so it is not used.
 */
const COUNTRY_DEFAULTS: Record<string, { budget: number; durationDays: number }> = {
  US: { budget: 3, durationDays: 10 },
  CZ: { budget: 80, durationDays: 10 },
  SE: { budget: 10, durationDays: 30 },
  NO: { budget: 10, durationDays: 30 },
  DK: { budget: 10, durationDays: 30 },
};
const OTHER_COUNTRY_DEFAULTS = { budget: 1, durationDays: QUICK_PROMOTE_DEFAULT_DURATION_DAYS };

/** Country codes are two letters, upper case; anything else falls back to the default country. */
export function normalizeCountry(country: string | null | undefined): string {
  const code = (country ?? '').trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : QUICK_PROMOTE_DEFAULT_COUNTRY;
}

export function quickPromoteDefaults(country: string | null | undefined): {
  budget: number;
  durationDays: number;
} {
  return COUNTRY_DEFAULTS[normalizeCountry(country)] ?? OTHER_COUNTRY_DEFAULTS;
}

/** The smallest daily budget, in the country's currency: 1, or 11 in CZ. */
export function minimumBudget(country: string | null | undefined): number {
  return normalizeCountry(country) === 'CZ' ? 11 : 1;
}

/**
 * The largest daily budget we take. Ours: a million units a day is beyond any quick promotion,
 * and it keeps micro amounts far inside a bigint.
 */
export const MAXIMUM_BUDGET = 1_000_000;

const EURO_COUNTRIES = new Set(['AT', 'BE', 'DE', 'ES', 'FI', 'FR', 'IE', 'IT', 'NL', 'PT']);
const OWN_CURRENCY: Record<string, string> = {
  AU: 'AUD',
  CA: 'CAD',
  CH: 'CHF',
  DK: 'DKK',
  GB: 'GBP',
  NO: 'NOK',
  NZ: 'NZD',
  SE: 'SEK',
};

/** The currency an advertiser in this country pays in; USD for every country not listed. */
export function currencyForCountry(country: string | null | undefined): string {
  const code = normalizeCountry(country);
  if (EURO_COUNTRIES.has(code)) return 'EUR';
  return OWN_CURRENCY[code] ?? 'USD';
}

/**
 * Budgets travel and are stored in micro currency: one unit of the currency is 1,000,000 micros (a million
 * is what ad APIs use and keeps cents exact in an integer).
 */
export const MICRO_CURRENCY_MULTIPLIER = 1_000_000;

export function toMicroCurrency(amount: number): number {
  return Math.round(amount * MICRO_CURRENCY_MULTIPLIER);
}

export function fromMicroCurrency(micros: number): number {
  return micros / MICRO_CURRENCY_MULTIPLIER;
}

/** "US$3.00", "CZK 80.00": the amount with its currency, for labels and the campaigns list. */
export function formatBudget(amount: number, currency: string, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}

/** Campaign names are kept under 64 characters; longer ones are cut to 62 plus an ellipsis. */
export const CAMPAIGN_NAME_LIMIT = 64;
const CAMPAIGN_NAME_CUT = 62;

export function cutCampaignName(name: string): string {
  const trimmed = name.trim();
  return trimmed.length < CAMPAIGN_NAME_LIMIT ? trimmed : `${trimmed.slice(0, CAMPAIGN_NAME_CUT)}…`;
}

/** The duration is parsed as an integer ("10 days" reads 10); NaN when there is no number. */
export function parseDuration(value: string | number): number {
  return typeof value === 'number' ? Math.trunc(value) : Number.parseInt(value, 10);
}

/** A quick promotion runs from a day to about a quarter. */
export const DURATION_MIN_DAYS = 1;
export const DURATION_MAX_DAYS = 90;

export const TARGETING_GENDERS = ['female', 'male', 'unknown'] as const;
export type TargetingGender = (typeof TARGETING_GENDERS)[number];
/** Everyone by default. */
export const DEFAULT_GENDERS: readonly TargetingGender[] = TARGETING_GENDERS;

export const GENDER_LABELS: Record<TargetingGender, string> = {
  female: 'Female',
  male: 'Male',
  unknown: 'Unspecified',
};

/** The age brackets ad platforms commonly use. */
export const AGE_BUCKETS = ['18-24', '25-34', '35-44', '45-49', '50-54', '55-64', '65+'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

/** The bucket a person of this age falls in, or null under 18 (nobody younger is targeted). */
export function ageBucketOf(age: number): AgeBucket | null {
  if (age < 18) return null;
  if (age <= 24) return '18-24';
  if (age <= 34) return '25-34';
  if (age <= 44) return '35-44';
  if (age <= 49) return '45-49';
  if (age <= 54) return '50-54';
  if (age <= 64) return '55-64';
  return '65+';
}

/** Whole years between an ISO birth date and today (UTC), or null when the date is not readable. */
export function ageOn(birthDate: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const m = today.getUTCMonth() + 1;
  const d = today.getUTCDate();
  const hadBirthday = m > month || (m === month && d >= day);
  return today.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
}

/**
 * Whether a campaign's age targeting lets a viewer see it: no ages chosen means everyone, and a viewer whose age we
 * do not know is not excluded (we cannot tell, and leaving them out would hide every targeted ad from visitors).
 */
export function ageTargetingMatches(ages: readonly string[], birthDate: string | null, today: Date): boolean {
  if (ages.length === 0 || birthDate === null) return true;
  const age = ageOn(birthDate, today);
  if (age === null) return true;
  const bucket = ageBucketOf(age);
  return bucket !== null && ages.includes(bucket);
}

/** Ours: interests are free topic ids for now (we have no topic catalogue); this keeps a targeting spec small. */
export const MAX_INTERESTS = 20;

/** Who an ad is shown to, under the names the REST body uses. */
export interface TargetingSpec {
  ages: string[];
  genders: string[];
  interests: string[];
  /** Country codes, as the plus-separated location string lists them. */
  country: string[];
}

/** The location is set from a plus-separated country string ("US+CA"). */
export function parseCountryList(value: string): string[] {
  return value
    .split('+')
    .map((c) => c.trim().toUpperCase())
    .filter((c) => /^[A-Z]{2}$/.test(c));
}

/** The objective a quick promotion runs under. CONSIDERATION is the default. */
export const QUICK_PROMOTE_OBJECTIVES = ['CONSIDERATION', 'WEB_CONVERSION', 'CATALOG_SALES'] as const;
export type QuickPromoteObjective = (typeof QUICK_PROMOTE_OBJECTIVES)[number];
export const DEFAULT_QUICK_PROMOTE_OBJECTIVE: QuickPromoteObjective = 'CONSIDERATION';

export const CAMPAIGN_STATUSES = ['ACTIVE', 'PAUSED', 'COMPLETED', 'ARCHIVED', 'DRAFT'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** The quick-promote form's values, as the settings form holds them (text as typed). */
export interface QuickPromoteFormValues {
  name: string;
  destination_url: string;
  /** Daily budget in the advertiser's currency, as typed. */
  budget: string;
  duration: string;
  inclusive_end_date: string;
  is_ongoing: boolean;
  advertiser_id: string;
  ages: string[];
  interests: string[];
  genders: string[];
  ad_type: string;
  isAutoTargeting: boolean;
}

export const QUICK_PROMOTE_TEXTS = {
  budgetMissing: 'Please enter a daily budget.',
  budgetTooLow: (minimum: string) => `Your daily budget must be at least ${minimum}.`,
  budgetTooHigh: (maximum: string) => `Your daily budget can be at most ${maximum}.`,
  durationInvalid: `Choose a duration of ${DURATION_MIN_DAYS} to ${DURATION_MAX_DAYS} days.`,
  endDateInvalid: 'Choose an end date after today.',
  endDateTooFar: `Choose an end date within ${DURATION_MAX_DAYS} days.`,
  /** A link is required in the ad-creation scenario. */
  linkRequired: 'Add a destination link: people who tap your ad go there.',
  linkInvalid: 'Please enter a valid link.',
  nameMissing: 'Please give your campaign a name.',
  nameHint: `Names of ${CAMPAIGN_NAME_LIMIT} characters or more are shortened.`,
  gendersInvalid: 'Choose at least one gender: female, male or unspecified.',
  agesInvalid: 'Choose age groups from the list.',
  interestsInvalid: `Choose up to ${MAX_INTERESTS} interests.`,
  countryInvalid: 'Choose countries by their two-letter codes.',
  productGroupWithoutPin: 'Choose a Pin to promote.',
  notEligible: "Your account can't promote Pins yet.",
  accountTooNew: 'New accounts can promote Pins a day after signing up.',
  pinNotPromotable: 'You can promote Pins you saved to one of your public boards, with a link.',
  websiteInvalid: 'Please enter your website, like https://example.com.',
  billingNameMissing: 'Please enter the name of the person we send invoices to.',
  billingEmailInvalid: 'Please enter a valid email address for invoices.',
  billingAddressMissing: 'Please enter the billing address.',
  billingNeedsBusiness: 'Add your business details first.',
  campaignNotFound: "Sorry, we couldn't find that campaign.",
  campaignCompleted: 'This campaign has ended.',
  genericError: 'Sorry! We could not promote your Pin. Please try again.',
} as const;

/** Today's date (UTC) as YYYY-MM-DD. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

function validIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && isoDate(new Date(time)) === value;
}

/** The settings the server checks, in the units it stores (the REST body and the GraphQL input both map here). */
export interface QuickPromoteSettings {
  campaignName: string;
  destinationUrl: string;
  budgetInMicroCurrency: number;
  durationDays: number | null;
  isOngoing: boolean;
  inclusiveEndDate: string | null;
  autoTargeting: boolean;
  targeting: TargetingSpec;
}

export type QuickPromoteField =
  | 'campaignName'
  | 'destinationUrl'
  | 'budget'
  | 'duration'
  | 'inclusiveEndDate'
  | 'ages'
  | 'genders'
  | 'interests'
  | 'country';

/**
 * Every problem with a quick promotion's settings, per field, in the country's currency: the settings form shows
 * them under their fields and the server refuses the first. Budgets are compared in micros so "0.999" is too low.
 */
export function quickPromoteErrors(
  settings: QuickPromoteSettings,
  context: { country: string; today: Date },
): Partial<Record<QuickPromoteField, string>> {
  const errors: Partial<Record<QuickPromoteField, string>> = {};
  const currency = currencyForCountry(context.country);
  if (settings.campaignName.trim() === '') errors.campaignName = QUICK_PROMOTE_TEXTS.nameMissing;
  const link = settings.destinationUrl.trim();
  if (link === '') errors.destinationUrl = QUICK_PROMOTE_TEXTS.linkRequired;
  else if (!isSafeLink(link)) errors.destinationUrl = QUICK_PROMOTE_TEXTS.linkInvalid;
  const micros = settings.budgetInMicroCurrency;
  const minimum = minimumBudget(context.country);
  if (!Number.isFinite(micros) || micros <= 0) errors.budget = QUICK_PROMOTE_TEXTS.budgetMissing;
  else if (micros < toMicroCurrency(minimum))
    errors.budget = QUICK_PROMOTE_TEXTS.budgetTooLow(formatBudget(minimum, currency));
  else if (micros > toMicroCurrency(MAXIMUM_BUDGET))
    errors.budget = QUICK_PROMOTE_TEXTS.budgetTooHigh(formatBudget(MAXIMUM_BUDGET, currency));
  if (!settings.isOngoing) {
    const today = isoDate(context.today);
    if (settings.inclusiveEndDate !== null) {
      if (!validIsoDate(settings.inclusiveEndDate) || daysBetween(today, settings.inclusiveEndDate) < 1) {
        errors.inclusiveEndDate = QUICK_PROMOTE_TEXTS.endDateInvalid;
      } else if (daysBetween(today, settings.inclusiveEndDate) > DURATION_MAX_DAYS) {
        errors.inclusiveEndDate = QUICK_PROMOTE_TEXTS.endDateTooFar;
      }
    } else {
      const days = settings.durationDays;
      if (days === null || !Number.isInteger(days) || days < DURATION_MIN_DAYS || days > DURATION_MAX_DAYS) {
        errors.duration = QUICK_PROMOTE_TEXTS.durationInvalid;
      }
    }
  }
  if (!settings.autoTargeting) {
    const { genders, ages } = settings.targeting;
    if (genders.length === 0 || !genders.every((g) => (TARGETING_GENDERS as readonly string[]).includes(g))) {
      errors.genders = QUICK_PROMOTE_TEXTS.gendersInvalid;
    }
    if (!ages.every((a) => (AGE_BUCKETS as readonly string[]).includes(a))) {
      errors.ages = QUICK_PROMOTE_TEXTS.agesInvalid;
    }
  }
  const { interests, country } = settings.targeting;
  if (interests.length > MAX_INTERESTS || interests.some((i) => i.trim() === '' || i.length > 100)) {
    errors.interests = QUICK_PROMOTE_TEXTS.interestsInvalid;
  }
  if (!country.every((c) => /^[A-Z]{2}$/.test(c))) errors.country = QUICK_PROMOTE_TEXTS.countryInvalid;
  else if (!country.every(isTargetableCountry)) errors.country = AD_COUNTRY_TEXTS.targetCountry;
  return errors;
}

/** The REST body for POST /ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/. */
export interface QuickPromoteRequestBody {
  budget_in_micro_currency: number;
  campaign_name: string;
  destination_url?: string;
  duration: number;
  auto_targeting_enabled: boolean;
  is_ongoing: boolean;
  start_now: true;
  targeting_spec: TargetingSpec;
  advertiser_id: string;
  ads_client_type: 'quick_promote';
  pin_id: string | null;
  product_group_id: string | null;
  flexible_daily_budget_enabled: false;
  inclusive_end_date?: string;
  objective_type: QuickPromoteObjective;
  optimization_goal_metadata: Record<string, unknown>;
}

/**
 * The request body from the form: the name cut, the duration parsed as an integer, the end date only
 * when not ongoing and non-blank, the destination url only when a pin is chosen. A product group without a pin is
 * not submitted: null. Auto targeting sends everyone (all genders, no age limit).
 */
export function quickPromoteRequestBody(
  values: QuickPromoteFormValues,
  choice: { pinId: string | null; productGroupId: string | null; country: string },
): QuickPromoteRequestBody | null {
  if (choice.productGroupId && !choice.pinId) return null;
  const endDate = values.inclusive_end_date.trim();
  const budget = Number(values.budget.trim().replace(',', '.'));
  return {
    budget_in_micro_currency: Number.isFinite(budget) ? toMicroCurrency(budget) : 0,
    campaign_name: cutCampaignName(values.name),
    ...(choice.pinId ? { destination_url: values.destination_url.trim() } : {}),
    duration: parseDuration(values.duration),
    auto_targeting_enabled: values.isAutoTargeting,
    is_ongoing: values.is_ongoing,
    start_now: true,
    targeting_spec: {
      ages: values.isAutoTargeting ? [] : values.ages,
      genders: values.isAutoTargeting ? [...DEFAULT_GENDERS] : values.genders,
      interests: values.interests,
      country: [normalizeCountry(choice.country)],
    },
    advertiser_id: values.advertiser_id,
    ads_client_type: 'quick_promote',
    pin_id: choice.pinId,
    product_group_id: choice.productGroupId,
    flexible_daily_budget_enabled: false,
    ...(!values.is_ongoing && endDate !== '' ? { inclusive_end_date: endDate } : {}),
    // A product group makes it a catalog sales campaign: the group's products are promoted with the pin.
    objective_type: choice.productGroupId ? 'CATALOG_SALES' : DEFAULT_QUICK_PROMOTE_OBJECTIVE,
    optimization_goal_metadata: {},
  };
}

/** A new form for a pin: the country's default budget and duration, the pin's link, everyone targeted. */
export function initialQuickPromoteValues(input: {
  advertiserId: string;
  country: string;
  pinTitle: string;
  pinLink: string | null;
  today: Date;
}): QuickPromoteFormValues {
  const defaults = quickPromoteDefaults(input.country);
  const title = input.pinTitle.trim() || 'Pin';
  return {
    name: cutCampaignName(`Quick promote: ${title} ${isoDate(input.today)}`),
    destination_url: input.pinLink ?? '',
    budget: String(defaults.budget),
    duration: String(defaults.durationDays),
    inclusive_end_date: '',
    is_ongoing: false,
    advertiser_id: input.advertiserId,
    ages: [],
    interests: [],
    genders: [...DEFAULT_GENDERS],
    ad_type: 'pin',
    isAutoTargeting: true,
  };
}

/** The local draft's keys. */
export const QUICK_PROMOTE_DRAFT_KEYS = [
  'pin',
  'dailyBudget',
  'destinationUrl',
  'duration',
  'locale',
  'name',
  'interests',
  'ages',
  'genders',
  'adType',
] as const;
export type QuickPromoteDraftKey = (typeof QUICK_PROMOTE_DRAFT_KEYS)[number];

/**
 * Quick-promote eligibility: signed in and not too new. Ours: "too new" is younger than a day, long enough to stop
 * an account made only to run an ad at once. The store-platform rule (Shopify, WooCommerce merchants) does not
 * apply: we connect no stores.
 *
 * Business (partner) accounts may promote too. The legacy client's two rules disagree here: the pin-saved
 * confirmation sends a person through the business conversion on their way to quick promote, while its
 * eligibility check refused partners. Taken together they made every conversion a dead end (convert, then be
 * refused), so we keep the first: a business account is what quick promote is for, and a personal account may
 * still use it (the close-up's Promote) or convert first (Promote your Pin). A business profile someone acts for
 * promotes as that business.
 */
export const MIN_ACCOUNT_AGE_MS = DAY_MS;
// NOTE: operators may change it (QUICK_PROMOTE_MIN_ACCOUNT_AGE_HOURS); the server passes its setting in.

export type IneligibleReason = 'signedOut' | 'tooNew';

export function quickPromoteIneligibility(
  viewer: { createdAt: Date } | null,
  now: Date,
  minAccountAgeMs: number = MIN_ACCOUNT_AGE_MS,
): IneligibleReason | null {
  if (!viewer) return 'signedOut';
  if (now.getTime() - viewer.createdAt.getTime() < minAccountAgeMs) return 'tooNew';
  return null;
}

/** Time people spent watching a promoted video, as the campaigns report shows it: "45 s", "3 min 20 s", "2 h 5 min". */
export function watchTimeText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes > 0) return rest > 0 ? `${minutes} min ${rest} s` : `${minutes} min`;
  return `${rest} s`;
}

/**
 * Quick promote's one question. Chosen because the answer changes what the campaign can measure: conversions are
 * counted by the conversion tag on the advertiser's own site, so a Pin whose link leads elsewhere cannot run a
 * conversions campaign (the server refuses it), and the campaign page says what its results will show.
 */
export const QUICK_PROMOTE_QUESTION = 'Does this Pin’s link lead to your own website?';

/** The answers' codes: 0 when the question was not answered (and for campaigns the ads manager makes). */
export const QUICK_PROMOTE_ANSWERS = { notAnswered: 0, yes: 1, no: 2, notSure: 3 } as const;
export type QuickPromoteAnswer = (typeof QUICK_PROMOTE_ANSWERS)[keyof typeof QUICK_PROMOTE_ANSWERS];

/** The choices the form offers, in order (not answered is leaving them all unticked). */
export const QUICK_PROMOTE_ANSWER_CHOICES: readonly { code: QuickPromoteAnswer; label: string }[] = [
  { code: QUICK_PROMOTE_ANSWERS.yes, label: 'Yes' },
  { code: QUICK_PROMOTE_ANSWERS.no, label: 'No' },
  { code: QUICK_PROMOTE_ANSWERS.notSure, label: 'Not sure' },
];

export function isQuickPromoteAnswer(value: unknown): value is QuickPromoteAnswer {
  return value === 0 || value === 1 || value === 2 || value === 3;
}

export const QUICK_PROMOTE_ANSWER_TEXTS = {
  invalid: `The answer to “${QUICK_PROMOTE_QUESTION}” must be 0 (not answered), 1 (yes), 2 (no) or 3 (not sure).`,
  conversionsNeedOwnSite:
    'Conversions are counted by the conversion tag on your own website: promote this Pin for clicks, or one whose link leads to your site.',
} as const;

/** What the campaign page says of the answer: what its results can show. Null when the question was not answered. */
export function quickPromoteAnswerNote(answer: number): string | null {
  switch (answer) {
    case QUICK_PROMOTE_ANSWERS.yes:
      return 'The link leads to your own website: add the conversion tag there to see sign-ups and checkouts in your results.';
    case QUICK_PROMOTE_ANSWERS.no:
      return 'The link leads to another website: your results count impressions, saves and clicks, not what people do there.';
    case QUICK_PROMOTE_ANSWERS.notSure:
      return 'Not sure whether the link leads to your website: if it does, the conversion tag there counts sign-ups and checkouts.';
    default:
      return null;
  }
}
