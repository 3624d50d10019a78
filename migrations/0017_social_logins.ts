import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // Who logs in through which OpenID provider: the provider's subject (the ID token's `sub`, stable for a
  // person) points at one account. One identity per provider and account, so "disconnect Google" is one row.
  await db.schema
    .createTable('social_logins')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('social_logins_provider_subject_key', ['provider', 'subject'])
    .addUniqueConstraint('social_logins_user_provider_key', ['user_id', 'provider'])
    .execute();
  // A trip to the provider under way: state (its hash), nonce and PKCE verifier, bound to the browser that left
  // (a hash of its httpOnly cookie), so a callback URL made in someone else's browser signs nobody in here.
  // Used once; expired rows go as new trips start.
  await db.schema
    .createTable('social_login_states')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('browser_hash', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('intent', 'text', (c) => c.notNull())
    .addColumn('link_user_id', 'bigint', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('next_path', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await sql`create index social_login_states_expires_idx on social_login_states (expires_at)`.execute(db);
  // A verified identity nobody has an account for yet, waiting for the "Finish signing up" page (birth date).
  // The token (hash here) lives in an httpOnly cookie of the browser that came back from the provider.
  await db.schema
    .createTable('social_signups')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('email_verified', 'boolean', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await sql`create index social_signups_expires_idx on social_signups (expires_at)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('social_signups').execute();
  await db.schema.dropTable('social_login_states').execute();
  await db.schema.dropTable('social_logins').execute();
}
