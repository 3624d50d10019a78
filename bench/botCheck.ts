/**
 * Bot-check difficulty: how long solving a challenge takes at BOT_CHECK_MAX_NUMBER (default 50 000), in Node and
 * in headless Chromium (Debian's, as the e2e tests use), each with altcha-lib's way (one awaited WebCrypto
 * SHA-256 per number tried) and with ours (`core/botCheckSolver.ts`: synchronous hashing; in Chromium the built
 * client's own solver worker, so run `npm run build` first); plus what the server pays to issue and to verify a
 * challenge.
 *
 *   npx tsx bench/botCheck.ts                          # 40 challenges, BOT_CHECK_MAX_NUMBER or 50 000
 *   npx tsx bench/botCheck.ts --runs=100 --max=100000
 *
 * The secret number is random in 1..max, as the server draws it, so the average solve tries max/2 numbers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createChallenge, solveChallenge, verifySolution } from 'altcha-lib/v1';
import { chromium } from 'playwright-core';
import { solveBotCheck } from '../core/botCheckSolver';

function option(name: string, fallback: number): number {
  const flag = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  const value = flag ? Number(flag.split('=')[1]) : fallback;
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

const RUNS = option('runs', 40);
const MAX = option('max', Number(process.env.BOT_CHECK_MAX_NUMBER ?? 50_000));
const KEY = 'bench-key';

function summary(label: string, ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const mean = sorted.reduce((sum, t) => sum + t, 0) / sorted.length;
  return `${label.padEnd(34)} mean ${mean.toFixed(0).padStart(5)} ms   p50 ${at(0.5).toFixed(0).padStart(5)} ms   p95 ${at(0.95).toFixed(0).padStart(5)} ms   max ${at(1).toFixed(0).padStart(5)} ms`;
}

async function challenges() {
  const list = [];
  for (let i = 0; i < RUNS; i++)
    list.push(await createChallenge({ hmacKey: KEY, maxNumber: MAX, params: { action: 'web_auth' } }));
  return list;
}

async function inNode(): Promise<{ altcha: number[]; ours: number[] }> {
  const altcha: number[] = [];
  const ours: number[] = [];
  for (const c of await challenges()) {
    let start = performance.now();
    const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, MAX).promise;
    altcha.push(performance.now() - start);
    start = performance.now();
    const number = solveBotCheck({ ...c, maxNumber: MAX });
    ours.push(performance.now() - start);
    if (!solution || number !== solution.number) throw new Error('unsolved challenge');
  }
  return { altcha, ours };
}

/** The solver worker of the built client (client/dist/assets/solver.worker-<hash>.js). */
function builtSolverWorker(): string {
  const assets = path.resolve(import.meta.dirname, '../client/dist/assets');
  const name = readdirSync(assets).find((file) => /^solver\.worker-[\w-]+\.js$/.test(file));
  if (!name) throw new Error('No solver worker in client/dist/assets: run `npm run build` first.');
  return readFileSync(path.join(assets, name), 'utf8');
}

async function inChromium(): Promise<{ altcha: number[]; ours: number[] }> {
  const worker = builtSolverWorker();
  const site = createServer((request, response) => {
    if (request.url === '/solver.js') {
      response.setHeader('content-type', 'text/javascript');
      response.end(worker);
    } else response.end('<!doctype html><title>bench</title>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    // crypto.subtle needs a secure context: a page from 127.0.0.1 is one (about: and data: pages are not).
    await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`);
    const list = (await challenges()).map((c) => ({ challenge: c.challenge, salt: c.salt }));
    // NOTE: strings, not functions: tsx would wrap a function's inner arrows in a helper the page lacks.
    const altcha = `(async () => {
      const encoder = new TextEncoder();
      const hex = (buffer) => [...new Uint8Array(buffer)].map((x) => x.toString(16).padStart(2, '0')).join('');
      const times = [];
      for (const { challenge, salt } of ${JSON.stringify(list)}) {
        const start = performance.now();
        let found = false;
        for (let n = 0; n <= ${MAX} && !found; n++) {
          found = hex(await crypto.subtle.digest('SHA-256', encoder.encode(salt + n))) === challenge;
        }
        if (!found) throw new Error('unsolved challenge');
        times.push(performance.now() - start);
      }
      return times;
    })()`;
    // The page's way: one worker, a challenge posted, its answer awaited (the worker's start is not timed).
    const ours = `(async () => {
      const worker = new Worker('/solver.js', { type: 'module' });
      const solve = (request) => new Promise((resolve) => {
        worker.onmessage = (event) => resolve(event.data);
        worker.postMessage(request);
      });
      await solve({ id: 0, algorithm: 'SHA-256', challenge: '00', salt: '', maxNumber: 0 });
      const times = [];
      for (const [id, { challenge, salt }] of ${JSON.stringify(list)}.entries()) {
        const start = performance.now();
        const answer = await solve({ id, algorithm: 'SHA-256', challenge, salt, maxNumber: ${MAX} });
        if (answer.number === null) throw new Error('unsolved challenge');
        times.push(performance.now() - start);
      }
      worker.terminate();
      return times;
    })()`;
    return {
      altcha: (await page.evaluate(altcha)) as number[],
      ours: (await page.evaluate(ours)) as number[],
    };
  } finally {
    await browser.close();
    site.close();
  }
}

async function serverCosts(): Promise<string> {
  const count = 2000;
  let start = performance.now();
  const issued = [];
  for (let i = 0; i < count; i++)
    issued.push(await createChallenge({ hmacKey: KEY, maxNumber: MAX, number: 5 }));
  const issueUs = ((performance.now() - start) * 1000) / count;
  start = performance.now();
  for (const c of issued) {
    const ok = await verifySolution({ ...c, number: 5 }, KEY, false);
    if (!ok) throw new Error('verification failed');
  }
  const verifyUs = ((performance.now() - start) * 1000) / count;
  return `server: issue a challenge ${issueUs.toFixed(0)} µs, verify a solution ${verifyUs.toFixed(0)} µs (HMAC + one SHA-256; the spend adds one INSERT)`;
}

console.log(`bot check, BOT_CHECK_MAX_NUMBER=${MAX}, ${RUNS} challenges each`);
const node = await inNode();
console.log(summary('Node, altcha-lib solveChallenge', node.altcha));
console.log(summary('Node, ours (solveBotCheck)', node.ours));
const browser = await inChromium();
console.log(summary('Chromium, awaited crypto.subtle loop', browser.altcha));
console.log(summary('Chromium, the built solver worker', browser.ours));
console.log(await serverCosts());
