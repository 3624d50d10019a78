/**
 * Billing: monthly invoices made from campaign spend. Spend is counted in thousandths of a minor unit (a bid
 * prices 1,000 impressions); invoices are in minor units of the advertiser's currency, every one of which has two
 * decimals.
 */

import { DAY_MS } from './time';

/** Days between an invoice's issue and the day it is due. */
export const INVOICE_DUE_DAYS = 30;

/** The first day (YYYY-MM-DD, UTC) of the month `date` falls in. */
export function monthStart(date: Date): string {
  return `${date.toISOString().slice(0, 7)}-01`;
}

/** The last day (YYYY-MM-DD) of the month starting on `start` (YYYY-MM-01). */
export function monthEnd(start: string): string {
  const [year, month] = start.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** The day `days` after `date`, as YYYY-MM-DD (UTC). */
export function dayAfter(date: Date, days: number): string {
  return new Date(date.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** An invoice's number: the issuing site's prefix, the billed month and the invoice's id, e.g. TB-202611-000042. */
export function invoiceNumber(id: string, periodStart: string): string {
  return `TB-${periodStart.slice(0, 4)}${periodStart.slice(5, 7)}-${id.padStart(6, '0')}`;
}

/** Thousandths of a minor unit to whole minor units, half up (a line is billed to the nearest cent). */
export function minorFromMilli(milli: string | bigint): bigint {
  const value = BigInt(milli);
  return (value + 500n) / 1000n;
}

/** An amount in minor units with its currency: "US$12.34". */
export function formatMinor(minor: string | bigint, currency: string, locale = 'en-US'): string {
  const value = BigInt(minor);
  const sign = value < 0n ? -1 : 1;
  const abs = value < 0n ? -value : value;
  const amount = sign * (Number(abs / 100n) + Number(abs % 100n) / 100);
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}

/** "November 2026" for a period starting 2026-11-01. */
export function periodLabel(periodStart: string, locale = 'en-US'): string {
  const [year, month] = periodStart.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** Where an invoice's PDF is served (to its advertiser's owner, people acting for it, and the operator). */
export function invoicePdfPath(invoiceId: string): string {
  return `/billing/invoices/${encodeURIComponent(invoiceId)}.pdf`;
}

export const BILLING_TEXTS = {
  invoiceNotFound: "Sorry, we couldn't find that invoice.",
  advertiserNotFound: "Sorry, we couldn't find that advertiser.",
  alreadyPaid: 'This invoice is already marked paid.',
  pauseReasonMissing: 'Say why you are pausing this advertiser: its owner sees it.',
  pauseReasonTooLong: 'Keep the reason to 500 characters or fewer.',
  alreadyPaused: 'This advertiser is already paused.',
  notPaused: "This advertiser isn't paused.",
  advertiserPaused: (reason: string) =>
    `The administrator of this Tackboard paused this ad account (“${reason}”). Your ads don't run, and can't be resumed, until the administrator lifts the pause.`,
} as const;

/** The most a pause reason may say. */
export const PAUSE_REASON_MAX_LENGTH = 500;

/** Why the operator paused an advertiser, as its owner reads it; null when it is fine. */
export function pauseReasonError(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed === '') return BILLING_TEXTS.pauseReasonMissing;
  if ([...trimmed].length > PAUSE_REASON_MAX_LENGTH) return BILLING_TEXTS.pauseReasonTooLong;
  return null;
}

/** The billing page's sections (core/advertiserRoutes.ts ADVERTISER_SECTIONS.billing), as their tabs read. */
export const BILLING_SECTION_LABELS: ReadonlyMap<string, string> = new Map([
  ['history', 'Invoices'],
  ['order_lines', 'This month'],
  ['documents', 'Documents'],
  ['promotions', 'Promotions'],
  ['tax_documents', 'Tax documents'],
  ['prepaid_campaign_spend_summary', 'Prepaid spend'],
  ['prepaid_spend_campaign_breakdown', 'Prepaid by campaign'],
]);

/** What the sections this Tackboard does not offer say instead. */
export const BILLING_SECTION_NOTES: ReadonlyMap<string, { title: string; text: string }> = new Map([
  [
    'promotions',
    {
      title: 'No promotional credit',
      text: 'This Tackboard offers no ad credits or coupon codes: every campaign’s spend is invoiced in full each month.',
    },
  ],
  [
    'tax_documents',
    {
      title: 'No separate tax documents',
      text: 'This Tackboard issues no tax forms. Each month’s invoice (see Documents) is the record of your ad spend; its amounts carry no tax. Ask the operator of this Tackboard if you need more.',
    },
  ],
  [
    'prepaid_campaign_spend_summary',
    {
      title: 'No prepaid balance',
      text: 'Ads on this Tackboard are paid by monthly invoice only, so there is no prepaid balance to spend down. This month’s spend so far is under This month.',
    },
  ],
  [
    'prepaid_spend_campaign_breakdown',
    {
      title: 'No prepaid balance',
      text: 'Ads on this Tackboard are paid by monthly invoice only, so there is no prepaid spend per campaign. This month’s spend per campaign is under This month.',
    },
  ],
]);
