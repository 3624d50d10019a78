import { loadConfig } from './config';
import { connect } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { buildApp, mailerFromConfig, mediaStoreFromConfig } from './http/app';
import { startMailWorker } from './jobs/mailWorker';
import { startMediaWorker } from './jobs/mediaWorker';
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
// The typeahead's suggested searches are rebuilt from the pins every few minutes, by one process at a time
// and in the background (a new database gets them within moments of its first start).
const typeaheadRefresh = startTypeaheadRefresh(connection.db);
const shutdown = async () => {
  await app.close();
  await typeaheadRefresh.stop();
  await worker?.stop();
  await mailWorker.stop();
  await connection.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
const where =
  connection.kind === 'pglite'
    ? `embedded PGlite in ${config.database.kind === 'pglite' ? config.database.dataDir : ''}`
    : 'Postgres';
console.log(
  `Tackboard is running on http://localhost:${config.port} (${where}; media in ${media.description}).`,
);
if (config.seedDemo) console.log(`Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
