import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // The request rate limiter's counts, shared by every app process on the database (one row per client address
  // or token). UNLOGGED: written on every request, and worth nothing after a crash, so they skip the WAL.
  await sql`
    create unlogged table request_rate_counts (
      key text primary key,
      hits integer not null,
      window_start timestamptz not null
    )`.execute(db);
  await sql`create index request_rate_counts_window_idx on request_rate_counts (window_start)`.execute(db);

  // A committed enqueue tells every process listening on the channel (LISTEN tackboard_jobs), so the workers
  // of other processes start on it at once instead of at their next poll. Per statement, and Postgres folds
  // equal notifications of one transaction into one, so a batch of jobs is one wake-up.
  await sql`
    create function notify_job_workers() returns trigger language plpgsql as $$
    begin
      perform pg_notify('tackboard_jobs', '');
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger jobs_notify_workers after insert on jobs
    for each statement execute function notify_job_workers()`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger jobs_notify_workers on jobs`.execute(db);
  await sql`drop function notify_job_workers()`.execute(db);
  await db.schema.dropTable('request_rate_counts').execute();
}
