/**
 * Search latency on a generated dataset (`npm run bench:seed` first): each search the app makes — a page of
 * pins, boards and people, and the typeahead — for common words, two words, a prefix and a word nothing has,
 * as a signed-out visitor and as a signed-in person. Prints p50/p95 per query and a README line.
 *
 *   npx tsx bench/search.ts [--database-url=postgres://…] [--runs=20] [--vocabulary]
 *
 * `--vocabulary` also times one rebuild of the spelling correction's vocabulary. Shopping needs product pins
 * (`npm run bench:seed -- --products-only` adds them to a database generated before they existed).
 */

import { NO_SEARCH_FILTERS, type SearchFilters } from '../core/searchState';
import { connect } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import type { RequestContext, Viewer } from '../server/domain/context';
import { searchBoards, searchPins, searchPinsInScope, searchUsers, typeahead } from '../server/domain/search';
import { refreshSearchVocabulary } from '../server/domain/searchSpelling';
import { DEFAULT_SERVER_SETTINGS } from '../server/domain/serverSettings';
import { BenchOptions } from './options';
import { benchTarget } from './target';

const options = new BenchOptions();
const runs = Number(options.string('runs', 'BENCH_RUNS', '20'));
const target = benchTarget(options);
const connection = await connect(target.database);
await migrateToLatest(connection.db);
const { db } = connection;

const someone = await db
  .selectFrom('users')
  .select(['id', 'username'])
  .orderBy('id')
  .limit(1)
  .executeTakeFirstOrThrow();
const sample = await db
  .selectFrom('pins')
  .select('title')
  .orderBy('id', 'desc')
  .limit(1)
  .executeTakeFirstOrThrow();
const [common, second] = sample.title.toLowerCase().split(/\s+/) as [string, string];
const person = await db
  .selectFrom('users')
  .select('full_name')
  .orderBy('id', 'desc')
  .limit(1)
  .executeTakeFirstOrThrow();

function ctxFor(viewer: Viewer | null): RequestContext {
  return {
    db,
    viewer,
    actor: viewer,
    now: () => new Date(),
    media: null as unknown as RequestContext['media'],
    mailer: null as unknown as RequestContext['mailer'],
    jobs: null as unknown as RequestContext['jobs'],
    safeFetch: null as unknown as RequestContext['safeFetch'],
    oidc: null as unknown as RequestContext['oidc'],
    settings: DEFAULT_SERVER_SETTINGS,
  };
}

const page = { limit: 26, inverted: false };
const only = (filters: Partial<SearchFilters>): SearchFilters => ({ ...NO_SEARCH_FILTERS, ...filters });
const queries: [string, (ctx: RequestContext) => Promise<unknown>][] = [
  [`pins "${common}"`, (ctx) => searchPins(ctx, common, page)],
  [`pins "${common} ${second}"`, (ctx) => searchPins(ctx, `${common} ${second}`, page)],
  [`pins "${common.slice(0, 3)}" (prefix)`, (ctx) => searchPins(ctx, common.slice(0, 3), page)],
  ['pins "zzqx" (no match)', (ctx) => searchPins(ctx, 'zzqx', page)],
  [`boards "${common}"`, (ctx) => searchBoards(ctx, common, page)],
  [`people "${person.full_name}"`, (ctx) => searchUsers(ctx, person.full_name, page)],
  [`typeahead "${common.slice(0, 4)}"`, (ctx) => typeahead(ctx, common.slice(0, 4), 'pins')],
  // The filters of the search address (colors, domains, date, user) and shopping (product pins, prices).
  [`pins "${common}" colors=red`, (ctx) => searchPins(ctx, common, page, only({ colors: ['red'] }))],
  [
    `pins "${common}" domains=example.com`,
    (ctx) => searchPins(ctx, common, page, only({ domains: ['example.com'] })),
  ],
  [`pins "${common}" date:year`, (ctx) => searchPins(ctx, common, page, only({ postedWithin: 'year' }))],
  [
    `pins "${common}" user=${someone.username}`,
    (ctx) => searchPins(ctx, common, page, only({ user: someone.username })),
  ],
  [`shopping "${common}"`, (ctx) => searchPinsInScope(ctx, 'buyable_pins', common, page)],
  [
    `shopping "${common}" 20–100, on sale`,
    (ctx) =>
      searchPinsInScope(
        ctx,
        'buyable_pins',
        common,
        page,
        only({ priceMin: 20, priceMax: 100, onSale: true }),
      ),
  ],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

console.log(`Target ${target.description}; ${runs} runs per query after one warm-up.`);
const rows: string[] = [];
for (const [who, viewer] of [
  ['signed out', null],
  ['signed in', { id: someone.id, username: someone.username }],
] as const) {
  for (const [name, run] of queries) {
    const ctx = ctxFor(viewer);
    await run(ctx);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await run(ctx);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const line = `| ${name}, ${who} | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.95).toFixed(1)} |`;
    rows.push(line);
    console.log(line);
  }
}
// The spelling vocabulary's rebuild (the typeahead job runs it every 10 minutes): one timed run.
if (process.argv.includes('--vocabulary')) {
  const started = performance.now();
  const words = await refreshSearchVocabulary(db);
  console.log(
    `| spelling vocabulary rebuild | ${words} words | ${((performance.now() - started) / 1000).toFixed(1)} s |`,
  );
}
await connection.close();
