import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // What each ad did on each UTC day. Written in the same statement or transaction as the running totals on
  // ads and campaigns, so a report's days always add up to them. Spend is in thousandths of a minor unit.
  await db.schema
    .createTable('ad_daily_stats')
    .addColumn('ad_id', 'bigint', (c) => c.notNull().references('ads.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('impressions', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('clicks', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('saves', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('video_views', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('video_watch_ms', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('spend_milli', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('ad_daily_stats_pkey', ['ad_id', 'day'])
    .execute();
  await db.schema.createIndex('ad_daily_stats_day').on('ad_daily_stats').columns(['day']).execute();

  // Totals from before days were kept go on the last day their campaign spent (or today): impressions and clicks
  // as counted per ad, spend as impressions at the ad group's bid, and a campaign's watch time on its first ad.
  await sql`
    insert into ad_daily_stats (ad_id, day, impressions, clicks, spend_milli, video_watch_ms)
    select ads.id, coalesce(campaigns.spend_day, current_date), ads.impressions, ads.clicks,
      ads.impressions * ad_groups.bid_minor,
      case when ads.id = (select min(a2.id) from ads a2 join ad_groups g2 on g2.id = a2.ad_group_id
        where g2.campaign_id = campaigns.id) then campaigns.video_watch_ms else 0 end
    from ads
    join ad_groups on ad_groups.id = ads.ad_group_id
    join campaigns on campaigns.id = ad_groups.campaign_id
    where ads.impressions > 0 or ads.clicks > 0 or campaigns.video_watch_ms > 0
  `.execute(db);

  // Reports made in the report center: what was asked and the CSV it produced, kept so it can be downloaded again.
  await db.schema
    .createTable('ad_report_runs')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('advertiser_id', 'bigint', (c) => c.notNull().references('advertisers.id').onDelete('cascade'))
    .addColumn('created_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('columns', 'text', (c) => c.notNull())
    .addColumn('from_day', 'date', (c) => c.notNull())
    .addColumn('to_day', 'date', (c) => c.notNull())
    .addColumn('row_count', 'integer', (c) => c.notNull())
    .addColumn('csv', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ad_report_runs_advertiser')
    .on('ad_report_runs')
    .columns(['advertiser_id', 'id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ad_report_runs').execute();
  await db.schema.dropTable('ad_daily_stats').execute();
}
