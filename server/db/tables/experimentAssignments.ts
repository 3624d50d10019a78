import type { Generated } from 'kysely';

export interface ExperimentAssignmentsTable {
  user_id: string;
  experiment: string;
  group_name: string;
  assigned_at: Generated<Date>;
}
