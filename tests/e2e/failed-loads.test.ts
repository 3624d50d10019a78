import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOT_FOUND_NOTICE, UNAUTH_ERROR_TITLE, UNKNOWN_ERROR } from '../../core/texts';
import { collectPageProblems, launchBrowser } from './support/browser';
import { createBoard, newMember, uniqueName } from './support/fixtures';
import { type RunningServer, startServer } from './support/server';
import { graphql } from './support/session';

// What the client does when a page's data fails to load, and what a signed-out visitor sees when an action
// fails with nothing else to say about it.

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

/** Home, with the error notice the show-error flag asks for, and the flag already gone from the address. */
async function expectHomeWithErrorNotice(): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/' && url.search === '');
  await page.getByRole('alert').filter({ hasText: NOT_FOUND_NOTICE }).waitFor();
  await page.getByRole('list', { name: 'Home feed Pins' }).getByRole('listitem').first().waitFor();
}

/** Answers the page's operation `name` with `answer` instead of the server. */
async function answerOperation(name: string, answer: (route: Route) => Promise<void>): Promise<void> {
  await page.route('**/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes(name)) await answer(route);
    else await route.continue();
  });
}

describe('a failed load', () => {
  it("of a missing pin's page sends you home with the error notice, which stays until dismissed", async () => {
    await page.goto('/pin/999999999/');
    await expectHomeWithErrorNotice();
    // Read once: reloading home does not bring the notice back.
    const notice = page.getByRole('alert').filter({ hasText: NOT_FOUND_NOTICE });
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('list', { name: 'Home feed Pins' }).getByRole('listitem').first().waitFor();
    expect(await notice.count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("of a board's address from before a rename (a 301) takes you to the board's address now", async () => {
    const member = await newMember(page);
    const board = await createBoard(page, uniqueName('Garden plans'));
    const newName = uniqueName('Vegetable garden');
    const { updateBoard } = await graphql<{ updateBoard: { __typename: string; data?: { url: string } } }>(
      page,
      `mutation ($input: UpdateBoardInput!) { updateBoard(input: $input) { __typename
        ... on MutationUpdateBoardSuccess { data { url } } } }`,
      { input: { boardId: board.entityId, name: newName } },
    );
    const newUrl = updateBoard.data?.url ?? '';
    expect(newUrl).toMatch(new RegExp(`^/${member.username}/vegetable-garden-`));

    // Signed out, as someone following an old link would be.
    await context.clearCookies();
    await page.goto(board.url);
    await page.waitForURL((url) => url.pathname === newUrl);
    await page.getByRole('heading', { level: 1, name: newName }).waitFor();
  });

  it('refused for want of a session (401, code 7) sends you home with the notice, shown signed out', async () => {
    await newMember(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    // The session ends behind the page's back (it expired, or the person logged out in another tab).
    await context.clearCookies({ name: 'tb_session' });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Following' }).click();
    await expectHomeWithErrorNotice();
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();
    expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
  });

  it('of an ideas page, signed out, sends you back to /ideas/ when it answers 404', async () => {
    await answerOperation('IdeaTopicRouteQuery', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          data: { ideaTopic: null },
          errors: [
            {
              message: "Sorry, we couldn't find that item.",
              path: ['ideaTopic'],
              extensions: { code: 'NOT_FOUND', status: 404, apiErrorCode: 40 },
            },
          ],
        }),
      }),
    );
    await page.goto('/ideas/kitchen-storage/1/');
    await page.waitForURL((url) => url.pathname === '/ideas/');
    await page.getByRole('list', { name: 'Topics' }).waitFor();
  });
});

describe('the unauthenticated error modal', () => {
  const RATE_LIMITED = 'Too many requests. Try again in 1 minute.';

  async function submitLogIn(): Promise<void> {
    await page.goto('/login/');
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email or username').fill('demo@tackboard.local');
    await form.getByLabel('Password').fill('tackboard-demo');
    await form.getByRole('button', { name: 'Log in' }).click();
  }

  it('shows the error text of a log-in refused outside the form (a rate limit); Escape closes it', async () => {
    await answerOperation('LogInMutation', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 'failure',
          code: 12,
          message: RATE_LIMITED,
          message_detail: null,
          api_error_code: 12,
        }),
      }),
    );
    await submitLogIn();
    const dialog = page.getByRole('dialog', { name: UNAUTH_ERROR_TITLE });
    await dialog.getByText(RATE_LIMITED).waitFor();
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const submit = page.getByRole('form', { name: 'Log in' }).getByRole('button', { name: 'Log in' });
    expect(await submit.evaluate((node) => node === document.activeElement)).toBe(true);
  });

  it("says 'Unknown Error' when the failure has no text, and OK closes it", async () => {
    await answerOperation('LogInMutation', (route) => route.abort());
    await submitLogIn();
    const dialog = page.getByRole('dialog', { name: UNAUTH_ERROR_TITLE });
    await dialog.getByText(UNKNOWN_ERROR, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it("shows for a signed-out visitor's request that failed with nobody handling it", async () => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();
    // A failure as Apollo reports an HTTP refusal, left unhandled as an action's promise would be.
    await page.evaluate((message) => {
      const failure = Object.assign(new Error('Response not successful: Received status code 429'), {
        name: 'ServerError',
        statusCode: 429,
        bodyText: JSON.stringify({ status: 'failure', code: 12, message, api_error_code: 12 }),
      });
      void Promise.reject(failure);
    }, RATE_LIMITED);
    const dialog = page.getByRole('dialog', { name: UNAUTH_ERROR_TITLE });
    await dialog.getByText(RATE_LIMITED).waitFor();
  });
});
