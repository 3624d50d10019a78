import { entityIds } from '../db/ids';
import { boardVisibleTo } from '../db/visibility';
import { boardReaderOf, pinReaderOf } from './apiTokens';
import type { RequestContext } from './context';

/** What a board shows as its cover: the picture, and whether the owner chose it. */
export interface BoardCover {
  imageId: string;
  chosen: boolean;
}

/**
 * The covers of boards, in the order asked (null for a board with no pins, or one the viewer may not see),
 * worked out at read time from the pins on each board now: the cover pin (chosen by the owner or taken by the
 * automatic rule) while it is still on the board, else the newest pin's picture. So a cover can never show a
 * picture that has left the board (moved to a secret board, deleted), whatever a write did or forgot to do.
 * One query for the whole list, two index lookups per board.
 */
export async function boardCovers(
  ctx: RequestContext,
  boardIds: readonly string[],
): Promise<(BoardCover | null)[]> {
  const valid = entityIds(boardIds);
  if (valid.length === 0) return boardIds.map(() => null);
  // A cover is a pin's picture: a token that may not see pins on secret boards sees no covers of them either.
  const readerId = pinReaderOf(ctx) && boardReaderOf(ctx);
  const rows = await ctx.db
    .selectFrom('boards')
    .select((eb) => [
      'boards.id',
      'boards.has_custom_cover',
      eb
        .selectFrom('pins')
        .select('pins.image_id')
        .whereRef('pins.id', '=', 'boards.cover_pin_id')
        .whereRef('pins.board_id', '=', 'boards.id')
        .as('cover_image_id'),
      eb
        .selectFrom('pins')
        .select('pins.image_id')
        .whereRef('pins.board_id', '=', 'boards.id')
        .orderBy('pins.id', 'desc')
        .limit(1)
        .as('newest_image_id'),
    ])
    .where('boards.id', 'in', valid)
    .where((eb) => boardVisibleTo(eb, readerId))
    .execute();
  const byId = new Map(
    rows.map((row): [string, BoardCover | null] => {
      if (row.cover_image_id) return [row.id, { imageId: row.cover_image_id, chosen: row.has_custom_cover }];
      return [row.id, row.newest_image_id ? { imageId: row.newest_image_id, chosen: false } : null];
    }),
  );
  return boardIds.map((id) => byId.get(id) ?? null);
}
