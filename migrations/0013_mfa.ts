import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // One authenticator (TOTP) per person. A row without enabled_at is an enrollment the person has not confirmed
  // with a code yet: it asks nothing at log-in. last_used_step is the newest accepted 30-second step, so a code
  // seen once (over a shoulder, in a proxy log) cannot be used again.
  await db.schema
    .createTable('mfa_factors')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('enabled_at', 'timestamptz')
    .addColumn('last_used_step', 'bigint')
    .execute();
  // One-use recovery codes for when the authenticator is lost; only their hashes are kept.
  await db.schema
    .createTable('mfa_recovery_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('used_at', 'timestamptz')
    .execute();
  await sql`create index mfa_recovery_codes_user_idx on mfa_recovery_codes (user_id)`.execute(db);
  // "Password passed, code pending": a short-lived, single-use ticket (hash only) bound to one account.
  await db.schema
    .createTable('mfa_login_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await sql`create index mfa_login_tickets_user_idx on mfa_login_tickets (user_id, expires_at)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mfa_login_tickets').execute();
  await db.schema.dropTable('mfa_recovery_codes').execute();
  await db.schema.dropTable('mfa_factors').execute();
}
