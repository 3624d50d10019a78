import { loadConfig } from './config';
import { connect } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { serverSettingsFromConfig } from './domain/serverSettings';
import { buildApp, mailerFromConfig, mediaStoreFromConfig } from './http/app';
import { ffmpegVideoTools } from './infra/ffmpeg';
import { startDataPortWorker } from './jobs/dataPortWorker';
import { startIdeasRefresh } from './jobs/ideasRefresh';
import { startInvoicing } from './jobs/invoicing';
import { listenForJobs } from './jobs/jobNotifications';
import { startMailWorker } from './jobs/mailWorker';
import { startMediaWorker } from './jobs/mediaWorker';
import { startScheduledPinWorker } from './jobs/scheduledPinWorker';
import { startTypeaheadRefresh } from './jobs/typeaheadRefresh';
import { DEMO_LOGIN, seedDemo } from './seed/demo';

const config = loadConfig();
const connection = await connect(config.database);
const applied = await migrateToLatest(connection.db);
if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
const media = mediaStoreFromConfig(config);
await media.ready();

if (config.seedDemo) {
  const { count } = await connection.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) === 0) {
    console.log('Empty database: painting demo content (first start only)…');
    const started = Date.now();
    await seedDemo(connection.db, media, (line) => console.log(`  ${line}`));
    console.log(`Demo content ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
}

const mailer = mailerFromConfig(config);
const app = await buildApp({ config, db: connection.db, media, mailer });
// Mail that requests only queue (password-reset links) goes out from here.
const mailWorker = startMailWorker({ db: connection.db, mailer });
// Uploads and image links are processed off the request path; MEDIA_WORKER=off leaves that to other processes.
const worker = config.mediaWorker ? await startMediaWorker({ db: connection.db, media, config }) : null;
// People's exports and imports are built off the request path, by whichever process claims them.
const dataWorker = startDataPortWorker({
  db: connection.db,
  media,
  mailer,
  settings: serverSettingsFromConfig(config),
  video: ffmpegVideoTools,
});
// Pins business accounts scheduled are published at their time, by whichever process claims each first.
const scheduledPinWorker = startScheduledPinWorker({
  db: connection.db,
  media,
  mailer,
  settings: serverSettingsFromConfig(config),
});
// The typeahead's suggested searches are rebuilt from the pins every few minutes, by one process at a time
// and in the background (a new database gets them within moments of its first start).
const typeaheadRefresh = startTypeaheadRefresh(connection.db);
// The ideas area's topics likewise, from the words and hashtags of public pins.
const ideasRefresh = startIdeasRefresh(connection.db);
// Each closed month's ad spend is invoiced within the hour after the month ends, by one process at a time.
const invoicing = startInvoicing(connection.db);
// With several processes on one Postgres, a job one of them enqueues wakes the workers of all of them.
const jobNotifications = config.database.kind === 'postgres' ? listenForJobs(config.database.url) : null;
/**
 * How long a stop waits for the job in hand before handing it back to the queue (another process takes it over
 * at once; jobs are safe to repeat), leaving time within the usual 30 s grace before an orchestrator kills us.
 */
const JOB_GRACE_MS = 20_000;
/** Past this, a stop gives up waiting (a request that never ends) and exits with a failure. */
const SHUTDOWN_LIMIT_MS = 28_000;

let stopping = false;
/**
 * A graceful stop: the listening socket closes at once (new connections are refused, and a load balancer's
 * /readyz fails), requests in flight are answered, the workers finish or hand back the job in hand, and the
 * database pool is closed before the process exits 0.
 */
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping (in-flight requests and the job in hand finish first)…`);
  setTimeout(() => {
    console.error(`Still stopping after ${SHUTDOWN_LIMIT_MS / 1000} s: exiting anyway.`);
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS).unref();
  try {
    await Promise.all([
      app.close(),
      typeaheadRefresh.stop(),
      ideasRefresh.stop(),
      invoicing.stop(),
      worker?.stop({ graceMs: JOB_GRACE_MS }),
      mailWorker.stop({ graceMs: JOB_GRACE_MS }),
      dataWorker.stop({ graceMs: JOB_GRACE_MS }),
      scheduledPinWorker.stop({ graceMs: JOB_GRACE_MS }),
    ]);
    await jobNotifications?.stop();
    await connection.close();
    console.log('Stopped.');
    process.exit(0);
  } catch (error) {
    console.error('The stop failed:', error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = address && typeof address === 'object' ? address.port : config.port;
const where =
  connection.kind === 'pglite'
    ? `embedded PGlite in ${config.database.kind === 'pglite' ? config.database.dataDir : ''}`
    : 'Postgres';
console.log(`Tackboard is running on http://localhost:${port} (${where}; media in ${media.description}).`);
if (config.seedDemo) console.log(`Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
