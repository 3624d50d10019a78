import { CAROUSEL_TEXTS, carouselCountError } from '../../core/carousel';
import type { DbOrTx, Tx } from '../db/database';
import type { CarouselSlideRow } from '../db/tables/carousels';
import { requireViewer } from './auth';
import { boardForWrite } from './boards';
import type { RequestContext } from './context';
import { DomainError, validationError } from './errors';
import { requirePinCreationAllowed } from './experiments';
import { type PinMedia, resolvePinMedia } from './media/pinMedia';
import { checkPinText, insertPin } from './pins';
import type { SaveResult } from './saves';

/**
 * One picture of a new carousel, with its own texts: a finished upload of the creator's, or (from /v5 and data
 * imports) a picture link fetched through the safe fetcher or picture data, stored as for any pin.
 */
export interface CarouselSlideInput {
  mediaUploadId?: string | null;
  imageUrl?: string | null;
  imageBase64?: string | null;
  altText?: string | null;
  title?: string | null;
  link?: string | null;
}

export interface CarouselPinInput {
  boardId: string;
  sectionId?: string | null;
  title?: string | null;
  description?: string | null;
  link?: string | null;
  slides: readonly CarouselSlideInput[];
}

async function requirePartner(ctx: RequestContext, userId: string): Promise<void> {
  const person = await ctx.db
    .selectFrom('users')
    .select('is_partner')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!person?.is_partner) throw new DomainError('FORBIDDEN', CAROUSEL_TEXTS.partnersOnly);
}

/**
 * Makes a carousel pin (partners only): 2 to 5 pictures, each a finished image upload of the creator's own —
 * someone else's upload is not found, a video or an unfinished upload is refused — in the order given. The pin
 * shows the first picture everywhere a card does; its carousel, its pin and the counts are written in one
 * transaction.
 */
export async function createCarouselPin(ctx: RequestContext, input: CarouselPinInput): Promise<SaveResult> {
  const viewer = requireViewer(ctx);
  requirePinCreationAllowed(ctx, { idea: true });
  if (input.slides.some((slide) => slide.imageUrl && !slide.mediaUploadId))
    requirePinCreationAllowed(ctx, { web: true });
  await requirePartner(ctx, viewer.id);
  const countProblem = carouselCountError(input.slides.length);
  if (countProblem) throw validationError(countProblem, 'slides');
  checkPinText({
    title: input.title ?? '',
    description: input.description ?? '',
    link: input.link ?? null,
    altText: '',
  });
  for (const slide of input.slides) {
    checkPinText({ title: slide.title ?? '', altText: slide.altText ?? '', link: slide.link ?? null });
  }
  await ctx.db.transaction().execute((tx) => boardForWrite(tx, ctx, input.boardId, 'pins'));
  // Fetched and stored one at a time, before the transaction; a later failure takes back what was stored.
  const resolved: PinMedia[] = [];
  const discardAll = () => Promise.all(resolved.map((media) => media.discard()));
  try {
    for (const slide of input.slides) {
      const media = await resolvePinMedia(ctx, slide);
      resolved.push(media);
      if (media.videoId) throw validationError(CAROUSEL_TEXTS.imagesOnly, 'slides');
    }
  } catch (error) {
    await discardAll();
    throw error;
  }
  const images = resolved.map((media) => media.imageId);
  return ctx.db
    .transaction()
    .execute(async (tx) => {
      const carouselId = await insertCarousel(
        tx,
        viewer.id,
        input.slides.map((slide, position) => ({ ...slide, imageId: images[position]! })),
      );
      const first = input.slides[0]!;
      return insertPin(tx, ctx, {
        boardId: input.boardId,
        sectionId: input.sectionId ?? null,
        imageId: images[0]!,
        title: input.title ?? '',
        description: input.description ?? '',
        link: input.link ?? null,
        altText: first.altText ?? '',
        method: 'pinbuilder',
        carouselId,
      });
    })
    .catch(async (error: unknown) => {
      await discardAll();
      throw error;
    });
}

/**
 * Writes a carousel and its slides in order, inside the caller's transaction (which then writes the pin showing
 * it); answers its id. The pictures are stored already.
 */
export async function insertCarousel(
  tx: Tx,
  creatorId: string,
  slides: readonly {
    imageId: string;
    altText?: string | null;
    title?: string | null;
    link?: string | null;
  }[],
): Promise<string> {
  const carousel = await tx
    .insertInto('carousels')
    .values({ creator_id: creatorId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('carousel_slides')
    .values(
      slides.map((slide, position) => ({
        carousel_id: carousel.id,
        position,
        image_id: slide.imageId,
        alt_text: (slide.altText ?? '').trim(),
        title: (slide.title ?? '').trim(),
        link: slide.link?.trim() || null,
      })),
    )
    .execute();
  return carousel.id;
}

/** The slides of each carousel, in order — one statement for a whole page (the carousel loader's batch). */
export async function carouselSlidesOf(
  db: DbOrTx,
  carouselIds: readonly string[],
): Promise<CarouselSlideRow[][]> {
  if (carouselIds.length === 0) return [];
  const rows = await db
    .selectFrom('carousel_slides')
    .selectAll()
    .where('carousel_id', 'in', [...new Set(carouselIds)])
    .orderBy('carousel_id')
    .orderBy('position')
    .execute();
  const byCarousel = new Map<string, CarouselSlideRow[]>();
  for (const row of rows) {
    const list = byCarousel.get(row.carousel_id) ?? [];
    list.push(row);
    byCarousel.set(row.carousel_id, list);
  }
  return carouselIds.map((id) => byCarousel.get(id) ?? []);
}
