import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

const integrationFiles = ['tests/integration/**/*.test.ts'];
/** Swaps Fastify for a copy that logs every route it registers (vi.mock), so it needs a module graph of its own. */
const isolatedIntegrationFiles = ['tests/integration/privacyMatrix.test.ts'];

/**
 * One run: core rules (unit), the API over real HTTP on each database (the same integration files twice; the
 * privacy matrix apart, on PGlite), and the built client in Chromium (e2e, after the rest, two files at a time).
 */
export default defineConfig({
  resolve: {
    // NOTE: Pothos and Apollo (loaded by Node) get graphql's CommonJS entry; without this alias, code that Vitest
    // transforms would get the .mjs one, and graphql refuses objects from "another module or realm".
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    pool: 'forks',
    // NOTE: integration files wait on the database much of the time, so even two cores pay off with two workers.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'integration-pglite',
          include: integrationFiles,
          exclude: isolatedIntegrationFiles,
          // NOTE: the files share a worker's loaded modules (the app, the schema) instead of importing them again
          // each: that import was a quarter of the run. Each file still builds its own app on its own database.
          isolate: false,
          provide: { dbKind: 'pglite' },
          globalSetup: ['tests/support/pgliteTemplate.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'privacy-matrix',
          include: isolatedIntegrationFiles,
          provide: { dbKind: 'pglite' },
          globalSetup: ['tests/support/pgliteTemplate.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-postgres',
          include: integrationFiles,
          exclude: isolatedIntegrationFiles,
          isolate: false,
          provide: { dbKind: 'postgres' },
          globalSetup: ['tests/support/postgresServer.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/seededTemplate.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // A page waits on a server that shares two cores with another file's: Vitest's 1 s default for
          // expect.poll is shorter than one busy render (a CI run failed on it).
          expect: { poll: { timeout: 15_000 } },
          // NOTE: one more try for a browser test that failed, as Playwright's own runner does in CI: two cores
          // shared by two servers, two browsers and Vitest still produce the odd race no run here reproduced.
          // A broken behaviour fails both tries; the reporter names every test that needed the second.
          retry: 1,
          // After the other projects have finished with the CPU. Two files at a time: each has its own server
          // and data folder, and a file spends most of its time waiting on the page, so two use two cores.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
