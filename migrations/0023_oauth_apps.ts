import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // OAuth 2.0 apps people register in settings. A confidential app (a server) proves itself with its secret, of
  // which only a hash is kept; a public app (a phone or browser app) has none and must use PKCE instead.
  await db.schema
    .createTable('oauth_apps')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('client_id', 'text', (c) => c.notNull().unique())
    .addColumn('owner_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('redirect_uris', sql`text[]`, (c) => c.notNull())
    .addColumn('confidential', 'boolean', (c) => c.notNull())
    .addColumn('client_secret_hash', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index oauth_apps_owner_idx on oauth_apps (owner_id, created_at desc)`.execute(db);

  // Authorization codes: hashed, short-lived and single use. A used code is kept (used_at set) so that a second
  // use can be recognised and the tokens issued from it revoked.
  await db.schema
    .createTable('oauth_authorization_codes')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('app_id', 'bigint', (c) => c.notNull().references('oauth_apps.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('scopes', sql`text[]`, (c) => c.notNull())
    .addColumn('code_challenge', 'text')
    .addColumn('code_challenge_method', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Refresh tokens, hashed; each refresh revokes the one used and issues the next. Every token descends from one
  // authorization code (code_id), and each refresh token names the access token issued with it, so one grant's
  // tokens can be revoked together.
  await db.schema
    .createTable('oauth_refresh_tokens')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('app_id', 'bigint', (c) => c.notNull().references('oauth_apps.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_id', 'bigint', (c) =>
      c.notNull().references('oauth_authorization_codes.id').onDelete('cascade'),
    )
    .addColumn('access_token_id', 'bigint', (c) => c.references('api_tokens.id').onDelete('set null'))
    .addColumn('scopes', sql`text[]`, (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index oauth_refresh_tokens_code_idx on oauth_refresh_tokens (code_id)`.execute(db);
  await sql`create index oauth_refresh_tokens_user_app_idx on oauth_refresh_tokens (user_id, app_id)`.execute(
    db,
  );

  // What a person has allowed an app ("Connected apps"): the scopes of their latest consent.
  await db.schema
    .createTable('oauth_grants')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('app_id', 'bigint', (c) => c.notNull().references('oauth_apps.id').onDelete('cascade'))
    .addColumn('scopes', sql`text[]`, (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('oauth_grants_pk', ['user_id', 'app_id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oauth_grants').execute();
  await db.schema.dropTable('oauth_refresh_tokens').execute();
  await db.schema.dropTable('oauth_authorization_codes').execute();
  await db.schema.dropTable('oauth_apps').execute();
}
