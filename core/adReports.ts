/**
 * Advertiser reporting: what each level of a report holds, its date ranges, the derived metrics (CTR, CPC) and the
 * CSV a report downloads as. Shared by the reporting pages, the report center and the server that writes the CSV.
 */

import { DAY_MS } from './time';

export const REPORT_LEVELS = ['CAMPAIGN', 'AD_GROUP', 'AD'] as const;
export type ReportLevel = (typeof REPORT_LEVELS)[number];

export const REPORT_LEVEL_LABELS: Record<ReportLevel, string> = {
  CAMPAIGN: 'Campaigns',
  AD_GROUP: 'Ad groups',
  AD: 'Ads',
};

/** A play of a promoted video counts as a view when it ran at least this long before pausing. */
export const VIDEO_VIEW_MIN_MS = 2000;

/** The longest range one report covers, in days. */
export const MAX_REPORT_DAYS = 366;
/** The range a report shows unless the address says otherwise: the last 30 days, today included. */
export const DEFAULT_REPORT_DAYS = 30;

/** What one row of a report counted over its range. Spend is in the advertiser's currency. */
export interface ReportMetrics {
  impressions: number;
  clicks: number;
  saves: number;
  videoViews: number;
  videoWatchSeconds: number;
  spend: number;
}

/** One campaign, ad group or ad and what it did in the range. */
export interface ReportRow extends ReportMetrics {
  id: string;
  name: string;
  status: string;
  campaignId: string;
  campaignName: string;
  adGroupId: string | null;
  adGroupName: string | null;
}

export const REPORT_COLUMNS = [
  'name',
  'status',
  'campaignName',
  'adGroupName',
  'impressions',
  'clicks',
  'ctr',
  'saves',
  'videoViews',
  'videoWatchSeconds',
  'spend',
  'cpc',
] as const;
export type ReportColumn = (typeof REPORT_COLUMNS)[number];

export const REPORT_COLUMN_LABELS: Record<ReportColumn, string> = {
  name: 'Name',
  status: 'Status',
  campaignName: 'Campaign',
  adGroupName: 'Ad group',
  impressions: 'Impressions',
  clicks: 'Clicks',
  ctr: 'CTR',
  saves: 'Saves',
  videoViews: 'Video views',
  videoWatchSeconds: 'Video watch time (s)',
  spend: 'Spend',
  cpc: 'CPC',
};

/** The columns a level has: a campaign has no campaign column, and only an ad has an ad group. */
export function columnsForLevel(level: ReportLevel): ReportColumn[] {
  return REPORT_COLUMNS.filter(
    (column) =>
      (column !== 'campaignName' || level !== 'CAMPAIGN') && (column !== 'adGroupName' || level === 'AD'),
  );
}

export function isReportColumn(value: string): value is ReportColumn {
  return (REPORT_COLUMNS as readonly string[]).includes(value);
}

export function isReportLevel(value: string): value is ReportLevel {
  return (REPORT_LEVELS as readonly string[]).includes(value);
}

/** Click-through rate in percent; 0 without impressions. */
export function ctrPercent(clicks: number, impressions: number): number {
  return impressions > 0 ? (clicks / impressions) * 100 : 0;
}

/** Cost per click in the currency; null without clicks. */
export function costPerClick(spend: number, clicks: number): number | null {
  return clicks > 0 ? spend / clicks : null;
}

export const REPORT_TEXTS = {
  badDate: 'Choose dates as YYYY-MM-DD.',
  endBeforeStart: 'The end date must be on or after the start date.',
  tooLong: `A report covers at most ${MAX_REPORT_DAYS} days.`,
  noColumns: 'Choose at least one column.',
  unknownColumn: 'That column is not in reports.',
  campaignNotFound: "Sorry, we couldn't find that campaign.",
} as const;

function dayNumber(day: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day) return null;
  return time / DAY_MS;
}

function dayOf(number: number): string {
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}

/** The UTC day of a moment, YYYY-MM-DD. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return dayOf((dayNumber(day) ?? 0) + days);
}

export interface DayRange {
  from: string;
  to: string;
}

/** Checks a range of UTC days (both included): the text to show when it is not one a report may cover. */
export function reportRangeError(range: DayRange): string | null {
  const from = dayNumber(range.from);
  const to = dayNumber(range.to);
  if (from === null || to === null) return REPORT_TEXTS.badDate;
  if (to < from) return REPORT_TEXTS.endBeforeStart;
  if (to - from + 1 > MAX_REPORT_DAYS) return REPORT_TEXTS.tooLong;
  return null;
}

/** The default range ending today. */
export function defaultReportRange(today: string, days = DEFAULT_REPORT_DAYS): DayRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** The period of the same length just before a range, which insights compare with unless told otherwise. */
export function previousPeriod(range: DayRange): DayRange {
  const length = (dayNumber(range.to) ?? 0) - (dayNumber(range.from) ?? 0) + 1;
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/** Every day of a range, in order. */
export function daysOf(range: DayRange): string[] {
  const from = dayNumber(range.from);
  const to = dayNumber(range.to);
  if (from === null || to === null || to < from) return [];
  return Array.from({ length: Math.min(to - from + 1, MAX_REPORT_DAYS) }, (_, i) => dayOf(from + i));
}

/**
 * A range read from an address's start_date/end_date (or comp_start_date/comp_end_date) parameters: the fallback
 * when either is missing or the pair is not a range a report may cover.
 */
export function rangeFromParams(from: string | null, to: string | null, fallback: DayRange): DayRange {
  if (!from || !to) return fallback;
  return reportRangeError({ from, to }) === null ? { from, to } : fallback;
}

/** The change from `previous` to `current` as "+12.5%", "−3%", "—" when there was nothing before. */
export function changeText(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? '0%' : '—';
  const percent = ((current - previous) / previous) * 100;
  const rounded = Math.round(percent * 10) / 10;
  if (rounded === 0) return '0%';
  return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded).toLocaleString('en-US')}%`;
}

/**
 * One CSV field: quoted when it holds a comma, quote or line break, and prefixed with a single quote when it starts
 * with = + - @ (or a tab or carriage return), so a spreadsheet shows it as text instead of running it as a formula.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of fields as CSV text (CRLF line ends, as RFC 4180 has them). */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

function columnValue(row: ReportRow, column: ReportColumn): string | number | null {
  switch (column) {
    case 'ctr':
      return ctrPercent(row.clicks, row.impressions).toFixed(2);
    case 'cpc': {
      const cpc = costPerClick(row.spend, row.clicks);
      return cpc === null ? null : cpc.toFixed(2);
    }
    case 'spend':
      return row.spend.toFixed(2);
    case 'videoWatchSeconds':
      return Math.round(row.videoWatchSeconds);
    default:
      return row[column];
  }
}

/** A report as CSV: a header of the columns' labels (spend and CPC in the currency), then one line per row. */
export function reportCsv(
  rows: readonly ReportRow[],
  columns: readonly ReportColumn[],
  currency: string,
): string {
  const header = columns.map((column) =>
    column === 'spend' || column === 'cpc'
      ? `${REPORT_COLUMN_LABELS[column]} (${currency})`
      : REPORT_COLUMN_LABELS[column],
  );
  return toCsv([header, ...rows.map((row) => columns.map((column) => columnValue(row, column)))]);
}

/** The file name a report downloads as, e.g. tackboard-ads-2026-11-01-2026-11-30.csv. */
export function reportFileName(level: ReportLevel, range: DayRange): string {
  const name = level === 'AD_GROUP' ? 'adgroups' : level === 'AD' ? 'ads' : 'campaigns';
  return `tackboard-${name}-${range.from}-${range.to}.csv`;
}

/** The metrics of nothing: a day, an ad or a period with no statistics. */
export const NO_METRICS: Readonly<ReportMetrics> = {
  impressions: 0,
  clicks: 0,
  saves: 0,
  videoViews: 0,
  videoWatchSeconds: 0,
  spend: 0,
};

/** Sums metrics of several rows (a report's totals). */
export function sumMetrics(rows: readonly ReportMetrics[]): ReportMetrics {
  const total: ReportMetrics = { ...NO_METRICS };
  for (const row of rows) {
    total.impressions += row.impressions;
    total.clicks += row.clicks;
    total.saves += row.saves;
    total.videoViews += row.videoViews;
    total.videoWatchSeconds += row.videoWatchSeconds;
    total.spend += row.spend;
  }
  return total;
}
