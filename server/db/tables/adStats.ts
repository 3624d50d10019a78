import type { ColumnType, Generated, Selectable } from 'kysely';

/** A bigint counter read as a decimal string. */
type Counter = ColumnType<string, string | number | undefined, string | number>;

/** What one ad did on one UTC day; the days of an ad add up to its running totals. */
export interface AdDailyStatsTable {
  ad_id: string;
  /** YYYY-MM-DD (UTC). */
  day: ColumnType<string, string, string>;
  impressions: Counter;
  clicks: Counter;
  /** Saves of the ad's pin by someone other than its advertiser while the ad was delivered. */
  saves: Counter;
  /** Plays of its video that ran at least VIDEO_VIEW_MIN_MS before pausing. */
  video_views: Counter;
  video_watch_ms: Counter;
  /** Thousandths of a minor unit of the advertiser's currency. */
  spend_milli: Counter;
}

export type AdDailyStatsRow = Selectable<AdDailyStatsTable>;

/** A report made in the report center, kept with the CSV it produced. */
export interface AdReportRunsTable {
  id: Generated<string>;
  advertiser_id: string;
  created_by: string | null;
  level: string;
  /** The chosen columns as a JSON array of column keys. */
  columns: string;
  from_day: ColumnType<string, string, string>;
  to_day: ColumnType<string, string, string>;
  row_count: number;
  csv: string;
  created_at: Date;
}

export type AdReportRunRow = Selectable<AdReportRunsTable>;
