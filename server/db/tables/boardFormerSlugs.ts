import type { Generated } from 'kysely';

/** An address a board had before a rename: `/{owner}/{slug}/` now leads to the board that last held it. */
export interface BoardFormerSlugsTable {
  owner_id: string;
  slug: string;
  board_id: string;
  created_at: Generated<Date>;
}
