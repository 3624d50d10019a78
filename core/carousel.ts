/**
 * Carousel pins (a pin-builder feature for partners): one pin with 2 to 5 ordered pictures, each with
 * its own alt text and, optionally, title and link. The first picture is what cards show.
 */

export const CAROUSEL_MIN_IMAGES = 2;
export const CAROUSEL_MAX_IMAGES = 5;

export const CAROUSEL_TEXTS = {
  count: `A carousel has ${CAROUSEL_MIN_IMAGES} to ${CAROUSEL_MAX_IMAGES} images.`,
  imagesOnly: 'A carousel takes images only, not videos.',
  partnersOnly: 'Carousel Pins are for business accounts. Convert to a business account to make one.',
  /** What the cards' corner mark says to screen readers. */
  indicator: 'Carousel',
} as const;

/** The count error, or null when the number of pictures fits. */
export function carouselCountError(count: number): string | null {
  return count < CAROUSEL_MIN_IMAGES || count > CAROUSEL_MAX_IMAGES ? CAROUSEL_TEXTS.count : null;
}

/** The slide shown after a step of `delta` (previous -1, next +1), staying within the carousel (no wrap). */
export function carouselStep(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index + delta));
}

/** What a slide's position says to screen readers: "Image 2 of 4". */
export function carouselSlideLabel(index: number, count: number): string {
  return `Image ${index + 1} of ${count}`;
}
