import { networkInterfaces } from 'node:os';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PIN_ATTRIBUTION_EXPERIMENT } from '../../core/pinAttribution';
import { EXPERIMENTS, experimentBucket, groupForBucket } from '../../server/domain/experiments';
import { type BrowserSession, openBrowserSession } from './support/browserSession';

let session: BrowserSession;
let context: BrowserContext;
let page: Page;
let problems: string[];

/**
 * An address of this machine that is not loopback: browsers treat localhost as secure, which hides what a
 * self-hoster on a LAN address sees (https-only headers, for one).
 */
function lanAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && !entry.internal && entry.family === 'IPv4');
  if (!address)
    throw new Error('This machine has no non-loopback IPv4 address to test plain-http LAN use with.');
  return address.address;
}

/** A visitor cookie whose experiment group shows the given pin credit (found by drawing, as the server does). */
function visitorCookieIn(group: string): string {
  const definition = EXPERIMENTS.get(PIN_ATTRIBUTION_EXPERIMENT)!;
  for (let i = 0; ; i++) {
    const value = `e2e-visitor-${String(i).padStart(20, '0')}`;
    if (
      groupForBucket(definition, experimentBucket(PIN_ATTRIBUTION_EXPERIMENT, `visitor:${value}`)) === group
    )
      return value;
  }
}

beforeAll(async () => {
  // Listening on every interface, as `npm start` does, so the LAN test below can reach it.
  session = await openBrowserSession({ server: { env: { HOST: '0.0.0.0' } } });
}, 180_000);

afterAll(() => session?.close());

beforeEach(async () => {
  ({ context, page, problems } = await session.newTab());
});

afterEach(async () => {
  await context.close();
});

describe('a visitor who is not signed in', () => {
  it.each(['board', 'pinner'] as const)(
    'sees how often each picture was saved, and the %s-only credit their visitor group draws',
    async (variant) => {
      await context.addCookies([
        { name: 'tb_visitor', value: visitorCookieIn(variant), url: session.server.baseUrl },
      ]);
      await page.goto('/');
      // A promoted pin may lead the feed from a protected board, which no public save counts.
      const card = page
        .getByRole('list', { name: 'Home feed Pins' })
        .locator('article:has(.pin-card__saves)')
        .first();
      await card.waitFor();
      expect(await card.locator('.pin-card__saves').textContent()).toMatch(/^\d+(\.\d)?k? saves?$/);
      const credit = card.locator('.pin-card__attribution');
      // The board alone has no avatar and links the board; the person alone links their profile.
      expect(await credit.locator('.avatar').count()).toBe(variant === 'board' ? 0 : 1);
      const href = (await credit.getByRole('link').getAttribute('href')) ?? '';
      expect(href.split('/').filter(Boolean)).toHaveLength(variant === 'board' ? 2 : 1);
      expect(problems).toEqual([]);
    },
  );

  it('sees the home feed at a plain-http LAN address, with no https upgrade and no console errors', async () => {
    const lanUrl = session.server.baseUrl.replace('127.0.0.1', lanAddress());
    const response = await page.goto(`${lanUrl}/`);
    expect(response?.headers()['strict-transport-security']).toBeUndefined();
    expect(response?.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const feed = page.getByRole('list', { name: 'Home feed Pins' });
    await feed.getByRole('listitem').first().waitFor();
    expect(await feed.getByRole('listitem').count()).toBeGreaterThan(5);
    await page.waitForFunction(() =>
      [...document.images].some((image) => image.complete && image.naturalWidth > 0),
    );
    expect(new URL(page.url()).protocol).toBe('http:');
    expect(problems).toEqual([]);
  });

  it('Back on a pin goes to the page of ours it was opened from, and home when it was opened from elsewhere', async () => {
    // Opened straight from another site (here: typed): nothing of ours is behind it.
    const pinHref = await (async () => {
      await page.goto('/');
      const link = page
        .getByRole('list', { name: 'Home feed Pins' })
        .getByRole('article')
        .first()
        .getByRole('link')
        .first();
      return (await link.getAttribute('href')) ?? '';
    })();
    await page.goto('about:blank');
    await page.goto(pinHref);
    await page.getByRole('button', { name: '← Back' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // Opened from search results: Back returns to them, not home.
    await page.goto('/search/pins/?q=kitchen');
    await page.locator('article.pin-card').first().getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/pin/'));
    await page.getByRole('button', { name: '← Back' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/search/pins/' && url.searchParams.get('q') === 'kitchen',
    );
    expect(problems).toEqual([]);
  });

  it('sees the home feed and, clicking Save on a pin, the "Log in to save this Pin" prompt', async () => {
    // Each page reports how long it took to look finished (its pictures in view loaded) through the tracking
    // request.
    const visualReport = (pageKind: string) =>
      page
        .waitForRequest((request) => {
          const url = new URL(request.url());
          return (
            url.pathname === '/v3/callback/event/' &&
            url.searchParams.get('event') === 'visual_complete' &&
            url.searchParams.get('page_kind') === pageKind
          );
        })
        .then((request) => new URL(request.url()).searchParams);
    const homeReport = visualReport('home_feed');
    await page.goto('/');
    const feed = page.getByRole('list', { name: 'Home feed Pins' });
    await feed.getByRole('listitem').first().waitFor();
    expect(await feed.getByRole('listitem').count()).toBeGreaterThan(5);
    await page.getByRole('link', { name: 'Log in' }).waitFor();
    const home = await homeReport;
    expect(home.get('ms')).toMatch(/^\d+$/);
    expect(Number(home.get('ms'))).toBeLessThan(60_000);
    expect(home.get('path')).toBe('/');

    const closeupReport = visualReport('pin_closeup');
    await feed.getByRole('listitem').first().getByRole('link').first().click();
    await page.waitForURL(/\/pin\/\d+\/$/);
    const pinPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1 }).waitFor();
    const closeup = await closeupReport;
    expect(closeup.get('ms')).toMatch(/^\d+$/);
    expect(closeup.get('path')).toBe(pinPath);

    const save = page.getByRole('button', { name: 'Save', exact: true });
    await save.click();
    const dialog = page.getByRole('dialog', { name: 'Log in to save this Pin' });
    await dialog.waitFor();
    await dialog.getByText("You're almost there! Log in to access all of Tackboard").waitFor();
    const loginHref = await dialog.getByRole('link', { name: 'Log in' }).getAttribute('href');
    expect(loginHref).toBe(`/login/?next=${encodeURIComponent(pinPath)}`);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await save.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('asked to log in from the prompt, comes back to the pin afterwards', async () => {
    await page.goto('/');
    await page.getByRole('list', { name: 'Home feed Pins' }).getByRole('link').first().click();
    await page.waitForURL(/\/pin\/\d+\/$/);
    const pinUrl = page.url();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(/\/login\/\?next=/);

    await page.getByLabel('Email or username').fill('demo@tackboard.local');
    await page.getByLabel('Password').fill('tackboard-demo');
    await page.getByRole('form', { name: 'Log in' }).getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(pinUrl);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
  });

  it('is sent home with a dismissible "couldn\'t find that page" notice when a pin does not exist', async () => {
    await page.goto('/pin/999999999/');
    // The show-error flag brings the notice and is then taken out of the address.
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    const notice = page.getByRole('alert').filter({ hasText: "Sorry, we couldn't find that page." });
    await notice.waitFor();
    await page.getByRole('list', { name: 'Home feed Pins' }).getByRole('listitem').first().waitFor();

    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
  });

  it('is sent home with the notice for a profile that does not exist', async () => {
    await page.goto('/nobody-by-this-name/');
    await page.getByText("Sorry, we couldn't find that page.").waitFor();
  });

  it('opens the GraphQL explorer at /graphiql and runs { viewer { isAuth } }', async () => {
    const query = '{ viewer { isAuth } }';
    await page.goto(`/graphiql?query=${encodeURIComponent(query)}`);
    const run = page.getByRole('button', { name: /^Execute query/ });
    await run.waitFor();
    // The editor is Monaco; its text appears once the editor and its workers are up.
    await page.locator('.graphiql-query-editor').getByText('isAuth').waitFor();

    const answered = page.waitForResponse(
      (response) => response.url().endsWith('/graphql') && response.request().method() === 'POST',
    );
    await run.click();
    const response = await answered;
    expect(await response.json()).toEqual({ data: { viewer: { isAuth: false } } });
    await page.locator('.result-window').getByText('false').waitFor();
    expect(problems.filter((p) => /Refused to|Content Security Policy/i.test(p))).toEqual([]);
  });
});
