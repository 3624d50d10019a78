import type { ColumnType, Generated, Selectable } from 'kysely';
import type { BudgetType } from '../../../core/adsManager';
import type { CampaignStatus } from '../../../core/quickPromote';

/** A bigint column read as a decimal string. */
type BigintColumn = ColumnType<string, string | number, string | number>;

export interface CampaignsTable {
  id: Generated<string>;
  advertiser_id: string;
  name: string;
  objective_type: string;
  budget_type: Generated<BudgetType>;
  /** The daily or lifetime budget, in minor units of the currency. */
  budget_minor: BigintColumn;
  currency: string;
  /** Quick promote's duration as asked for (null otherwise). */
  duration_days: number | null;
  is_ongoing: Generated<boolean>;
  /** YYYY-MM-DD. */
  inclusive_end_date: string | null;
  status: CampaignStatus;
  starts_at: Date;
  ends_at: Date | null;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** The UTC day day_spend_milli belongs to. */
  spend_day: ColumnType<string | null, string | null, string | null>;
  /** Spend in thousandths of a minor unit. */
  day_spend_milli: Generated<string>;
  total_spend_milli: Generated<string>;
  impressions: Generated<string>;
  clicks: Generated<string>;
  /** Time people watched the promoted video, in milliseconds. */
  video_watch_ms: Generated<string>;
  /** Conversions attributed to its clicks (test events never are). */
  conversions: Generated<string>;
  /** The conversion event a WEB_CONVERSION campaign is for (page_visit, signup or checkout); null otherwise. */
  conversion_event: string | null;
  /** Quick promote's question's answer (core/quickPromote.ts QUICK_PROMOTE_ANSWERS); 0 when unanswered. */
  quick_promote_answer: Generated<number>;
}

export type CampaignRow = Selectable<CampaignsTable>;
