import type { Generated, Selectable } from 'kysely';

/**
 * A paid partnership declared on the pin it was made for (`pin_id`), naming a brand; the pin and its repins point
 * at it through `pins.sponsorship_id`. `status` is one of core/sponsorship.ts's statuses.
 */
export interface PinSponsorshipsTable {
  id: Generated<string>;
  pin_id: string;
  creator_id: string;
  /** Null once the brand's account is gone. */
  brand_id: string | null;
  status: Generated<number>;
  requested_at: Generated<Date>;
  answered_at: Date | null;
}

export type PinSponsorshipRow = Selectable<PinSponsorshipsTable>;
