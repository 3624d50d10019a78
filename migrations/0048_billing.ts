import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // Spend by calendar month (UTC), counted in the same transaction as each charge, so a closed month's spend is
  // known exactly whenever invoicing runs. invoiced_milli is how much of it an invoice holds already: invoicing
  // takes the difference under a row lock, so the same spend is never invoiced twice, and spend that lands after
  // a month was invoiced (a charge committing across midnight) goes on the next invoice.
  await db.schema
    .createTable('campaign_spend_months')
    .addColumn('campaign_id', 'bigint', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
    .addColumn('month', 'date', (c) => c.notNull())
    .addColumn('spend_milli', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('invoiced_milli', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('campaign_spend_months_pk', ['campaign_id', 'month'])
    .addCheckConstraint('campaign_spend_months_invoiced', sql`invoiced_milli <= spend_milli`)
    .execute();
  // Spend from before this table existed is put in the month the campaign last spent (or was made).
  await sql`insert into campaign_spend_months (campaign_id, month, spend_milli)
    select id, date_trunc('month', coalesce(spend_day::timestamp, created_at at time zone 'UTC'))::date,
      total_spend_milli
    from campaigns where total_spend_milli > 0`.execute(db);
  await sql`create index campaign_spend_months_open_idx on campaign_spend_months (month)
    where spend_milli > invoiced_milli`.execute(db);

  // An invoice: one advertiser, one month, amounts in minor units of its currency. The advertiser's name and
  // billing contact are copied at issue, so a later change of address does not rewrite an issued document.
  await db.schema
    .createTable('invoices')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('advertiser_id', 'bigint', (c) => c.notNull().references('advertisers.id').onDelete('cascade'))
    .addColumn('period_start', 'date', (c) => c.notNull())
    .addColumn('period_end', 'date', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('total_minor', 'bigint', (c) => c.notNull().check(sql`total_minor >= 0`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'paid')`))
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
    .addColumn('due_on', 'date', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('paid_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('advertiser_name', 'text', (c) => c.notNull())
    .addColumn('bill_to_name', 'text')
    .addColumn('bill_to_email', 'text')
    .addColumn('bill_to_address', 'text')
    .addColumn('bill_to_country', 'text')
    .execute();
  await sql`create index invoices_advertiser_idx on invoices (advertiser_id, id)`.execute(db);
  await sql`create index invoices_open_idx on invoices (id) where status = 'open'`.execute(db);

  // One line per campaign. The campaign's name is kept; the link goes if the campaign ever does.
  await db.schema
    .createTable('invoice_lines')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('invoice_id', 'bigint', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('campaign_id', 'bigint', (c) => c.references('campaigns.id').onDelete('set null'))
    .addColumn('campaign_name', 'text', (c) => c.notNull())
    .addColumn('spend_milli', 'bigint', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .execute();
  await sql`create index invoice_lines_invoice_idx on invoice_lines (invoice_id, id)`.execute(db);

  // The operator can pause an advertiser: none of its ads serve, and its owner cannot lift it.
  await db.schema
    .alterTable('advertisers')
    .addColumn('paused_at', 'timestamptz')
    .addColumn('pause_reason', 'text')
    .execute();

  // The invoicing schedule: one jobs row, whichever process finds it due runs it.
  await sql`create unique index jobs_billing_invoice_once on jobs (type) where type = 'billing.invoice'`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index jobs_billing_invoice_once`.execute(db);
  await sql`delete from jobs where type = 'billing.invoice'`.execute(db);
  await db.schema.alterTable('advertisers').dropColumn('paused_at').dropColumn('pause_reason').execute();
  await db.schema.dropTable('invoice_lines').execute();
  await db.schema.dropTable('invoices').execute();
  await db.schema.dropTable('campaign_spend_months').execute();
}
