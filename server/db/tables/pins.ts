import type { Generated, Selectable } from 'kysely';

export interface PinsTable {
  id: Generated<string>;
  board_id: string;
  section_id: string | null;
  pinner_id: string;
  image_id: string;
  source_pin_id: string | null;
  title: Generated<string>;
  description: Generated<string>;
  link: string | null;
  alt_text: Generated<string>;
  method: Generated<string>;
  created_at: Generated<Date>;
  color: string | null;
  is_removable: Generated<boolean>;
  /** Set on video pins (the pin's image is then the video's cover frame); optional on insert. */
  video_id: Generated<string | null>;
}

export type PinRow = Selectable<PinsTable>;
