import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // One row per thing whose tries are limited (an account from one address, an address, a known device, …),
  // counted up in the same statement that decides whether a try may go ahead, so parallel tries cannot all
  // read the same count. Replaces login_failures, whose read-then-write let parallel log-ins through.
  await db.schema
    .createTable('throttle_buckets')
    .addColumn('key', 'text', (c) => c.primaryKey())
    // Whose account the bucket guards (`user:{id}` or `login:{typed login}`), so a reset can forgive them all.
    .addColumn('subject', 'text')
    .addColumn('tries', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index throttle_buckets_subject_idx on throttle_buckets (subject)`.execute(db);
  await sql`create index throttle_buckets_window_idx on throttle_buckets (window_start)`.execute(db);
  await db.schema.dropTable('login_failures').execute();

  // Reset-link requests waiting for the mail job: every request, for a known email or not, is one row and one
  // job, so the answer and the work before it are the same either way. The row goes when the job is done.
  await db.schema
    .createTable('password_reset_requests')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_reset_requests').execute();
  await db.schema.dropTable('throttle_buckets').execute();
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('login_key', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index login_failures_key_idx on login_failures (login_key, failed_at)`.execute(db);
}
