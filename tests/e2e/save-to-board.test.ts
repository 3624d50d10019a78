import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowserSession } from './support/browserSession';
import { graphql, logIn } from './support/session';

let session: BrowserSession;
let page: Page;
let problems: string[];

beforeAll(async () => {
  // One signed-in session for the whole file, as for someone saving several pins in a row.
  session = await openBrowserSession();
  ({ page, problems } = session);
  await logIn(page, 'demo@tackboard.local');
}, 180_000);

afterAll(() => session?.close());

/** Makes a board for the demo account through GraphQL and returns its id. */
async function createBoard(name: string): Promise<string> {
  const created = await graphql<{ createBoard: { data: { entityId: string } } }>(
    page,
    'mutation($input: CreateBoardInput!) { createBoard(input: $input) { ... on MutationCreateBoardSuccess { data { entityId } } } }',
    { input: { name } },
  );
  return created.createBoard.data.entityId;
}

/** Opens the first pin of the home feed and returns its title. */
async function openFirstPin(): Promise<string> {
  await page.goto('/');
  const card = page.getByRole('list', { name: 'Home feed Pins' }).getByRole('article').first();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link', { name: title }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  return title;
}

function saveDialog(name = 'Choose board'): Locator {
  return page.getByRole('dialog', { name });
}

describe('saving a pin to a board or section', () => {
  it('from the close-up: searches with the keyboard, picks a section, sees the toast and the confirmation', async () => {
    const title = await openFirstPin();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = saveDialog();
    const search = dialog.getByRole('combobox', { name: 'Search your boards' });
    await dialog.getByRole('option').first().waitFor();
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
    // Three boards: one list, no group headings.
    expect(await dialog.getByRole('option').count()).toBe(3);
    expect(await dialog.getByRole('group').count()).toBe(0);
    await dialog.getByRole('option', { name: /Gift ideas.*Secret board/ }).waitFor();
    await dialog.getByRole('option', { name: /Places to Go.*Has sections/ }).waitFor();

    // Arrow keys move the active row (aria-activedescendant); a narrowed list has its best match ready.
    await search.press('ArrowDown');
    await search.press('ArrowDown');
    const active = await search.getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${active}"]`).textContent()).toContain('Gift ideas');
    await search.pressSequentially('plac');
    expect(await dialog.getByRole('option').count()).toBe(1);
    await search.press('Enter');

    const sections = saveDialog('Choose section');
    await sections.getByRole('heading', { name: 'Board', exact: true }).waitFor();
    await sections.getByRole('heading', { name: 'Section', exact: true }).waitFor();
    await sections.getByRole('button', { name: /Mountains/ }).click();

    const confirmation = page.getByRole('dialog', { name: 'Saved to Mountains in Places to Go' });
    await confirmation.waitFor();
    await page.getByRole('status').filter({ hasText: 'Saved to Mountains in Places to Go' }).waitFor();
    const seeItNow = confirmation.getByRole('link', { name: 'See it now' });
    const newPinPath = (await seeItNow.getAttribute('href')) ?? '';
    expect(newPinPath).toMatch(/^\/pin\/\d+$/);
    expect(await confirmation.getByRole('link', { name: 'Send' }).getAttribute('href')).toBe(
      `${newPinPath}/?share=true`,
    );
    expect(await confirmation.getByRole('link', { name: 'Promote your Pin' }).count()).toBe(0);

    await seeItNow.click();
    await confirmation.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === newPinPath);
    const savedTo = page.locator('.closeup__saved-to');
    await savedTo.getByRole('link', { name: 'Mountains' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mountains' }).waitFor();
    await page
      .getByRole('list', { name: 'Pins in Mountains' })
      .getByRole('article', { name: title })
      .waitFor();
  });

  it('from a pin card: creates a board after the empty-name error, and the pin is saved to it at once', async () => {
    await page.goto('/');
    const card = page.getByRole('list', { name: 'Home feed Pins' }).getByRole('article').nth(1);
    const title = (await card.getByRole('heading').textContent()) ?? '';
    await card.hover();
    await card.getByRole('button', { name: `Save ${title}` }).click();
    const dialog = saveDialog();
    await dialog.getByRole('option').first().waitFor();
    await dialog.getByRole('button', { name: 'Create board' }).click();

    const form = saveDialog('Create board').getByRole('form', { name: 'Create board' });
    const name = form.getByLabel('Name', { exact: true });
    const create = form.getByRole('button', { name: 'Create', exact: true });
    expect(await name.getAttribute('placeholder')).toBe('Like "Places to Go" or "Recipes to Make"');
    await form.getByRole('switch', { name: 'Keep this board secret' }).waitFor();
    expect(await create.isDisabled()).toBe(true);
    await name.fill('x');
    await name.fill('  ');
    await form.getByText("Don't forget to name your board!").waitFor();
    expect(await create.isDisabled()).toBe(true);

    await name.fill('Weekend Finds');
    await create.click();
    await saveDialog('Board created').getByText('Weekend Finds').waitFor();
    // The animation stays 2600 ms, then the save it made meanwhile is confirmed.
    const confirmation = page.getByRole('dialog', { name: 'Saved to Weekend Finds' });
    await confirmation.waitFor({ timeout: 10_000 });
    const toast = page.getByRole('status').filter({ hasText: 'Saved to Weekend Finds' });
    await toast.waitFor();

    await toast.getByRole('link', { name: 'Weekend Finds' }).click();
    await confirmation.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Weekend Finds' }).waitFor();
    await page
      .getByRole('list', { name: 'Pins on Weekend Finds' })
      .getByRole('article', { name: title })
      .waitFor();
    await page.getByText('1 Pin', { exact: true }).waitFor();
  });

  it('steps back with Escape, then adds a section from the picker and saves into it', async () => {
    // Its own scene: a fourth board, which the pin is already saved to.
    await page.goto('/');
    const boardId = await createBoard('Reading corner');
    await openFirstPin();
    const pinId = new URL(page.url()).pathname.split('/').filter(Boolean).pop() ?? '';
    await graphql(
      page,
      'mutation($input: SavePinInput!) { savePin(input: $input) { ... on MutationSavePinSuccess { data { entityId } } } }',
      { input: { pinId, boardId } },
    );
    await page.reload();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = saveDialog();
    await dialog.getByRole('option').first().waitFor();
    // More than three boards: Top choices (the boards saved to last) and All boards.
    await dialog.getByRole('group', { name: 'Top choices' }).waitFor();
    await dialog.getByRole('group', { name: 'All boards' }).waitFor();
    await dialog.getByText(/^Psst! You already saved this Pin to /).waitFor();
    await dialog
      .getByRole('group', { name: 'All boards' })
      .getByRole('option', { name: /Recipes to Make/ })
      .click();

    await saveDialog('Choose section').getByRole('button', { name: 'Create section' }).click();
    const panel = saveDialog('Create section').getByRole('form', { name: 'Add section' });
    const name = panel.getByLabel('Name', { exact: true });
    const add = panel.getByRole('button', { name: 'Add' });
    expect(await name.getAttribute('placeholder')).toBe('Like "Lighting"');
    expect(await add.isDisabled()).toBe(true);
    await name.fill('   ');
    expect(await add.isDisabled()).toBe(true);

    // Back (and close) step back: the section form to the sections, the sections to the boards, then closed.
    await page.keyboard.press('Escape');
    await saveDialog('Choose section').waitFor();
    await page.keyboard.press('Escape');
    await saveDialog('Choose board').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await saveDialog()
      .getByRole('option', { name: /Recipes to Make/ })
      .first()
      .click();
    await saveDialog('Choose section').getByRole('button', { name: 'Create section' }).click();
    await name.fill('  Dinner parties ');
    await name.press('Enter');
    await page.getByRole('dialog', { name: 'Saved to Dinner parties in Recipes to Make' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: 'Saved to Dinner parties in Recipes to Make' })
      .waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('a failed save (the board was deleted meanwhile) shows the error toast and clears the saving state', async () => {
    await page.goto('/');
    const boardId = await createBoard('Short-lived');
    await openFirstPin();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = saveDialog();
    const row = dialog.getByRole('option', { name: /Short-lived/ });
    await row.waitFor();

    await graphql(page, 'mutation($id: String!) { deleteBoard(boardId: $id) { __typename } }', {
      id: boardId,
    });
    await row.click();
    await page.getByRole('alert').filter({ hasText: "Sorry, we couldn't find that board." }).waitFor();
    expect(await row.getAttribute('aria-busy')).toBeNull();
    expect(await dialog.getByText('Saving…').count()).toBe(0);
    expect(await dialog.getByRole('option', { name: /Gift ideas/ }).getAttribute('aria-disabled')).toBeNull();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });
});
