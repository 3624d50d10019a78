import type { Generated } from 'kysely';

export interface TrackingEventsTable {
  id: Generated<string>;
  user_id: string | null;
  client: string;
  event: string;
  pin_id: string | null;
  path: Generated<string>;
  /** A visual-completeness report's page (home_feed, pin_closeup). */
  page_kind: string | null;
  /** Milliseconds until that page looked finished. */
  duration_ms: number | null;
  /** Why the watch gave up instead ('layout timeout', 'timing timeout'). */
  timeout_reason: string | null;
  created_at: Generated<Date>;
}
