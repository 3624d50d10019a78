import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // Business (partner) accounts: a personal account converted at /business/convert, or a business profile that a
  // person created and reaches only by acting as it (no password, no email log-in of its own).
  await db.schema
    .alterTable('users')
    .addColumn('is_partner', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('business_name', 'text')
    .addColumn('business_website', 'text')
    .addColumn('business_country', 'text')
    .addColumn('requires_mfa', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // Who may act for which business profile, and how. A business's own account is its implicit OWNER and has no
  // row here; everyone else it has let in has one.
  await db.schema
    .createTable('business_access')
    .addColumn('business_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('permission', 'text', (c) =>
      c.notNull().check(sql`permission in ('OWNER', 'ADMIN', 'ANALYST')`),
    )
    .addColumn('granted_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('business_access_pk', ['business_id', 'member_id'])
    .addCheckConstraint('business_access_not_self', sql`business_id <> member_id`)
    .execute();
  await sql`create index business_access_member_idx on business_access (member_id, business_id)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('business_access').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('is_partner')
    .dropColumn('business_name')
    .dropColumn('business_website')
    .dropColumn('business_country')
    .dropColumn('requires_mfa')
    .execute();
}
