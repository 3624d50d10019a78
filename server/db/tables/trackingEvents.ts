import type { Generated } from 'kysely';

export interface TrackingEventsTable {
  id: Generated<string>;
  user_id: string | null;
  client: string;
  event: string;
  pin_id: string | null;
  path: Generated<string>;
  created_at: Generated<Date>;
}
