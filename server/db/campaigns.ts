import type { DbOrTx } from './database';

/**
 * Campaigns running now: active, started, not ended, with their advertiser joined. One definition for serving,
 * counting clicks and showing "Promoted by …" on any list of pins.
 */
export function runningCampaigns(db: DbOrTx, now: Date) {
  return db
    .selectFrom('campaigns')
    .innerJoin('advertisers', 'advertisers.id', 'campaigns.advertiser_id')
    .where('campaigns.status', '=', 'ACTIVE')
    .where('campaigns.starts_at', '<=', now)
    .where((eb) => eb.or([eb('campaigns.ends_at', 'is', null), eb('campaigns.ends_at', '>', now)]));
}
