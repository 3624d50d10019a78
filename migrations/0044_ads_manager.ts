import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // The ads manager: campaign → ad groups (targeting, bid, optional own budget) → ads (a promoted pin). Money is in
  // minor units; spend in thousandths of a minor unit (a bid prices 1,000 impressions, so one costs `bid` of them).
  // Day spend belongs to spend_day (UTC): a later day starts from nothing.
  await db.schema
    .alterTable('campaigns')
    .addColumn('budget_type', 'text', (c) =>
      c.notNull().defaultTo('DAILY').check(sql`budget_type in ('DAILY', 'LIFETIME')`),
    )
    .addColumn('budget_minor', 'bigint')
    .addColumn('spend_day', 'date')
    .addColumn('day_spend_milli', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_spend_milli', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // Every currency an advertiser can have has two decimals: a minor unit is 10,000 micros.
  await sql`update campaigns set budget_minor = greatest(1, daily_budget_micros / 10000)`.execute(db);
  await sql`alter table campaigns alter column budget_minor set not null`.execute(db);
  await sql`alter table campaigns add constraint campaigns_budget_minor_check check (budget_minor > 0)`.execute(
    db,
  );
  await sql`alter table campaigns drop constraint campaigns_status_check`.execute(db);
  await sql`alter table campaigns add constraint campaigns_status_check
    check (status in ('ACTIVE', 'PAUSED', 'COMPLETED', 'ARCHIVED', 'DRAFT'))`.execute(db);

  await db.schema
    .createTable('ad_groups')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('campaign_id', 'bigint', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('ACTIVE', 'PAUSED', 'ARCHIVED')`))
    // JSON text {ages, genders, interests, country}, read the same from Postgres and PGlite.
    .addColumn('targeting', 'text', (c) => c.notNull())
    .addColumn('auto_targeting', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('bid_minor', 'bigint', (c) => c.notNull().check(sql`bid_minor > 0`))
    .addColumn('budget_type', 'text', (c) => c.check(sql`budget_type in ('DAILY', 'LIFETIME')`))
    .addColumn('budget_minor', 'bigint', (c) => c.check(sql`budget_minor > 0`))
    .addColumn('spend_day', 'date')
    .addColumn('day_spend_milli', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_spend_milli', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('ad_groups_budget_pair', sql`(budget_type is null) = (budget_minor is null)`)
    .execute();
  await sql`create index ad_groups_campaign_idx on ad_groups (campaign_id, id)`.execute(db);

  await db.schema
    .createTable('ads')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('ad_group_id', 'bigint', (c) => c.notNull().references('ad_groups.id').onDelete('cascade'))
    // Null once the pin is deleted; such an ad is never served.
    .addColumn('pin_id', 'bigint', (c) => c.references('pins.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('destination_url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('ACTIVE', 'PAUSED', 'ARCHIVED')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('impressions', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('clicks', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create index ads_ad_group_idx on ads (ad_group_id, id)`.execute(db);
  await sql`create index ads_pin_idx on ads (pin_id) where status = 'ACTIVE'`.execute(db);

  // Each quick promotion becomes one campaign with one ad group (its targeting) and one ad (its pin and link).
  await sql`insert into ad_groups (campaign_id, name, status, targeting, auto_targeting, bid_minor, created_at)
    select id, name, 'ACTIVE', targeting, auto_targeting, 200, created_at from campaigns order by id`.execute(
    db,
  );
  await sql`insert into ads (ad_group_id, pin_id, name, destination_url, status, created_at, impressions, clicks)
    select g.id, c.pin_id, c.name, c.destination_url, 'ACTIVE', c.created_at, c.impressions, c.clicks
    from campaigns c join ad_groups g on g.campaign_id = c.id order by c.id`.execute(db);

  await db.schema
    .alterTable('campaigns')
    .dropColumn('pin_id')
    .dropColumn('destination_url')
    .dropColumn('daily_budget_micros')
    .dropColumn('targeting')
    .dropColumn('auto_targeting')
    .execute();
  await sql`alter table campaigns alter column is_ongoing set default false`.execute(db);
  await sql`alter table campaigns add column updated_at timestamptz not null default now()`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('campaigns')
    .addColumn('pin_id', 'bigint', (c) => c.references('pins.id').onDelete('set null'))
    .addColumn('destination_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('daily_budget_micros', 'bigint', (c) => c.notNull().defaultTo(1_000_000))
    .addColumn('targeting', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('auto_targeting', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`update campaigns c set pin_id = a.pin_id, destination_url = a.destination_url,
    targeting = g.targeting, auto_targeting = g.auto_targeting, daily_budget_micros = c.budget_minor * 10000
    from ad_groups g join ads a on a.ad_group_id = g.id where g.campaign_id = c.id`.execute(db);
  await db.schema.dropTable('ads').execute();
  await db.schema.dropTable('ad_groups').execute();
  await sql`delete from campaigns where status in ('ARCHIVED', 'DRAFT')`.execute(db);
  await sql`alter table campaigns drop constraint campaigns_status_check`.execute(db);
  await sql`alter table campaigns add constraint campaigns_status_check
    check (status in ('ACTIVE', 'PAUSED', 'COMPLETED'))`.execute(db);
  await db.schema
    .alterTable('campaigns')
    .dropColumn('budget_type')
    .dropColumn('budget_minor')
    .dropColumn('spend_day')
    .dropColumn('day_spend_milli')
    .dropColumn('total_spend_milli')
    .dropColumn('updated_at')
    .execute();
}
