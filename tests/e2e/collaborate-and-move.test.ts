import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowserSession } from './support/browserSession';
import {
  addCollaborator,
  createBoard,
  createSection,
  feedPins,
  inviteCollaborator,
  type MadeBoard,
  savePin,
  uniqueName,
} from './support/fixtures';
import { graphql, holdOperation, logIn } from './support/session';

let session: BrowserSession;
/** The demo account: owns each test's board, invites, moves pins. */
let page: Page;
/** Ava: invited, accepts, saves to the board, deletes a section meanwhile. */
let ava: Page;
let problems: string[];

/** A seeded board of the demo account's; the test that opens it changes nothing on it. */
const PLACES_TO_GO = '/demotackboarder/places-to-go/';

beforeAll(async () => {
  session = await openBrowserSession();
  ({ page, problems } = session);
  ({ page: ava } = await session.newTab());
  await Promise.all([logIn(page, 'demo@tackboard.local'), logIn(ava, 'ava@tackboard.local')]);
}, 180_000);

afterEach(() => {
  // Each test's page errors are its own: reported with the test, then cleared for the next one.
  const seen = problems.splice(0);
  expect(seen).toEqual([]);
});

afterAll(() => session?.close());

/** A new board of the demo account's named for the test, with Ava as a collaborator when asked. */
async function newBoard(prefix: string, options: { withAva?: boolean } = {}): Promise<MadeBoard> {
  const board = await createBoard(page, uniqueName(prefix));
  if (options.withAva) await addCollaborator(page, ava, board.entityId);
  return board;
}

/**
 * A new board of the demo account's with Ava as a collaborator and two sections: Mountains with three pins and
 * Coast with two (a section keeps a pin when one leaves it), all with distinct names.
 */
async function tripBoard(): Promise<MadeBoard> {
  const board = await newBoard('Trip', { withAva: true });
  const [mountains, coast] = [
    await createSection(page, board.entityId, 'Mountains'),
    await createSection(page, board.entityId, 'Coast'),
  ];
  const pins = await feedPins(page, 5);
  for (const pin of pins.slice(0, 3)) await savePin(page, pin.entityId, board.entityId, mountains!.entityId);
  for (const pin of pins.slice(3)) await savePin(page, pin.entityId, board.entityId, coast!.entityId);
  return board;
}

/** The names of the pin cards in a grid, in order (once it shows any). */
async function pinNames(target: Page, list: string): Promise<string[]> {
  const cards = target.getByRole('list', { name: list }).getByRole('article');
  await cards.first().waitFor();
  return cards.evaluateAll((articles) => articles.map((a) => a.getAttribute('aria-label') ?? ''));
}

describe('collaborators: invite by username, accept, save together', () => {
  it('the owner invites a collaborator by username from the board page', async () => {
    // Ben, not Ava: an invitation left pending here must not count in Ava's header in another test.
    const board = await newBoard('Invite');
    await page.goto(board.url);
    await page.getByRole('button', { name: 'Board options' }).waitFor();
    await page.getByRole('button', { name: 'Invite collaborators' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite collaborators' });
    await dialog.getByRole('combobox').fill('benokafor');
    const row = dialog.getByRole('option', { name: /Ben Okafor/ });
    await row.getByText('Invite', { exact: true }).waitFor();
    await row.click();
    await row.getByText('Invited', { exact: true }).waitFor();
    await dialog.getByRole('list', { name: 'Pending invitations' }).getByText('Ben Okafor').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('an email entry reads "Keep typing!" until it is an address, then "Click to send!"', async () => {
    await page.goto(PLACES_TO_GO);
    await page.getByRole('button', { name: 'Board options' }).waitFor();
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
    const board = await newBoard('Shared');
    await inviteCollaborator(page, board.entityId, 'avalindqvist');
    await ava.goto('/');
    await ava.getByRole('link', { name: 'Board invitations: 1 pending' }).click();
    await ava.getByText('invited you to collaborate on').waitFor();
    await ava.getByRole('button', { name: `Accept ${board.name}` }).click();
    await ava.waitForURL((url) => url.pathname === board.url);
    // Owner first, then the viewer (a collaborator), then the rest by name.
    await ava.getByRole('button', { name: 'Collaborators: Demo Tackboarder and Ava Lindqvist' }).waitFor();
    await ava.getByRole('button', { name: 'Board options' }).waitFor();
  });

  it('the collaborator saves a pin to the board, and the owner sees it there', async () => {
    const board = await newBoard('Together', { withAva: true });
    const [pin] = await feedPins(ava, 1);
    const saved = await graphql<{ savePin: { __typename: string } }>(
      ava,
      'mutation ($input: SavePinInput!) { savePin(input: $input) { __typename } }',
      { input: { pinId: pin!.entityId, boardId: board.entityId } },
    );
    expect(saved.savePin.__typename).toBe('MutationSavePinSuccess');

    await page.goto(board.url);
    await page.getByRole('button', { name: 'Collaborators: Demo Tackboarder and Ava Lindqvist' }).waitFor();
    expect((await pinNames(page, `Pins on ${board.name}`))[0]).toBe(pin!.title);
  });
});

describe('moving pins', () => {
  it('moves pins between sections: they leave the section at once and appear in the other one', async () => {
    const board = await tripBoard();
    await page.goto(`${board.url}mountains/`);
    const before = await pinNames(page, 'Pins in Mountains');
    expect(before.length).toBe(3);
    const moved = before.slice(0, 2);

    await page.getByRole('button', { name: 'Section options' }).click();
    await page.getByRole('menuitem', { name: 'Select Pins' }).click();
    for (const name of moved) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    await page.getByText('2 Pins selected').waitFor();
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Move 2 Pins' });
    await picker.getByRole('button', { name: board.name }).click();
    const held = await holdOperation(page, 'MovePinsMutation');
    await page.getByRole('dialog', { name: 'Choose section' }).getByRole('button', { name: 'Coast' }).click();

    // Still held at the server's door: the pins have already left this section.
    await expect.poll(() => pinNames(page, 'Pins in Mountains')).toEqual(before.slice(2));
    await held.release();
    await page.getByText(`Moved 2 Pins to Coast in ${board.name}`).waitFor();

    await page.getByRole('link', { name: board.name }).first().click();
    await page.getByRole('link', { name: /Coast/ }).click();
    await page.waitForURL((url) => url.pathname === `${board.url}coast/`);
    const coast = await pinNames(page, 'Pins in Coast');
    for (const name of moved) expect(coast).toContain(name);
    await page.reload();
    const coastAfterReload = await pinNames(page, 'Pins in Coast');
    for (const name of moved) expect(coastAfterReload).toContain(name);
  });

  it('a refused move (the target section deleted meanwhile) puts the pins back, with the server message', async () => {
    const board = await tripBoard();
    await page.goto(`${board.url}coast/`);
    const before = await pinNames(page, 'Pins in Coast');
    const pinName = before[0]!;
    await page.getByRole('button', { name: 'Section options' }).click();
    await page.getByRole('menuitem', { name: 'Select Pins' }).click();
    await page.getByRole('checkbox', { name: `Select ${pinName}` }).check();
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await page.getByRole('dialog', { name: 'Move 1 Pin' }).getByRole('button', { name: board.name }).click();
    const sections = page.getByRole('dialog', { name: 'Choose section' });
    await sections.getByRole('button', { name: 'Mountains' }).waitFor();

    // Meanwhile the collaborator deletes the section the owner is about to pick.
    const found = await graphql<{ board: { section: { entityId: string } } }>(
      ava,
      'query ($id: String!) { board(id: $id) { section(slug: "mountains") { entityId } } }',
      { id: board.entityId },
    );
    await graphql(ava, 'mutation ($id: String!) { deleteSection(sectionId: $id) { __typename } }', {
      id: found.board.section.entityId,
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
    const board = await tripBoard();
    await page.goto(`${board.url}coast/`);
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
});
