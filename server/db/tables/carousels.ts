import type { Generated, Selectable } from 'kysely';

/** A carousel: the 2 to 5 ordered pictures one pin and its repins show. */
export interface CarouselsTable {
  id: Generated<string>;
  /** Who made it; null once their account is gone (repins keep showing it). */
  creator_id: string | null;
  created_at: Generated<Date>;
}

/** One picture of a carousel, at its place (0 first). */
export interface CarouselSlidesTable {
  carousel_id: string;
  position: number;
  image_id: string;
  alt_text: Generated<string>;
  title: Generated<string>;
  link: string | null;
}

export type CarouselSlideRow = Selectable<CarouselSlidesTable>;
