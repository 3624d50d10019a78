import type { Generated } from 'kysely';

export interface IdeaTopicsTable {
  id: Generated<string>;
  slug: string;
  /** As the ideas page shows it ("Kitchen storage"). */
  name: string;
  /** Its lower-cased words; topics sharing one are related. */
  words: string[];
  /** The text of a 'simple' tsquery a pin's search words must match to be in the topic. */
  match: string;
  /** Pins on public boards in the topic, as of the last rebuild. */
  pin_count: number;
  cover_pin_id: string | null;
}
