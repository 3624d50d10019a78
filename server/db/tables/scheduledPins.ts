import type { Generated, Selectable } from 'kysely';

/** A pin a business account asked to publish later, kept aside until `publish_at`. */
export interface ScheduledPinsTable {
  id: Generated<string>;
  user_id: string;
  board_id: string;
  section_id: string | null;
  image_id: string;
  video_id: string | null;
  title: Generated<string>;
  description: Generated<string>;
  link: string | null;
  alt_text: Generated<string>;
  publish_at: Date;
  created_at: Generated<Date>;
}

export type ScheduledPinRow = Selectable<ScheduledPinsTable>;
