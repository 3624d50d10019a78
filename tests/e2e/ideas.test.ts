import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { collectPageProblems, launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

beforeEach(async () => {
  context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  problems = collectPageProblems(page);
});

afterEach(async () => {
  await context.close();
});

describe('the ideas area, signed out', () => {
  it('opens /ideas/ from the header, a topic with its related topics and Pins, then a Pin', async () => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Ideas' }).click();
    await page.waitForURL(/\/ideas\/$/);
    const topics = page.getByRole('list', { name: 'Topics' });
    // The demo's Kitchen Storage board makes a topic of its shared words.
    await topics.getByRole('link', { name: 'Kitchen storage' }).click();
    await page.waitForURL(/\/ideas\/kitchen-storage\/\d+\/$/);
    await page.getByRole('heading', { level: 1, name: 'Kitchen storage' }).waitFor();
    await page.getByRole('navigation', { name: 'Related topics' }).getByRole('link').first().waitFor();
    const feed = page.getByRole('list', { name: 'Kitchen storage Pins' });
    await feed.getByRole('listitem').first().waitFor();
    expect(await feed.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);

    await feed.getByRole('listitem').first().getByRole('link').first().click();
    await page.waitForURL(/\/pin\/\d+\/$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/kitchen storage/i);
    expect(problems).toEqual([]);
  });

  it('goes back to /ideas/ from an ideas page that fails to load', async () => {
    await page.goto('/ideas/no-such-topic/987654321/');
    await page.waitForURL(/\/ideas\/$/);
    await page.getByRole('list', { name: 'Topics' }).waitFor();
  });
});
