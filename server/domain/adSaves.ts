import { sql } from 'kysely';
import { isoDate } from '../../core/quickPromote';
import { addToAdDay } from '../db/adDailyStats';
import { servableAds } from '../db/campaigns';
import type { Tx } from '../db/database';
import { adPromotesPin } from '../db/productGroups';
import type { PinRow } from '../db/tables/pins';
import type { RequestContext } from './context';

/**
 * Counts a save of a promoted pin on its ad's day, inside the transaction that makes the save (so a failed save
 * counts nothing). A save counts when someone saves the ad's own pin (or a product pin its product group promotes) while the ad is delivered (see servableAds)
 * and the saver is not the advertiser's owner; saving a copy saved from it earlier does not count.
 */
export async function countPromotedSave(tx: Tx, ctx: RequestContext, source: PinRow): Promise<void> {
  const saverId = ctx.viewer?.id;
  if (!saverId) return;
  const now = ctx.now();
  const ad = await servableAds(tx, now)
    .select('ads.id')
    .where(adPromotesPin(sql`${source.id}::bigint`))
    .where('advertisers.owner_id', '!=', saverId)
    .orderBy('ads.id', 'desc')
    .executeTakeFirst();
  if (ad) await addToAdDay(tx, ad.id, isoDate(now), { saves: 1 });
}
