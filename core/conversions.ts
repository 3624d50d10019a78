/**
 * Conversions and audiences: what an advertiser's site reports (through the conversion tag or the conversions
 * API), how it is attributed to clicks on promoted pins, and the audiences built from it.
 */

export const CONVERSION_EVENT_NAMES = ['page_visit', 'signup', 'checkout'] as const;
export type ConversionEventName = (typeof CONVERSION_EVENT_NAMES)[number];
export type ConversionSource = 'tag' | 'api' | 'test';

export function isConversionEventName(value: string): value is ConversionEventName {
  return (CONVERSION_EVENT_NAMES as readonly string[]).includes(value);
}

export const CONVERSION_EVENT_LABELS: ReadonlyMap<ConversionEventName, string> = new Map([
  ['page_visit', 'Page visit'],
  ['signup', 'Sign-up'],
  ['checkout', 'Checkout'],
]);

/** The query parameter a promoted pin's link carries its click id in. */
export const CLICK_ID_PARAM = 'tb_click_id';
/** An event is attributed to the latest click within this many days before it. */
export const ATTRIBUTION_WINDOW_DAYS = 30;
/** Events one conversions API request may carry. */
export const MAX_EVENTS_PER_REQUEST = 1000;
/** Events the tag may send per minute from one address for one advertiser. */
export const TAG_EVENTS_PER_MINUTE = 60;
/** Active conversion tokens an advertiser may hold. */
export const MAX_CONVERSION_TOKENS = 5;
export const MAX_EVENT_ID_LENGTH = 128;
export const MAX_PAGE_URL_LENGTH = 2000;
/** The largest value an event may report, in minor units (a hundred million in major units). */
export const MAX_EVENT_VALUE_MINOR = 10_000_000_000;

/** An audience's size is shown only from this many people, so nobody can be singled out by it. */
export const AUDIENCE_MIN_SHOWN_SIZE = 100;
export const AUDIENCE_KINDS = ['ENGAGED', 'VISITORS'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];
export const AUDIENCE_KIND_LABELS: ReadonlyMap<AudienceKind, string> = new Map([
  ['ENGAGED', 'People who saved or clicked your pins'],
  ['VISITORS', 'People who visited your site'],
]);
export const AUDIENCE_MAX_LOOKBACK_DAYS = 180;
export const MAX_AUDIENCES = 50;

export const CONVERSION_TEXTS = {
  tokenLimit: `An advertiser can have at most ${MAX_CONVERSION_TOKENS} conversion access tokens. Revoke one first.`,
  tokenNotFound: 'That conversion access token was not found.',
  tokenRefused:
    'Authentication failed: the conversion access token is unknown or revoked, or is not for this ad account.',
  tokenMissing: 'Authentication failed: send a conversion access token as Authorization: Bearer <token>.',
  eventNameInvalid: `event_name must be one of ${CONVERSION_EVENT_NAMES.join(', ')}.`,
  eventIdInvalid: `event_id is required and at most ${MAX_EVENT_ID_LENGTH} characters.`,
  eventTimeInvalid:
    'event_time must be a Unix time in seconds, within the last 7 days and not in the future.',
  valueInvalid: 'value must be a number from 0, with a three-letter currency.',
  pageUrlInvalid: `event_source_url must be an http(s) address of at most ${MAX_PAGE_URL_LENGTH} characters.`,
  emailHashInvalid: 'user_data.em must hold sha256 hashes (64 hexadecimal characters) of normalized emails.',
  tooManyEvents: `Send between 1 and ${MAX_EVENTS_PER_REQUEST} events per request.`,
  tagThrottled: 'Too many events from this address. Try again in a minute.',
  advertiserNotFound: "Sorry, we couldn't find that advertiser.",
  audienceNameInvalid: 'Give your audience a name of at most 100 characters.',
  audienceLookbackInvalid: `Choose from 1 to ${AUDIENCE_MAX_LOOKBACK_DAYS} days.`,
  audienceLimit: `An advertiser can have at most ${MAX_AUDIENCES} audiences.`,
  audienceNotYours: "One of those audiences isn't one of this advertiser's.",
  audienceNotFound: 'That audience was not found.',
  audienceTooSmall: `Fewer than ${AUDIENCE_MIN_SHOWN_SIZE} people`,
} as const;

/** Quick promote's WEB_CONVERSION objective: optimized for an event of the advertiser's conversion tag. */
export const QUICK_PROMOTE_CONVERSION_TEXTS = {
  tagRequired: 'Choose your conversion tag for a conversions campaign.',
  eventRequired: `Choose the conversion event: ${CONVERSION_EVENT_NAMES.join(', ')}.`,
} as const;

/** An email as it is hashed for matching: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Whether a string is a sha256 hash in hex. */
export function isSha256Hex(value: string): boolean {
  return /^[0-9a-f]{64}$/.test(value);
}

/** Events may be reported up to this long after they happened. */
export const MAX_EVENT_AGE_DAYS = 7;

/** An audience's size as the advertiser sees it: the number from the minimum, else "Fewer than 100 people". */
export function audienceSizeText(size: number | null): string {
  if (size === null || size < AUDIENCE_MIN_SHOWN_SIZE) return CONVERSION_TEXTS.audienceTooSmall;
  return `${size.toLocaleString('en-US')} people`;
}

/** The conversion tag's snippet an advertiser pastes into every page of its site. */
export function conversionTagSnippet(origin: string, advertiserId: string): string {
  return `<script async src="${origin}/conversion-tag.js" data-advertiser-id="${advertiserId}"></script>
<script>
  window.tbq = window.tbq || function () { (window.tbq.q = window.tbq.q || []).push(arguments); };
  // A page visit is sent on every page by itself. On a sign-up or a checkout, add for example:
  // tbq('track', 'checkout', { event_id: 'order-1234', value: 49.90, currency: 'USD' });
</script>`;
}
