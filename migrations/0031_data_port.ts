import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // A person's asked-for archive of everything they made: built by a job, kept in the media store (never under a
  // public path) until it expires, and downloadable by its owner only.
  await db.schema
    .createTable('data_exports')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('file_path', 'text')
    .addColumn('byte_size', 'bigint')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('data_exports_user').on('data_exports').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('data_exports_expiry').on('data_exports').column('expires_at').execute();

  // An import a person started from a file (Tackboard's own export, a bookmarks file, a CSV) and what came of it:
  // the file waits in the media store while the job runs; `report` lists what could not be brought in.
  await db.schema
    .createTable('data_imports')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('file_path', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('report', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('data_imports_user').on('data_imports').columns(['user_id', 'id']).execute();

  // What each imported item became, keyed by where it came from, so an import run again (or resumed after a
  // crash) finds what it already made instead of making it twice.
  await db.schema
    .createTable('imported_items')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source_key', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('imported_items_pkey', ['user_id', 'source_key'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('imported_items').execute();
  await db.schema.dropTable('data_imports').execute();
  await db.schema.dropTable('data_exports').execute();
}
