import { SCHEDULED_PIN_JOB, scheduledPinJobHandler } from '../domain/scheduledPins';
import { type JobContextDeps, jobContextFor } from './jobContext';
import { startWorker, type Worker } from './worker';

export interface ScheduledPinWorkerOptions extends Omit<JobContextDeps, 'now'> {
  now?: () => Date;
  pollMs?: number;
  workerId?: string;
}

/**
 * Starts this process's worker for scheduled pins: each waits as a job due at its publish time, and whichever
 * process claims it first makes the pin. Quick work, kept apart from imports and exports so a long import never
 * holds a pin past its time.
 */
export function startScheduledPinWorker(options: ScheduledPinWorkerOptions): Worker {
  const now = options.now ?? (() => new Date());
  return startWorker({
    db: options.db,
    now,
    handlers: {
      [SCHEDULED_PIN_JOB]: scheduledPinJobHandler({
        db: options.db,
        contextFor: jobContextFor({ ...options, now }),
      }),
    },
    ...(options.pollMs !== undefined ? { pollMs: options.pollMs } : {}),
    ...(options.workerId !== undefined ? { workerId: options.workerId } : {}),
    onError: (error, job) => console.error(`[scheduled pins]${job ? ` job ${job.id}` : ''}`, error),
  });
}
