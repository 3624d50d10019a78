import type { ExpressionBuilder } from 'kysely';
import { IMAGE_COLUMNS, prefixedColumns, rowPart } from '../db/columns';
import type { Database } from '../db/database';
import { entityIds } from '../db/ids';
import { idIsAny, prepared } from '../db/preparedStatements';
import { queryTemplate } from '../db/queryTemplates';
import type { ImageRow } from '../db/tables/images';
import { boardVisibleTo } from '../db/visibility';
import { boardReaderOf, pinReaderOf } from './apiTokens';
import type { RequestContext } from './context';
import { loadersOf } from './loaders';

/** What a board shows as its cover: the picture, and whether the owner chose it. */
export interface BoardCover {
  imageId: string;
  chosen: boolean;
}

/** The picture of the board's cover pin while that pin is still on the board (null otherwise). */
export function coverPinImageId(eb: ExpressionBuilder<Database, 'boards'>) {
  return eb
    .selectFrom('pins')
    .select('pins.image_id')
    .whereRef('pins.id', '=', 'boards.cover_pin_id')
    .whereRef('pins.board_id', '=', 'boards.id');
}

/**
 * The picture a board shows as its cover: its cover pin's while that pin is on the board, else its newest pin's;
 * null for a board with no pins. Two index lookups per board.
 */
export function coverImageId(eb: ExpressionBuilder<Database, 'boards'>) {
  return eb.fn.coalesce(
    coverPinImageId(eb),
    eb
      .selectFrom('pins')
      .select('pins.image_id')
      .whereRef('pins.board_id', '=', 'boards.id')
      .orderBy('pins.id', 'desc')
      .limit(1),
  );
}

/**
 * The cover out of a row of a query that joins `images as cover_images` on `coverImageId`, selects the image's
 * columns under `cover__` and `coverPinImageId` as `cover_pin_image_id`: the cover, and its picture for the
 * images loader.
 */
export function coverOfRow(
  row: Record<string, unknown>,
  hasCustomCover: boolean,
): { cover: BoardCover | null; image: ImageRow | null } {
  const image = rowPart<ImageRow>(row, 'cover', IMAGE_COLUMNS);
  if (!image) return { cover: null, image: null };
  return { cover: { imageId: image.id, chosen: row.cover_pin_image_id != null && hasCustomCover }, image };
}

/** Whether the viewer may see the cover of a board they may see: a token without pin access to secret boards may not. */
export function coverShownOf(ctx: RequestContext, privacy: string): boolean {
  return privacy === 'public' || pinReaderOf(ctx) !== null;
}

// Compiled once per database (server/db/queryTemplates.ts): profile pages and the legacy feeds ask on every request.
const coversOf = queryTemplate((db, values: { ids: readonly string[]; readerId: string | null }) =>
  prepared(db.selectFrom('boards'))
    .leftJoin('images as cover_images', (join) =>
      join.on((eb) => eb('cover_images.id', '=', coverImageId(eb))),
    )
    .select((eb) => ['boards.id', 'boards.has_custom_cover', coverPinImageId(eb).as('cover_pin_image_id')])
    .select(prefixedColumns('cover_images', 'cover', IMAGE_COLUMNS))
    .where(idIsAny('boards.id', values.ids))
    .where((eb) => boardVisibleTo(eb, values.readerId)),
);

/**
 * The covers of boards, in the order asked (null for a board with no pins, or one the viewer may not see),
 * worked out at read time from the pins on each board now: the cover pin (chosen by the owner or taken by the
 * automatic rule) while it is still on the board, else the newest pin's picture. So a cover can never show a
 * picture that has left the board (moved to a secret board, deleted), whatever a write did or forgot to do.
 * One query for the whole list, with the pictures, which prime the images loader.
 */
export async function boardCovers(
  ctx: RequestContext,
  boardIds: readonly string[],
): Promise<(BoardCover | null)[]> {
  const valid = entityIds(boardIds);
  if (valid.length === 0) return boardIds.map(() => null);
  // A cover is a pin's picture: a token that may not see pins on secret boards sees no covers of them either.
  const readerId = pinReaderOf(ctx) && boardReaderOf(ctx);
  const { rows } = await ctx.db.executeQuery(coversOf(ctx.db, { ids: valid, readerId }));
  const images = loadersOf(ctx).images;
  const byId = new Map(
    rows.map((row): [string, BoardCover | null] => {
      const { cover, image } = coverOfRow(row, row.has_custom_cover);
      if (image) images.prime(image.id, image);
      return [row.id, cover];
    }),
  );
  return boardIds.map((id) => byId.get(id) ?? null);
}
