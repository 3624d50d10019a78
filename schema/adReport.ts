import {
  columnsForLevel,
  costPerClick,
  ctrPercent,
  REPORT_COLUMNS,
  REPORT_LEVELS,
  type ReportColumn,
  type ReportMetrics,
  type ReportRow,
  reportCsv,
} from '../core/adReports';
import type { AdReportRunRow } from '../server/db/tables/adStats';
import {
  type AdReport,
  advertiserReport,
  type CampaignInsights,
  campaignInsights,
  createReportRun,
  type InsightsDay,
  listReportRuns,
  reportRun,
} from '../server/domain/adReports';
import { builder } from './builder';
import { domainErrors } from './errors';
import { keysetConnection } from './pagination';
import { CampaignRef } from './refs';

export const ReportLevelEnum = builder.enumType('ReportLevel', { values: REPORT_LEVELS });
export const ReportColumnEnum = builder.enumType('ReportColumn', { values: REPORT_COLUMNS });

/** What reports count; report rows, totals and days all carry these fields. */
const AdMetricsRef = builder.interfaceRef<ReportMetrics>('AdMetrics').implement({
  description: 'What was counted over a range of UTC days.',
  fields: (t) => ({
    impressions: t.float({ resolve: (m) => m.impressions }),
    clicks: t.float({ resolve: (m) => m.clicks }),
    saves: t.float({
      description: "Saves of an ad's pin by other people while the ad ran.",
      resolve: (m) => m.saves,
    }),
    videoViews: t.float({
      description: 'Plays of its video that lasted at least 2 seconds.',
      resolve: (m) => m.videoViews,
    }),
    videoWatchSeconds: t.float({ resolve: (m) => m.videoWatchSeconds }),
    spend: t.float({ description: "In the advertiser's currency.", resolve: (m) => m.spend }),
    ctr: t.float({
      description: 'Click-through rate, in percent.',
      resolve: (m) => ctrPercent(m.clicks, m.impressions),
    }),
    cpc: t.float({
      nullable: true,
      description: 'Cost per click in the currency; null without clicks.',
      resolve: (m) => costPerClick(m.spend, m.clicks),
    }),
  }),
});

const AdMetricsTotalRef = builder.objectRef<ReportMetrics>('AdMetricsTotal').implement({
  interfaces: [AdMetricsRef],
});

const AdReportRowRef = builder.objectRef<ReportRow>('AdReportRow').implement({
  description: 'A campaign, ad group or ad and what it counted in the range.',
  interfaces: [AdMetricsRef],
  fields: (t) => ({
    entityId: t.exposeString('id'),
    name: t.exposeString('name'),
    status: t.exposeString('status'),
    campaignId: t.exposeString('campaignId'),
    campaignName: t.exposeString('campaignName'),
    adGroupId: t.exposeString('adGroupId', { nullable: true }),
    adGroupName: t.exposeString('adGroupName', { nullable: true }),
  }),
});

const AdStatsDayRef = builder.objectRef<InsightsDay>('AdStatsDay').implement({
  interfaces: [AdMetricsRef],
  fields: (t) => ({ day: t.exposeString('day', { description: 'YYYY-MM-DD (UTC).' }) }),
});

const AdReportRef = builder.objectRef<AdReport>('AdReport').implement({
  description: "An advertiser's report by campaign, ad group or ad over a range of UTC days.",
  fields: (t) => ({
    level: t.field({ type: ReportLevelEnum, resolve: (r) => r.level }),
    from: t.string({ resolve: (r) => r.range.from }),
    to: t.string({ resolve: (r) => r.range.to }),
    currency: t.string({ resolve: (r) => r.advertiser.currency }),
    rows: t.field({ type: [AdReportRowRef], resolve: (r) => r.rows }),
    totals: t.field({ type: AdMetricsTotalRef, resolve: (r) => r.totals }),
    csv: t.string({
      description: 'The rows as CSV, with the chosen columns or every column of the level.',
      args: { columns: t.arg({ type: [ReportColumnEnum], description: "Absent: all of the level's." }) },
      resolve: (r, args) =>
        reportCsv(r.rows, args.columns ?? columnsForLevel(r.level), r.advertiser.currency),
    }),
  }),
});

const CampaignInsightsRef = builder.objectRef<CampaignInsights>('CampaignInsights').implement({
  description: "A campaign's metrics day by day, with a period to compare with.",
  fields: (t) => ({
    campaign: t.field({ type: CampaignRef, resolve: (i) => i.campaign }),
    currency: t.string({ resolve: (i) => i.advertiser.currency }),
    from: t.string({ resolve: (i) => i.range.from }),
    to: t.string({ resolve: (i) => i.range.to }),
    compareFrom: t.string({ resolve: (i) => i.comparison.from }),
    compareTo: t.string({ resolve: (i) => i.comparison.to }),
    days: t.field({ type: [AdStatsDayRef], resolve: (i) => i.days }),
    comparisonDays: t.field({ type: [AdStatsDayRef], resolve: (i) => i.comparisonDays }),
    totals: t.field({ type: AdMetricsTotalRef, resolve: (i) => i.totals }),
    comparisonTotals: t.field({ type: AdMetricsTotalRef, resolve: (i) => i.comparisonTotals }),
  }),
});

builder.queryField('advertiserReport', (t) =>
  t.field({
    type: AdReportRef,
    description:
      "A report of one of the viewer's advertisers: every campaign, ad group or ad, newest first, with what it counted from `from` to `to` (UTC days, both included, at most 366). Filter by campaignId or adGroupId to drill down.",
    authScopes: { loggedIn: true },
    args: {
      advertiserId: t.arg.string({ required: true }),
      level: t.arg({ type: ReportLevelEnum, required: true }),
      from: t.arg.string({ required: true, description: 'YYYY-MM-DD' }),
      to: t.arg.string({ required: true, description: 'YYYY-MM-DD' }),
      campaignId: t.arg.string(),
      adGroupId: t.arg.string(),
    },
    resolve: (_, args, ctx) =>
      advertiserReport(ctx, {
        advertiserId: args.advertiserId,
        level: args.level,
        range: { from: args.from, to: args.to },
        campaignId: args.campaignId,
        adGroupId: args.adGroupId,
      }),
  }),
);

builder.queryField('campaignInsights', (t) =>
  t.field({
    type: CampaignInsightsRef,
    description: "One of the viewer's campaigns day by day, over a range and the range it is compared with.",
    authScopes: { loggedIn: true },
    args: {
      advertiserId: t.arg.string({ required: true }),
      campaignId: t.arg.string({ required: true }),
      from: t.arg.string({ required: true }),
      to: t.arg.string({ required: true }),
      compareFrom: t.arg.string({ required: true }),
      compareTo: t.arg.string({ required: true }),
    },
    resolve: (_, args, ctx) =>
      campaignInsights(ctx, {
        advertiserId: args.advertiserId,
        campaignId: args.campaignId,
        range: { from: args.from, to: args.to },
        comparison: { from: args.compareFrom, to: args.compareTo },
      }),
  }),
);

const AdReportRunRef = builder.objectRef<AdReportRunRow>('AdReportRun').implement({
  description: 'A report made in the report center, kept with its CSV.',
  fields: (t) => ({
    entityId: t.exposeString('id'),
    level: t.field({ type: ReportLevelEnum, resolve: (r) => r.level as (typeof REPORT_LEVELS)[number] }),
    columns: t.field({
      type: [ReportColumnEnum],
      resolve: (r) => JSON.parse(r.columns) as ReportColumn[],
    }),
    from: t.exposeString('from_day'),
    to: t.exposeString('to_day'),
    rowCount: t.exposeInt('row_count'),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.created_at }),
    csv: t.exposeString('csv'),
  }),
});

builder.queryField('adReportRuns', (t) =>
  t.connection({
    type: AdReportRunRef,
    description: 'The reports made for one of the viewer’s advertisers, newest first.',
    authScopes: { loggedIn: true },
    args: { advertiserId: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) =>
      keysetConnection(
        args,
        (page) => listReportRuns(ctx, args.advertiserId, page),
        (r) => r.id,
      ),
  }),
);

builder.queryField('adReportRun', (t) =>
  t.field({
    type: AdReportRunRef,
    nullable: true,
    description: 'One report made for one of the viewer’s advertisers, to download again.',
    authScopes: { loggedIn: true },
    args: { advertiserId: t.arg.string({ required: true }), reportId: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => reportRun(ctx, args.advertiserId, args.reportId),
  }),
);

const CreateAdReportInput = builder.inputType('CreateAdReportInput', {
  fields: (t) => ({
    advertiserId: t.string({ required: true }),
    level: t.field({ type: ReportLevelEnum, required: true }),
    columns: t.field({ type: [ReportColumnEnum], required: true }),
    from: t.string({ required: true }),
    to: t.string({ required: true }),
  }),
});

builder.mutationField('createAdReport', (t) =>
  t.field({
    type: AdReportRunRef,
    description: 'Makes a report in the report center and keeps it, with its CSV, in the history.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: CreateAdReportInput, required: true }) },
    resolve: (_, { input }, ctx) =>
      createReportRun(ctx, {
        advertiserId: input.advertiserId,
        level: input.level,
        columns: input.columns,
        range: { from: input.from, to: input.to },
      }),
  }),
);
