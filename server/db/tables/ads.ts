import type { Generated, Selectable } from 'kysely';
import type { DeliveryStatus } from '../../../core/adsManager';

export interface AdsTable {
  id: Generated<string>;
  ad_group_id: string;
  /** Null once the pin is deleted; such an ad is never served. */
  pin_id: string | null;
  /** A catalog sales ad promotes this product group's in-stock product pins (pin_id is then null). */
  product_group_id: Generated<string | null>;
  name: string;
  destination_url: string;
  status: DeliveryStatus;
  created_at: Generated<Date>;
  impressions: Generated<string>;
  clicks: Generated<string>;
}

export type AdRow = Selectable<AdsTable>;
