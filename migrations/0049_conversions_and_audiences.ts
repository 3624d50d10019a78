import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // A click on a promoted pin's link, with the click id appended to the link (tb_click_id) and who clicked (a
  // signed-in person, and the sha256 of their normalized email), so a conversion on the advertiser's site can be
  // attributed to it.
  await db.schema
    .createTable('ad_clicks')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('click_id', 'text', (c) => c.notNull().unique())
    .addColumn('advertiser_id', 'bigint', (c) => c.notNull().references('advertisers.id').onDelete('cascade'))
    .addColumn('campaign_id', 'bigint', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
    .addColumn('ad_id', 'bigint', (c) => c.notNull().references('ads.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('email_hash', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index ad_clicks_email_idx on ad_clicks (advertiser_id, email_hash, created_at)
    where email_hash is not null`.execute(db);
  await sql`create index ad_clicks_user_idx on ad_clicks (user_id, advertiser_id, created_at)
    where user_id is not null`.execute(db);

  // Conversion access tokens for the conversions API: only the sha256 of the secret is kept.
  await db.schema
    .createTable('conversion_tokens')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('advertiser_id', 'bigint', (c) => c.notNull().references('advertisers.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('hint', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await sql`create index conversion_tokens_advertiser_idx on conversion_tokens (advertiser_id, id)`.execute(
    db,
  );

  // Conversions reported by the tag or the API; one per (advertiser, event id), so a repeat is dropped.
  await db.schema
    .createTable('conversion_events')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('advertiser_id', 'bigint', (c) => c.notNull().references('advertisers.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event_name', 'text', (c) =>
      c.notNull().check(sql`event_name in ('page_visit', 'signup', 'checkout')`),
    )
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('tag', 'api', 'test')`))
    .addColumn('is_test', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('event_time', 'timestamptz', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('page_url', 'text')
    .addColumn('value_minor', 'bigint')
    .addColumn('currency', 'text')
    .addColumn('click_id', 'bigint', (c) => c.references('ad_clicks.id').onDelete('set null'))
    .addColumn('campaign_id', 'bigint', (c) => c.references('campaigns.id').onDelete('set null'))
    // The person of the attributed click: who "visited the site", for audiences.
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addUniqueConstraint('conversion_events_event_id_key', ['advertiser_id', 'event_id'])
    .execute();
  await sql`create index conversion_events_advertiser_idx on conversion_events (advertiser_id, id)`.execute(
    db,
  );
  await sql`create index conversion_events_user_idx on conversion_events (user_id, advertiser_id, event_time)
    where user_id is not null`.execute(db);

  // Attributed conversions, counted with the attribution (test events never are).
  // A WEB_CONVERSION quick promotion names the conversion event it is for (its tag is the advertiser's own).
  await db.schema
    .alterTable('campaigns')
    .addColumn('conversions', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('conversion_event', 'text')
    .execute();

  // Audiences: people who engaged with the advertiser's pins (saved or clicked) or visited its site, within N days.
  await db.schema
    .createTable('audiences')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('advertiser_id', 'bigint', (c) => c.notNull().references('advertisers.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('ENGAGED', 'VISITORS')`))
    .addColumn('lookback_days', 'integer', (c) => c.notNull().check(sql`lookback_days between 1 and 180`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index audiences_advertiser_idx on audiences (advertiser_id, id)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audiences').execute();
  await db.schema.alterTable('campaigns').dropColumn('conversions').dropColumn('conversion_event').execute();
  await db.schema.dropTable('conversion_events').execute();
  await db.schema.dropTable('conversion_tokens').execute();
  await db.schema.dropTable('ad_clicks').execute();
}
