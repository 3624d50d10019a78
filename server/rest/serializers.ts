import { imagePath } from '../../core/pinSize';
import type { SectionRow } from '../db/tables/boardSections';
import type { BoardRow } from '../db/tables/boards';
import type { ImageRow } from '../db/tables/images';
import type { PinRow } from '../db/tables/pins';
import type { UserRow } from '../db/tables/users';
import type { RequestContext } from '../domain/context';
import { loadImages } from '../domain/media';
import { loadUsers } from '../domain/users';

// The legacy /v3 answers use the snake_case shapes of the spec (000 §3), built from the same domain rows the
// GraphQL types read.

export async function userJson(ctx: RequestContext, user: UserRow) {
  const [image] = user.image_id ? await loadImages(ctx.db, [user.image_id]) : [null];
  return {
    id: user.id,
    username: user.username,
    full_name: user.full_name,
    image_medium_url: image ? imagePath(image.signature, '170x') : null,
  };
}

export async function boardJson(ctx: RequestContext, board: BoardRow) {
  const [owner] = await loadUsers(ctx, [board.owner_id]);
  const [cover] = board.cover_image_id ? await loadImages(ctx.db, [board.cover_image_id]) : [null];
  return {
    id: board.id,
    name: board.name,
    url: `/${owner?.username ?? ''}/${board.slug}/`,
    privacy: board.privacy,
    section_count: board.section_count,
    pin_count: board.pin_count,
    is_collaborative: board.collaborator_count > 0,
    image_cover_url: cover ? imagePath(cover.signature, '236x') : null,
    owner: owner ? { id: owner.id, username: owner.username } : null,
  };
}

export function sectionJson(section: SectionRow) {
  return {
    id: section.id,
    board_id: section.board_id,
    title: section.title,
    slug: section.slug,
    type: 'board_section',
  };
}

export function imageSpecJson(image: ImageRow | null | undefined, size: '236x' | 'originals') {
  if (!image) return null;
  const width = size === 'originals' ? image.width : Math.min(236, image.width);
  return {
    url: imagePath(image.signature, size, image.format),
    width,
    height: Math.round((image.height * width) / image.width),
  };
}

export async function pinJson(ctx: RequestContext, pin: PinRow, board: BoardRow | null) {
  const [image] = await loadImages(ctx.db, [pin.image_id]);
  const [pinner] = await loadUsers(ctx, [pin.pinner_id]);
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
    dominant_color: image?.dominant_color ?? null,
  };
}
