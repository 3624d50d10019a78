import { videoPath } from '../../../core/mediaUpload';
import type { ImageSizeName } from '../../../core/pinSize';
import type { SectionRow } from '../../db/tables/boardSections';
import type { BoardRow } from '../../db/tables/boards';
import type { ImageRow } from '../../db/tables/images';
import type { MediaUploadRow } from '../../db/tables/mediaUploads';
import type { PinRow } from '../../db/tables/pins';
import type { UserRow } from '../../db/tables/users';
import type { VideoRow } from '../../db/tables/videos';
import { hasScope } from '../../domain/apiTokens';
import type { RequestContext } from '../../domain/context';
import { loadersOf } from '../../domain/loaders';
import { loadVideos } from '../../domain/media/videos';
import { boardCoverImage, boardThumbnailUrls } from '../../views/boards';
import { avatarUrl, imageSpec } from '../../views/images';

// Tackboard's rows in Pinterest's v5 shapes. Related rows come through the request's loaders, so a page of
// pins or boards costs a few batched statements. Links are absolute (on the origin the request came to), as v5
// clients expect to fetch them as they are.

/** The sizes v5 names, each mapped to the nearest size Tackboard serves (a square thumbnail, then widths). */
const V5_IMAGE_SIZES: ReadonlyArray<readonly [string, ImageSizeName]> = [
  ['150x150', '75x75'],
  ['400x300', '474x'],
  ['600x', '736x'],
  ['1200x', 'originals'],
];

function upper<T extends string>(text: T): Uppercase<T> {
  return text.toUpperCase() as Uppercase<T>;
}

function imagesOf(origin: string, image: ImageRow | null) {
  return Object.fromEntries(
    V5_IMAGE_SIZES.map(([name, size]) => {
      if (!image) return [name, { url: '', width: null, height: null }];
      const spec = imageSpec(image, size);
      return [name, { url: `${origin}${spec.url}`, width: spec.width, height: spec.height }];
    }),
  );
}

export async function boardV5(ctx: RequestContext, origin: string, board: BoardRow) {
  const [owner, cover, thumbnails] = await Promise.all([
    loadersOf(ctx).users.load(board.owner_id),
    boardCoverImage(ctx, board.id),
    boardThumbnailUrls(ctx, board.id),
  ]);
  return {
    id: board.id,
    name: board.name,
    description: board.description,
    privacy: upper(board.privacy),
    owner: { username: owner?.username ?? '' },
    created_at: board.created_at.toISOString(),
    board_pins_modified_at: board.board_order_modified_at.toISOString(),
    pin_count: board.pin_count,
    follower_count: board.follower_count,
    collaborator_count: board.collaborator_count,
    is_ads_only: false,
    media: {
      image_cover_url: cover ? `${origin}${imageSpec(cover, '474x').url}` : null,
      pin_thumbnail_urls: thumbnails.map((url) => `${origin}${url}`),
    },
  };
}

export function boardsV5(ctx: RequestContext, origin: string, boards: readonly BoardRow[]) {
  return Promise.all(boards.map((board) => boardV5(ctx, origin, board)));
}

export function sectionV5(section: SectionRow) {
  return { id: section.id, name: section.title };
}

async function pinV5(ctx: RequestContext, origin: string, pin: PinRow, video: VideoRow | null) {
  const loaders = loadersOf(ctx);
  const [board, image, promoter, slides] = await Promise.all([
    loaders.boards.load(pin.board_id),
    loaders.images.load(pin.image_id),
    loaders.promoters.load(pin.id),
    pin.carousel_id ? loaders.carouselSlides.load(pin.carousel_id) : [],
  ]);
  const slideImages = await Promise.all(slides.map((slide) => loaders.images.load(slide.image_id)));
  const owner = board ? await loaders.users.load(board.owner_id) : null;
  const images = imagesOf(origin, image);
  return {
    id: pin.id,
    created_at: pin.created_at.toISOString(),
    link: pin.link,
    title: pin.title,
    description: pin.description,
    dominant_color: pin.color ?? image?.dominant_color ?? null,
    alt_text: pin.alt_text,
    // A token with pins:read_secret but not boards:read_secret reads pins on its person's secret boards, not
    // the boards: their ids stay out (v5 requires only a pin's id), as GraphQL answers such a board with null.
    ...(board ? { board_id: pin.board_id } : {}),
    board_section_id: board ? pin.section_id : null,
    board_owner: { username: owner?.username ?? '' },
    parent_pin_id: pin.source_pin_id,
    is_owner: pin.pinner_id === ctx.viewer?.id,
    is_standard: true,
    has_been_promoted: promoter !== '',
    // v5 has no price fields on a pin; a product pin (one with a price) is its SHOPPING creative type.
    creative_type: video
      ? ('VIDEO' as const)
      : pin.price !== null
        ? ('SHOPPING' as const)
        : ('REGULAR' as const),
    media: video
      ? {
          media_type: 'video' as const,
          images,
          cover_image_url: image ? `${origin}${imageSpec(image, 'originals').url}` : '',
          video_url: `${origin}${videoPath(video.signature, video.format)}`,
          duration: video.duration_ms,
          width: video.width,
          height: video.height,
        }
      : slides.length > 0
        ? {
            // A carousel: v5's multiple_images, one item per picture in order (v5's CarouselSlot texts).
            media_type: 'multiple_images' as const,
            items: slides.map((slide, index) => ({
              item_type: 'image',
              title: slide.title || null,
              description: null,
              // Not in v5's ImageMetadata: each picture's own alt text.
              alt_text: slide.alt_text,
              link: slide.link,
              images: imagesOf(origin, slideImages[index] ?? null),
            })),
          }
        : { media_type: 'image' as const, images },
    pin_metrics: null,
  };
}

/** Pins in the v5 shape; their videos are read in one statement. */
export async function pinsV5(ctx: RequestContext, origin: string, pins: readonly PinRow[]) {
  const videoIds = [...new Set(pins.flatMap((pin) => (pin.video_id ? [pin.video_id] : [])))];
  const videos = videoIds.length > 0 ? await loadVideos(ctx.db, videoIds) : [];
  const byId = new Map(videos.flatMap((video) => (video ? [[video.id, video] as const] : [])));
  return Promise.all(
    pins.map((pin) => pinV5(ctx, origin, pin, pin.video_id ? (byId.get(pin.video_id) ?? null) : null)),
  );
}

export async function onePinV5(ctx: RequestContext, origin: string, pin: PinRow) {
  const [json] = await pinsV5(ctx, origin, [pin]);
  return json!;
}

/**
 * The person's account. A token that may not see secret boards is told the counts everyone else sees, so the
 * numbers do not give away how much is hidden from it.
 */
export async function accountV5(ctx: RequestContext, origin: string, user: UserRow) {
  const image = user.image_id ? await loadersOf(ctx).images.load(user.image_id) : null;
  const seesSecret = hasScope(ctx, 'boards:read_secret');
  const avatar = avatarUrl(image, '170x');
  return {
    id: user.id,
    username: user.username,
    account_type: user.is_partner ? ('BUSINESS' as const) : ('PINNER' as const),
    about: user.about,
    business_name: user.business_name,
    website_url: user.business_website ?? '',
    profile_image: avatar ? `${origin}${avatar}` : '',
    board_count: seesSecret ? user.board_count : user.public_board_count,
    pin_count: hasScope(ctx, 'pins:read_secret') ? user.pin_count : user.public_pin_count,
    follower_count: user.follower_count,
    following_count: user.following_count,
    monthly_views: null,
  };
}

export function userSummaryV5(user: UserRow) {
  return { type: 'user' as const, username: user.username };
}

export function mediaV5(upload: MediaUploadRow) {
  return { media_id: upload.id, media_type: 'video' as const, status: upload.status };
}
