import type { ColumnType, Generated, Selectable } from 'kysely';
import type { BudgetType, DeliveryStatus } from '../../../core/adsManager';

type BigintColumn = ColumnType<string, string | number, string | number>;

export interface AdGroupsTable {
  id: Generated<string>;
  campaign_id: string;
  name: string;
  status: DeliveryStatus;
  /** The targeting spec as JSON text: {ages, genders, interests, country}. */
  targeting: string;
  auto_targeting: Generated<boolean>;
  /** What 1,000 impressions cost, in minor units. */
  bid_minor: BigintColumn;
  /** Its own budget, when it has one (both or neither). */
  budget_type: BudgetType | null;
  budget_minor: ColumnType<string | null, string | number | null, string | number | null>;
  spend_day: ColumnType<string | null, string | null, string | null>;
  day_spend_milli: Generated<string>;
  total_spend_milli: Generated<string>;
  created_at: Generated<Date>;
}

export type AdGroupRow = Selectable<AdGroupsTable>;
