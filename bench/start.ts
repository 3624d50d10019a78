import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { processGroupCpuMs } from './cpu';
import { freePort } from './server';

/**
 * Start commands on an existing database, from spawn to the first answer of `/healthz`, as a person or a
 * container re-starting the app sees it. A first start creates the database (and builds what is not current) and
 * is not counted; then each command is started `--runs` (5) times, the commands taking turns so a change in the
 * machine's load hits them alike. Prints, per command, the median wall time and the median CPU time the start's
 * processes used until that answer (the steadier figure on a shared machine).
 * Usage: `npx tsx bench/start.ts [--runs=5] [--command=…]…` (default: `npm start`); with `DATABASE_URL` set, on
 * that Postgres database instead of the embedded one.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
function option(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}
const runs = Number(option('runs') ?? 5);
const commands = process.argv.filter((arg) => arg.startsWith('--command=')).map((arg) => arg.slice(10));
if (commands.length === 0) commands.push('npm start');
const dataDir = mkdtempSync(path.join(tmpdir(), 'tackboard-start-'));

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

interface Start {
  seconds: number;
  cpuSeconds: number;
}

/** Wall and CPU seconds from spawning `command` to a 200 from `/healthz`; the server is stopped before it resolves. */
async function timeStart(command: string): Promise<Start> {
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
    const seconds = (performance.now() - started) / 1000;
    return { seconds, cpuSeconds: processGroupCpuMs(child.pid!) / 1000 };
  } finally {
    // The shell, npm and the server are one process group: stop them together.
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

try {
  const first = await timeStart(commands[0]!);
  console.log(`first start (creates the database): ${first.seconds.toFixed(2)} s`);
  const results = new Map<string, Start[]>(commands.map((command) => [command, []]));
  const loadBefore = loadavg()[0]!;
  for (let run = 0; run < runs; run += 1) {
    for (const command of commands) {
      const result = await timeStart(command);
      results.get(command)!.push(result);
      console.log(
        `${command} #${run + 1}: ${result.seconds.toFixed(2)} s (CPU ${result.cpuSeconds.toFixed(2)} s)`,
      );
    }
  }
  console.log(`load average (1 min): ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`);
  for (const [command, starts] of results) {
    const wall = median(starts.map((start) => start.seconds));
    const cpu = median(starts.map((start) => start.cpuSeconds));
    console.log(`median spawn → first answer, ${command}: ${wall.toFixed(2)} s (CPU ${cpu.toFixed(2)} s)`);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
