/**
 * Product tags ("shop the pin"): a business account's pin may name up to PRODUCT_TAGS_MAX of the business's own
 * product pins, each optionally placed on the picture at (x, y), fractions of its width and height from the
 * top left corner. The close-up lists them with their price and marks the placed ones on the picture.
 */

/** How many products one pin may tag: enough for a styled room or an outfit, few enough to read as a list. */
export const PRODUCT_TAGS_MAX = 10;

/** How far an arrow key moves a placed tag, in fractions of the picture (Shift: the fine step). */
export const TAG_NUDGE = 0.05;
export const TAG_NUDGE_FINE = 0.01;

export const PRODUCT_TAG_TEXTS = {
  partnersOnly: 'Tagging products is for business accounts. Convert to a business account to tag products.',
  ownerOnly: 'Only the Pin’s owner can tag products on it.',
  tooMany: `You can tag up to ${PRODUCT_TAGS_MAX} products on a Pin.`,
  notYours: 'You can only tag products from your own catalog.',
  notAProduct: 'That Pin has no price, so it can’t be tagged as a product.',
  notFound: "Sorry, we couldn't find that product.",
  twice: 'Each product can be tagged once on a Pin.',
  position: 'A tag’s place on the picture needs both x and y, each from 0 to 1.',
  self: 'A Pin can’t tag itself.',
  scheduled:
    'A scheduled Pin cannot carry product tags yet: publish it now, or tag the products after it is published.',
} as const;

/** A tag as a form or a request gives it: the product pin's id and, when placed, where on the picture. */
export interface ProductTagRequest {
  productPinId: string;
  x?: number | null;
  y?: number | null;
}

/** A checked tag: the place is both coordinates or neither. */
export interface ProductTagPlacement {
  productPinId: string;
  x: number | null;
  y: number | null;
}

export type ProductTagsCheck = { ok: true; tags: ProductTagPlacement[] } | { ok: false; error: string };

function isFraction(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= 1;
}

/**
 * The rules a list of tags must keep whatever products it names: at most PRODUCT_TAGS_MAX, each product once, and
 * a place of two fractions from 0 to 1 or none. (Whose products they are is the server's check.)
 */
export function checkProductTags(requests: readonly ProductTagRequest[]): ProductTagsCheck {
  if (requests.length > PRODUCT_TAGS_MAX) return { ok: false, error: PRODUCT_TAG_TEXTS.tooMany };
  const seen = new Set<string>();
  const tags: ProductTagPlacement[] = [];
  for (const request of requests) {
    const id = request.productPinId.trim();
    if (seen.has(id)) return { ok: false, error: PRODUCT_TAG_TEXTS.twice };
    seen.add(id);
    const x = request.x ?? null;
    const y = request.y ?? null;
    if ((x === null) !== (y === null)) return { ok: false, error: PRODUCT_TAG_TEXTS.position };
    if (x !== null && y !== null && !(isFraction(x) && isFraction(y)))
      return { ok: false, error: PRODUCT_TAG_TEXTS.position };
    tags.push({ productPinId: id, x, y });
  }
  return { ok: true, tags };
}

/** Keeps a coordinate on the picture (arrow keys may push it past an edge). */
export function clampFraction(value: number): number {
  return Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));
}

/** "12%" for a coordinate, as the tag's hotspot is placed with CSS and read out to screen readers. */
export function fractionPercent(value: number): string {
  return `${Math.round(value * 1000) / 10}%`;
}
