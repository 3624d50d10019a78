import { boardPath } from '../../core/paths';
import type { BoardRow } from '../db/tables/boards';
import type { ImageRow } from '../db/tables/images';
import type { RequestContext } from '../domain/context';
import { loadAll, loadersOf, withRow } from '../domain/loaders';
import { imageSpec } from './images';

// What board and section cards show, read through the request's loaders so a list of any length costs the same
// statements, and built once for GraphQL and the REST shim.

/**
 * The board's url ('' when the owner is gone), its owner read through the loader: at once when a list primed
 * the owner's row.
 */
export function boardUrlOf(ctx: RequestContext, board: BoardRow): string | Promise<string> {
  return withRow(loadersOf(ctx).users, board.owner_id, (owner) =>
    owner ? boardPath(owner.username, board.slug) : '',
  );
}

/** The cover picture a board shows now, or null for a board with no pins. */
export async function boardCoverImage(ctx: RequestContext, boardId: string): Promise<ImageRow | null> {
  const loaders = loadersOf(ctx);
  const cover = await loaders.boardCovers.load(boardId);
  return cover ? loaders.images.load(cover.imageId) : null;
}

async function recentImages(ctx: RequestContext, imageIds: readonly string[]): Promise<ImageRow[]> {
  const images = await loadAll(loadersOf(ctx).images, imageIds);
  return images.filter((image): image is ImageRow => image !== null);
}

/** The board card's thumbnails: the newest pins' pictures at 170x wide. */
export async function boardThumbnailUrls(ctx: RequestContext, boardId: string): Promise<string[]> {
  const images = await recentImages(ctx, await loadersOf(ctx).boardThumbnails.load(boardId));
  return images.map((image) => imageSpec(image, '170x').url);
}

/** The section card's previews: the newest pins' pictures of the section. */
export async function sectionPreviewImages(ctx: RequestContext, sectionId: string): Promise<ImageRow[]> {
  return recentImages(ctx, await loadersOf(ctx).sectionPreviews.load(sectionId));
}
