import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server';

/**
 * `npm start` on an existing embedded database, from spawn to the first answer of `/healthz`,
 * as a person re-starting the app sees it. The first run creates the database (and builds the client when it is
 * not current) and is not counted;
 * the next `--runs` (3) are, and the median is printed. `--command` times another start command instead (the
 * "before" figure: `--command='npm run build && node_modules/.bin/tsx server/main.ts'`, the old `npm start`).
 * Usage: `npx tsx bench/start.ts [--runs=3] [--command=…]`.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
function option(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}
const runs = Number(option('runs') ?? 3);
const command = option('command') ?? 'npm start';
const dataDir = mkdtempSync(path.join(tmpdir(), 'tackboard-start-'));

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** Seconds from spawning the start command to a 200 from `/healthz`; the server is stopped before it resolves. */
async function timeStart(): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('sh', ['-c', command], {
    cwd: ROOT,
    // No demo seed: it would run on the first start only and take minutes; the database is what a restart finds.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    while (!(await answers(`http://127.0.0.1:${port}/healthz`))) {
      if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return (performance.now() - started) / 1000;
  } finally {
    // The shell, npm, tsx and the server are one process group: stop them together.
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

try {
  const first = await timeStart();
  console.log(`first start (creates the database): ${first.toFixed(2)} s`);
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    times.push(await timeStart());
    console.log(`start ${run + 1}: ${times.at(-1)!.toFixed(2)} s`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`median spawn → first answer: ${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)} s`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
