import { sql } from 'kysely';
import {
  AD_RECOMMENDATION_TEXTS,
  type AdRecommendation,
  BUDGET_LIMITED_DAYS,
  BUDGET_LIMITED_PERCENT,
  BUDGET_WINDOW_DAYS,
  ENDING_SOON_DAYS,
  LOW_CTR_FLOOR_PERCENT,
  LOW_CTR_MIN_IMPRESSIONS,
  LOW_CTR_WINDOW_DAYS,
  NO_CONVERSIONS_DAYS,
  NO_DELIVERY_DAYS,
} from '../../core/adRecommendations';
import { addDays, utcDay } from '../../core/adReports';
import { DAY_MS } from '../../core/time';
import { advertiserBilling, advertiserFor } from './advertisers';
import type { RequestContext } from './context';
import { campaignStatus } from './promote';

/**
 * What the advertiser could change, worked out now from its campaigns and their days (see
 * core/adRecommendations.ts). Only its owner reads them, like the campaigns themselves. A handful of grouped
 * queries over the advertiser's own rows, whatever the number of campaigns.
 */
export async function adRecommendations(
  ctx: RequestContext,
  advertiserId: string,
): Promise<AdRecommendation[]> {
  const advertiser = await advertiserFor(ctx.db, ctx, advertiserId, 'READ');
  const now = ctx.now();
  const today = utcDay(now);
  const found: AdRecommendation[] = [];

  const campaigns = await ctx.db
    .selectFrom('campaigns')
    .selectAll()
    .where('advertiser_id', '=', advertiser.id)
    .where('status', 'in', ['ACTIVE', 'PAUSED', 'DRAFT'])
    .orderBy('id')
    .execute();
  if (campaigns.length > 0 && !(await advertiserBilling(ctx.db, advertiser.id))) {
    found.push({
      kind: 'BILLING_MISSING',
      objectType: null,
      objectId: null,
      campaignId: null,
      ...AD_RECOMMENDATION_TEXTS.billingMissing,
    });
  }
  const running = campaigns.filter((c) => campaignStatus(c, now) === 'ACTIVE' && c.starts_at <= now);
  if (running.length === 0) return found;
  const runningIds = running.map((c) => c.id);
  const byId = new Map(running.map((c) => [c.id, c]));

  // Budget-limited daily campaigns: days whose spend reached the share of the budget.
  const daily = running.filter((c) => c.budget_type === 'DAILY');
  if (daily.length > 0) {
    const limited = await ctx.db
      .selectFrom((eb) =>
        eb
          .selectFrom('ad_daily_stats')
          .innerJoin('ads', 'ads.id', 'ad_daily_stats.ad_id')
          .innerJoin('ad_groups', 'ad_groups.id', 'ads.ad_group_id')
          .innerJoin('campaigns', 'campaigns.id', 'ad_groups.campaign_id')
          .select(['ad_groups.campaign_id', 'ad_daily_stats.day'])
          .where(
            'ad_groups.campaign_id',
            'in',
            daily.map((c) => c.id),
          )
          .where('ad_daily_stats.day', '>=', addDays(today, -(BUDGET_WINDOW_DAYS - 1)))
          .groupBy(['ad_groups.campaign_id', 'ad_daily_stats.day', 'campaigns.budget_minor'])
          .having(
            sql<boolean>`sum(ad_daily_stats.spend_milli) * 100 >= campaigns.budget_minor * 1000 * ${BUDGET_LIMITED_PERCENT}`,
          )
          .as('full_days'),
      )
      .select(['full_days.campaign_id', (eb) => eb.fn.countAll<string>().as('days')])
      .groupBy('full_days.campaign_id')
      .execute();
    for (const row of limited) {
      const days = Number(row.days);
      const campaign = byId.get(row.campaign_id);
      if (campaign && days >= BUDGET_LIMITED_DAYS) {
        found.push({
          kind: 'BUDGET_LIMITED',
          objectType: 'CAMPAIGN',
          objectId: campaign.id,
          campaignId: campaign.id,
          ...AD_RECOMMENDATION_TEXTS.budgetLimited(campaign.name, days),
        });
      }
    }
  }

  // Active ad groups with a Pin to show that nobody saw for NO_DELIVERY_DAYS, in campaigns running that long.
  const settled = running.filter((c) => c.starts_at.getTime() <= now.getTime() - NO_DELIVERY_DAYS * DAY_MS);
  if (settled.length > 0) {
    const silent = await ctx.db
      .selectFrom('ad_groups')
      .select(['ad_groups.id', 'ad_groups.name', 'ad_groups.campaign_id'])
      .where(
        'ad_groups.campaign_id',
        'in',
        settled.map((c) => c.id),
      )
      .where('ad_groups.status', '=', 'ACTIVE')
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('ads')
            .select('ads.id')
            .whereRef('ads.ad_group_id', '=', 'ad_groups.id')
            .where('ads.status', '=', 'ACTIVE')
            .where((e) => e.or([e('ads.pin_id', 'is not', null), e('ads.product_group_id', 'is not', null)])),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('ad_daily_stats')
              .innerJoin('ads', 'ads.id', 'ad_daily_stats.ad_id')
              .select('ad_daily_stats.ad_id')
              .whereRef('ads.ad_group_id', '=', 'ad_groups.id')
              .where('ad_daily_stats.day', '>=', addDays(today, -(NO_DELIVERY_DAYS - 1)))
              .where('ad_daily_stats.impressions', '>', '0'),
          ),
        ),
      )
      .orderBy('ad_groups.id')
      .execute();
    for (const group of silent) {
      found.push({
        kind: 'NO_DELIVERY',
        objectType: 'AD_GROUP',
        objectId: group.id,
        campaignId: group.campaign_id,
        ...AD_RECOMMENDATION_TEXTS.noDelivery(group.name),
      });
    }
  }

  // Ads of running campaigns: a deleted Pin, or many impressions and few clicks.
  const ads = await ctx.db
    .selectFrom('ads')
    .innerJoin('ad_groups', 'ad_groups.id', 'ads.ad_group_id')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('ad_daily_stats')
          .select([
            'ad_daily_stats.ad_id',
            (e) => e.fn.sum<string>('ad_daily_stats.impressions').as('impressions'),
            (e) => e.fn.sum<string>('ad_daily_stats.clicks').as('clicks'),
          ])
          .where('ad_daily_stats.day', '>=', addDays(today, -(LOW_CTR_WINDOW_DAYS - 1)))
          .groupBy('ad_daily_stats.ad_id')
          .as('recent'),
      (join) => join.onRef('recent.ad_id', '=', 'ads.id'),
    )
    .select([
      'ads.id',
      'ads.name',
      'ads.pin_id',
      'ads.product_group_id',
      'ad_groups.campaign_id',
      'recent.impressions',
      'recent.clicks',
    ])
    .where('ad_groups.campaign_id', 'in', runningIds)
    .where('ad_groups.status', '=', 'ACTIVE')
    .where('ads.status', '=', 'ACTIVE')
    .orderBy('ads.id')
    .execute();
  for (const ad of ads) {
    const impressions = Number(ad.impressions ?? 0);
    const ctr = impressions === 0 ? 0 : (Number(ad.clicks ?? 0) / impressions) * 100;
    // A catalog sales ad has no Pin of its own: it shows its product group's.
    if (ad.pin_id === null && ad.product_group_id === null) {
      found.push({
        kind: 'AD_PIN_GONE',
        objectType: 'AD',
        objectId: ad.id,
        campaignId: ad.campaign_id,
        ...AD_RECOMMENDATION_TEXTS.adPinGone(ad.name),
      });
    } else if (impressions >= LOW_CTR_MIN_IMPRESSIONS && ctr < LOW_CTR_FLOOR_PERCENT) {
      found.push({
        kind: 'LOW_CTR',
        objectType: 'AD',
        objectId: ad.id,
        campaignId: ad.campaign_id,
        ...AD_RECOMMENDATION_TEXTS.lowCtr(ad.name, impressions, ctr),
      });
    }
  }

  for (const campaign of running) {
    if (
      campaign.ends_at !== null &&
      campaign.ends_at.getTime() - now.getTime() <= ENDING_SOON_DAYS * DAY_MS
    ) {
      found.push({
        kind: 'ENDING_SOON',
        objectType: 'CAMPAIGN',
        objectId: campaign.id,
        campaignId: campaign.id,
        ...AD_RECOMMENDATION_TEXTS.endingSoon(campaign.name, utcDay(campaign.ends_at)),
      });
    }
  }

  // Conversions campaigns while the site sends nothing.
  const since = new Date(now.getTime() - NO_CONVERSIONS_DAYS * DAY_MS);
  const converting = running.filter((c) => c.objective_type === 'WEB_CONVERSION' && c.starts_at <= since);
  if (converting.length > 0) {
    const heard = await ctx.db
      .selectFrom('conversion_events')
      .select('id')
      .where('advertiser_id', '=', advertiser.id)
      .where('is_test', '=', false)
      .where('received_at', '>=', since)
      .limit(1)
      .executeTakeFirst();
    if (!heard) {
      for (const campaign of converting) {
        found.push({
          kind: 'NO_CONVERSIONS',
          objectType: 'CAMPAIGN',
          objectId: campaign.id,
          campaignId: campaign.id,
          ...AD_RECOMMENDATION_TEXTS.noConversions(campaign.name),
        });
      }
    }
  }
  return found;
}
