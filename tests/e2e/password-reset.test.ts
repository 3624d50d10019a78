import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_INVALID } from '../../core/email';
import { PASSWORD_TOO_SHORT } from '../../core/password';
import {
  CURRENT_PASSWORD_WRONG,
  LOGIN_ASSIST_LINK_INVALID,
  LOGIN_FAILED,
  LOGIN_PROMPTS,
  PASSWORD_RESET_LINK_INVALID,
  PASSWORD_RESET_SENT,
} from '../../core/texts';
import { mailsTo } from '../support/outbox';
import { type BrowserSession, openBrowserSession } from './support/browserSession';
import { logInThroughApi, newMember } from './support/fixtures';
import { audit, errorUnder, isFocused } from './support/forms';
import { botCheckToken, graphql, logIn, logOut, type NewMember, signUp } from './support/session';

let session: BrowserSession;
/** A fresh browser per test, signed out; each test makes the person who forgets their password. */
let context: BrowserContext;
let page: Page;
let problems: string[];

const PASSWORDS = {
  original: 'cobol-original-1959',
  reset: 'compiler-reset-1952',
  changed: 'nanosecond-wire-30cm',
};
const CHANGED_HERE = "Password changed. You're still signed in here; other devices were signed out.";

beforeAll(async () => {
  // Without SMTP the server writes its mail into the outbox folder this test reads.
  session = await openBrowserSession({ server: { env: { SMTP_URL: '' } } });
}, 180_000);

beforeEach(async () => {
  // NOTE: axe goes in as an inline script, which our Content-Security-Policy refuses.
  ({ context, page, problems } = await session.newTab({ bypassCSP: true }));
});

afterEach(async () => {
  // Each test's page errors are its own.
  const seen = problems.splice(0);
  await context?.close();
  expect(seen).toEqual([]);
});

afterAll(() => session?.close());

/** A new account with the original password, signed in on the page unless `signedOut`. */
async function grace(options: { signedOut?: boolean } = {}): Promise<NewMember> {
  const person = await newMember(page, { fullName: 'Grace Hopper', password: PASSWORDS.original });
  if (options.signedOut) await context.clearCookies();
  return person;
}

/** The path of the newest reset link mailed to `to` (the mail's origin is the server's PUBLIC_URL). */
async function newestResetPath(to: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mail = mailsTo(session.server.dataDir, to).at(-1);
    const link = mail?.match(/https?:\/\/\S+(\/password\/reset\/[\w-]+\/)/);
    if (link?.[1]) return link[1];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No reset link was mailed to ${to}`);
}

/** Asks for a reset link through the API, as the "Reset your password" form does; answers the mailed path. */
async function mailedLinkFor(person: NewMember): Promise<string> {
  const botCheck = await botCheckToken(page, 'requestPasswordReset');
  await graphql(
    page,
    `mutation ($email: String!, $botCheckToken: String) {
      requestPasswordReset(email: $email, botCheckToken: $botCheckToken) { __typename } }`,
    { email: person.email, botCheckToken: botCheck },
  );
  return newestResetPath(person.email);
}

/** Sets the reset password from the mailed link through the API; like the page, that signs the person in. */
async function resetThroughApi(link: string): Promise<void> {
  const token = link.split('/').at(-2) ?? '';
  const { resetPassword } = await graphql<{ resetPassword: { __typename: string } }>(
    page,
    `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename } }`,
    { input: { token, password: PASSWORDS.reset } },
  );
  expect(resetPassword.__typename).toBe('MutationResetPasswordSuccess');
}

describe('a forgotten password: ask for a link by email, choose a new one, sign in with it', () => {
  it('signs up a fresh account, then logs out', async () => {
    await signUp(page, { fullName: 'Grace Hopper', password: PASSWORDS.original, birthDate: '1986-12-09' });
    await logOut(page);
  });

  it('the log-in page links to "Forgot your password?", whose form checks the email shape', async () => {
    const person = await grace({ signedOut: true });
    await page.goto('/login/');
    await page
      .getByRole('form', { name: 'Log in' })
      .getByRole('link', { name: 'Forgot your password?' })
      .click();
    await page.waitForURL((url) => url.pathname === '/password/reset/');
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    expect(await audit(page)).toEqual([]);

    const form = page.getByRole('form', { name: 'Reset your password' });
    const email = form.getByLabel('Email');
    await email.fill('grace.example.com');
    await form.getByRole('button', { name: 'Send reset link' }).click();
    expect(await errorUnder(email)).toBe(EMAIL_INVALID);
    expect(await isFocused(email)).toBe(true);
    // Nothing is asked of the server while the address is malformed.
    // (Sign-up mailed a verification link; no reset link went out.)
    expect(
      mailsTo(session.server.dataDir, person.email).filter((mail) => mail.includes('/password/reset/')),
    ).toEqual([]);
  });

  it('sends the link after Enter and says so, with a way back to log in', async () => {
    const person = await grace({ signedOut: true });
    await page.goto('/password/reset/');
    const form = page.getByRole('form', { name: 'Reset your password' });
    await form.getByLabel('Email').fill(person.email);
    await form.getByLabel('Email').press('Enter');
    await page.getByRole('status').filter({ hasText: PASSWORD_RESET_SENT }).waitFor();
    expect(await form.count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/login/');
    expect(await audit(page)).toEqual([]);

    const mailedLink = await newestResetPath(person.email);
    expect(mailedLink).toMatch(/^\/password\/reset\/[\w-]{20,}\/$/);
  });

  it('answers an unknown email with the same text, and mails nobody', async () => {
    const stranger = `nobody.${Date.now()}@example.com`;
    await page.goto('/password/reset/');
    const form = page.getByRole('form', { name: 'Reset your password' });
    await form.getByLabel('Email').fill(stranger);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').filter({ hasText: PASSWORD_RESET_SENT }).waitFor();
    expect(mailsTo(session.server.dataDir, stranger)).toEqual([]);
  });

  it('a made-up link says it no longer works and offers a new one', async () => {
    await page.goto('/password/reset/not-a-real-token-at-all/');
    await page.getByText(PASSWORD_RESET_LINK_INVALID).waitFor();
    expect(await page.getByRole('form', { name: 'Choose a new password' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Get a new link' }).click();
    await page.waitForURL((url) => url.pathname === '/password/reset/');
  });

  it('a made-up log-in link (login assistance) starts nothing until pressed, then says it no longer works', async () => {
    await page.goto('/login/assist/not-a-real-token-at-all/');
    const finish = page.getByRole('button', { name: 'Finish logging in' });
    await finish.waitFor();
    expect(await audit(page)).toEqual([]);
    await finish.click();
    await page.getByText(LOGIN_ASSIST_LINK_INVALID).waitFor();
    await page.getByRole('link', { name: 'Log in' }).last().click();
    await page.waitForURL((url) => url.pathname === '/login/');
  });

  it('the mailed link refuses a short password and a confirmation that differs', async () => {
    const mailedLink = await mailedLinkFor(await grace({ signedOut: true }));
    await page.goto(mailedLink);
    const form = page.getByRole('form', { name: 'Choose a new password' });
    await form.waitFor();
    expect(await audit(page)).toEqual([]);

    const fresh = form.getByLabel('New password', { exact: true });
    const confirm = form.getByLabel('Confirm new password');
    await fresh.fill('short');
    await confirm.fill('short');
    await form.getByRole('button', { name: 'Save' }).click();
    expect(await errorUnder(fresh)).toBe(PASSWORD_TOO_SHORT);
    expect(await isFocused(fresh)).toBe(true);

    await fresh.fill(PASSWORDS.reset);
    await confirm.fill(`${PASSWORDS.reset}!`);
    await confirm.press('Enter');
    expect(await errorUnder(confirm)).toBe("Passwords don't match");
    expect(await isFocused(confirm)).toBe(true);
    expect(new URL(page.url()).pathname).toBe(mailedLink);
  });

  it('saves a matching new password: signed in on the home page with "Password changed"', async () => {
    await page.goto(await mailedLinkFor(await grace({ signedOut: true })));
    const form = page.getByRole('form', { name: 'Choose a new password' });
    await form.getByLabel('New password', { exact: true }).fill(PASSWORDS.reset);
    await form.getByLabel('Confirm new password').fill(PASSWORDS.reset);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Password changed' }).waitFor();
  });

  it('the link works once', async () => {
    const mailedLink = await mailedLinkFor(await grace({ signedOut: true }));
    await resetThroughApi(mailedLink);
    await page.goto(mailedLink);
    await page.getByText(PASSWORD_RESET_LINK_INVALID).waitFor();
    // Still signed in: the used link changes nothing.
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
  });

  it('after logging out, the old password fails and the new one works', async () => {
    const person = await grace({ signedOut: true });
    await resetThroughApi(await mailedLinkFor(person));
    await context.clearCookies();
    await page.goto('/login/');
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email or username').fill(person.email);
    await form.getByLabel('Password').fill(PASSWORDS.original);
    await form.getByRole('button', { name: 'Log in' }).click();
    await page.getByText(LOGIN_FAILED).waitFor();
    expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);

    await logIn(page, person.email, PASSWORDS.reset);
  });
});

describe('changing the password from settings', () => {
  /** Another device of the person's, which a change signs out. */
  let elsewhere: BrowserContext;
  let other: Page;

  beforeEach(async () => {
    ({ context: elsewhere, page: other } = await session.newTab());
  });

  afterEach(async () => {
    await elsewhere?.close();
  });

  /** A new account signed in on the page and, through the API, on the other device. */
  async function graceOnTwoDevices(): Promise<NewMember> {
    const person = await grace();
    await logInThroughApi(other, person.email, person.password);
    await page.goto('/settings/password/');
    return person;
  }

  it('is in the account menu, and asks a signed-out visitor to log in', async () => {
    await grace();
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    await page.waitForURL((url) => url.pathname === '/settings/password/');
    await page.getByRole('heading', { level: 1, name: 'Change password' }).waitFor();
    expect(await audit(page)).toEqual([]);

    const { context: visitorContext, page: visitor } = await session.newTab();
    try {
      await visitor.goto('/settings/password/');
      await visitor.getByRole('heading', { level: 1, name: LOGIN_PROMPTS.general }).waitFor();
      const login = visitor.getByRole('main').getByRole('link', { name: 'Log in' });
      expect(await login.getAttribute('href')).toBe('/login/?next=%2Fsettings%2Fpassword%2F');
      expect(await visitor.getByRole('form', { name: 'Change password' }).count()).toBe(0);
    } finally {
      await visitorContext.close();
    }
  });

  it('a wrong current password is refused under that field, and nothing changes', async () => {
    await graceOnTwoDevices();
    const form = page.getByRole('form', { name: 'Change password' });
    const current = form.getByLabel('Current password');
    await current.fill(PASSWORDS.reset);
    await form.getByLabel('New password', { exact: true }).fill(PASSWORDS.changed);
    await form.getByLabel('Confirm new password').fill(PASSWORDS.changed);
    await form.getByRole('button', { name: 'Save' }).click();
    expect(await errorUnder(current)).toBe(CURRENT_PASSWORD_WRONG);
    expect(await isFocused(current)).toBe(true);
    expect(await page.getByText(CHANGED_HERE).count()).toBe(0);
    expect(await audit(page)).toEqual([]);

    // The other device is still signed in.
    await other.goto('/');
    await other.getByRole('button', { name: 'Account menu' }).waitFor();
  });

  it('the right current password changes it: signed in here, signed out elsewhere', async () => {
    await graceOnTwoDevices();
    await other.goto('/');
    await other.getByRole('button', { name: 'Account menu' }).waitFor();
    const form = page.getByRole('form', { name: 'Change password' });
    const current = form.getByLabel('Current password');
    await form.getByLabel('New password', { exact: true }).fill(PASSWORDS.changed);
    await form.getByLabel('Confirm new password').fill(PASSWORDS.changed);
    await current.fill(PASSWORDS.original);
    expect(await current.getAttribute('aria-invalid')).toBeNull();
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: CHANGED_HERE }).waitFor();
    expect(await current.inputValue()).toBe('');

    await page.reload();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await other.reload();
    await other.getByRole('link', { name: 'Log in' }).first().waitFor();
    expect(await other.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
  });

  it('the changed password is the one that logs in', async () => {
    const person = await grace();
    const botCheck = await botCheckToken(page, 'changePassword');
    const { changePassword } = await graphql<{ changePassword: { __typename: string } }>(
      page,
      `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { __typename } }`,
      {
        input: {
          currentPassword: PASSWORDS.original,
          newPassword: PASSWORDS.changed,
          ...(botCheck ? { botCheckToken: botCheck } : {}),
        },
      },
    );
    expect(changePassword.__typename).toBe('MutationChangePasswordSuccess');
    await logIn(other, person.email, PASSWORDS.changed);
  });
});
