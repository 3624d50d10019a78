import path from 'node:path';
import { isBuildCurrent, SERVER_INPUTS } from '../../../scripts/sourceStamp.mjs';
import { repoRoot, SOURCES_ENTRY, startServerProcess } from '../../support/serverProcess';

/** First start paints ~200 demo pins before listening; on a busy two-core machine that can take a while. */
const STARTUP_TIMEOUT_MS = 150_000;

export interface RunningServer {
  baseUrl: string;
  /** The server's DATA_DIR; without SMTP_URL its mail lands in `outbox/` here as .eml files. */
  dataDir: string;
  stop(): Promise<void>;
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
    : SOURCES_ENTRY;
}

/**
 * Runs the server on `dataDir` (kept when it stops) until it listens; the first start on an empty folder
 * migrates and paints the demo content before it listens.
 */
export async function launchServer(
  dataDir: string,
  env: Record<string, string> = {},
  startupTimeoutMs = STARTUP_TIMEOUT_MS,
): Promise<RunningServer> {
  const server = await startServerProcess({
    entry: serverEntry(),
    env: {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      GRAPHIQL: '1',
      SEED_DEMO: '1',
      DATABASE_URL: '',
      // The browser solves real bot-check challenges on every log-in and sign-up form (integration apps turn it off).
      BOT_CHECK: 'on',
      ...env,
    },
    startupTimeoutMs,
  });
  return { baseUrl: server.baseUrl, dataDir, stop: server.stop };
}
