import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './freePort';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The server from its TypeScript sources, through tsx (which compiles it at start: seconds on a busy machine). */
export const SOURCES_ENTRY = ['--import', 'tsx', 'server/main.ts'];

/** The line the server prints once it listens, with the port it listens on. */
const LISTENING = /Tackboard is running on http:\/\/localhost:(\d+)/;
/** How much of what it writes an error message quotes. */
const OUTPUT_TAIL = 8000;
/** How long a stop waits after SIGTERM before it kills the process. */
const STOP_GRACE_MS = 10_000;

export interface ServerProcessOptions {
  /** Node's arguments: a bundle's `main.mjs` (see `buildServerBundle`), or `SOURCES_ENTRY`. */
  entry: string[];
  /**
   * Set on top of this process's environment; `undefined` removes a variable, such as NODE_OPTIONS for a bundle
   * that nothing may load TypeScript into.
   */
  env?: Record<string, string | undefined>;
  /**
   * The port to listen on: by default a free one chosen before the start, so the server's default public
   * address (`http://localhost:<port>`) is its real one. 0 lets the server pick, as for processes started at
   * once (two probes for a free port could pick the same); it says which when it listens.
   */
  port?: number;
  /** `inherit` shows what the server writes to stderr in the test's output; by default it is only collected. */
  stderr?: 'pipe' | 'inherit';
  /** Past this, the start is given up: the process is stopped and the start fails with what it wrote. */
  startupTimeoutMs?: number;
}

export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>`, whichever HOST it listens on. */
  baseUrl: string;
  port: number;
  /** What it wrote to stdout before it listened (the migrations it applied, the demo content it painted). */
  startupOutput: string;
  /** Resolves with the first match of `pattern` in what it writes to stdout from now on; fails if it exits first. */
  waitForOutput(pattern: RegExp): Promise<RegExpMatchArray>;
  /** Its exit code, once it has exited (null when a signal ended it). */
  exited: Promise<number | null>;
  /**
   * SIGTERM, which lets it finish its requests and close its database cleanly (a PGlite folder can then be opened
   * again or copied), and SIGKILL if it is still running 10 s later. Resolves once it has exited.
   */
  stop(): Promise<void>;
}

/**
 * Starts the server as a child process of bare node, on 127.0.0.1 unless `env.HOST` says otherwise, and resolves
 * once it says it listens. A process that exits first, or does not listen within `startupTimeoutMs`, fails the
 * start with the end of what it wrote.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(options.port ?? (await freePort())),
  };
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  const child = spawn(process.execPath, options.entry, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', options.stderr ?? 'pipe'],
  });
  let tail = '';
  const collect = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-OUTPUT_TAIL);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;

  const waitForOutput = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      let seen = '';
      const onData = (chunk: Buffer) => {
        seen += chunk.toString();
        const match = pattern.exec(seen);
        if (match) {
          stopWatching();
          resolve(match);
        }
      };
      const onExit = () => {
        stopWatching();
        reject(
          new Error(
            `The server exited (${child.exitCode ?? child.signalCode}) before it printed ${pattern}:\n${tail}`,
          ),
        );
      };
      const stopWatching = () => {
        child.stdout?.off('data', onData);
        child.off('exit', onExit);
      };
      if (hasExited()) return onExit();
      child.stdout?.on('data', onData);
      child.once('exit', onExit);
    });

  const stop = async () => {
    if (hasExited()) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };

  let startup = '';
  const recordStartup = (chunk: Buffer) => {
    startup += chunk.toString();
  };
  child.stdout?.on('data', recordStartup);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    if (options.startupTimeoutMs === undefined) return;
    const seconds = options.startupTimeoutMs / 1000;
    timer = setTimeout(
      () => reject(new Error(`The server did not listen within ${seconds} s:\n${tail}`)),
      options.startupTimeoutMs,
    );
  });
  try {
    const [, port] = await Promise.race([waitForOutput(LISTENING), timedOut]);
    return {
      child,
      baseUrl: `http://127.0.0.1:${port}`,
      port: Number(port),
      startupOutput: startup,
      waitForOutput,
      exited,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  } finally {
    clearTimeout(timer);
    child.stdout?.off('data', recordStartup);
  }
}
