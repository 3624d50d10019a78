import { imagePath } from '../../core/pinSize';
import type { SectionRow } from '../db/tables/boardSections';
import type { BoardRow } from '../db/tables/boards';
import type { ImageRow } from '../db/tables/images';
import type { PinRow } from '../db/tables/pins';
import type { UserRow } from '../db/tables/users';
import { boardCovers } from '../domain/boardCovers';
import type { RequestContext } from '../domain/context';
import { loadImages } from '../domain/media/media';
import { recentPinImageIds } from '../domain/pins';
import { promotersOfPins } from '../domain/promote';
import { loadUsers } from '../domain/users';

// The legacy answers use the snake_case shapes of the legacy client, built from the same domain rows the
// GraphQL types read. Only the fields that client reads are sent.

async function imageById(ctx: RequestContext, id: string | null): Promise<ImageRow | null> {
  if (!id) return null;
  const [image] = await loadImages(ctx.db, [id]);
  return image ?? null;
}

export async function userJson(ctx: RequestContext, user: UserRow) {
  const image = await imageById(ctx, user.image_id);
  return {
    id: user.id,
    username: user.username,
    full_name: user.full_name,
    image_medium_url: image ? imagePath(image.signature, '170x') : null,
  };
}

/**
 * Boards in the legacy shape, for a whole list in a constant number of queries (owners, covers, thumbnails),
 * as the board picker answers tens of boards at once.
 */
export async function boardsJson(ctx: RequestContext, boards: readonly BoardRow[]) {
  const owners = await loadUsers(
    ctx,
    boards.map((b) => b.owner_id),
  );
  const recent = await recentPinImageIds(
    ctx,
    'board',
    boards.map((b) => b.id),
    3,
  );
  const covers = await boardCovers(
    ctx,
    boards.map((b) => b.id),
  );
  const imageIds = [...new Set([...covers.flatMap((c) => (c ? [c.imageId] : [])), ...recent.flat()])];
  const images = new Map(
    (await loadImages(ctx.db, imageIds)).flatMap((image) => (image ? [[image.id, image] as const] : [])),
  );
  return boards.map((board, i) => {
    const owner = owners[i];
    const coverId = covers[i]?.imageId;
    const cover = coverId ? images.get(coverId) : undefined;
    return {
      id: board.id,
      name: board.name,
      url: `/${owner?.username ?? ''}/${board.slug}/`,
      privacy: board.privacy,
      section_count: board.section_count,
      pin_count: board.pin_count,
      is_collaborative: board.collaborator_count > 0,
      image_cover_url: cover ? imagePath(cover.signature, '236x') : null,
      images: {
        '170x': (recent[i] ?? []).flatMap((id) => {
          const image = images.get(id);
          return image ? [{ url: imagePath(image.signature, '236x') }] : [];
        }),
      },
      owner: owner ? { id: owner.id, username: owner.username } : null,
    };
  });
}

export async function boardJson(ctx: RequestContext, board: BoardRow) {
  const [json] = await boardsJson(ctx, [board]);
  return json!;
}

export async function sectionJson(ctx: RequestContext, section: SectionRow) {
  const [recent = []] = await recentPinImageIds(ctx, 'section', [section.id], 3);
  const previews = await loadImages(ctx.db, recent);
  return {
    id: section.id,
    board_id: section.board_id,
    title: section.title,
    slug: section.slug,
    type: 'board_section',
    preview_pins: previews.flatMap((image) =>
      image
        ? [
            {
              image_medium_url: imagePath(image.signature, '236x'),
              image_square_url: imagePath(image.signature, '75x75'),
              image_square_size_pixels: { width: 75, height: 75 },
            },
          ]
        : [],
    ),
  };
}

function imageSpecJson(image: ImageRow | null, size: '236x' | 'originals') {
  if (!image) return null;
  const width = size === 'originals' ? image.width : Math.min(236, image.width);
  return {
    url: imagePath(image.signature, size, image.format),
    width,
    height: Math.round((image.height * width) / image.width),
  };
}

/** `promoter` is the advertiser promoting the pin ('' for none); looked up when the caller has not. */
export async function pinJson(ctx: RequestContext, pin: PinRow, board: BoardRow | null, promoter?: string) {
  const image = await imageById(ctx, pin.image_id);
  const [pinner] = await loadUsers(ctx, [pin.pinner_id]);
  const promotedBy = promoter ?? (await promotersOfPins(ctx, [pin.id]))[0] ?? '';
  return {
    id: pin.id,
    type: 'pin',
    title: pin.title,
    description: pin.description,
    link: pin.link,
    board: board ? await boardJson(ctx, board) : null,
    pinned_to_board: board ? { id: board.id, name: board.name, layout: board.layout } : null,
    via_pinner: pinner ? await userJson(ctx, pinner) : null,
    images: { '236x': imageSpecJson(image, '236x'), orig: imageSpecJson(image, 'originals') },
    // Promoted pins say so, with their promoter and the reason they are shown.
    is_promoted: promotedBy !== '',
    promoter: promotedBy || null,
    recommendation_reason: promotedBy ? { reason: 'PROMOTED_PIN' } : null,
  };
}
