import type { ColumnType } from 'kysely';

/**
 * The column a video pin adds to `pins` (migration 0005): optional on insert, so code that makes image pins
 * never names it.
 */
export interface PinVideoColumns {
  video_id: ColumnType<string | null, string | null | undefined, string | null>;
}
