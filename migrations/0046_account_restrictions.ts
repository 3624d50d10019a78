import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // An operator's temporary limit on an account: until `until` it cannot log in (the legacy "soft banned"
  // outcome), then it can again by itself. A suspension is the lasting kind (users.suspended_at).
  await db.schema
    .createTable('account_restrictions')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('until', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_restrictions').execute();
}
