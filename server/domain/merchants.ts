import { eligibleForShoppingTool } from '../../core/business';
import type { DbOrTx } from '../db/database';

/**
 * What the header, the profile switcher and the pin tools show about a profile as a seller. Read for whichever
 * profile the request acts as (or the person may switch to), so acting for a business shows the business's.
 */
export interface MerchantFacts {
  /** The profile's advertiser account: the merchant its products and ads belong to; null before it has one. */
  merchantId: string | null;
  /** Pins waiting to be published at a set time. */
  scheduledPinCount: number;
  eligibleForStlTool: boolean;
}

const NO_MERCHANT: MerchantFacts = { merchantId: null, scheduledPinCount: 0, eligibleForStlTool: false };

/**
 * The merchant facts of several profiles in one query, in the order asked.
 */
export async function merchantFactsOf(db: DbOrTx, userIds: readonly string[]): Promise<MerchantFacts[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .leftJoin('advertisers', 'advertisers.owner_id', 'users.id')
    .select(['users.id', 'users.is_partner', 'advertisers.id as advertiser_id'])
    .select((eb) =>
      eb
        .selectFrom('scheduled_pins')
        .select((inner) => inner.fn.countAll<string>().as('count'))
        .whereRef('scheduled_pins.user_id', '=', 'users.id')
        .as('scheduled_pin_count'),
    )
    .where('users.id', 'in', [...userIds])
    .execute();
  const byId = new Map(
    rows.map((row) => {
      const merchantId = row.advertiser_id ?? null;
      return [
        row.id,
        {
          merchantId,
          scheduledPinCount: Number(row.scheduled_pin_count ?? 0),
          eligibleForStlTool: eligibleForShoppingTool({ isPartner: row.is_partner, merchantId }),
        },
      ];
    }),
  );
  return userIds.map((id) => byId.get(id) ?? NO_MERCHANT);
}
