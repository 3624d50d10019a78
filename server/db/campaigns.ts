import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { monthStart } from '../../core/billing';
import { isoDate } from '../../core/quickPromote';
import { addToAdDay } from './adDailyStats';
import type { Db, DbOrTx } from './database';

/**
 * Whether one more impression at the ad group's bid fits a budget of `table` (campaigns or ad_groups): a daily
 * budget paces what was spent today (UTC), a lifetime budget everything spent. Spend is in thousandths of a minor
 * unit and a bid prices 1,000 impressions, so one impression costs `bid_minor` of them.
 */
function budgetFits(
  table: 'campaigns' | 'ad_groups',
  today: string,
  bid: RawBuilder<unknown>,
): RawBuilder<SqlBool> {
  const t = sql.ref(table);
  return sql<SqlBool>`(case when ${t}.budget_type = 'LIFETIME' then ${t}.total_spend_milli
    when ${t}.spend_day = ${today}::date then ${t}.day_spend_milli else 0 end) + ${bid} <= ${t}.budget_minor * 1000`;
}

// Written into the SQL: a prepared statement's generic plan then estimates the statuses as a plan made for them does.
const ACTIVE = sql.lit<'ACTIVE'>('ACTIVE');

/**
 * Ads whose statuses let them run: the advertiser not paused by the operator, the ad, its ad group and its campaign
 * ACTIVE (a draft never is). Joined with their ad group, campaign and advertiser. What time passing cannot change,
 * so whether any exists is kept a while (adDelivery.ts).
 */
export function activeAds(db: DbOrTx) {
  return db
    .selectFrom('ads')
    .innerJoin('ad_groups', 'ad_groups.id', 'ads.ad_group_id')
    .innerJoin('campaigns', 'campaigns.id', 'ad_groups.campaign_id')
    .innerJoin('advertisers', 'advertisers.id', 'campaigns.advertiser_id')
    .where('advertisers.paused_at', 'is', null)
    .where('ads.status', '=', ACTIVE)
    .where('ad_groups.status', '=', ACTIVE)
    .where('campaigns.status', '=', ACTIVE);
}

/**
 * Ads being delivered now: active ones (activeAds) with the campaign within its schedule, and one more impression
 * fitting the campaign's budget and the ad group's own budget if it has one. One definition for serving, counting
 * clicks and "Promoted by …". `today` is `now`'s day (UTC), given apart for a query template
 * (server/db/queryTemplates.ts).
 */
export function servableAds(db: DbOrTx, now: Date, today: string = isoDate(now)) {
  const bid = sql`ad_groups.bid_minor`;
  return activeAds(db)
    .where('campaigns.starts_at', '<=', now)
    .where((eb) => eb.or([eb('campaigns.ends_at', 'is', null), eb('campaigns.ends_at', '>', now)]))
    .where(budgetFits('campaigns', today, bid))
    .where((eb) => eb.or([eb('ad_groups.budget_type', 'is', null), budgetFits('ad_groups', today, bid)]));
}

export interface Charge {
  campaignId: string;
  adGroupId: string;
  adId: string;
  /** The ad group's bid: what 1,000 impressions cost, in minor units. */
  bidMinor: string;
}

class ChargeRefused extends Error {}

/**
 * Charges one impression, or nothing. Each budget is checked and charged in one conditional UPDATE, so the row
 * lock makes a concurrent charge wait and re-check against the spend it committed: spend never passes a budget.
 * The campaign is charged first (every charge of its ad groups locks it first, so they queue in one order), then
 * the ad group, then the ad counted, then the ad's day (impression and spend); when any refuses, the transaction
 * undoes the others. An advertiser the operator paused is charged nothing. Returns whether charged.
 */
export async function chargeImpression(db: Db, charge: Charge, now: Date): Promise<boolean> {
  const today = isoDate(now);
  const bid = sql`${charge.bidMinor}::bigint`;
  const spend = {
    day_spend_milli: sql<string>`case when spend_day = ${today}::date then day_spend_milli + ${bid} else ${bid} end`,
    spend_day: sql<string>`${today}::date`,
    total_spend_milli: sql<string>`total_spend_milli + ${bid}`,
  };
  try {
    return await db.transaction().execute(async (tx) => {
      const campaign = await tx
        .updateTable('campaigns')
        .set({ ...spend, impressions: sql`impressions + 1` })
        .where('id', '=', charge.campaignId)
        .where('status', '=', 'ACTIVE')
        .where('starts_at', '<=', now)
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
        .where(budgetFits('campaigns', today, bid))
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('advertisers')
                .select('advertisers.id')
                .whereRef('advertisers.id', '=', 'campaigns.advertiser_id')
                .where('advertisers.paused_at', 'is not', null),
            ),
          ),
        )
        .executeTakeFirst();
      if (campaign.numUpdatedRows === 0n) throw new ChargeRefused();
      // The month's spend, for invoicing (migrations/0048): under the campaign's lock, so it adds up exactly.
      await tx
        .insertInto('campaign_spend_months')
        .values({ campaign_id: charge.campaignId, month: monthStart(now), spend_milli: sql`${bid}` })
        .onConflict((oc) =>
          oc
            .columns(['campaign_id', 'month'])
            .doUpdateSet({ spend_milli: sql`campaign_spend_months.spend_milli + excluded.spend_milli` }),
        )
        .execute();
      const group = await tx
        .updateTable('ad_groups')
        .set(spend)
        .where('id', '=', charge.adGroupId)
        .where('campaign_id', '=', charge.campaignId)
        .where('status', '=', 'ACTIVE')
        .where((eb) => eb.or([eb('budget_type', 'is', null), budgetFits('ad_groups', today, bid)]))
        .executeTakeFirst();
      if (group.numUpdatedRows === 0n) throw new ChargeRefused();
      const ad = await tx
        .updateTable('ads')
        .set({ impressions: sql`impressions + 1` })
        .where('id', '=', charge.adId)
        .where('ad_group_id', '=', charge.adGroupId)
        .where('status', '=', 'ACTIVE')
        .executeTakeFirst();
      if (ad.numUpdatedRows === 0n) throw new ChargeRefused();
      await addToAdDay(tx, charge.adId, today, { impressions: 1, spendMilli: charge.bidMinor });
      return true;
    });
  } catch (error) {
    if (error instanceof ChargeRefused) return false;
    throw error;
  }
}
