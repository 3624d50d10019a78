import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickToCloseWindow } from './support/browser';
import { type BrowserSession, openBrowserSession } from './support/browserSession';
import { type LocalSite, paintPng, startLocalSite } from './support/localSite';
import { graphql, logIn } from './support/session';

let session: BrowserSession;
let site: LocalSite;
/** Demo's browser: signed in for the whole file. */
let context: BrowserContext;
let page: Page;

const DEMO = 'demo@tackboard.local';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  [session, site] = await Promise.all([
    // The test site lives on 127.0.0.1, which the server only fetches from when told to; the upsell experiment
    // is switched on for everyone so its test does not depend on which group demo falls in.
    openBrowserSession({
      server: { env: { ALLOW_PRIVATE_FETCH: '1', EXPERIMENTS: 'web_post_create_retargeting=enabled' } },
    }),
    startLocalSite({
      vase: await paintPng(600, 400, [60, 110, 200]),
      lamp: await paintPng(500, 500, [220, 160, 40]),
      icon: await paintPng(64, 64, [30, 30, 30]),
    }),
  ]);
  // A blog post with two large pictures and a small icon.
  site.page(
    '/post.html',
    `<!doctype html><html><head><title>Blue ceramic vase</title></head><body>
      <h1>Blue ceramic vase</h1><img src="/img/icon.png" alt=""><img src="/img/vase.png" alt="Vase">
      <p>Thrown by hand.</p><img src="/img/lamp.png" alt="Lamp"></body></html>`,
  );
  // A gallery whose pictures are named in its metadata but not on the page yet (as with lazy loading).
  site.page(
    '/gallery.html',
    `<!doctype html><html><head><title>Lamp gallery</title>
      <meta property="og:image" content="/img/vase.png"><meta name="twitter:image" content="/img/lamp.png">
      </head><body><h1>Lamp gallery</h1><img src="/img/icon.png" alt=""></body></html>`,
  );
  ({ context, page } = session);
  await logIn(page, DEMO);
}, 180_000);

afterAll(async () => {
  await Promise.all([session?.close(), site?.stop()]);
});

function buttonUrl(params: Record<string, string>, method = 'button'): string {
  return `${session.server.baseUrl}/pin/create/${method}/?${new URLSearchParams(params)}`;
}

/** Opens a url as a popup from a page of the test site, the way a Save button does, and returns the popup. */
async function openPopupFromSite(url: string): Promise<Page> {
  await page.goto(`${site.origin}/post.html`);
  const popup = context.waitForEvent('page');
  await page.evaluate((href) => {
    window.open(href, 'tackboard_pin_create', 'width=600,height=600');
  }, url);
  const opened = await popup;
  await opened.waitForLoadState();
  return opened;
}

interface NewestPin {
  title: string;
  description: string;
  link: string | null;
  pinnedToBoard: { name: string };
  section: { name: string } | null;
}

/** The newest pin demo has made, as the API reports it. */
async function newestPin(): Promise<NewestPin> {
  await page.goto('/');
  const data = await graphql<{ viewer: { user: { pins: { edges: { node: NewestPin }[] } } } }>(
    page,
    `query { viewer { user { pins(first: 1) { edges { node {
      title description link pinnedToBoard { name } section { name } } } } } } }`,
  );
  return data.viewer.user.pins.edges[0]!.node;
}

describe('the external pin-create page, signed in on a desktop', () => {
  it('from a Save button popup: choose a board, the pin is saved, and the window closes itself', async () => {
    const link = `${site.origin}/post.html`;
    const popup = await openPopupFromSite(
      buttonUrl({ url: link, media: `${site.origin}/img/vase.png`, description: 'Blue ceramic vase' }),
    );
    const tracked: string[] = [];
    popup.on('request', (request) => {
      if (request.url().includes('/v3/callback/event/')) tracked.push(request.url());
    });
    // The popup is made 750 px wide (it was opened at 600), the picture shows once the server has it.
    await popup.getByRole('heading', { name: 'Choose board' }).waitFor();
    expect(await popup.evaluate(() => window.outerWidth)).toBeGreaterThanOrEqual(750);
    await popup.getByRole('img', { name: 'Blue ceramic vase' }).waitFor({ timeout: 15_000 });
    expect(await popup.getByLabel('Description').inputValue()).toBe('Blue ceramic vase');

    await popup.getByRole('option', { name: /Gift ideas/ }).click();
    await popup.getByRole('heading', { name: 'Saved to Gift ideas' }).waitFor();
    const toast = popup.getByRole('status').filter({ hasText: 'Saved to Gift ideas' });
    await toast.waitFor();
    expect(await toast.getByRole('link', { name: 'View' }).getAttribute('href')).toMatch(/^\/pin\/\d+\/$/);
    await popup.getByText(/This window closes in \d+ s/).waitFor();

    // The tracking image request.
    const event = new URL(tracked[0] ?? 'http://x/');
    expect(Object.fromEntries(event.searchParams)).toMatchObject({
      client: 'web',
      event: 'pin_create_success',
      path: '/pin/create/button/',
    });
    expect(event.searchParams.get('pin_id')).toMatch(/^\d+$/);

    // The success view closes itself after 10 s.
    await popup.waitForEvent('close', { timeout: 15_000 });
    const pin = await newestPin();
    expect(pin).toMatchObject({
      description: 'Blue ceramic vase',
      link,
      pinnedToBoard: { name: 'Gift ideas' },
    });
  });

  it('a failed create: the error toast, the page stays, and the boards can be chosen again', async () => {
    await page.goto(
      buttonUrl({
        url: `${site.origin}/post.html`,
        media: `${site.origin}/img/vase.png`,
        description: 'Vase',
      }),
    );
    const failing = async (route: Route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName === 'CreatePinMutation')
        await route.fulfill({ status: 502, body: 'Bad gateway' });
      else await route.continue();
    };
    await page.route('**/graphql', failing);
    const tracked = page.waitForRequest((request) => request.url().includes('event=pin_create_fail'));
    await page.getByRole('option', { name: /Gift ideas/ }).click();
    await page.getByRole('alert').filter({ hasText: 'Sorry! Something went wrong on our end.' }).waitFor();
    await tracked;
    await page.unroute('**/graphql', failing);
    // Still the same page, with the creating state reset: the next choice saves.
    expect(await page.getByLabel('Description').inputValue()).toBe('Vase');
    await page.getByRole('option', { name: /Gift ideas/ }).click();
    await page.getByRole('heading', { name: 'Saved to Gift ideas' }).waitFor();
  });

  it('sends one of our own pin pages to that pin’s save flow', async () => {
    await page.goto('/');
    const feed = await graphql<{ homeFeed: { edges: { node: { entityId: string } }[] } }>(
      page,
      '{ homeFeed(first: 1) { edges { node { entityId } } } }',
    );
    const pinId = feed.homeFeed.edges[0]!.node.entityId;
    await page.goto(buttonUrl({ url: `${session.server.baseUrl}/amp/pin/${pinId}/` }));
    await page.waitForURL(`**/pin/${pinId}/repin/x/`);
    await page.getByRole('dialog', { name: 'Choose board' }).waitFor();
  });

  it('renders nothing without a url or an image', async () => {
    await page.goto('/pin/create/?description=Nothing+to+save');
    await page.waitForLoadState('networkidle');
    expect((await page.locator('#main').innerText()).trim()).toBe('');
  });
});

describe('the bookmarklet', () => {
  async function bookmarkletHref(): Promise<string> {
    await page.goto('/tools/bookmarklet/');
    const link = page.getByRole('link', { name: 'Save to Tackboard' });
    expect(await link.getAttribute('draggable')).toBe('true');
    await page.getByRole('heading', { name: 'Save buttons for your website' }).waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href.startsWith('javascript:')).toBe(true);
    return href;
  }

  /** Clicks the bookmark on a page of the test site; resolves with the next window opened. */
  async function runBookmarklet(path: string, href: string): Promise<{ popup: Promise<Page> }> {
    await page.goto(`${site.origin}${path}`);
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    const popup = context.waitForEvent('page');
    await page.evaluate((code) => {
      const bookmark = document.createElement('a');
      bookmark.href = code;
      document.body.append(bookmark);
      bookmark.click();
    }, href);
    return { popup };
  }

  it('offers the page’s large images, and the one picked opens the pin-create popup', async () => {
    const href = await bookmarkletHref();
    const { popup } = await runBookmarklet('/post.html', href);
    const overlay = page.getByRole('dialog', { name: 'Choose an image to save to Tackboard' });
    await overlay.waitFor();
    // The 64 px icon is left out (more than 119 px on both sides).
    expect(await overlay.getByRole('button', { name: /^Save image/ }).count()).toBe(2);
    await overlay.getByRole('button', { name: 'Save image 2 of 2 (500 x 500)' }).click();
    const opened = await popup;
    const url = new URL(opened.url());
    expect(url.pathname).toBe('/pin/create/bookmarklet/');
    expect(url.searchParams.get('media')).toBe(`${site.origin}/img/lamp.png`);
    expect(url.searchParams.get('url')).toBe(`${site.origin}/post.html`);
    expect(url.searchParams.get('description')).toBe('Blue ceramic vase');

    await opened.getByRole('option', { name: /Gift ideas/ }).click();
    await opened.getByRole('heading', { name: 'Saved to Gift ideas' }).waitFor();
    await clickToCloseWindow(opened, opened.getByRole('button', { name: 'Close' }));
  });

  it('without an image on the page, the popup finds the page’s images for the person to pick one', async () => {
    const href = await bookmarkletHref();
    const { popup } = await runBookmarklet('/gallery.html', href);
    const opened = await popup;
    expect(new URL(opened.url()).searchParams.has('media')).toBe(false);

    const choices = opened.getByRole('group', { name: 'Choose an image' });
    await choices.waitFor({ timeout: 20_000 });
    expect(await choices.getByRole('button').count()).toBe(2);
    await choices.getByRole('button', { name: 'Image 2 of 2 (500 × 500)' }).click();
    await opened.getByRole('img', { name: 'Lamp gallery' }).waitFor({ timeout: 15_000 });

    // Into a section: Places to Go has sections, so its section list opens.
    await opened.getByRole('option', { name: /Places to Go/ }).click();
    await opened.getByRole('heading', { name: 'Choose section' }).waitFor();
    await opened.getByRole('button', { name: /Coast/ }).click();
    await opened.getByRole('heading', { name: 'Saved to Coast in Places to Go' }).waitFor();
    await clickToCloseWindow(opened, opened.getByRole('button', { name: 'Close' }));

    const pin = await newestPin();
    expect(pin).toMatchObject({
      description: 'Lamp gallery',
      link: `${site.origin}/gallery.html`,
      pinnedToBoard: { name: 'Places to Go' },
      section: { name: 'Coast' },
    });
  });
});

describe('Save buttons on other websites', () => {
  it('the embeddable script turns marked links and images into Save buttons that open the popup', async () => {
    const script = await readFile(new URL('../../client/public/save-button.js', import.meta.url), 'utf8');
    site.page(
      '/shop.html',
      `<!doctype html><html><head><title>Lamp shop</title>
        <script async src="${session.server.baseUrl}/save-button.js"></script></head><body>
        <img src="/img/lamp.png" alt="Brass lamp" data-tackboard-media>
        <a data-tackboard-save href="${buttonUrl({ url: `${site.origin}/shop.html`, media: `${site.origin}/img/vase.png` })}"></a>
      </body></html>`,
    );
    // NOTE: the server answers with Cross-Origin-Resource-Policy: same-origin, which stops other sites from
    // loading the script; until it is served cross-origin, the test hands the browser the same file.
    await page.route(`${session.server.baseUrl}/save-button.js`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: script }),
    );
    await page.goto(`${site.origin}/shop.html`);
    const imageButton = page.getByRole('button', { name: 'Save “Brass lamp” to Tackboard' });
    await imageButton.waitFor();
    const link = page.getByRole('link', { name: 'Save to Tackboard' });
    expect(new URL((await link.getAttribute('href')) ?? '').searchParams.get('guid')).toMatch(/^tb-/);

    const popup = context.waitForEvent('page');
    await imageButton.click();
    const opened = await popup;
    const url = new URL(opened.url());
    expect(url.pathname).toBe('/pin/create/button/');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      url: `${site.origin}/shop.html`,
      media: `${site.origin}/img/lamp.png`,
      description: 'Brass lamp',
    });
    await opened.getByRole('heading', { name: 'Choose board' }).waitFor();
    await opened.close();
    await page.unroute(`${session.server.baseUrl}/save-button.js`);
  });
});

describe('the pin-create page for visitors and on phones', () => {
  it('signed out on a desktop: the draft view with log-in, and after logging in the same page', async () => {
    const { context: visitor, page: tab } = await session.newTab({ viewport: { width: 900, height: 800 } });
    // Written the way hand-made Save links often are: no trailing slash, + for spaces, an extra parameter.
    const path = `/pin/create/button?url=${encodeURIComponent(`${site.origin}/post.html`)}&media=${encodeURIComponent(`${site.origin}/img/vase.png`)}&description=Blue+ceramic+vase&ref=footer`;
    await tab.goto(path);
    await tab.getByRole('heading', { name: 'Log in to create a Pin or board' }).waitFor();
    await tab.getByRole('region', { name: 'Your Pin draft' }).waitFor();
    await tab.getByRole('link', { name: 'Log in' }).click();
    const form = tab.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email or username').fill(DEMO);
    await form.getByLabel('Password').fill('tackboard-demo');
    await form.getByRole('button', { name: 'Log in' }).click();
    await tab.getByRole('heading', { name: 'Choose board' }).waitFor();
    const back = new URL(tab.url());
    expect(`${back.pathname}${back.search}`).toBe(path);
    expect(await tab.getByLabel('Description').inputValue()).toBe('Blue ceramic vase');
    await visitor.close();
  });

  it('signed out on a phone: sent home', async () => {
    const { context: phone, page: tab } = await session.newTab({
      viewport: { width: 390, height: 844 },
      userAgent: IPHONE_UA,
      isMobile: true,
    });
    await tab.goto(buttonUrl({ url: `${site.origin}/post.html`, media: `${site.origin}/img/vase.png` }));
    await tab.waitForURL((url) => url.pathname === '/');
    await phone.close();
  });

  it('signed in on a phone: Choose board, Create board carries the pin there and back, and it is saved', async () => {
    const { context: phone, page: tab } = await session.newTab({
      viewport: { width: 390, height: 844 },
      userAgent: IPHONE_UA,
      isMobile: true,
      storageState: await context.storageState(),
    });
    await tab.goto(`${site.origin}/post.html`);
    await tab.goto(
      buttonUrl({
        url: `${site.origin}/post.html`,
        media: `${site.origin}/img/lamp.png`,
        description: 'Lamp',
      }),
    );
    await tab.getByRole('heading', { level: 1, name: 'Choose board' }).waitFor();
    await tab.getByRole('button', { name: 'Cancel' }).waitFor();
    await tab
      .getByRole('listbox', { name: 'Boards' })
      .getByRole('option', { name: /Gift ideas/ })
      .waitFor();

    await tab.getByRole('button', { name: 'Create board' }).click();
    await tab.waitForURL((url) => url.pathname === '/board/create/' && url.searchParams.has('pin_create'));
    await tab.getByLabel('Name').fill('Lamps');
    await tab.getByRole('form', { name: 'Create board' }).getByRole('button', { name: 'Create' }).click();

    // Back on the pin-create page, the pin is saved to the new board; then the page goes back two steps.
    await tab.getByRole('status').filter({ hasText: 'Saved to Lamps' }).waitFor();
    await tab.waitForURL(`${site.origin}/post.html`);
    await phone.close();
    const pin = await newestPin();
    expect(pin).toMatchObject({ description: 'Lamp', pinnedToBoard: { name: 'Lamps' } });
  });
});

describe('the photo-network upsell after a create', () => {
  it('shows when all five conditions hold, can be dismissed only after 2 s, and Connect now leads to the claim page', async () => {
    await page.goto('/');
    await graphql(
      page,
      `mutation { updateUserSettings(input: { listedWebsiteUrl: "https://www.instagram.com/demo.makes/" }) {
        __typename } }`,
    );
    await page.goto(
      buttonUrl({
        url: 'https://www.instagram.com/p/CxTackboard/',
        media: `${site.origin}/img/vase.png`,
        description: 'Vase from Instagram',
      }),
    );
    await page.getByRole('option', { name: /Gift ideas/ }).click();
    const upsell = page.getByRole('dialog', { name: 'Connect your Instagram account' });
    await upsell.waitFor();
    // No way to dismiss at first; clicking outside does nothing.
    expect(await upsell.getByRole('button', { name: 'Not now' }).count()).toBe(0);
    await page.mouse.click(10, 10);
    await page.keyboard.press('Escape');
    expect(await upsell.isVisible()).toBe(true);
    await upsell.getByRole('button', { name: 'Not now' }).waitFor({ timeout: 4000 });
    await page.mouse.click(10, 10);
    expect(await upsell.isVisible()).toBe(true);

    await upsell.getByRole('link', { name: 'Connect now' }).click();
    await page.waitForURL('**/settings/claim/');
    const username = page.getByLabel('Instagram username');
    expect(await username.inputValue()).toBe('demo.makes');
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.getByText('Connected as').waitFor();

    // Seen once: the next create from Instagram goes straight to the success view.
    const seen = await graphql<{ userState: string[] }>(
      page,
      '{ userState(state: "claiming_upsells_seen") }',
    );
    expect(seen.userState).toContain('POST_CREATE_UPSELL_V2');
  });
});
