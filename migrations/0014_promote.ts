import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // Our own ads backend: one advertiser per person, made from the quick-promote business
  // form. Its country fixes the currency, so the currency is stored rather than recomputed when the rules change.
  await db.schema
    .createTable('advertisers')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('owner_id', 'bigint', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('website', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Who gets the invoices. We never take card details: spend is invoiced monthly, so invoice is the only method.
  await db.schema
    .createTable('advertiser_billing')
    .addColumn('advertiser_id', 'bigint', (c) =>
      c.primaryKey().references('advertisers.id').onDelete('cascade'),
    )
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) =>
      c.notNull().defaultTo('invoice').check(sql`payment_method = 'invoice'`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // A quick promotion. Budgets are in micro currency (1 unit = 1,000,000 micros). The targeting spec is JSON text
  // (ages, genders, interests, country) so it reads the same from Postgres and PGlite. A deleted pin leaves its
  // campaign (and its counts) behind with no pin; such a campaign is never served.
  await db.schema
    .createTable('campaigns')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('advertiser_id', 'bigint', (c) => c.notNull().references('advertisers.id').onDelete('cascade'))
    .addColumn('pin_id', 'bigint', (c) => c.references('pins.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('objective_type', 'text', (c) => c.notNull())
    .addColumn('destination_url', 'text', (c) => c.notNull())
    .addColumn('daily_budget_micros', 'bigint', (c) => c.notNull().check(sql`daily_budget_micros > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('duration_days', 'integer')
    .addColumn('is_ongoing', 'boolean', (c) => c.notNull())
    .addColumn('inclusive_end_date', 'date')
    .addColumn('targeting', 'text', (c) => c.notNull())
    .addColumn('auto_targeting', 'boolean', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('ACTIVE', 'PAUSED', 'COMPLETED')`))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz')
    // The person who pressed Promote, even when acting for someone else's profile.
    .addColumn('created_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Counted as the feed serves the pin and as people open it; nothing else writes them.
    .addColumn('impressions', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('clicks', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create index campaigns_advertiser_idx on campaigns (advertiser_id, id)`.execute(db);
  await sql`create index campaigns_pin_idx on campaigns (pin_id)`.execute(db);
  // The feed looks for running campaigns on every page.
  await sql`create index campaigns_running_idx on campaigns (id) where status = 'ACTIVE'`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('campaigns').execute();
  await db.schema.dropTable('advertiser_billing').execute();
  await db.schema.dropTable('advertisers').execute();
}
