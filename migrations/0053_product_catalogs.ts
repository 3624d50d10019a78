import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // Where an advertiser's products come from: an uploaded CSV file or a feed URL fetched on demand (and daily
  // when asked). Its items become product pins on a board named after the data source.
  await db.schema
    .createTable('catalog_data_sources')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('advertiser_id', 'bigint', (c) => c.notNull().references('advertisers.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('file', 'url')`))
    .addColumn('url', 'text')
    .addColumn('fetch_daily', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('catalog_data_sources_url_check', sql`(kind = 'url') = (url is not null)`)
    .execute();
  await sql`create index catalog_data_sources_advertiser_idx on catalog_data_sources (advertiser_id, id)`.execute(
    db,
  );

  // One run over a file or a fetched feed: its progress, its counts and, when it could not run at all, why.
  await db.schema
    .createTable('catalog_imports')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('data_source_id', 'bigint', (c) =>
      c.notNull().references('catalog_data_sources.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'processing', 'done', 'failed')`),
    )
    .addColumn('file_name', 'text')
    // The uploaded file's text until the run has read it (a feed is fetched by the run itself).
    .addColumn('source_text', 'text')
    .addColumn('total_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('processed_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('removed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await sql`create index catalog_imports_source_idx on catalog_imports (data_source_id, id)`.execute(db);

  await db.schema
    .createTable('catalog_import_errors')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('import_id', 'bigint', (c) => c.notNull().references('catalog_imports.id').onDelete('cascade'))
    .addColumn('row_number', 'integer', (c) => c.notNull())
    .addColumn('item_id', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .execute();
  await sql`create index catalog_import_errors_import_idx on catalog_import_errors (import_id, row_number)`.execute(
    db,
  );

  // An item of a data source and the product pin it keeps up to date. The price and availability live on the
  // pin (the product pin's own columns); the item holds what groups filter on besides.
  await db.schema
    .createTable('catalog_items')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('data_source_id', 'bigint', (c) =>
      c.notNull().references('catalog_data_sources.id').onDelete('cascade'),
    )
    .addColumn('advertiser_id', 'bigint', (c) => c.notNull().references('advertisers.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('pin_id', 'bigint', (c) => c.notNull().references('pins.id').onDelete('cascade'))
    .addColumn('image_link', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('product_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('custom_label_0', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('custom_label_1', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('custom_label_2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('custom_label_3', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('custom_label_4', 'text', (c) => c.notNull().defaultTo(''))
    // Set when a complete run no longer listed it (its pin was then marked out of stock); cleared when back.
    .addColumn('removed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('catalog_items_item_key', ['data_source_id', 'item_id'])
    .execute();
  await sql`create index catalog_items_advertiser_idx on catalog_items (advertiser_id, id)`.execute(db);
  await sql`create index catalog_items_pin_idx on catalog_items (pin_id)`.execute(db);

  // A product group: filters over an advertiser's catalog items (JSON text, read by the same SQL everywhere).
  await db.schema
    .createTable('product_groups')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('advertiser_id', 'bigint', (c) => c.notNull().references('advertisers.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('filters', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index product_groups_advertiser_idx on product_groups (advertiser_id, id)`.execute(db);

  // A catalog sales ad promotes a product group (its in-stock product pins) instead of one pin.
  await db.schema
    .alterTable('ads')
    .addColumn('product_group_id', 'bigint', (c) => c.references('product_groups.id').onDelete('set null'))
    .execute();
  await sql`create index ads_product_group_idx on ads (product_group_id) where product_group_id is not null`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ads').dropColumn('product_group_id').execute();
  await db.schema.dropTable('product_groups').execute();
  await db.schema.dropTable('catalog_items').execute();
  await db.schema.dropTable('catalog_import_errors').execute();
  await db.schema.dropTable('catalog_imports').execute();
  await db.schema.dropTable('catalog_data_sources').execute();
}
