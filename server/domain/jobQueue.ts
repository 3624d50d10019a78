import type { DbOrTx } from '../db/database';
import type { JobRow } from '../db/tables/jobs';

/** Work to do later, off the request path, about one row (`subjectId`). */
export interface QueuedJob {
  type: string;
  subjectId: string;
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * Where the domain leaves work for the workers; server/jobs implements it over the jobs table. `enqueue` writes
 * with the caller's transaction, so the job exists exactly when the change that asked for it commits; `notify`
 * then wakes this process's workers (on Postgres the commit wakes those of the other processes too).
 */
export interface JobQueue {
  enqueue(db: DbOrTx, job: QueuedJob): Promise<void>;
  notify(): void;
}

/** What a worker does with one type of job. `run` must be safe to repeat: a crash can make it run twice. */
export interface JobHandler {
  run(job: JobRow): Promise<void>;
  /** The job failed on its last attempt (or kept dying mid-run): record the failure for good. */
  giveUp(job: JobRow, error: unknown): Promise<void>;
}
