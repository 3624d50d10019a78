import type { Generated } from 'kysely';

export interface UserStatesTable {
  user_id: string;
  state: string;
  value: string;
  created_at: Generated<Date>;
}
