import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/database';
import { type StatementCounter, withStatementCounter } from '../../server/db/statementCounter';
import type { RequestContext, Viewer } from '../../server/domain/context';
import type { MediaStore } from '../../server/domain/media/mediaStore';
import { PASSWORD_RESET_MAIL_JOB } from '../../server/domain/passwordResets';
import { serverSettingsFromConfig } from '../../server/domain/serverSettings';
import { type AppDeps, buildApp, mailerFromConfig, mediaStoreFromConfig } from '../../server/http/app';
import { oidcClient } from '../../server/infra/oidcClient';
import { safeFetch } from '../../server/infra/safeFetch';
import { startMailWorker } from '../../server/jobs/mailWorker';
import { jobQueue } from '../../server/jobs/queue';
import { TestClient } from './httpClient';
import type { TestDatabaseKind } from './provided';
import { openTestDatabase, type TestDatabase } from './testDatabase';

/** The server's clock in tests: real time, unless a test pins it to a date. */
export class TestClock {
  private fixed: Date | null = null;
  readonly now = (): Date => (this.fixed ? new Date(this.fixed) : new Date());
  set(date: Date | string): void {
    this.fixed = new Date(date);
  }
  reset(): void {
    this.fixed = null;
  }
}

export interface TestApp {
  kind: TestDatabaseKind;
  baseUrl: string;
  db: Db;
  media: MediaStore;
  /** The app's data folder (removed when the app stops). */
  dataDir: string;
  /** Where the local media store keeps its files. */
  mediaDir: string;
  clock: TestClock;
  http: FastifyInstance;
  /**
   * Counts the statements the server runs for requests (the app's queries only: not the mail worker's, not the
   * test's own through `db`). Reset it before a request, read it after.
   */
  statements: StatementCounter;
  /** A new browser-like client with an empty cookie jar (sending from `localAddress`, e.g. 127.0.0.2, if given). */
  client(localAddress?: string): TestClient;
  /** Waits until the queued mail (password-reset links) has been sent by the app's mail worker. */
  mailSent(): Promise<void>;
  /** The domain request context for a user (or anonymous), for writes that have no API yet (pins). */
  /** `actor` is the signed-in person when `viewer` is a business profile they act for. */
  context(viewer: Viewer | null, actor?: Viewer | null): RequestContext;
  close(): Promise<void>;
}

export interface ServeOptions {
  /** Extra environment for loadConfig (e.g. SECURE_COOKIES). */
  env?: Record<string, string>;
  /** Run the mail worker beside the app, as the server does (default true). */
  mailWorker?: boolean;
  /** Where the app's log lines go (with `env: { LOG_LEVEL: 'info' }`; the default level is silent). */
  logStream?: AppDeps['logStream'];
}

/** Serves the real app on 127.0.0.1 (a free port) over the given database, with a temp data folder. */
export async function serveApp(
  db: Db,
  kind: TestDatabaseKind,
  options: ServeOptions = {},
): Promise<Omit<TestApp, 'close'> & { stop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tackboard-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '0',
    SEED_DEMO: 'off',
    CLIENT_DIR: path.join(dataDir, 'no-client'),
    // Most files sign people up and in as a step towards what they test; tests/integration/botCheck.test.ts
    // switches the check on, and the e2e server keeps it on so the browser solves real challenges.
    BOT_CHECK: 'off',
    ...options.env,
  });
  const media = mediaStoreFromConfig(config);
  await media.ready();
  const mailer = mailerFromConfig(config);
  const clock = new TestClock();
  const counted = withStatementCounter(db);
  const http = await buildApp({
    config,
    db: counted.db,
    media,
    mailer,
    now: clock.now,
    databaseKind: kind,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  const mailWorker = options.mailWorker === false ? null : startMailWorker({ db, mailer, now: clock.now });
  await http.listen({ host: '127.0.0.1', port: 0 });
  const address = http.server.address();
  if (!address || typeof address === 'string') throw new Error('The test server has no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return {
    kind,
    baseUrl,
    db,
    media,
    dataDir,
    mediaDir: config.mediaDir,
    clock,
    http,
    statements: counted.counter,
    client: (localAddress) => new TestClient(baseUrl, localAddress ?? null),
    mailSent: async () => {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const { waiting } = await db
          .selectFrom('jobs')
          .select((eb) => eb.fn.countAll<string>().as('waiting'))
          .where('type', '=', PASSWORD_RESET_MAIL_JOB)
          .executeTakeFirstOrThrow();
        if (Number(waiting) === 0) return;
        if (Date.now() > deadline) throw new Error('The queued mail was not sent within 10 s.');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    context: (viewer, actor = viewer) => ({
      db,
      viewer,
      actor,
      now: clock.now,
      media,
      mailer,
      jobs: jobQueue,
      safeFetch,
      oidc: oidcClient,
      settings: serverSettingsFromConfig(config),
    }),
    stop: async () => {
      await http.close();
      await mailWorker?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Everything an integration file needs: a freshly migrated database of the project's kind and the app
 * serving it over real HTTP. Call in beforeAll; close in afterAll.
 */
export async function startTestApp(options: ServeOptions = {}): Promise<TestApp> {
  const database: TestDatabase = await openTestDatabase();
  try {
    const served = await serveApp(database.db, database.kind, options);
    return {
      ...served,
      close: async () => {
        await served.stop();
        await database.dispose();
      },
    };
  } catch (error) {
    await database.dispose();
    throw error;
  }
}
