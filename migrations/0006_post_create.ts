import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // UserStateResource: per-user lists of values under a state name (claiming_upsells_seen → [POST_CREATE_UPSELL_V2]).
  await db.schema
    .createTable('user_states')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_states_pkey', ['user_id', 'state', 'value'])
    .execute();

  // Accounts on other networks a user recorded on /settings/claim/ (the photo-network upsell).
  await db.schema
    .createTable('connected_accounts')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('connected_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('connected_accounts_pkey', ['user_id', 'network'])
    .execute();

  // The group each user was put in, per experiment: assigned once, then sticky.
  await db.schema
    .createTable('experiment_assignments')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('experiment', 'text', (c) => c.notNull())
    .addColumn('group_name', 'text', (c) => c.notNull())
    .addColumn('assigned_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('experiment_assignments_pkey', ['user_id', 'experiment'])
    .execute();

  // The client's tracking requests (pin_create_success / pin_create_fail). Rows outlive the pins they name.
  await db.schema
    .createTable('tracking_events')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('client', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('pin_id', 'bigint')
    .addColumn('path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index tracking_events_event_idx on tracking_events (event, created_at desc)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['tracking_events', 'experiment_assignments', 'connected_accounts', 'user_states']) {
    await db.schema.dropTable(table).execute();
  }
}
