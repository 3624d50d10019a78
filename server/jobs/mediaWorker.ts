import type { Config } from '../config';
import type { Db } from '../db/database';
import { purgeMedia } from '../domain/media/mediaPurge';
import type { MediaStore } from '../domain/media/mediaStore';
import { MEDIA_JOB, mediaJobHandler, sweepUploadFiles } from '../domain/media/uploads';
import { serverSettingsFromConfig } from '../domain/serverSettings';
import { ffmpegVideoTools } from '../infra/ffmpeg';
import { observeMediaProcessing } from '../infra/metrics';
import { safeFetch } from '../infra/safeFetch';
import { startWorker, type Worker, withHourlySweep } from './worker';

export interface MediaWorkerOptions {
  db: Db;
  media: MediaStore;
  config: Config;
  now?: () => Date;
  pollMs?: number;
  leaseMs?: number;
  workerId?: string;
}

/**
 * Starts this process's media worker: processes uploads and image links off the request path, and first
 * clears upload files left behind by a process that died while receiving them. Jobs a dead worker held come
 * back once their lease runs out. Every hour it purges uploads nobody will use any more and the pictures and
 * videos of deleted pins that nothing uses any more. `stop()` finishes the job in hand.
 */
export async function startMediaWorker(options: MediaWorkerOptions): Promise<Worker> {
  const { db, media, config } = options;
  const now = options.now ?? (() => new Date());
  await sweepUploadFiles(db, config.uploadDir, now());
  const purge = () =>
    purgeMedia({ db, media }, now()).then(
      (counts) => {
        if (counts.uploads + counts.images + counts.videos > 0) {
          console.log(
            `[media] purged ${counts.uploads} stale uploads, ${counts.images} pictures and ${counts.videos} videos nobody used`,
          );
        }
      },
      (error: unknown) => console.error('[media purge]', error),
    );
  const handler = mediaJobHandler({
    db,
    media,
    now,
    settings: serverSettingsFromConfig(config),
    safeFetch,
    video: ffmpegVideoTools,
  });
  const worker = startWorker({
    db,
    now,
    handlers: {
      [MEDIA_JOB]: {
        ...handler,
        // Timed here, on the worker's own clock (not `now`, which tests may pin).
        async run(job) {
          const started = performance.now();
          try {
            await handler.run(job);
            observeMediaProcessing('ok', (performance.now() - started) / 1000);
          } catch (error) {
            observeMediaProcessing('error', (performance.now() - started) / 1000);
            throw error;
          }
        },
      },
    },
    ...(options.pollMs !== undefined ? { pollMs: options.pollMs } : {}),
    ...(options.leaseMs !== undefined ? { leaseMs: options.leaseMs } : {}),
    ...(options.workerId !== undefined ? { workerId: options.workerId } : {}),
    onError: (error, job) => console.error(`[media worker]${job ? ` job ${job.id}` : ''}`, error),
  });
  return withHourlySweep(worker, purge);
}
