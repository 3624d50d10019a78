import type { Generated } from 'kysely';

export interface UserSettingsTable {
  user_id: string;
  video_upload_allowed: Generated<boolean>;
  listed_website_url: string | null;
  /** Feeds play videos by themselves (muted, while in view). */
  autoplay_videos: Generated<boolean>;
  updated_at: Generated<Date>;
}
