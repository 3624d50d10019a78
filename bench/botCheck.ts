/**
 * Bot-check difficulty: how long solving a challenge takes at BOT_CHECK_MAX_NUMBER (default 50 000), in Node with
 * altcha-lib's own solver and in headless Chromium (Debian's, as the e2e tests use) with the same loop the
 * solver runs in our Web Worker (one awaited crypto.subtle SHA-256 per number tried); plus what the server pays
 * to issue and to verify a challenge.
 *
 *   npx tsx bench/botCheck.ts                          # 40 challenges, BOT_CHECK_MAX_NUMBER or 50 000
 *   npx tsx bench/botCheck.ts --runs=100 --max=100000
 *
 * The secret number is random in 1..max, as the server draws it, so the average solve tries max/2 numbers.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChallenge, solveChallenge, verifySolution } from 'altcha-lib/v1';
import { chromium } from 'playwright-core';

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

async function inNode(): Promise<number[]> {
  const times: number[] = [];
  for (const c of await challenges()) {
    const start = performance.now();
    const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, MAX).promise;
    times.push(performance.now() - start);
    if (!solution) throw new Error('unsolved challenge');
  }
  return times;
}

async function inChromium(): Promise<number[]> {
  const site = createServer((_, response) => response.end('<!doctype html><title>bench</title>'));
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
    // NOTE: a string, not a function: tsx would wrap a function's inner arrows in a helper the page lacks.
    const script = `(async () => {
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
    return (await page.evaluate(script)) as number[];
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
console.log(summary('Node (altcha-lib solveChallenge)', await inNode()));
console.log(summary('Chromium (same loop, one thread)', await inChromium()));
console.log(await serverCosts());
