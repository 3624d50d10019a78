import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Db } from '../db/database';
import { claimJob, DEFAULT_LEASE_MS, rescheduleJob } from './queue';

/** How often each process looks whether a rebuild is due: one indexed statement. */
const CHECK_MS = 60_000;

/** After a failed rebuild, the next try. */
const RETRY_MS = 60_000;

export interface ScheduledRefreshOptions {
  everyMs?: number;
  checkMs?: number;
  now?: () => Date;
  workerId?: string;
  /** What a due run does (tests count the runs). */
  refresh?: (db: Db) => Promise<unknown>;
}

export interface ScheduledRefresh {
  /** Resolves once the check in progress, and a rebuild it started, are done. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Keeps a derived table rebuilt every `everyMs`, by one process at a time: the schedule is a jobs row of type
 * `type` (a migration makes it unique) that whichever process finds it due claims (with a lease, as any job) and
 * moves on by `everyMs` when done. A process that starts while the last rebuild is recent does nothing, so
 * start-up never waits for a rebuild and never repeats one; on an empty schedule (a new database) the first
 * check rebuilds at once, in the background.
 */
export function startScheduledRefresh(
  db: Db,
  schedule: { type: string; everyMs: number; refresh: (db: Db) => Promise<unknown> },
  options: ScheduledRefreshOptions = {},
): ScheduledRefresh {
  const everyMs = options.everyMs ?? schedule.everyMs;
  const now = options.now ?? (() => new Date());
  const refresh = options.refresh ?? schedule.refresh;
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const label = `[${schedule.type}]`;

  async function check(): Promise<void> {
    const job = await claimJob(db, {
      workerId,
      types: [schedule.type],
      now: now(),
      leaseMs: DEFAULT_LEASE_MS,
    });
    if (!job) return;
    try {
      await refresh(db);
      await rescheduleJob(db, job, workerId, new Date(now().getTime() + everyMs), null);
    } catch (error) {
      console.error(label, error);
      await rescheduleJob(db, job, workerId, new Date(now().getTime() + RETRY_MS), String(error));
    }
  }
  const checkSafely = () => check().catch((error: unknown) => console.error(label, error));

  let running = db
    .insertInto('jobs')
    .values({
      type: schedule.type,
      // About no row in particular.
      subject_id: '0',
      run_at: now(),
      locked_at: null,
      locked_by: null,
      last_error: null,
    })
    .onConflict((oc) => oc.column('type').where('type', '=', schedule.type).doNothing())
    .execute()
    .then(checkSafely, (error: unknown) => console.error(label, error));
  const timer = setInterval(() => {
    running = running.then(checkSafely);
  }, options.checkMs ?? CHECK_MS);
  timer.unref();
  return {
    settled: () => running,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
