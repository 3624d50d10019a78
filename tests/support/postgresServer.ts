import { type ChildProcess, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { findPostgresBinaries } from '../../server/ops/postgresBinaries';
import './provided';
import { freePort } from './freePort';

/**
 * Global setup of the integration-postgres project: finds or starts one PostgreSQL server for the whole
 * run and hands its superuser URL to the test files, which each create their own database on it.
 *
 * In order: TEST_DATABASE_URL when set; a throwaway container when a Docker engine answers; otherwise
 * PostgreSQL's own binaries (Debian's `postgresql` package or any `initdb` on the PATH), started in a temp
 * folder and removed afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await findServer();
  project.provide('postgresAdminUrl', server.url);
  return server.stop;
}

interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

const HOW_TO_GET_POSTGRES = [
  'The integration-postgres tests need a PostgreSQL server, and none was found. Any one of these works:',
  '  - install the server binaries: apt-get install -y --no-install-recommends postgresql (Debian/Ubuntu),',
  '    brew install postgresql@16 (macOS); the tests start and stop their own server, no service needed;',
  '  - start a Docker engine (the tests then run postgres:16-alpine through testcontainers);',
  '  - set TEST_DATABASE_URL=postgres://user:password@host:5432/postgres for a role allowed to CREATE DATABASE.',
  'To skip these tests: npx vitest run --project unit --project integration-pglite',
].join('\n');

async function findServer(): Promise<RunningServer> {
  const fromEnv = process.env.TEST_DATABASE_URL;
  if (fromEnv) {
    await waitUntilAccepting(fromEnv, 10_000, () => null);
    return { url: fromEnv, stop: async () => {} };
  }
  if (await dockerReachable()) return startContainer();
  const binDir = findPostgresBinaries(['initdb', 'postgres']);
  if (binDir) return startLocalServer(binDir);
  throw new Error(HOW_TO_GET_POSTGRES);
}

// ---------------------------------------------------------------------------------------------------------
// Docker

/** Where a Docker engine listens, when one is configured or has its socket at a usual place. */
function dockerEndpoint(): http.RequestOptions | null {
  const host = process.env.DOCKER_HOST;
  if (host?.startsWith('unix://')) return { socketPath: host.slice('unix://'.length) };
  if (host?.startsWith('tcp://')) {
    const url = new URL(host.replace(/^tcp:/, 'http:'));
    return { host: url.hostname, port: Number(url.port || 2375) };
  }
  const uid = process.getuid?.() ?? 0;
  const sockets = [
    '/var/run/docker.sock',
    path.join(os.homedir(), '.docker/run/docker.sock'),
    path.join(os.homedir(), '.docker/desktop/docker.sock'),
    `/run/user/${uid}/docker.sock`,
  ];
  const socketPath = sockets.find((candidate) => existsSync(candidate));
  return socketPath ? { socketPath } : null;
}

/** Pings the Docker engine with a short timeout, so a dead socket never stalls the run. */
async function dockerReachable(): Promise<boolean> {
  // NOTE: a TLS-protected engine cannot be pinged without its certificates; let testcontainers try it.
  if (process.env.DOCKER_HOST && process.env.DOCKER_TLS_VERIFY) return true;
  const endpoint = dockerEndpoint();
  if (!endpoint) return false;
  return new Promise((resolve) => {
    const request = http.get({ ...endpoint, path: '/_ping', timeout: 1500 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

async function startContainer(): Promise<RunningServer> {
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const container = await new PostgreSqlContainer('postgres:16-alpine')
    .withCommand(['postgres', ...SPEED_SETTINGS])
    .start();
  return { url: container.getConnectionUri(), stop: async () => void (await container.stop()) };
}

// ---------------------------------------------------------------------------------------------------------
// Local binaries

/** Durability is worthless for a database that is thrown away after the run; these make writes cheap. */
const SPEED_SETTINGS = [
  '-c',
  'fsync=off',
  '-c',
  'synchronous_commit=off',
  '-c',
  'full_page_writes=off',
  '-c',
  'max_connections=200',
];

/** PostgreSQL refuses to run as root, so as root the server runs as the `postgres` OS user. */
function serverUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (!uid || !gid) {
    throw new Error(
      'Running as root, the tests start PostgreSQL as the `postgres` OS user, which does not exist here.\n' +
        'Installing the postgresql package creates it (or: useradd --system postgres).',
    );
  }
  return { uid: Number(uid), gid: Number(gid) };
}

function run(
  file: string,
  args: string[],
  options: { cwd: string; user: { uid: number; gid: number } | null },
) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(file, args, {
      cwd: options.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(options.user ?? {}),
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(file)} failed (${code}):\n${output}`)),
    );
  });
}

async function startLocalServer(binDir: string): Promise<RunningServer> {
  const user = serverUser();
  const root = mkdtempSync(path.join(os.tmpdir(), 'tackboard-pg-'));
  if (user) chownSync(root, user.uid, user.gid);
  const dataDir = path.join(root, 'data');
  await run(
    path.join(binDir, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'],
    { cwd: root, user },
  );

  const port = await freePort();
  const server: ChildProcess = spawn(
    path.join(binDir, 'postgres'),
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${root}`,
      ...SPEED_SETTINGS,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...(user ?? {}) },
  );
  let log = '';
  server.stdout?.on('data', (chunk) => (log += chunk));
  server.stderr?.on('data', (chunk) => (log += chunk));
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    server.on('exit', () => {
      exited = true;
      resolve();
    }),
  );
  // NOTE: if the test run dies without its teardown, do not leave a server behind.
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (!exited) {
      server.kill('SIGINT'); // fast shutdown: roll back open transactions, close connections
      const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exit;
      clearTimeout(timer);
    }
    rmSync(root, { recursive: true, force: true });
  };

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  try {
    await waitUntilAccepting(url, 30_000, () =>
      exited ? new Error(`PostgreSQL (${binDir}) stopped during start-up:\n${log}`) : null,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

async function waitUntilAccepting(
  url: string,
  timeoutMs: number,
  failure: () => Error | null,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      const fatal = failure();
      if (fatal) throw fatal;
      if (Date.now() > deadline) {
        throw new Error(`PostgreSQL at ${redact(url)} did not accept connections: ${String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => {});
    }
  }
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
