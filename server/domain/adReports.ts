import { sql } from 'kysely';
import {
  type DayRange,
  daysOf,
  isReportColumn,
  NO_METRICS,
  REPORT_TEXTS,
  type ReportColumn,
  type ReportLevel,
  type ReportMetrics,
  type ReportRow,
  reportCsv,
  reportRangeError,
  sumMetrics,
} from '../../core/adReports';
import type { DbOrTx } from '../db/database';
import { isEntityId } from '../db/ids';
import { applyKeyset, type KeysetOrder, type KeysetPage } from '../db/keyset';
import type { AdReportRunRow } from '../db/tables/adStats';
import type { AdvertiserRow } from '../db/tables/advertisers';
import type { CampaignRow } from '../db/tables/campaigns';
import { advertiserFor, promoteError } from './advertisers';
import type { RequestContext } from './context';
import { campaignStatus } from './promote';

/**
 * Advertiser reporting over the per-day counters (`ad_daily_stats`): reports by campaign, ad group or ad for a
 * range of UTC days, a campaign's insights day by day, and the report center's saved reports. Only the
 * advertiser's owner (or someone acting for the profile that owns it) may read them; anyone else is told the
 * advertiser does not exist.
 */

/** The stats columns summed over a range, as numbers in report units. */
const SUMS = [
  sql<string>`coalesce(sum(ad_daily_stats.impressions), 0)`.as('impressions'),
  sql<string>`coalesce(sum(ad_daily_stats.clicks), 0)`.as('clicks'),
  sql<string>`coalesce(sum(ad_daily_stats.saves), 0)`.as('saves'),
  sql<string>`coalesce(sum(ad_daily_stats.video_views), 0)`.as('video_views'),
  sql<string>`coalesce(sum(ad_daily_stats.video_watch_ms), 0)`.as('video_watch_ms'),
  sql<string>`coalesce(sum(ad_daily_stats.spend_milli), 0)`.as('spend_milli'),
] as const;

interface SumRow {
  impressions: string;
  clicks: string;
  saves: string;
  video_views: string;
  video_watch_ms: string;
  spend_milli: string;
}

function metricsOf(row: SumRow | undefined): ReportMetrics {
  if (!row) return NO_METRICS;
  return {
    impressions: Number(row.impressions),
    clicks: Number(row.clicks),
    saves: Number(row.saves),
    videoViews: Number(row.video_views),
    videoWatchSeconds: Number(row.video_watch_ms) / 1000,
    // Thousandths of a minor unit, shown in the currency's units.
    spend: Number(row.spend_milli) / 100_000,
  };
}

function requireRange(range: DayRange, field = 'from'): void {
  const error = reportRangeError(range);
  if (error) throw promoteError('VALIDATION', error, field);
}

/** The stats of an advertiser's ads within a range of days, joined with their ad group and campaign. */
function statsIn(db: DbOrTx, advertiserId: string, range: DayRange) {
  return db
    .selectFrom('ad_daily_stats')
    .innerJoin('ads', 'ads.id', 'ad_daily_stats.ad_id')
    .innerJoin('ad_groups', 'ad_groups.id', 'ads.ad_group_id')
    .innerJoin('campaigns', 'campaigns.id', 'ad_groups.campaign_id')
    .where('campaigns.advertiser_id', '=', advertiserId)
    .where('ad_daily_stats.day', '>=', range.from)
    .where('ad_daily_stats.day', '<=', range.to);
}

export interface ReportInput {
  advertiserId: string;
  level: ReportLevel;
  range: DayRange;
  /** Only this campaign's ad groups or ads. */
  campaignId?: string | null;
  /** Only this ad group's ads. */
  adGroupId?: string | null;
}

export interface AdReport {
  advertiser: AdvertiserRow;
  level: ReportLevel;
  range: DayRange;
  rows: ReportRow[];
  totals: ReportMetrics;
}

/**
 * A report: every campaign, ad group or ad of the advertiser (those that did nothing in the range too), newest
 * first, with what it counted in the range. Two statements: the items and their sums.
 */
export async function advertiserReport(ctx: RequestContext, input: ReportInput): Promise<AdReport> {
  const advertiser = await advertiserFor(ctx.db, ctx, input.advertiserId, 'READ');
  requireRange(input.range);
  return reportFor(ctx, advertiser, input);
}

async function reportFor(
  ctx: RequestContext,
  advertiser: AdvertiserRow,
  input: ReportInput,
): Promise<AdReport> {
  const { level, range } = input;
  const campaignId = input.campaignId && isEntityId(input.campaignId) ? input.campaignId : null;
  const adGroupId = input.adGroupId && isEntityId(input.adGroupId) ? input.adGroupId : null;
  const unknownFilter = (input.campaignId && !campaignId) || (input.adGroupId && !adGroupId);

  let items = ctx.db
    .selectFrom('campaigns')
    .leftJoin('ad_groups', 'ad_groups.campaign_id', 'campaigns.id')
    .leftJoin('ads', 'ads.ad_group_id', 'ad_groups.id')
    .selectAll('campaigns')
    .select([
      'ad_groups.id as group_id',
      'ad_groups.name as group_name',
      'ad_groups.status as group_status',
      'ads.id as ad_id',
      'ads.name as ad_name',
      'ads.status as ad_status',
    ])
    .where('campaigns.advertiser_id', '=', advertiser.id)
    .orderBy('campaigns.id', 'desc')
    .orderBy('ad_groups.id', 'desc')
    .orderBy('ads.id', 'desc');
  if (campaignId) items = items.where('campaigns.id', '=', campaignId);
  if (adGroupId) items = items.where('ad_groups.id', '=', adGroupId);

  const key =
    level === 'CAMPAIGN' ? 'campaigns.id' : level === 'AD_GROUP' ? 'ad_groups.id' : ('ads.id' as const);
  let sums = statsIn(ctx.db, advertiser.id, range).select(`${key} as key`).select(SUMS).groupBy(key);
  if (campaignId) sums = sums.where('campaigns.id', '=', campaignId);
  if (adGroupId) sums = sums.where('ad_groups.id', '=', adGroupId);

  const [itemRows, sumRows] = unknownFilter ? [[], []] : [await items.execute(), await sums.execute()];
  const sumsByKey = new Map(sumRows.map((row) => [String(row.key), row]));
  const now = ctx.now();
  const seen = new Set<string>();
  const rows: ReportRow[] = [];
  for (const item of itemRows) {
    const campaign = item as unknown as CampaignRow;
    const id = level === 'CAMPAIGN' ? campaign.id : level === 'AD_GROUP' ? item.group_id : item.ad_id;
    if (!id || seen.has(id)) continue;
    seen.add(id);
    const base = {
      campaignId: campaign.id,
      campaignName: campaign.name,
      adGroupId: level === 'CAMPAIGN' ? null : item.group_id,
      adGroupName: level === 'CAMPAIGN' ? null : item.group_name,
    };
    const naming =
      level === 'CAMPAIGN'
        ? { name: campaign.name, status: campaignStatus(campaign, now) as string }
        : level === 'AD_GROUP'
          ? { name: item.group_name ?? '', status: item.group_status ?? '' }
          : { name: item.ad_name ?? '', status: item.ad_status ?? '' };
    rows.push({ id, ...base, ...naming, ...metricsOf(sumsByKey.get(id)) });
  }
  return { advertiser, level, range, rows, totals: sumMetrics(rows) };
}

/** One day of a campaign's insights. */
export interface InsightsDay extends ReportMetrics {
  day: string;
}

export interface CampaignInsights {
  advertiser: AdvertiserRow;
  campaign: CampaignRow;
  range: DayRange;
  comparison: DayRange;
  days: InsightsDay[];
  comparisonDays: InsightsDay[];
  totals: ReportMetrics;
  comparisonTotals: ReportMetrics;
}

async function campaignDays(
  db: DbOrTx,
  advertiserId: string,
  campaignId: string,
  range: DayRange,
): Promise<InsightsDay[]> {
  const rows = await statsIn(db, advertiserId, range)
    .where('campaigns.id', '=', campaignId)
    .select('ad_daily_stats.day')
    .select(SUMS)
    .groupBy('ad_daily_stats.day')
    .execute();
  const byDay = new Map(rows.map((row) => [String(row.day), row]));
  // Every day of the range, the quiet ones as zeros, so a chart's axis is the calendar.
  return daysOf(range).map((day) => ({ day, ...metricsOf(byDay.get(day)) }));
}

/** A campaign's metrics day by day over a range and over the range it is compared with. */
export async function campaignInsights(
  ctx: RequestContext,
  input: { advertiserId: string; campaignId: string; range: DayRange; comparison: DayRange },
): Promise<CampaignInsights> {
  const advertiser = await advertiserFor(ctx.db, ctx, input.advertiserId, 'READ');
  requireRange(input.range);
  requireRange(input.comparison, 'compareFrom');
  const campaign = isEntityId(input.campaignId)
    ? await ctx.db
        .selectFrom('campaigns')
        .selectAll()
        .where('id', '=', input.campaignId)
        .where('advertiser_id', '=', advertiser.id)
        .executeTakeFirst()
    : undefined;
  if (!campaign) throw promoteError('NOT_FOUND', REPORT_TEXTS.campaignNotFound);
  const days = await campaignDays(ctx.db, advertiser.id, campaign.id, input.range);
  const comparisonDays = await campaignDays(ctx.db, advertiser.id, campaign.id, input.comparison);
  return {
    advertiser,
    campaign,
    range: input.range,
    comparison: input.comparison,
    days,
    comparisonDays,
    totals: sumMetrics(days),
    comparisonTotals: sumMetrics(comparisonDays),
  };
}

/** The report center: a report by level, chosen columns and range, kept with its CSV. */
export async function createReportRun(
  ctx: RequestContext,
  input: { advertiserId: string; level: ReportLevel; columns: readonly string[]; range: DayRange },
): Promise<AdReportRunRow> {
  const advertiser = await advertiserFor(ctx.db, ctx, input.advertiserId, 'READ');
  requireRange(input.range);
  if (input.columns.length === 0) throw promoteError('VALIDATION', REPORT_TEXTS.noColumns, 'columns');
  if (!input.columns.every(isReportColumn))
    throw promoteError('VALIDATION', REPORT_TEXTS.unknownColumn, 'columns');
  const columns = [...new Set(input.columns)] as ReportColumn[];
  const report = await reportFor(ctx, advertiser, {
    advertiserId: advertiser.id,
    level: input.level,
    range: input.range,
  });
  return ctx.db
    .insertInto('ad_report_runs')
    .values({
      advertiser_id: advertiser.id,
      created_by: ctx.actor?.id ?? null,
      level: input.level,
      columns: JSON.stringify(columns),
      from_day: input.range.from,
      to_day: input.range.to,
      row_count: report.rows.length,
      csv: reportCsv(report.rows, columns, advertiser.currency),
      created_at: ctx.now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const RUN_ORDER: KeysetOrder = {
  sort: 'ad_report_runs.id',
  id: 'ad_report_runs.id',
  sortType: 'bigint',
  direction: 'desc',
};

/** The reports made for an advertiser, newest first. */
export async function listReportRuns(
  ctx: RequestContext,
  advertiserId: string,
  page: KeysetPage,
): Promise<AdReportRunRow[]> {
  const advertiser = await advertiserFor(ctx.db, ctx, advertiserId, 'READ');
  return applyKeyset(
    ctx.db.selectFrom('ad_report_runs').selectAll().where('ad_report_runs.advertiser_id', '=', advertiser.id),
    RUN_ORDER,
    page,
  ).execute();
}

/** One report of the report center, to download again; null when the advertiser has none by that id. */
export async function reportRun(
  ctx: RequestContext,
  advertiserId: string,
  reportId: string,
): Promise<AdReportRunRow | null> {
  const advertiser = await advertiserFor(ctx.db, ctx, advertiserId, 'READ');
  if (!isEntityId(reportId)) return null;
  const row = await ctx.db
    .selectFrom('ad_report_runs')
    .selectAll()
    .where('id', '=', reportId)
    .where('advertiser_id', '=', advertiser.id)
    .executeTakeFirst();
  return row ?? null;
}
