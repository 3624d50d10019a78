import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // The topics a person said they like (the welcome after sign-up, or settings). The topic's name and what a
  // pin's search words must match are kept with the choice, so the choice still means the same thing after the
  // ideas area's topics are rebuilt without it (or when it came from the built-in list).
  await db.schema
    .createTable('user_interests')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('topic_slug', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('match', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_interests_pkey', ['user_id', 'topic_slug'])
    .execute();
  // New accounts waiting for their welcome (shown once): a row per account made from now on, gone once the
  // person chose interests or skipped. Accounts made before this have none, so they are never asked.
  await db.schema
    .createTable('pending_welcomes')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // How a pending social sign-up began, for the session its completion starts: Google one tap (4) instead of
  // the provider's own redirect; null for the redirect.
  await db.schema.alterTable('social_signups').addColumn('login_method', 'integer').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('social_signups').dropColumn('login_method').execute();
  await db.schema.dropTable('pending_welcomes').execute();
  await db.schema.dropTable('user_interests').execute();
}
