import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowserSession } from './support/browserSession';

let session: BrowserSession;
let context: BrowserContext;
let page: Page;
let problems: string[];

beforeAll(async () => {
  session = await openBrowserSession();
}, 180_000);

afterAll(() => session?.close());

beforeEach(async () => {
  ({ context, page, problems } = await session.newTab());
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
