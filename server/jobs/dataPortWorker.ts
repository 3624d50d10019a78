import type { Db } from '../db/database';
import { DATA_EXPORT_JOB, dataExportHandler, purgeExpiredExports } from '../domain/dataExport';
import type { Mailer } from '../domain/mailer';
import type { MediaStore } from '../domain/media/mediaStore';
import type { ServerSettings } from '../domain/serverSettings';
import { startWorker, type Worker } from './worker';

export interface DataPortWorkerOptions {
  db: Db;
  media: MediaStore;
  mailer: Mailer;
  settings: ServerSettings;
  now?: () => Date;
  pollMs?: number;
  workerId?: string;
}

/** How often expired exports are deleted (the first sweep runs at start): an archive outlives its 7 days by at most this. */
const PURGE_EVERY_MS = 60 * 60_000;

/**
 * Starts this process's worker for people's data: builds the exports they ask for and runs their imports, one job
 * at a time (an export or import can take minutes; other processes' workers take the next one). Every hour it
 * deletes the exports whose download time ran out.
 */
export function startDataPortWorker(options: DataPortWorkerOptions): Worker {
  const { db, media, mailer, settings } = options;
  const now = options.now ?? (() => new Date());
  const purge = () =>
    purgeExpiredExports({ db, media }, now()).catch((error: unknown) =>
      console.error('[export purge]', error),
    );
  let purging = purge();
  const timer = setInterval(() => {
    purging = purging.then(purge);
  }, PURGE_EVERY_MS);
  timer.unref();
  const worker = startWorker({
    db,
    now,
    handlers: {
      [DATA_EXPORT_JOB]: dataExportHandler({ db, media, mailer, now, workDir: settings.uploadDir }),
    },
    ...(options.pollMs !== undefined ? { pollMs: options.pollMs } : {}),
    ...(options.workerId !== undefined ? { workerId: options.workerId } : {}),
    onError: (error, job) => console.error(`[data worker]${job ? ` job ${job.id}` : ''}`, error),
  });
  return {
    ...worker,
    stop: async (stopOptions) => {
      clearInterval(timer);
      await purging;
      await worker.stop(stopOptions);
    },
  };
}
