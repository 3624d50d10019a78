import { isOnSale } from '../../core/product';
import type { SectionRow } from '../db/tables/boardSections';
import type { BoardRow } from '../db/tables/boards';
import type { ImageRow } from '../db/tables/images';
import type { PinRow } from '../db/tables/pins';
import type { UserRow } from '../db/tables/users';
import type { RequestContext } from '../domain/context';
import { loadersOf } from '../domain/loaders';
import { productOfPin } from '../domain/products';
import { showsPaidLink } from '../domain/sponsorships';
import { boardCoverImage, boardThumbnailUrls, boardUrlOf, sectionPreviewImages } from '../views/boards';
import { avatarUrl, imageSpec } from '../views/images';

// The legacy answers use the snake_case shapes of the legacy client, built from the same domain rows and view builders
// the GraphQL types use. Only the fields that client reads are sent. Every related row is read through the
// request's loaders, so serializing a list with Promise.all costs a few batched statements, whatever its length.

async function imageOf(ctx: RequestContext, id: string | null): Promise<ImageRow | null> {
  return id ? loadersOf(ctx).images.load(id) : null;
}

export async function userJson(ctx: RequestContext, user: UserRow) {
  return {
    id: user.id,
    username: user.username,
    full_name: user.full_name,
    image_medium_url: avatarUrl(await imageOf(ctx, user.image_id), '170x'),
  };
}

/** Boards in the legacy shape: owner, cover and thumbnails through the loaders. */
export async function boardJson(ctx: RequestContext, board: BoardRow) {
  const [owner, url, cover, thumbnails] = await Promise.all([
    loadersOf(ctx).users.load(board.owner_id),
    boardUrlOf(ctx, board),
    boardCoverImage(ctx, board.id),
    boardThumbnailUrls(ctx, board.id),
  ]);
  return {
    id: board.id,
    name: board.name,
    url,
    privacy: board.privacy,
    section_count: board.section_count,
    pin_count: board.pin_count,
    is_collaborative: board.collaborator_count > 0,
    image_cover_url: cover ? imageSpec(cover, '236x').url : null,
    images: { '170x': thumbnails.map((url) => ({ url })) },
    owner: owner ? { id: owner.id, username: owner.username } : null,
  };
}

/** A list of boards (the board picker answers tens at once). */
export function boardsJson(ctx: RequestContext, boards: readonly BoardRow[]) {
  return Promise.all(boards.map((board) => boardJson(ctx, board)));
}

export async function sectionJson(ctx: RequestContext, section: SectionRow) {
  const previews = await sectionPreviewImages(ctx, section.id);
  return {
    id: section.id,
    board_id: section.board_id,
    title: section.title,
    slug: section.slug,
    type: 'board_section',
    preview_pins: previews.map((image) => {
      const square = imageSpec(image, '75x75');
      return {
        image_medium_url: imageSpec(image, '236x').url,
        image_square_url: square.url,
        image_square_size_pixels: { width: square.width, height: square.height },
      };
    }),
  };
}

/**
 * A pin in the legacy shape. `promoter` is the advertiser promoting it ('' for none) when the caller knows it
 * (the feed's promoted pin); otherwise it is read through the loader.
 */
export async function pinJson(ctx: RequestContext, pin: PinRow, promoter?: string) {
  const loaders = loadersOf(ctx);
  const [board, pinner, image, promotedBy, slides, sponsorship] = await Promise.all([
    loaders.boards.load(pin.board_id),
    loaders.users.load(pin.pinner_id),
    imageOf(ctx, pin.image_id),
    promoter ?? loaders.promoters.load(pin.id),
    pin.carousel_id ? loaders.carouselSlides.load(pin.carousel_id) : [],
    pin.sponsorship_id ? loaders.sponsorships.load(pin.id) : null,
  ]);
  const slideImages = await Promise.all(slides.map((slide) => imageOf(ctx, slide.image_id)));
  const product = productOfPin(pin);
  return {
    id: pin.id,
    type: 'pin',
    title: pin.title,
    description: pin.description,
    link: pin.link,
    board: board ? await boardJson(ctx, board) : null,
    pinned_to_board: board ? { id: board.id, name: board.name, layout: board.layout } : null,
    via_pinner: pinner ? await userJson(ctx, pinner) : null,
    images: {
      '236x': image ? imageSpec(image, '236x') : null,
      orig: image ? imageSpec(image, 'originals') : null,
    },
    // A carousel pin's pictures in order, as v5's multiple_images items (null for other pins).
    carousel_data: slides.length
      ? {
          carousel_slots: slides.map((slide, index) => {
            const picture = slideImages[index];
            return {
              title: slide.title,
              link: slide.link,
              alt_text: slide.alt_text,
              images: {
                '236x': picture ? imageSpec(picture, '236x') : null,
                orig: picture ? imageSpec(picture, 'originals') : null,
              },
            };
          }),
        }
      : null,
    // How often the picture was saved to public boards, where Pinterest's pin JSON keeps it.
    aggregated_pin_data: { aggregated_stats: { saves: image?.public_save_count ?? 0 } },
    // Promoted pins say so, with their promoter and the reason they are shown.
    is_promoted: promotedBy !== '',
    promoter: promotedBy || null,
    recommendation_reason: promotedBy ? { reason: 'PROMOTED_PIN' } : null,
    // Paid content: the partnership's status (core/sponsorship.ts) and the brand once named; the paid link.
    sponsorship: sponsorship
      ? {
          status: sponsorship.status,
          sponsor: sponsorship.brandName
            ? { id: sponsorship.brandId, full_name: sponsorship.brandName }
            : null,
        }
      : null,
    is_affiliate_link: showsPaidLink(pin),
    // A product pin's price; amounts are exact decimal strings, never floats.
    is_buyable_pin: product !== null,
    product: product
      ? {
          price: product.price,
          currency: product.currency,
          availability: product.availability,
          original_price: product.originalPrice,
          on_sale: isOnSale(product),
        }
      : null,
  };
}

/**
 * Shop the pin: the products tagged on a pin that the caller may see, in order, placed at x, y (0 to 1) or not.
 * Only the one-pin answers carry it, so lists of pins cost no statement more.
 */
export async function productTagsJson(ctx: RequestContext, pin: PinRow) {
  const tags = await loadersOf(ctx).productTags.load(pin.id);
  return tags.map((tag) => {
    const product = productOfPin(tag.product)!;
    return {
      pin_id: tag.product.id,
      title: tag.product.title,
      link: tag.product.link,
      x: tag.x,
      y: tag.y,
      price: product.price,
      currency: product.currency,
      availability: product.availability,
      original_price: product.originalPrice,
    };
  });
}

/** A list of pins, serialized together so their related rows load in batches. */
export function pinsJson(ctx: RequestContext, pins: readonly PinRow[]) {
  return Promise.all(pins.map((pin) => pinJson(ctx, pin)));
}
