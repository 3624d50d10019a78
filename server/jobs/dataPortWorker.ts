import type { Db } from '../db/database';
import { DATA_EXPORT_JOB, dataExportHandler, purgeExpiredExports } from '../domain/dataExport';
import { DATA_IMPORT_JOB, dataImportHandler } from '../domain/dataImport';
import type { Mailer } from '../domain/mailer';
import type { SafeFetch } from '../domain/media/fetchPolicy';
import type { MediaStore } from '../domain/media/mediaStore';
import type { VideoTools } from '../domain/media/videos';
import {
  CATALOG_DAILY_JOB,
  CATALOG_IMPORT_JOB,
  catalogDailyHandler,
  catalogImportHandler,
} from '../domain/productCatalogs';
import type { ServerSettings } from '../domain/serverSettings';
import { jobContextFor } from './jobContext';
import { startWorker, type Worker, withHourlySweep } from './worker';

export interface DataPortWorkerOptions {
  db: Db;
  media: MediaStore;
  mailer: Mailer;
  settings: ServerSettings;
  /** How imports fetch pictures and pages (tests pass the same fetcher with private addresses allowed by settings). */
  safeFetch?: SafeFetch;
  /** Processes imported videos; without it an imported video pin keeps its cover picture. */
  video?: VideoTools;
  now?: () => Date;
  pollMs?: number;
  workerId?: string;
}

/**
 * Starts this process's worker for people's data: builds the exports they ask for and runs their imports, one job
 * at a time (an export or import can take minutes; other processes' workers take the next one). Every hour it
 * deletes the exports whose download time ran out. Advertisers' catalog imports run here too.
 */
export function startDataPortWorker(options: DataPortWorkerOptions): Worker {
  const { db, media, mailer, settings } = options;
  const now = options.now ?? (() => new Date());
  const purge = () =>
    purgeExpiredExports({ db, media }, now()).catch((error: unknown) =>
      console.error('[export purge]', error),
    );
  const worker = startWorker({
    db,
    now,
    handlers: {
      [DATA_EXPORT_JOB]: dataExportHandler({ db, media, mailer, now, workDir: settings.uploadDir }),
      [DATA_IMPORT_JOB]: dataImportHandler({
        db,
        media,
        now,
        workDir: settings.uploadDir,
        ...(options.video ? { video: options.video } : {}),
        contextFor: jobContextFor({ ...options, now }),
      }),
      // Advertisers' product catalogs: a file or feed becomes product pins, row by row.
      [CATALOG_IMPORT_JOB]: catalogImportHandler({ db, contextFor: jobContextFor({ ...options, now }) }),
      [CATALOG_DAILY_JOB]: catalogDailyHandler({ db, now, contextFor: jobContextFor({ ...options, now }) }),
    },
    ...(options.pollMs !== undefined ? { pollMs: options.pollMs } : {}),
    ...(options.workerId !== undefined ? { workerId: options.workerId } : {}),
    onError: (error, job) => console.error(`[data worker]${job ? ` job ${job.id}` : ''}`, error),
  });
  return withHourlySweep(worker, purge);
}
