import type { Generated } from 'kysely';

export interface BoardCollaboratorsTable {
  board_id: string;
  user_id: string;
  created_at: Generated<Date>;
}
