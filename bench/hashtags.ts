/**
 * Hashtag autocomplete latency on a generated dataset (`npm run bench:seed` first; its descriptions carry
 * hashtags): the suggestions for a tag being typed, one to four characters in, and for a prefix no tag has.
 * Prints p50/p95 per prefix as README table rows.
 *
 *   npx tsx bench/hashtags.ts [--database-url=postgres://…] [--runs=50]
 */
import { sql } from 'kysely';
import { connect } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import type { RequestContext } from '../server/domain/context';
import { hashtagSuggestions } from '../server/domain/hashtags';
import { DEFAULT_SERVER_SETTINGS } from '../server/domain/serverSettings';
import { BenchOptions } from './options';
import { benchTarget } from './target';

const options = new BenchOptions();
const runs = Number(options.string('runs', 'BENCH_RUNS', '50'));
const target = benchTarget(options);
const connection = await connect(target.database);
await migrateToLatest(connection.db);
const { db } = connection;

const sizes = await db
  .selectFrom('hashtags')
  .select([sql<number>`count(*)::int`.as('tags'), sql<number>`coalesce(sum(pin_count), 0)::int`.as('uses')])
  .executeTakeFirstOrThrow();
const popular = await db
  .selectFrom('hashtags')
  .select('tag')
  .orderBy('pin_count', 'desc')
  .limit(1)
  .executeTakeFirst();
if (!popular)
  throw new Error('No hashtags: generate the dataset again with `npm run bench:seed -- --reset`.');

const ctx: RequestContext = {
  db,
  viewer: null,
  actor: null,
  now: () => new Date(),
  media: null as unknown as RequestContext['media'],
  mailer: null as unknown as RequestContext['mailer'],
  jobs: null as unknown as RequestContext['jobs'],
  safeFetch: null as unknown as RequestContext['safeFetch'],
  oidc: null as unknown as RequestContext['oidc'],
  settings: DEFAULT_SERVER_SETTINGS,
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

console.log(
  `Target ${target.description}: ${sizes.tags} tags on ${sizes.uses} public pin uses; ${runs} runs after one warm-up.`,
);
for (const term of [1, 2, 3, 4].map((n) => `#${popular.tag.slice(0, n)}`).concat('#zzqx')) {
  await hashtagSuggestions(ctx, term);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await hashtagSuggestions(ctx, term);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `| hashtags "${term}" | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.95).toFixed(1)} |`,
  );
}
await connection.close();
