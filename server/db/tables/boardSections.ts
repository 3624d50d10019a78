import type { Generated, Selectable } from 'kysely';

export interface BoardSectionsTable {
  id: Generated<string>;
  board_id: string;
  title: string;
  slug: string;
  name_source: Generated<number>;
  pin_count: Generated<number>;
  created_at: Generated<Date>;
  position: Generated<number>;
}

export type SectionRow = Selectable<BoardSectionsTable>;
