import type { Generated } from 'kysely';

export interface HashtagsTable {
  /** Lower-cased, without the #. */
  tag: string;
  /** As first written. */
  display: string;
  /** Pins on public boards that use it. */
  pin_count: Generated<number>;
}

export interface PinHashtagsTable {
  pin_id: string;
  tag: string;
}
