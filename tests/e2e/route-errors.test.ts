import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GENERIC_ERROR } from '../../core/texts';
import { type BrowserSession, openBrowserSession } from './support/browserSession';

let session: BrowserSession;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  session = await openBrowserSession();
}, 180_000);

afterAll(() => session?.close());

beforeEach(async () => {
  ({ context, page } = await session.newTab());
});

afterEach(async () => {
  await context.close();
});

/** Our error screen: the page's heading, focused, with Try again and a way home, under the site header. */
async function expectOurErrorScreen(): Promise<void> {
  const alert = page.getByRole('alert').filter({ hasText: GENERIC_ERROR });
  await alert.waitFor();
  const heading = alert.getByRole('heading', { level: 1, name: GENERIC_ERROR });
  await expect.poll(() => heading.evaluate((node) => node === document.activeElement)).toBe(true);
  await alert.getByRole('button', { name: 'Try again' }).waitFor();
  expect(await alert.getByRole('link', { name: 'Go to the home feed' }).getAttribute('href')).toBe('/');
  await page.getByRole('banner').waitFor();
  // React Router's own screen for an error nobody handled.
  expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
}

describe('a page that fails shows our error screen, not the router default', () => {
  it('when its code cannot be loaded, and Try again loads it once it can', async () => {
    const block = (route: { abort(): Promise<void> }) => route.abort();
    await page.route(/\/assets\/SignupRoute-[^/]+\.js$/, block);
    await page.goto('/signup/');
    await expectOurErrorScreen();

    await page.unroute(/\/assets\/SignupRoute-[^/]+\.js$/, block);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('textbox', { name: 'Email' }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: GENERIC_ERROR }).count()).toBe(0);
  });

  it('when its query fails', async () => {
    await page.route('**/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (body.includes('SecuritySettingsRouteQuery')) await route.fulfill({ status: 500, body: 'down' });
      else await route.continue();
    });
    await page.goto('/settings/security/');
    await expectOurErrorScreen();
  });
});
