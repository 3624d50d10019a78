import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Db } from '../db/database';
import type { JobRow } from '../db/tables/jobs';
import type { JobHandler } from '../domain/jobQueue';
import {
  claimJob,
  DEFAULT_LEASE_MS,
  finishJob,
  onJobNotified,
  releaseJob,
  renewLease,
  retryJob,
} from './queue';

export interface WorkerOptions {
  db: Db;
  handlers: Readonly<Record<string, JobHandler>>;
  now?: () => Date;
  /** How often to look for jobs other processes enqueued. */
  pollMs?: number;
  leaseMs?: number;
  workerId?: string;
  onError?: (error: unknown, job: JobRow | null) => void;
}

export interface Worker {
  readonly id: string;
  /** Look for work now rather than at the next poll. */
  wake(): void;
  /**
   * Takes no new job and resolves once the job in hand is finished. With `graceMs`, a job still running after
   * that long is handed back (its lease released, the try not counted) so another process takes it over at
   * once, and `stop` resolves without waiting for it: handlers are safe to repeat.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
}

function backoffMs(attempts: number): number {
  return Math.min(60_000, 1000 * 2 ** attempts);
}

/**
 * An in-process worker over the jobs table: claims one job at a time (FOR UPDATE SKIP LOCKED, with a lease it
 * renews while working), retries failures with backoff, and gives up after the job's max attempts. Jobs whose
 * worker died are claimed again once their lease runs out, by this or any other process.
 */
export function startWorker(options: WorkerOptions): Worker {
  const { db, handlers } = options;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const id = options.workerId ?? `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const onError = options.onError ?? ((error: unknown) => console.error('[worker]', error));
  const types = Object.keys(handlers);

  let running = true;
  let pending = false;
  let inHand: { job: JobRow; heartbeat: NodeJS.Timeout; released: boolean } | null = null;
  let interrupt: (() => void) | null = null;

  const wake = () => {
    pending = true;
    interrupt?.();
  };
  const unsubscribe = onJobNotified(wake);

  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        interrupt = null;
        resolve();
      }
      interrupt = done;
    });

  async function runJob(job: JobRow): Promise<void> {
    const handler = handlers[job.type];
    if (!handler) return;
    // attempts counts claims: more than max means earlier runs died mid-job every time.
    if (job.attempts > job.max_attempts) {
      await handler.giveUp(job, new Error(job.last_error ?? 'The job was interrupted too many times.'));
      await finishJob(db, job);
      return;
    }
    const heartbeat = setInterval(
      () => void renewLease(db, job, id, now()).catch((error) => onError(error, job)),
      Math.max(1000, Math.floor(leaseMs / 3)),
    );
    const held = { job, heartbeat, released: false };
    inHand = held;
    try {
      await handler.run(job);
      // NOTE: a job handed back while stopping belongs to whoever claims it next: leave its row alone.
      if (!held.released) await finishJob(db, job);
    } catch (error) {
      if (held.released) return;
      if (job.attempts >= job.max_attempts) {
        await handler.giveUp(job, error);
        await finishJob(db, job);
      } else {
        onError(error, job);
        await retryJob(db, job, String(error), new Date(now().getTime() + backoffMs(job.attempts)));
      }
    } finally {
      inHand = null;
      clearInterval(heartbeat);
    }
  }

  async function loop(): Promise<void> {
    while (running) {
      pending = false;
      let job: JobRow | null = null;
      try {
        job = await claimJob(db, { workerId: id, types, now: now(), leaseMs });
        if (job) await runJob(job);
      } catch (error) {
        // NOTE: a failure here (database gone) leaves the job claimed; its lease runs out and it comes back.
        onError(error, job);
      }
      if (!job && running && !pending) await sleep();
    }
  }

  const done = loop();
  return {
    id,
    wake,
    async stop(stopOptions = {}) {
      running = false;
      unsubscribe();
      interrupt?.();
      const { graceMs } = stopOptions;
      if (graceMs === undefined) return done;
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), graceMs);
      });
      const outcome = await Promise.race([done.then(() => 'done' as const), timedOut]);
      clearTimeout(timer);
      const held = inHand;
      if (outcome === 'timeout' && held) {
        // The heartbeat stops too, so a process that lingers cannot take the lease back.
        held.released = true;
        clearInterval(held.heartbeat);
        await releaseJob(db, held.job, id);
      }
    },
  };
}

/** How often a worker's housekeeping sweep runs (purging what nobody will use any more). */
export const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * A worker that also runs `sweep` now and then every hour, one sweep after the other (never two at once), and whose
 * stop waits for a sweep in progress before stopping the worker. `sweep` reports its own failures.
 */
export function withHourlySweep(worker: Worker, sweep: () => Promise<unknown>): Worker {
  let sweeping: Promise<unknown> = sweep();
  const timer = setInterval(() => {
    sweeping = sweeping.then(sweep);
  }, SWEEP_EVERY_MS);
  timer.unref();
  return {
    ...worker,
    stop: async (stopOptions) => {
      clearInterval(timer);
      await sweeping;
      await worker.stop(stopOptions);
    },
  };
}
