import type { Db } from '../db/database';
import type { Mailer } from '../domain/mailer';
import { PASSWORD_RESET_MAIL_JOB, passwordResetMailHandler } from '../domain/passwordResets';
import { startWorker, type Worker } from './worker';

export interface MailWorkerOptions {
  db: Db;
  mailer: Mailer;
  now?: () => Date;
  pollMs?: number;
  workerId?: string;
}

/**
 * Starts this process's mail worker: sends the mail that requests only queue (password-reset links), so a
 * request answers before, and regardless of whether, anything is mailed. Every server process runs one; jobs
 * go to whichever claims them first.
 */
export function startMailWorker(options: MailWorkerOptions): Worker {
  const { db, mailer } = options;
  const now = options.now ?? (() => new Date());
  return startWorker({
    db,
    now,
    handlers: { [PASSWORD_RESET_MAIL_JOB]: passwordResetMailHandler({ db, mailer, now }) },
    ...(options.pollMs !== undefined ? { pollMs: options.pollMs } : {}),
    ...(options.workerId !== undefined ? { workerId: options.workerId } : {}),
    onError: (error, job) => console.error(`[mail worker]${job ? ` job ${job.id}` : ''}`, error),
  });
}
