import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STORED_ACCOUNTS_KEY } from '../../core/accountSwitching';
import { type BrowserSession, openBrowserSession } from './support/browserSession';
import { logInThroughApi } from './support/fixtures';
import { DEMO_PASSWORD, graphql, logIn, signUp } from './support/session';

let session: BrowserSession;
/** A fresh browser per test: which accounts are signed in in it is what each test is about. */
let context: BrowserContext;
let page: Page;
let problems: string[];

beforeAll(async () => {
  session = await openBrowserSession();
}, 180_000);

beforeEach(async () => {
  ({ context, page, problems } = await session.newTab());
});

afterEach(async () => {
  // Each test's page errors are its own.
  const seen = problems.splice(0);
  await context?.close();
  expect(seen).toEqual([]);
});

afterAll(() => session?.close());

/** Opens the account menu and answers the name it shows for the signed-in account. */
async function signedInName(): Promise<string> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  const name = (await page.locator('.viewer-menu__name').textContent()) ?? '';
  await page.keyboard.press('Escape');
  return name;
}

describe('several accounts signed in in one browser', () => {
  it('adds a second account from the account menu, keeping the first signed in', async () => {
    await logIn(page, 'demo@tackboard.local');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Add account' }).click();
    await page.waitForURL('**/add-account/');
    await page.getByRole('heading', { name: 'Add an account' }).waitFor();
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email or username').fill('ava@tackboard.local');
    await form.getByLabel('Password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Log in' }).click();
    // After a successful add, the page goes to / by default.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe('/');
    await expect.poll(signedInName).toBe('Ava Lindqvist');

    await page.getByRole('button', { name: 'Account menu' }).click();
    const yourAccounts = page.getByRole('group', { name: 'Your accounts' });
    await yourAccounts.getByRole('menuitem', { name: /Demo Tackboarder/ }).waitFor();
    // The stored-accounts map (a display cache) holds both, keyed by account id.
    const stored = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? '{}'),
      STORED_ACCOUNTS_KEY,
    );
    expect(
      Object.values(stored as Record<string, { fullName: string }>)
        .map((a) => a.fullName)
        .sort(),
    ).toEqual(['Ava Lindqvist', 'Demo Tackboarder']);
    await page.keyboard.press('Escape');
  });

  it('switches back to Demo from the menu, then logging out of Demo leaves Ava signed in', async () => {
    // Demo signed in first, then Ava added: Ava is the active account.
    await logInThroughApi(page, 'demo@tackboard.local', DEMO_PASSWORD);
    await logInThroughApi(page, 'ava@tackboard.local', DEMO_PASSWORD, { addAccount: true });
    await page.goto('/');
    await expect.poll(signedInName).toBe('Ava Lindqvist');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page
      .getByRole('group', { name: 'Your accounts' })
      .getByRole('menuitem', { name: /Demo Tackboarder/ })
      .click();
    await expect.poll(signedInName, { timeout: 15_000 }).toBe('Demo Tackboarder');
    expect(page.url()).toBe(`${session.server.baseUrl}/`);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page
      .getByRole('group', { name: 'Your accounts' })
      .getByRole('menuitem', { name: /Ava Lindqvist/ })
      .waitFor();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect.poll(signedInName, { timeout: 15_000 }).toBe('Ava Lindqvist');
    await page.getByRole('button', { name: 'Account menu' }).click();
    expect(await page.getByRole('group', { name: 'Your accounts' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Add account' }).waitFor();
  });
});

describe('Settings → Sessions', () => {
  it('lists this browser and another one, and logs the other one out from the account menu', async () => {
    // Each test's own person: signed up here, then logged in again from a second browser.
    const member = await signUp(page);
    const other = await session.newTab();
    await other.page.goto('/');
    await logInThroughApi(other.page, member.email, member.password);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sessions' }).click();
    await page.getByRole('heading', { name: 'Sessions', level: 1 }).waitFor();
    const list = page.getByRole('list', { name: 'Your sessions' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    const here = list.getByRole('listitem').first();
    await here.getByText('This device').waitFor();
    expect(await here.getByRole('button').count()).toBe(0);
    await here.getByText('Email and password').waitFor();

    await list.getByRole('button', { name: /^Log out Headless Chrome on Linux, logged in / }).click();
    await page.getByRole('status').filter({ hasText: 'Logged out of Headless Chrome on Linux.' }).waitFor();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await page.getByText('You’re not logged in anywhere else.').waitFor();

    // The other browser finds itself logged out on its next page.
    await other.page.reload();
    const { viewer } = await graphql<{ viewer: { isAuth: boolean } }>(other.page, '{ viewer { isAuth } }');
    expect(viewer.isAuth).toBe(false);
    expect(other.problems).toEqual([]);
    await other.context.close();
  });
});
