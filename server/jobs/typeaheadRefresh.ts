import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Db } from '../db/database';
import { refreshTypeaheadSuggestions } from '../domain/search';
import { claimJob, DEFAULT_LEASE_MS, rescheduleJob } from './queue';

/**
 * How often the typeahead's suggestions are rebuilt from the pins: a new public pin's title is suggested within
 * this long. One rebuild reads every pin on a public board (about a second at 1M pins on Postgres).
 */
export const TYPEAHEAD_REFRESH_MS = 10 * 60_000;

/** The one jobs row that schedules the rebuild, kept from run to run (migrations/0024 allows only one). */
export const TYPEAHEAD_REFRESH_JOB = 'typeahead.refresh';

/** How often each process looks whether the rebuild is due: one indexed statement. */
const CHECK_MS = 60_000;

/** After a failed rebuild, the next try. */
const RETRY_MS = 60_000;

export interface TypeaheadRefreshOptions {
  everyMs?: number;
  checkMs?: number;
  now?: () => Date;
  workerId?: string;
  /** What a due run does (tests count the runs). */
  refresh?: (db: Db) => Promise<unknown>;
}

export interface TypeaheadRefresh {
  /** Resolves once the check in progress, and a rebuild it started, are done. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Keeps the typeahead's suggestions rebuilt every `everyMs`, by one process at a time: the schedule is a jobs
 * row that whichever process finds it due claims (with a lease, as any job) and moves on by `everyMs` when
 * done. A process that starts while the last rebuild is recent does nothing, so start-up never waits for a
 * rebuild and never repeats one; on an empty schedule (a new database) the first check rebuilds at once, in
 * the background.
 */
export function startTypeaheadRefresh(db: Db, options: TypeaheadRefreshOptions = {}): TypeaheadRefresh {
  const everyMs = options.everyMs ?? TYPEAHEAD_REFRESH_MS;
  const now = options.now ?? (() => new Date());
  const refresh = options.refresh ?? refreshTypeaheadSuggestions;
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

  async function check(): Promise<void> {
    const job = await claimJob(db, {
      workerId,
      types: [TYPEAHEAD_REFRESH_JOB],
      now: now(),
      leaseMs: DEFAULT_LEASE_MS,
    });
    if (!job) return;
    try {
      await refresh(db);
      await rescheduleJob(db, job, workerId, new Date(now().getTime() + everyMs), null);
    } catch (error) {
      console.error('[typeahead refresh]', error);
      await rescheduleJob(db, job, workerId, new Date(now().getTime() + RETRY_MS), String(error));
    }
  }
  const checkSafely = () => check().catch((error: unknown) => console.error('[typeahead refresh]', error));

  let running = db
    .insertInto('jobs')
    .values({
      type: TYPEAHEAD_REFRESH_JOB,
      // About no row in particular.
      subject_id: '0',
      run_at: now(),
      locked_at: null,
      locked_by: null,
      last_error: null,
    })
    .onConflict((oc) => oc.column('type').where('type', '=', TYPEAHEAD_REFRESH_JOB).doNothing())
    .execute()
    .then(checkSafely, (error: unknown) => console.error('[typeahead refresh]', error));
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
