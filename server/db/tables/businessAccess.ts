import type { Generated, Selectable } from 'kysely';
import type { BusinessPermission } from '../../../core/business';

export interface BusinessAccessTable {
  business_id: string;
  member_id: string;
  permission: BusinessPermission;
  granted_by: string | null;
  created_at: Generated<Date>;
}

export type BusinessAccessRow = Selectable<BusinessAccessTable>;
