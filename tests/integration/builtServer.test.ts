import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyFolder } from '../support/copyFolder';
import { buildServerBundle, type ServerBundle } from '../support/serverBundle';
import { type ServerProcess, startServerProcess } from '../support/serverProcess';
import { adminQuery } from '../support/testDatabase';

let bundle: ServerBundle | undefined;
let dataDir = '';
let server: ServerProcess | undefined;
let origin = '';
let dropDatabase: (() => Promise<void>) | null = null;

/**
 * The production server as a container runs it: bundled by `npm run build:server`, started by bare `node` (no
 * tsx) on an embedded database that already exists (a copy of the migrated template), or on an empty Postgres
 * database that the bundle's own migrations must set up.
 */
beforeAll(async () => {
  bundle = await buildServerBundle();

  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tackboard-built-'));
  // Nothing may load TypeScript into the built server.
  const env: Record<string, string | undefined> = {
    NODE_OPTIONS: undefined,
    DATABASE_URL: undefined,
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
  };
  if (inject('dbKind') === 'postgres') {
    const adminUrl = inject('postgresAdminUrl');
    const name = `tb_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    dropDatabase = () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  } else {
    mkdirSync(path.join(dataDir, 'pglite'));
    await copyFolder(inject('pgliteTemplateDir'), path.join(dataDir, 'pglite'));
  }
  server = await startServerProcess({ entry: bundle.entry, env });
  origin = server.baseUrl;
});

afterAll(async () => {
  await server?.stop();
  await dropDatabase?.();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  bundle?.remove();
});

describe('the server built to JavaScript', () => {
  it('starts under plain node and answers from its database', async () => {
    const health = await fetch(`${origin}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });

    const response = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // raw GraphQL: sent by plain fetch to another process, which is what this test is about.
      body: JSON.stringify({ query: '{ board(username: "nobody", slug: "nothing") { id } }' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { board: null } });
  });

  it.runIf(inject('dbKind') === 'postgres')('sets up an empty database with its own migrations', () => {
    expect(server?.startupOutput).toMatch(/Applied migrations: 0001_init, /);
  });
});
