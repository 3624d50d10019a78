import type { Generated, Selectable } from 'kysely';
import type { AudienceKind, ConversionEventName, ConversionSource } from '../../../core/conversions';

/** A click on a promoted pin's link, which conversions on the advertiser's site are attributed to. */
export interface AdClicksTable {
  id: Generated<string>;
  /** The random id appended to the link as tb_click_id. */
  click_id: string;
  advertiser_id: string;
  campaign_id: string;
  ad_id: string;
  /** The signed-in person who clicked; null signed out. */
  user_id: string | null;
  /** sha256 (hex) of the clicker's normalized email. */
  email_hash: string | null;
  created_at: Generated<Date>;
}

export interface ConversionTokensTable {
  id: Generated<string>;
  advertiser_id: string;
  /** sha256 of the secret; the secret is shown once. */
  token_hash: string;
  /** Its last four characters, to tell tokens apart. */
  hint: string;
  created_at: Generated<Date>;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

export interface ConversionEventsTable {
  id: Generated<string>;
  advertiser_id: string;
  event_id: string;
  event_name: ConversionEventName;
  source: ConversionSource;
  is_test: Generated<boolean>;
  event_time: Date;
  received_at: Generated<Date>;
  page_url: string | null;
  value_minor: string | null;
  currency: string | null;
  /** The attributed click (ad_clicks.id), its campaign and its person. */
  click_id: string | null;
  campaign_id: string | null;
  user_id: string | null;
}

export interface AudiencesTable {
  id: Generated<string>;
  advertiser_id: string;
  name: string;
  kind: AudienceKind;
  lookback_days: number;
  created_at: Generated<Date>;
}

export type ConversionTokenRow = Selectable<ConversionTokensTable>;
export type ConversionEventRow = Selectable<ConversionEventsTable>;
export type AudienceRow = Selectable<AudiencesTable>;
