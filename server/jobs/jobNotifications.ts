import pg from 'pg';
import { notifyWorkers } from './queue';

/** The channel a committed enqueue notifies (a trigger on the jobs table, migration 0029). */
export const JOBS_CHANNEL = 'tackboard_jobs';

/** How long to wait before listening again after the connection was lost; the workers' poll covers the gap. */
const RECONNECT_MS = 2000;

export interface JobNotifications {
  /** Resolves once the first LISTEN is in place (or failed: the poll still finds every job). */
  readonly ready: Promise<void>;
  stop(): Promise<void>;
}

/**
 * On Postgres, wakes this process's workers when any process enqueues a job (LISTEN on one connection of its
 * own, outside the pool: a pooled connection would be handed to other queries and stop listening). A lost
 * connection is opened again; until then, and whenever a notification is missed, the workers' poll finds
 * the job a little later. PGlite needs none of this: it is one process, woken by notifyWorkers directly.
 */
export function listenForJobs(databaseUrl: string, onNotified: () => void = notifyWorkers): JobNotifications {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connectAndListen = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    client = next;
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      next.removeAllListeners();
      next.end().catch(() => {});
      if (stopped) return;
      if (error) console.warn('[jobs] lost the LISTEN connection:', error.message);
      retry = setTimeout(() => void connectAndListen().catch(() => {}), RECONNECT_MS);
    };
    next.on('notification', () => onNotified());
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${JOBS_CHANNEL}`);
      // A job enqueued while nobody listened (a first start, a reconnect) would otherwise wait for the poll.
      onNotified();
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)));
    }
  };

  const ready = connectAndListen();
  return {
    ready,
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const open = client;
      client = null;
      if (open) {
        open.removeAllListeners();
        await open.end().catch(() => {});
      }
    },
  };
}
