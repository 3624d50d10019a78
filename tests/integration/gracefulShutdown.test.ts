import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyFolder } from '../support/copyFolder';
import { SOURCES_ENTRY, startServerProcess } from '../support/serverProcess';
import { adminQuery, testDatabaseKind } from '../support/testDatabase';

let dataDir: string;
let databaseUrl: string | null = null;
const adminUrl = inject('postgresAdminUrl');

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tackboard-shutdown-'));
  if (testDatabaseKind() === 'postgres') {
    const name = `tb_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  } else {
    // The migrated template, so the server starts without running every migration.
    const template = inject('pgliteTemplateDir');
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    if (template) await copyFolder(template, path.join(dataDir, 'pglite'));
  }
});

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl)
    await adminQuery(
      adminUrl,
      `drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`,
    );
});

/** Starting a server process compiles it with tsx first: several seconds on a busy machine. */
const PROCESS_TEST_TIMEOUT_MS = 120_000;

describe('the server on SIGTERM', () => {
  it(
    'stops accepting, answers the request in flight, closes the pool and exits 0',
    async () => {
      const server = await startServerProcess({
        entry: SOURCES_ENTRY,
        env: {
          DATA_DIR: dataDir,
          SEED_DEMO: 'off',
          LOG_LEVEL: 'warn',
          MEDIA_WORKER: 'off',
          CLIENT_DIR: path.join(dataDir, 'no-client'),
          DATABASE_URL: databaseUrl ?? '',
        },
        stderr: 'inherit',
      });
      const { port } = server;
      try {
        // A request whose body is still on its way when the signal comes: `Expect: 100-continue` makes the server
        // say it has the request (its headers) before the body is sent.
        const body = JSON.stringify({ query: 'query ShutdownViewer { viewer { isAuth } }' });
        const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
          const request = http.request(
            {
              host: '127.0.0.1',
              port,
              method: 'POST',
              path: '/graphql',
              headers: {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(body),
                expect: '100-continue',
              },
            },
            (response) => {
              let text = '';
              response.on('data', (chunk) => {
                text += chunk;
              });
              response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
            },
          );
          request.on('error', reject);
          request.on('continue', () => {
            const stopped = server.waitForOutput(/SIGTERM: stopping/);
            server.child.kill('SIGTERM');
            stopped
              .then(async () => {
                // New connections are refused from now on.
                await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
                request.end(body);
              })
              .catch(reject);
          });
          request.flushHeaders();
        });

        const { status, text } = await answer;
        expect(status).toBe(200);
        expect(JSON.parse(text)).toEqual({ data: { viewer: { isAuth: false } } });
        expect(await server.exited).toBe(0);
      } finally {
        await server.stop();
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
