import type { Generated, Selectable } from 'kysely';

export interface VideosTable {
  id: Generated<string>;
  signature: string;
  format: 'mp4' | 'webm';
  width: number;
  height: number;
  duration_ms: number;
  byte_size: number;
  cover_image_id: string;
  created_at: Generated<Date>;
}

export type VideoRow = Selectable<VideosTable>;
