import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageProblems } from './support/browser';
import { type BrowserSession, openBrowserSession } from './support/browserSession';
import { type LocalSite, paintPng, startLocalSite } from './support/localSite';
import { graphql, logIn } from './support/session';

let session: BrowserSession;
let site: LocalSite;
/** Demo on a desktop: signs in once, lends its session to the phones and asks the API what was saved. */
let desk: Page;
let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;
/** The phone of the test running now, closed after it. */
let phone: BrowserContext | undefined;
/** The entity id of demo's Places to Go. */
let boardId: string;

const DEMO = 'demo@tackboard.local';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
/** Demo's board with sections (Mountains and Coast), so Choose section and its Create section are offered. */
const BOARD = 'Places to Go';

beforeAll(async () => {
  [session, site] = await Promise.all([
    // The test site lives on 127.0.0.1, which the server only fetches from when told to.
    openBrowserSession({ server: { env: { ALLOW_PRIVATE_FETCH: '1' } } }),
    startLocalSite({ lamp: await paintPng(500, 500, [220, 160, 40]) }),
  ]);
  // An empty icon, so the browser asks the test site for no /favicon.ico (a 404 it would report as an error).
  site.page(
    '/lamp.html',
    `<!doctype html><html><head><title>Brass reading lamp</title><link rel="icon" href="data:,"></head><body>
      <h1>Brass reading lamp</h1><img src="/img/lamp.png" alt="Lamp"></body></html>`,
  );
  desk = session.page;
  await logIn(desk, DEMO);
  signedIn = await session.context.storageState();
  const places = await graphql<{ board: { entityId: string } }>(
    desk,
    'query { board(username: "demotackboarder", slug: "places-to-go") { entityId } }',
  );
  boardId = places.board.entityId;
}, 180_000);

afterAll(async () => {
  await phone?.close();
  await Promise.all([session?.close(), site?.stop()]);
});

const LINK = () => `${site.origin}/lamp.html`;
const MEDIA = () => `${site.origin}/img/lamp.png`;

function buttonUrl(description: string): string {
  return `${session.server.baseUrl}/pin/create/button/?${new URLSearchParams({ url: LINK(), media: MEDIA(), description })}`;
}

/**
 * A signed-in phone (390 px wide, an iPhone's user agent) on the test site's page, as when its Save button is
 * tapped, with what its tab reports as broken from then on.
 */
async function openPhone(): Promise<{ tab: Page; problems: string[] }> {
  await phone?.close();
  const {
    context,
    page: tab,
    problems,
  } = await session.newTab({
    viewport: { width: 390, height: 844 },
    userAgent: IPHONE_UA,
    isMobile: true,
    storageState: signedIn,
  });
  phone = context;
  await tab.goto(LINK());
  return { tab, problems };
}

/** The mobile Choose board screen, once the picture is ready and the boards are listed. */
async function waitForChooseBoard(tab: Page): Promise<void> {
  await tab.getByRole('heading', { level: 1, name: 'Choose board' }).waitFor();
  await tab
    .getByRole('listbox', { name: 'Boards' })
    .getByRole('option', { name: new RegExp(BOARD) })
    .waitFor({ timeout: 15_000 });
}

/** From Choose board: the board with sections, then its Create section link to that board's page. */
async function detourToCreateSection(tab: Page): Promise<void> {
  await tab.getByRole('option', { name: new RegExp(BOARD) }).click();
  await tab.getByRole('heading', { level: 1, name: 'Choose section' }).waitFor();
  // A board without sections is saved to at once: only a board with sections offers Create section.
  await tab.getByRole('button', { name: 'Mountains' }).waitFor();
  await tab.getByRole('button', { name: 'Create section' }).click();
  await tab.waitForURL((url) => url.pathname === `/board/${boardId}/create_section/`);
  await tab.getByRole('heading', { level: 1, name: 'Create section' }).waitFor();
  await tab.getByText(`in ${BOARD}`).waitFor();
}

/** The pin-create page the create-section page carries (its `pin_create` parameter), read as parameters. */
function carriedPin(tab: Page): { path: string; params: Record<string, string> } {
  const carried = new URL(new URL(tab.url()).searchParams.get('pin_create') ?? '', session.server.baseUrl);
  return { path: carried.pathname, params: Object.fromEntries(carried.searchParams) };
}

interface SavedPin {
  entityId: string;
  description: string;
  link: string | null;
  pinnedToBoard: { name: string };
  section: { name: string; pinCount: number } | null;
}

/** Demo's newest pin and the names of Places to Go's sections, as the API reports them. */
async function savedState(): Promise<{ pin: SavedPin; sections: string[] }> {
  await desk.goto('/');
  const data = await graphql<{
    viewer: { user: { pins: { edges: { node: SavedPin }[] } } };
    board: { sections: { edges: { node: { name: string } }[] } };
  }>(
    desk,
    `query { viewer { user { pins(first: 1) { edges { node {
        entityId description link pinnedToBoard { name } section { name pinCount } } } } } }
      board(username: "demotackboarder", slug: "places-to-go") { sections(first: 50) { edges { node { name } } } } }`,
  );
  return {
    pin: data.viewer.user.pins.edges[0]!.node,
    sections: data.board.sections.edges.map((edge) => edge.node.name),
  };
}

describe('the mobile pin-create page: Create section carries the pin and saves it there', () => {
  it('a new section is made, the pin (as edited) is saved in it, the toast reads Saved to the board with View, and the page steps back over both', async () => {
    const { tab, problems } = await openPhone();
    await tab.goto(buttonUrl('Lamp'));
    await waitForChooseBoard(tab);
    await tab.getByLabel('Description').fill('Brass lamp for the reading corner');

    await detourToCreateSection(tab);
    // The page carries the pin as it is now, with the edited description.
    expect(carriedPin(tab)).toEqual({
      path: '/pin/create/button/',
      params: { url: LINK(), media: MEDIA(), description: 'Brass lamp for the reading corner' },
    });
    const form = tab.getByRole('form', { name: 'Add section' });
    const name = form.getByLabel('Name', { exact: true });
    expect(await name.getAttribute('placeholder')).toBe('Like "Lighting"');
    await name.fill('  Reading corner ');
    await form.getByRole('button', { name: 'Add' }).click();

    // Back on the pin-create page, the pin is created in the new section straight away.
    const toast = tab.getByRole('status').filter({ hasText: `Saved to ${BOARD}` });
    await toast.waitFor();
    const view = await toast.getByRole('link', { name: 'View' }).getAttribute('href');
    expect(view).toMatch(/^\/pin\/\d+\/$/);
    expect(new URL(tab.url()).pathname).toBe('/pin/create/button/');
    // Then, the toast read, back over the pin-create and create-section steps to the page the pin came from.
    await tab.waitForURL(LINK(), { timeout: 15_000 });

    const { pin, sections } = await savedState();
    expect(view).toBe(`/pin/${pin.entityId}/`);
    expect(pin).toMatchObject({
      description: 'Brass lamp for the reading corner',
      link: LINK(),
      pinnedToBoard: { name: BOARD },
      section: { name: 'Reading corner', pinCount: 1 },
    });
    expect(sections.filter((section) => section === 'Reading corner')).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it('an empty or blank name cannot be added, and one too long is told why', async () => {
    const { tab, problems } = await openPhone();
    await tab.goto(buttonUrl('Lamp'));
    await waitForChooseBoard(tab);
    await detourToCreateSection(tab);
    const sent: string[] = [];
    tab.on('request', (request) => {
      const body = request.url().endsWith('/graphql')
        ? (request.postDataJSON() as { operationName?: string } | null)
        : null;
      if (body?.operationName) sent.push(body.operationName);
    });

    const form = tab.getByRole('form', { name: 'Add section' });
    const name = form.getByLabel('Name', { exact: true });
    const add = form.getByRole('button', { name: 'Add' });
    expect(await add.isDisabled()).toBe(true);
    await name.fill('   ');
    expect(await add.isDisabled()).toBe(true);
    await name.press('Enter');
    // A submit by any other way than the disabled button is refused too.
    await form.evaluate((element: HTMLFormElement) => element.requestSubmit());
    await name.fill('x'.repeat(51));
    await form.getByRole('alert').filter({ hasText: 'Please enter no more than 50 characters' }).waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await add.isDisabled()).toBe(true);
    await name.press('Enter');

    // Nothing was sent and the page stayed; a real name makes Add available again.
    await name.fill('Desk lamps');
    expect(await add.isDisabled()).toBe(false);
    expect(await form.getByRole('alert').count()).toBe(0);
    expect(sent).not.toContain('CreateSectionMutation');
    expect(new URL(tab.url()).pathname).toBe(`/board/${boardId}/create_section/`);
    expect(problems).toEqual([]);
  });

  it('Cancel on Create section goes back to Choose section with the pin as it was, and saving there still works', async () => {
    const { tab, problems } = await openPhone();
    await tab.goto(buttonUrl('Lamp'));
    await waitForChooseBoard(tab);
    await tab.getByLabel('Description').fill('Lamp for the hallway');
    await detourToCreateSection(tab);
    await tab
      .getByRole('form', { name: 'Add section' })
      .getByLabel('Name', { exact: true })
      .fill('Never made');

    await tab.getByRole('button', { name: 'Cancel' }).click();
    await tab.getByRole('heading', { level: 1, name: 'Choose section' }).waitFor();
    await tab.getByRole('button', { name: 'Mountains' }).waitFor();
    expect(new URL(tab.url()).pathname).toBe('/pin/create/button/');
    expect(await tab.getByLabel('Description').inputValue()).toBe('Lamp for the hallway');
    await tab.getByRole('img', { name: 'Lamp for the hallway' }).waitFor({ timeout: 15_000 });

    // The browser's own back button does the same.
    await tab.getByRole('button', { name: 'Create section' }).click();
    await tab.getByRole('heading', { level: 1, name: 'Create section' }).waitFor();
    await tab.goBack();
    await tab.getByRole('heading', { level: 1, name: 'Choose section' }).waitFor();
    await tab.getByRole('button', { name: 'Mountains' }).waitFor();
    expect(await tab.getByLabel('Description').inputValue()).toBe('Lamp for the hallway');

    // Back in Choose section goes to Choose board; the section is picked from there and the pin saved to it.
    await tab.getByRole('button', { name: 'Back' }).click();
    await tab.getByRole('heading', { level: 1, name: 'Choose board' }).waitFor();
    await tab.getByRole('option', { name: new RegExp(BOARD) }).click();
    await tab.getByRole('button', { name: 'Coast' }).click();
    await tab
      .getByRole('status')
      .filter({ hasText: `Saved to ${BOARD}` })
      .waitFor();
    // Only this page's step is gone back over: the create-section page was left already.
    await tab.waitForURL(LINK(), { timeout: 15_000 });

    const { pin, sections } = await savedState();
    expect(pin).toMatchObject({
      description: 'Lamp for the hallway',
      pinnedToBoard: { name: BOARD },
      section: { name: 'Coast' },
    });
    expect(sections).not.toContain('Never made');
    expect(problems).toEqual([]);
  });

  it('opened as a popup by another site: after Create section the pin is saved and the window closes itself', async () => {
    const { tab } = await openPhone();
    const opening = tab.context().waitForEvent('page');
    await tab.evaluate((href) => {
      window.open(href, 'tackboard_pin_create');
    }, buttonUrl('Lamp from a popup'));
    const popup = await opening;
    const problems = collectPageProblems(popup);
    await waitForChooseBoard(popup);
    await detourToCreateSection(popup);
    const form = popup.getByRole('form', { name: 'Add section' });
    await form.getByLabel('Name', { exact: true }).fill('Popups');
    const closed = popup.waitForEvent('close', { timeout: 15_000 });
    await form.getByLabel('Name', { exact: true }).press('Enter');
    await popup
      .getByRole('status')
      .filter({ hasText: `Saved to ${BOARD}` })
      .waitFor();
    await closed;
    expect(problems).toEqual([]);

    const { pin } = await savedState();
    expect(pin).toMatchObject({
      description: 'Lamp from a popup',
      pinnedToBoard: { name: BOARD },
      section: { name: 'Popups', pinCount: 1 },
    });
  });
});
