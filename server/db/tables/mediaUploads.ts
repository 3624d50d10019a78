import type { Generated, Selectable } from 'kysely';
import type { UploadKind, UploadStatus } from '../../../core/mediaUpload';

export interface MediaUploadsTable {
  id: Generated<string>;
  user_id: string;
  kind: UploadKind;
  /** A file posted to the upload url, or an image fetched from source_url. */
  source: 'upload' | 'url';
  source_url: string | null;
  status: Generated<UploadStatus>;
  /** Why processing failed, in words for the user. */
  failure: string | null;
  /** The received file waiting for the worker, under $DATA_DIR/uploads. */
  temp_path: string | null;
  byte_size: number | null;
  image_id: string | null;
  video_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type MediaUploadRow = Selectable<MediaUploadsTable>;
