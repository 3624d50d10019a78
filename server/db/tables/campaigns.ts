import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CampaignStatus } from '../../../core/quickPromote';

export interface CampaignsTable {
  id: Generated<string>;
  advertiser_id: string;
  /** Null once the pin is deleted; such a campaign is never served. */
  pin_id: string | null;
  name: string;
  objective_type: string;
  destination_url: string;
  /** Daily budget in micro currency (1 unit = 1,000,000), as a decimal string (bigint). */
  daily_budget_micros: ColumnType<string, string | number, string | number>;
  currency: string;
  duration_days: number | null;
  is_ongoing: boolean;
  /** YYYY-MM-DD. */
  inclusive_end_date: string | null;
  /** The targeting spec as JSON text: {ages, genders, interests, country}. */
  targeting: string;
  auto_targeting: boolean;
  status: CampaignStatus;
  starts_at: Date;
  ends_at: Date | null;
  created_by: string | null;
  created_at: Generated<Date>;
  impressions: Generated<string>;
  clicks: Generated<string>;
  /** Time people watched the promoted video, in milliseconds. */
  video_watch_ms: Generated<string>;
}

export type CampaignRow = Selectable<CampaignsTable>;
