import type { Generated, Selectable } from 'kysely';

export interface ImagesTable {
  id: Generated<string>;
  signature: string;
  width: number;
  height: number;
  format: string;
  byte_size: number;
  dominant_color: string;
  created_at: Generated<Date>;
}

export type ImageRow = Selectable<ImagesTable>;
