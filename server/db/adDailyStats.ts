import { sql } from 'kysely';
import type { DbOrTx } from './database';

/** What one event adds to an ad's day. */
export interface AdDayIncrement {
  impressions?: number;
  clicks?: number;
  saves?: number;
  videoViews?: number;
  videoWatchMs?: number;
  /** Thousandths of a minor unit. */
  spendMilli?: string | number;
}

/**
 * Adds to an ad's counters for one UTC day in one upsert: the first event of the day inserts the row, a concurrent
 * one waits on it and adds, so days count exactly under parallel writes. Call it in the transaction (or statement
 * order) that moves the running totals, so the days always add up to them.
 */
export async function addToAdDay(db: DbOrTx, adId: string, day: string, add: AdDayIncrement): Promise<void> {
  const values = {
    impressions: add.impressions ?? 0,
    clicks: add.clicks ?? 0,
    saves: add.saves ?? 0,
    video_views: add.videoViews ?? 0,
    video_watch_ms: add.videoWatchMs ?? 0,
    spend_milli: String(add.spendMilli ?? 0),
  };
  await db
    .insertInto('ad_daily_stats')
    .values({ ad_id: adId, day, ...values })
    .onConflict((oc) =>
      oc.columns(['ad_id', 'day']).doUpdateSet({
        impressions: sql`ad_daily_stats.impressions + excluded.impressions`,
        clicks: sql`ad_daily_stats.clicks + excluded.clicks`,
        saves: sql`ad_daily_stats.saves + excluded.saves`,
        video_views: sql`ad_daily_stats.video_views + excluded.video_views`,
        video_watch_ms: sql`ad_daily_stats.video_watch_ms + excluded.video_watch_ms`,
        spend_milli: sql`ad_daily_stats.spend_milli + excluded.spend_milli`,
      }),
    )
    .execute();
}
