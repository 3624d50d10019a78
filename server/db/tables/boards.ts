import type { Generated, Selectable } from 'kysely';

export type BoardPrivacy = 'public' | 'secret' | 'protected';

export interface BoardsTable {
  id: Generated<string>;
  owner_id: string;
  name: string;
  slug: string;
  description: Generated<string>;
  privacy: BoardPrivacy;
  layout: Generated<string>;
  cover_image_id: string | null;
  has_custom_cover: Generated<boolean>;
  /**
   * The pin whose picture is the cover (cover_image_id): the owner's choice when has_custom_cover, else the one
   * the automatic rule took. A cover shows only while this pin is on the board.
   */
  cover_pin_id: string | null;
  pin_count: Generated<number>;
  section_count: Generated<number>;
  follower_count: Generated<number>;
  collaborator_count: Generated<number>;
  created_at: Generated<Date>;
  board_order_modified_at: Generated<Date>;
}

export type BoardRow = Selectable<BoardsTable>;
