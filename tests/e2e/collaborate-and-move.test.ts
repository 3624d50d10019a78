import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageProblems, launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { graphql, holdOperation, logIn } from './support/session';

let server: RunningServer;
let browser: Browser;
let ownerContext: BrowserContext;
let inviteeContext: BrowserContext;
/** The demo account: owns "Places to Go" (sections Mountains and Coast), invites, moves pins. */
let page: Page;
/** Ava: invited by username, accepts, saves to the board, later deletes a section meanwhile. */
let ava: Page;
let problems: string[];

const BOARD = '/demotackboarder/places-to-go/';

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const options = { baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } };
  [ownerContext, inviteeContext] = await Promise.all([
    browser.newContext(options),
    browser.newContext(options),
  ]);
  [page, ava] = await Promise.all([ownerContext.newPage(), inviteeContext.newPage()]);
  problems = collectPageProblems(page);
  await Promise.all([logIn(page, 'demo@tackboard.local'), logIn(ava, 'ava@tackboard.local')]);
}, 180_000);

afterAll(async () => {
  await ownerContext?.close();
  await inviteeContext?.close();
  await browser?.close();
  await server?.stop();
});

/** The names of the pin cards in a grid, in order (once it shows any). */
async function pinNames(target: Page, list: string): Promise<string[]> {
  const cards = target.getByRole('list', { name: list }).getByRole('article');
  await cards.first().waitFor();
  return cards.evaluateAll((articles) => articles.map((a) => a.getAttribute('aria-label') ?? ''));
}

describe('collaborators: invite by username, accept, save together', () => {
  it('the owner invites a collaborator by username from the board page', async () => {
    await page.goto(BOARD);
    await page.getByRole('button', { name: 'Board options' }).waitFor();
    await page.getByRole('button', { name: 'Invite collaborators' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite collaborators' });
    await dialog.getByRole('combobox').fill('avalindqvist');
    const row = dialog.getByRole('option', { name: /Ava Lindqvist/ });
    await row.getByText('Invite', { exact: true }).waitFor();
    await row.click();
    await row.getByText('Invited', { exact: true }).waitFor();
    await dialog.getByRole('list', { name: 'Pending invitations' }).getByText('Ava Lindqvist').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('an email entry reads "Keep typing!" until it is an address, then "Click to send!"', async () => {
    await page.getByRole('button', { name: 'Invite collaborators' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite collaborators' });
    await dialog.getByRole('combobox').fill('friend@example');
    await dialog
      .getByRole('option', { name: /friend@example/ })
      .getByText('Keep typing!')
      .waitFor();
    await dialog.getByRole('combobox').fill('friend@example.com');
    await dialog
      .getByRole('option', { name: /friend@example\.com/ })
      .getByText('Click to send!')
      .waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('the invitee sees the invitation in the header, accepts it and lands on the board as a collaborator', async () => {
    await ava.reload();
    await ava.getByRole('link', { name: 'Board invitations: 1 pending' }).click();
    await ava.getByText('invited you to collaborate on').waitFor();
    await ava.getByRole('button', { name: 'Accept Places to Go' }).click();
    await ava.waitForURL((url) => url.pathname === BOARD);
    // Owner first, then the viewer (a collaborator), then the rest by name.
    await ava.getByRole('button', { name: 'Collaborators: Demo Tackboarder and Ava Lindqvist' }).waitFor();
    await ava.getByRole('button', { name: 'Board options' }).waitFor();
  });

  it('the collaborator saves a pin to the board, and the owner sees it there', async () => {
    const data = await graphql<{
      board: { entityId: string };
      homeFeed: {
        edges: { node: { entityId: string; title: string; pinnedToBoard: { entityId: string } } }[];
      };
    }>(
      ava,
      `query { board(username: "demotackboarder", slug: "places-to-go") { entityId }
        homeFeed(first: 50) { edges { node { entityId title pinnedToBoard { entityId } } } } }`,
    );
    const pin = data.homeFeed.edges
      .map((edge) => edge.node)
      .find((node) => node.title && node.pinnedToBoard.entityId !== data.board.entityId);
    expect(pin).toBeDefined();
    const saved = await graphql<{ savePin: { __typename: string } }>(
      ava,
      'mutation ($input: SavePinInput!) { savePin(input: $input) { __typename } }',
      { input: { pinId: pin!.entityId, boardId: data.board.entityId } },
    );
    expect(saved.savePin.__typename).toBe('MutationSavePinSuccess');

    await page.reload();
    await page.getByRole('button', { name: 'Collaborators: Demo Tackboarder and Ava Lindqvist' }).waitFor();
    expect((await pinNames(page, 'Pins on Places to Go'))[0]).toBe(pin!.title);
  });
});

describe('moving pins', () => {
  let moved: string[] = [];

  it('moves pins between sections: they leave the section at once and appear in the other one', async () => {
    await page.goto(`${BOARD}mountains/`);
    const before = await pinNames(page, 'Pins in Mountains');
    expect(before.length).toBeGreaterThanOrEqual(2);
    moved = before.slice(0, 2);

    await page.getByRole('button', { name: 'Section options' }).click();
    await page.getByRole('menuitem', { name: 'Select Pins' }).click();
    for (const name of moved) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    await page.getByText('2 Pins selected').waitFor();
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Move 2 Pins' });
    await picker.getByRole('button', { name: /Places to Go/ }).click();
    const held = await holdOperation(page, 'MovePinsMutation');
    await page.getByRole('dialog', { name: 'Choose section' }).getByRole('button', { name: 'Coast' }).click();

    // Still held at the server's door: the pins have already left this section.
    await expect.poll(() => pinNames(page, 'Pins in Mountains')).toEqual(before.slice(2));
    await held.release();
    await page.getByText('Moved 2 Pins to Coast in Places to Go').waitFor();

    await page.getByRole('link', { name: 'Places to Go' }).first().click();
    await page.getByRole('link', { name: /Coast/ }).click();
    await page.waitForURL((url) => url.pathname === `${BOARD}coast/`);
    const coast = await pinNames(page, 'Pins in Coast');
    for (const name of moved) expect(coast).toContain(name);
    await page.reload();
    const coastAfterReload = await pinNames(page, 'Pins in Coast');
    for (const name of moved) expect(coastAfterReload).toContain(name);
  });

  it('a refused move (the target section deleted meanwhile) puts the pins back, with the server message', async () => {
    const before = await pinNames(page, 'Pins in Coast');
    const pinName = before[0]!;
    await page.getByRole('button', { name: 'Section options' }).click();
    await page.getByRole('menuitem', { name: 'Select Pins' }).click();
    await page.getByRole('checkbox', { name: `Select ${pinName}` }).check();
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Move 1 Pin' })
      .getByRole('button', { name: /Places to Go/ })
      .click();
    const sections = page.getByRole('dialog', { name: 'Choose section' });
    await sections.getByRole('button', { name: 'Mountains' }).waitFor();

    // Meanwhile the collaborator deletes the section the owner is about to pick.
    const board = await graphql<{ board: { section: { entityId: string } } }>(
      ava,
      'query { board(username: "demotackboarder", slug: "places-to-go") { section(slug: "mountains") { entityId } } }',
    );
    await graphql(ava, 'mutation ($id: String!) { deleteSection(sectionId: $id) { __typename } }', {
      id: board.board.section.entityId,
    });

    const held = await holdOperation(page, 'MovePinsMutation');
    await sections.getByRole('button', { name: 'Mountains' }).click();
    await expect.poll(() => pinNames(page, 'Pins in Coast')).toEqual(before.slice(1));
    await held.release();

    await page.getByRole('alert').filter({ hasText: "Sorry, we couldn't find that section." }).waitFor();
    await expect.poll(() => pinNames(page, 'Pins in Coast')).toEqual(before);
  });

  it('a move refused because the board is busy shows "Please wait until the previous board action finishes."', async () => {
    // A real 2171 needs two board actions at the same instant; the answer is played back here instead.
    const before = await pinNames(page, 'Pins in Coast');
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'MovePinsMutation') return route.continue();
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          data: {
            movePins: {
              __typename: 'DomainError',
              message: 'Board is busy',
              messageDetail: null,
              apiErrorCode: 2171,
            },
          },
        }),
      });
    });
    await page.getByRole('button', { name: 'Section options' }).click();
    await page.getByRole('menuitem', { name: 'Select Pins' }).click();
    await page.getByRole('checkbox', { name: `Select ${before[0]}` }).check();
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Move 1 Pin' })
      .getByRole('button', { name: /Recipes to Make/ })
      .click();
    await page
      .getByRole('dialog', { name: 'Choose section' })
      .getByRole('button', { name: 'Baking' })
      .click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Please wait until the previous board action finishes.' })
      .waitFor();
    await expect.poll(() => pinNames(page, 'Pins in Coast')).toEqual(before);
    await page.unroute('**/graphql');
  });

  it('reported no page errors along the way', () => {
    expect(problems).toEqual([]);
  });
});
