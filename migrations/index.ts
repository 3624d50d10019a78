import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_init';
import * as m0002 from './0002_board_user_states';
import * as m0003 from './0003_social';
import * as m0004 from './0004_collaboration';
import * as m0005 from './0005_media_pipeline';
import * as m0006 from './0006_post_create';
import * as m0007 from './0007_board_order_precision';
import * as m0008 from './0008_media_purge';
import * as m0009 from './0009_login_throttle';
import * as m0010 from './0010_search';
import * as m0011 from './0011_password_resets';
import * as m0012 from './0012_business_access';
import * as m0013 from './0013_mfa';
import * as m0014 from './0014_promote';
import * as m0015 from './0015_hashtags';
import * as m0016 from './0016_bot_check';
import * as m0017 from './0017_social_logins';
import * as m0018 from './0018_email_verification';
import * as m0019 from './0019_throttle_buckets';
import * as m0020 from './0020_visible_covers_and_counts';
import * as m0021 from './0021_typeahead_suggestions';
import * as m0022 from './0022_api_tokens';
import * as m0023 from './0023_oauth_apps';
import * as m0024 from './0024_search_at_scale';
import * as m0026 from './0026_video_playback';
import * as m0028 from './0028_image_color_family';
import * as m0029 from './0029_shared_process_state';
import * as m0030 from './0030_instance_admin';
import * as m0031 from './0031_data_port';
import * as m0033 from './0033_idea_topics';
import * as m0038 from './0038_public_save_counts';
import * as m0039 from './0039_session_details';
import * as m0040 from './0040_board_former_slugs';
import * as m0041 from './0041_product_pins';
import * as m0042 from './0042_spelling_and_page_timings';
import * as m0043 from './0043_interests';
import * as m0044 from './0044_ads_manager';
import * as m0045 from './0045_scheduled_pins';
import * as m0046 from './0046_account_restrictions';
import * as m0047 from './0047_ad_daily_stats';
import * as m0048 from './0048_billing';
import * as m0049 from './0049_conversions_and_audiences';
import * as m0050 from './0050_carousel_pins';
import * as m0051 from './0051_login_assists';
import * as m0052 from './0052_pin_link_host';
import * as m0053 from './0053_product_catalogs';
import * as m0054 from './0054_pin_product_tags';
import * as m0055 from './0055_pin_sponsorships';
import * as m0056 from './0056_promote_answer_and_carousel_cleanup';
import * as m0057 from './0057_ad_change_history';

/** Every migration, listed explicitly so a bundled server still finds them. Append only. */
export const migrations: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_board_user_states': m0002,
  '0003_social': m0003,
  '0004_collaboration': m0004,
  '0005_media_pipeline': m0005,
  '0006_post_create': m0006,
  '0007_board_order_precision': m0007,
  '0008_media_purge': m0008,
  '0009_login_throttle': m0009,
  '0010_search': m0010,
  '0011_password_resets': m0011,
  '0012_business_access': m0012,
  '0013_mfa': m0013,
  '0014_promote': m0014,
  '0015_hashtags': m0015,
  '0016_bot_check': m0016,
  '0017_social_logins': m0017,
  '0018_email_verification': m0018,
  '0019_throttle_buckets': m0019,
  '0020_visible_covers_and_counts': m0020,
  '0021_typeahead_suggestions': m0021,
  '0022_api_tokens': m0022,
  '0023_oauth_apps': m0023,
  '0024_search_at_scale': m0024,
  '0026_video_playback': m0026,
  '0028_image_color_family': m0028,
  '0029_shared_process_state': m0029,
  '0030_instance_admin': m0030,
  '0031_data_port': m0031,
  '0033_idea_topics': m0033,
  '0038_public_save_counts': m0038,
  '0039_session_details': m0039,
  '0040_board_former_slugs': m0040,
  '0041_product_pins': m0041,
  '0042_spelling_and_page_timings': m0042,
  '0043_interests': m0043,
  '0044_ads_manager': m0044,
  '0045_scheduled_pins': m0045,
  '0046_account_restrictions': m0046,
  '0047_ad_daily_stats': m0047,
  '0048_billing': m0048,
  '0049_conversions_and_audiences': m0049,
  '0050_carousel_pins': m0050,
  '0051_login_assists': m0051,
  '0052_pin_link_host': m0052,
  '0053_product_catalogs': m0053,
  '0054_pin_product_tags': m0054,
  '0055_pin_sponsorships': m0055,
  '0056_promote_answer_and_carousel_cleanup': m0056,
  '0057_ad_change_history': m0057,
};
