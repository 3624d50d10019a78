import type { Generated } from 'kysely';

export interface UserFollowsTable {
  follower_id: string;
  followee_id: string;
  created_at: Generated<Date>;
}

export interface BoardFollowsTable {
  user_id: string;
  board_id: string;
  created_at: Generated<Date>;
}

export interface UserBlocksTable {
  blocker_id: string;
  blocked_id: string;
  source: Generated<string>;
  context: Generated<string>;
  created_at: Generated<Date>;
}

export interface EventsTable {
  id: Generated<string>;
  actor_id: string | null;
  verb: string;
  subject_type: string;
  subject_id: string;
  source: Generated<string>;
  created_at: Generated<Date>;
}
