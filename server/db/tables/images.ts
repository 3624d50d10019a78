import type { Generated, Selectable } from 'kysely';

export interface ImagesTable {
  id: Generated<string>;
  signature: string;
  width: number;
  height: number;
  format: string;
  byte_size: number;
  dominant_color: string;
  /** The family of the dominant colour (red, blue, white …), computed by the database; null for an unreadable one. */
  color_family: Generated<string | null>;
  created_at: Generated<Date>;
  /** How many pins on public boards show this picture: the saves a signed-out visitor sees. */
  public_save_count: Generated<number>;
}

export type ImageRow = Selectable<ImagesTable>;
