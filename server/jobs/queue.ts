import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import type { Db, DbOrTx } from '../db/database';
import type { JobRow } from '../db/tables/jobs';
import type { JobQueue } from '../domain/jobQueue';
import type { QueueState } from '../infra/metrics';

/** How long a claimed job stays claimed without a heartbeat before another worker may take it. */
export const DEFAULT_LEASE_MS = 2 * 60_000;

const signals = new EventEmitter();
signals.setMaxListeners(0);

/**
 * Tells the workers of this process that a job is waiting, so they need not wait for their next poll. Call it
 * after the transaction that enqueued the job has committed. On Postgres the commit itself notifies the other
 * processes (a trigger on jobs; see jobNotifications.ts), whose workers would otherwise find it by polling.
 */
export function notifyWorkers(): void {
  signals.emit('job');
}

export function onJobNotified(listener: () => void): () => void {
  signals.on('job', listener);
  return () => signals.off('job', listener);
}

export async function enqueueJob(
  db: DbOrTx,
  job: { type: string; subjectId: string; runAt?: Date; maxAttempts?: number },
): Promise<void> {
  await db
    .insertInto('jobs')
    .values({
      type: job.type,
      subject_id: job.subjectId,
      ...(job.runAt ? { run_at: job.runAt } : {}),
      ...(job.maxAttempts ? { max_attempts: job.maxAttempts } : {}),
      locked_at: null,
      locked_by: null,
      last_error: null,
    })
    .execute();
}

/** The domain's queue: jobs rows written in the caller's transaction, and this process's workers woken. */
export const jobQueue: JobQueue = { enqueue: enqueueJob, notify: notifyWorkers };

/**
 * Claims the oldest due job of the given types that nobody holds, or whose holder's lease ran out (its process
 * died): one statement, so two workers never get the same job.
 */
export async function claimJob(
  db: Db,
  options: { workerId: string; types: readonly string[]; now: Date; leaseMs: number },
): Promise<JobRow | null> {
  if (options.types.length === 0) return null;
  const staleBefore = new Date(options.now.getTime() - options.leaseMs);
  const row = await db
    .updateTable('jobs')
    .set({ locked_at: options.now, locked_by: options.workerId, attempts: sql`attempts + 1` })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('jobs')
        .select('id')
        .where('type', 'in', [...options.types])
        .where('run_at', '<=', options.now)
        .where((w) => w.or([w('locked_at', 'is', null), w('locked_at', '<', staleBefore)]))
        .orderBy('run_at')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** Renews a claim while a long job runs. False when the job is no longer this worker's. */
export async function renewLease(db: Db, job: JobRow, workerId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ locked_at: now })
    .where('id', '=', job.id)
    .where('locked_by', '=', workerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function finishJob(db: DbOrTx, job: JobRow): Promise<void> {
  await db.deleteFrom('jobs').where('id', '=', job.id).execute();
}

/**
 * Hands a job this worker holds back at once, uncounted (its process is stopping before the job could finish):
 * another worker may claim it straight away instead of waiting for the lease to run out.
 */
export async function releaseJob(db: DbOrTx, job: JobRow, workerId: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ locked_at: null, locked_by: null, attempts: sql`greatest(attempts - 1, 0)` })
    .where('id', '=', job.id)
    .where('locked_by', '=', workerId)
    .execute();
  // The workers of the processes that keep running take it over now rather than at their next poll.
  await sql`select pg_notify('tackboard_jobs', '')`.execute(db);
}

/** Releases a job to be tried again later, keeping what went wrong. */
export async function retryJob(db: DbOrTx, job: JobRow, error: string, runAt: Date): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ locked_at: null, locked_by: null, last_error: error.slice(0, 2000), run_at: runAt })
    .where('id', '=', job.id)
    .execute();
}

/**
 * Hands a recurring job's row back for its next run (instead of deleting it): due at `runAt`, unclaimed, its
 * attempts counted afresh. Does nothing if the claim is no longer this worker's.
 */
export async function rescheduleJob(
  db: DbOrTx,
  job: JobRow,
  workerId: string,
  runAt: Date,
  error: string | null,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      locked_at: null,
      locked_by: null,
      attempts: 0,
      run_at: runAt,
      last_error: error === null ? null : error.slice(0, 2000),
    })
    .where('id', '=', job.id)
    .where('locked_by', '=', workerId)
    .execute();
}

/** Per job type: how many wait (due, nobody's lease holds), how many run, and how long the oldest has waited. */
export async function queueState(db: Db, now: Date, leaseMs = DEFAULT_LEASE_MS): Promise<QueueState[]> {
  const staleBefore = new Date(now.getTime() - leaseMs);
  const rows = await db
    .selectFrom('jobs')
    .select((eb) => [
      'type',
      eb.fn
        .countAll<string>()
        .filterWhere((w) =>
          w.and([
            w('run_at', '<=', now),
            w.or([w('locked_at', 'is', null), w('locked_at', '<', staleBefore)]),
          ]),
        )
        .as('waiting'),
      eb.fn.countAll<string>().filterWhere('locked_at', '>=', staleBefore).as('running'),
      eb.fn
        .min('run_at')
        .filterWhere((w) =>
          w.and([
            w('run_at', '<=', now),
            w.or([w('locked_at', 'is', null), w('locked_at', '<', staleBefore)]),
          ]),
        )
        .as('oldest'),
    ])
    .groupBy('type')
    .execute();
  return rows.map((row) => ({
    type: row.type,
    waiting: Number(row.waiting),
    running: Number(row.running),
    oldestWaitingSeconds: row.oldest
      ? Math.max(0, (now.getTime() - new Date(row.oldest).getTime()) / 1000)
      : 0,
  }));
}
