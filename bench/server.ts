import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import type { BenchTarget } from './target';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface RunningServer {
  url: string;
  pid: number;
  /** The server's last lines of output, for error reports. */
  output(): string;
  stop(): Promise<void>;
}

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('Could not find a free port');
  return address.port;
}

async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts the real server (`server/main.ts`, as `npm run serve` does) on the bench database, bound to
 * 127.0.0.1, with request logging, the rate limit and the demo seed off. Resolves once /healthz answers.
 */
export async function startServer(target: BenchTarget, timeoutMs: number): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: target.dataDir,
    SEED_DEMO: '0',
    RATE_LIMIT_PER_MINUTE: '0',
    LOG_LEVEL: process.env.BENCH_SERVER_LOG_LEVEL ?? 'warn',
  };
  if (target.database.kind === 'postgres') env.DATABASE_URL = target.database.url;
  else delete env.DATABASE_URL;

  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });

  const stop = async () => {
    if (exited) return;
    const done = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await done;
    clearTimeout(timer);
  };
  const output = () => lines.join('\n');

  const deadline = Date.now() + timeoutMs;
  while (!(await healthy(url))) {
    if (exited) throw new Error(`The server exited during start-up:\n${output()}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer /healthz within ${timeoutMs / 1000} s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, pid: child.pid!, output, stop };
}
