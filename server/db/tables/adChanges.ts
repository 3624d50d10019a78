import type { ColumnType, Generated, Selectable } from 'kysely';
import type { AdChangeAction, AdChangeObject, AdSettingChange } from '../../../core/adChangeHistory';

/** One entry of an advertiser's change history (migration 0057). */
export interface AdChangesTable {
  id: Generated<string>;
  advertiser_id: string;
  /** The person who made the change (not the business profile they acted as); null once their account is gone. */
  actor_id: string | null;
  object_type: AdChangeObject;
  object_id: string;
  /** Its name when changed. */
  object_name: string;
  action: AdChangeAction;
  /** The changed settings; pg hands jsonb over parsed. */
  changes: ColumnType<AdSettingChange[], string, string>;
  created_at: Generated<Date>;
}

export type AdChangeRow = Selectable<AdChangesTable>;
