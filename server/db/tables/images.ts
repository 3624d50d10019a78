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
}

export type ImageRow = Selectable<ImagesTable>;
