import type { Generated, Selectable } from 'kysely';

/** A pin's tag of a product pin (shop the pin), at its place in the list (0 first), optionally on the picture. */
export interface PinProductTagsTable {
  pin_id: string;
  position: number;
  product_pin_id: string;
  /** Where on the picture, as fractions of its width and height from the top left; both null when not placed. */
  x: number | null;
  y: number | null;
  created_at: Generated<Date>;
}

export type PinProductTagRow = Selectable<PinProductTagsTable>;
