import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { pendingMigrations } from '../db/migrate';
import type { MediaStore } from '../domain/media/mediaStore';

/** A check that has not answered by then counts as failed: a probe must answer, whatever hangs behind it. */
const CHECK_TIMEOUT_MS = 3000;

/**
 * How long a media store write proves it writable: /readyz is public and polled, and each probe writes and
 * removes a file (two requests on S3).
 */
const MEDIA_CHECK_TTL_MS = 10_000;

export interface Check {
  ok: boolean;
  /** What is wrong, in words an operator can act on. */
  error?: string;
}

function withinTime<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function check(what: string, work: () => Promise<string | null>): Promise<Check> {
  try {
    const problem = await withinTime(work(), what);
    return problem === null ? { ok: true } : { ok: false, error: problem };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * /healthz answers while the process runs (no database: a load balancer must not restart every process when the
 * database blips). /readyz answers 200 only when this process can serve: the database answers, every migration
 * this build knows has run, and the media store takes a write. Otherwise 503, with what failed.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  { db, media }: { db: Db; media: MediaStore },
): void {
  app.get('/healthz', { config: { operational: true } }, async () => ({ ok: true }));

  const probePath = `health/probe_${process.pid}_${randomBytes(4).toString('hex')}`;
  let mediaChecked: { at: number; result: Check } | null = null;
  const checkMedia = async (): Promise<Check> => {
    if (mediaChecked && Date.now() - mediaChecked.at < MEDIA_CHECK_TTL_MS) return mediaChecked.result;
    const result = await check('The media store', async () => {
      await media.put(probePath, Buffer.from('ok'));
      await media.remove([probePath]);
      return null;
    });
    // Only a success is kept: a failing store is probed afresh, so /readyz turns ready as soon as it is mended.
    mediaChecked = result.ok ? { at: Date.now(), result } : null;
    return result;
  };

  app.get('/readyz', { config: { operational: true } }, async (_request, reply) => {
    const database = await check('The database', async () => {
      await sql`select 1`.execute(db);
      return null;
    });
    const migrations = database.ok
      ? await check('The migrations table', async () => {
          const pending = await pendingMigrations(db);
          return pending.length === 0 ? null : `Migrations not yet run: ${pending.join(', ')}.`;
        })
      : { ok: false, error: 'Unknown while the database does not answer.' };
    const mediaStore = await checkMedia();
    const ok = database.ok && migrations.ok && mediaStore.ok;
    return reply.status(ok ? 200 : 503).send({ ok, checks: { database, migrations, media: mediaStore } });
  });
}
