import type { Generated, Selectable } from 'kysely';
import type { ProductAvailability } from '../../../core/product';

export interface PinsTable {
  id: Generated<string>;
  board_id: string;
  section_id: string | null;
  pinner_id: string;
  image_id: string;
  source_pin_id: string | null;
  title: Generated<string>;
  description: Generated<string>;
  link: string | null;
  alt_text: Generated<string>;
  method: Generated<string>;
  created_at: Generated<Date>;
  color: string | null;
  is_removable: Generated<boolean>;
  /** Set on video pins (the pin's image is then the video's cover frame); optional on insert. */
  video_id: Generated<string | null>;
  /**
   * A product pin's price, an exact decimal as text ("19.99"); null for a pin that is no product. Optional on
   * insert, like the three below, which are null exactly when it is.
   */
  price: Generated<string | null>;
  /** What it cost before a sale: always more than the price when set. */
  original_price: Generated<string | null>;
  /** ISO 4217 code (USD, EUR, JPY …). */
  currency: Generated<string | null>;
  availability: Generated<ProductAvailability | null>;
  /**
   * The site the link points to, lower case without "www." (null without a link): computed by Postgres from
   * `link` (a stored generated column), never written.
   */
  link_host: Generated<string | null>;
  /** Set on carousel pins (and their repins): the ordered pictures; `image_id` is the first. Optional on insert. */
  carousel_id: Generated<string | null>;
  /** The paid partnership the pin shows (its own, or the one of the pin it was saved from). Optional on insert. */
  sponsorship_id: Generated<string | null>;
  /** The link is paid (an affiliate link): the pin says "Paid link". Copied with the link by a save. */
  paid_link: Generated<boolean>;
}

export type PinRow = Selectable<PinsTable>;
