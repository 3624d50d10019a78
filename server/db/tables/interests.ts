import type { Generated } from 'kysely';

/** A topic a person chose to see more of (the welcome after sign-up, or settings). */
export interface UserInterestsTable {
  user_id: string;
  topic_slug: string;
  /** As the person picked it ("Kitchen storage"). */
  name: string;
  /** The text of a 'simple' tsquery a pin's search words must match to be in the topic. */
  match: string;
  /** The order the person picked them in. */
  position: number;
  created_at: Generated<Date>;
}

/** An account made since the welcome existed, which has not yet chosen interests or skipped them. */
export interface PendingWelcomesTable {
  user_id: string;
  created_at: Generated<Date>;
}
