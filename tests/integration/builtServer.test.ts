import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildServer } from '../../scripts/buildServer';
import { copyFolder } from '../support/copyFolder';
import { freePort } from '../support/freePort';
import { adminQuery } from '../support/testDatabase';

const root = path.resolve(import.meta.dirname, '../..');

let outDir = '';
let dataDir = '';
let server: ChildProcess | null = null;
let output = '';
let origin = '';
let dropDatabase: (() => Promise<void>) | null = null;

/**
 * The production server as a container runs it: bundled by `npm run build:server`, started by bare `node` (no
 * tsx) on an embedded database that already exists (a copy of the migrated template), or on an empty Postgres
 * database that the bundle's own migrations must set up.
 */
beforeAll(async () => {
  // Inside the repository: the bundle imports its packages from the node_modules above it.
  mkdirSync(path.join(root, 'dist'), { recursive: true });
  outDir = mkdtempSync(path.join(root, 'dist', 'test-server-'));
  await buildServer(root, outDir);

  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tackboard-built-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', SEED_DEMO: '0' };
  // Nothing may load TypeScript into the built server.
  delete env.NODE_OPTIONS;
  delete env.DATABASE_URL;
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
  const port = await freePort();
  env.PORT = String(port);
  origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(outDir, 'main.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  while (!output.includes('Tackboard is running')) {
    if (child.exitCode !== null)
      throw new Error(`The built server exited with ${child.exitCode}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await dropDatabase?.();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (outDir) rmSync(outDir, { recursive: true, force: true });
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
    expect(output).toMatch(/Applied migrations: 0001_init, /);
  });
});
