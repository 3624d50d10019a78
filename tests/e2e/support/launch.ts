import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBuildCurrent, SERVER_INPUTS } from '../../../scripts/sourceStamp.mjs';
import { freePort } from '../../support/freePort';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** First start paints ~200 demo pins before listening; on a busy two-core machine that can take a while. */
const STARTUP_TIMEOUT_MS = 150_000;

export interface RunningServer {
  baseUrl: string;
  /** The server's DATA_DIR; without SMTP_URL its mail lands in `outbox/` here as .eml files. */
  dataDir: string;
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

const BUILT_SERVER = path.join(repoRoot, 'dist/server');

/**
 * The server as `npm start` runs it, bundled to JavaScript (a second or two less CPU per start than tsx, which
 * the two dozen e2e servers of a run add up), when that build is of the current sources; otherwise the sources
 * through tsx, so a test after an edit never drives an old server.
 */
function serverEntry(): string[] {
  return isBuildCurrent(repoRoot, BUILT_SERVER, SERVER_INPUTS)
    ? [path.join(BUILT_SERVER, 'main.mjs')]
    : ['--import', 'tsx', 'server/main.ts'];
}

/**
 * Runs the server on `dataDir` (kept when it stops) until /healthz answers; the first start on an empty
 * folder migrates and paints the demo content before it listens.
 */
export async function launchServer(
  dataDir: string,
  env: Record<string, string> = {},
  startupTimeoutMs = STARTUP_TIMEOUT_MS,
): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, serverEntry(), {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      GRAPHIQL: '1',
      SEED_DEMO: '1',
      DATABASE_URL: '',
      // The browser solves real bot-check challenges on every log-in and sign-up form (integration apps turn it off).
      BOT_CHECK: 'on',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  // SIGTERM lets the server close PGlite cleanly, so the folder can be opened again (or copied) afterwards.
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    }
  };

  const deadline = Date.now() + startupTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server exited during start-up (code ${child.exitCode}):\n${output}`);
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return { baseUrl, dataDir, stop };
    } catch {
      // Not listening yet: still migrating or seeding.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not answer /healthz within ${startupTimeoutMs / 1000} s:\n${output}`);
}
