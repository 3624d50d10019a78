import type { Generated } from 'kysely';

export interface UserSettingsTable {
  user_id: string;
  video_upload_allowed: Generated<boolean>;
  listed_website_url: string | null;
  updated_at: Generated<Date>;
}
