import type { Generated, Selectable } from 'kysely';

export interface AdvertisersTable {
  id: Generated<string>;
  owner_id: string;
  name: string;
  /** Two-letter country code; it fixed the currency when the advertiser was made. */
  country: string;
  currency: string;
  website: string;
  created_at: Generated<Date>;
  /** Set by the operator: none of its ads serve until the operator lifts it. */
  paused_at: Date | null;
  pause_reason: string | null;
}

export type AdvertiserRow = Selectable<AdvertisersTable>;

export interface AdvertiserBillingTable {
  advertiser_id: string;
  contact_name: string;
  email: string;
  address: string;
  country: string;
  /** Always 'invoice': spend is invoiced monthly, we take no cards. */
  payment_method: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type AdvertiserBillingRow = Selectable<AdvertiserBillingTable>;
