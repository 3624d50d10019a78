import type { Generated, Selectable } from 'kysely';

/** A picture or video a deleted pin used: the media purge deletes it (row and files) once nothing uses it. */
export interface MediaPurgeCandidatesTable {
  id: Generated<string>;
  image_id: string | null;
  video_id: string | null;
  created_at: Generated<Date>;
}

export type MediaPurgeCandidateRow = Selectable<MediaPurgeCandidatesTable>;
