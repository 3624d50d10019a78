import { Secret, TOTP } from 'otpauth';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MFA_CODE_WRONG } from '../../core/texts';
import { type BrowserSession, openBrowserSession } from './support/browserSession';
import { newMember } from './support/fixtures';
import { audit, errorUnder, isFocused } from './support/forms';
import { graphql, signUp } from './support/session';

let session: BrowserSession;
/** A fresh browser per test, signed out: each test signs up a person of its own. */
let context: BrowserContext;
let page: Page;
let problems: string[];

const PASSWORD = 'analytical-engine-1843';

/**
 * The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. The server takes each
 * step's code once and accepts one step of drift, so a test that has just used the current step's code uses the
 * next.
 */
function appCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

beforeAll(async () => {
  session = await openBrowserSession();
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

/** The password step of the log-in page, which (two-factor on) leads to the code step. */
async function enterPassword(target: Page, email: string): Promise<void> {
  await target.goto('/login/');
  const form = target.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email or username').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
  await target.getByRole('form', { name: 'Two-factor authentication' }).waitFor();
}

/**
 * Starts the set-up on the security page as a person does, and answers the setup key it shows (read off the
 * screen as a person would type it into an app).
 */
async function startSetUp(target: Page): Promise<string> {
  await target.goto('/settings/security/');
  await target.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await target.getByRole('heading', { name: 'Set up your authenticator app' }).waitFor();
  return ((await target.getByTestId('mfa-secret').textContent()) ?? '').replace(/\s+/g, '');
}

/** Turns two-factor on for the person signed in on `target` through the API; answers the key and the codes. */
async function turnOnThroughApi(target: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { startMfaEnrollment } = await graphql<{ startMfaEnrollment: { data: { secret: string } } }>(
    target,
    'mutation { startMfaEnrollment { ... on MutationStartMfaEnrollmentSuccess { data { secret } } } }',
  );
  const secret = startMfaEnrollment.data.secret;
  const { confirmMfaEnrollment } = await graphql<{
    confirmMfaEnrollment: { __typename: string; data?: string[]; message?: string };
  }>(
    target,
    `mutation ($input: ConfirmMfaEnrollmentInput!) { confirmMfaEnrollment(input: $input) { __typename
      ... on MutationConfirmMfaEnrollmentSuccess { data }
      ... on DomainError { message } } }`,
    { input: { code: appCode(secret), password: PASSWORD } },
  );
  if (!confirmMfaEnrollment.data) throw new Error(`confirmMfaEnrollment: ${confirmMfaEnrollment.message}`);
  return { secret, recoveryCodes: confirmMfaEnrollment.data };
}

describe('two-factor authentication: turn it on in settings, then log in with a code', () => {
  it('signs up, and finds the security page in the account menu with two-factor off', async () => {
    await signUp(page, { password: PASSWORD, birthDate: '1985-12-10' });

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Two-factor authentication' }).click();
    await page.waitForURL((url) => url.pathname === '/settings/security/');
    await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor();
    await page.getByText('Off: logging in asks only for your password.').waitFor();
    expect(await audit(page)).toEqual([]);
  });

  it('turning it on shows a QR code with the setup key as text, and moves focus to the set-up', async () => {
    await newMember(page, { password: PASSWORD });
    await page.goto('/settings/security/');
    await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    const heading = page.getByRole('heading', { name: 'Set up your authenticator app' });
    await heading.waitFor();
    expect(await isFocused(heading)).toBe(true);
    const qr = page.getByRole('img', { name: /QR code for your authenticator app/ });
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    const shown = (await page.getByTestId('mfa-secret').textContent()) ?? '';
    // Grouped in fours for typing; the app takes it without the spaces.
    expect(shown).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    expect(await audit(page)).toEqual([]);
  });

  it('a wrong code is refused under its field; the right code and the password turn it on', async () => {
    await newMember(page, { password: PASSWORD });
    const secret = await startSetUp(page);
    const form = page.getByRole('form', { name: 'Turn on two-factor authentication' });
    const code = form.getByLabel('6-digit code from the app');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    const right = appCode(secret);
    await code.fill(right === '000000' ? '111111' : '000000');
    await form.getByLabel('Your password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Turn on' }).click();
    expect(await errorUnder(code)).toBe(MFA_CODE_WRONG);
    expect(await isFocused(code)).toBe(true);

    await code.fill(appCode(secret));
    await code.press('Enter');
    const heading = page.getByRole('heading', { name: 'Save your recovery codes' });
    await heading.waitFor();
    expect(await isFocused(heading)).toBe(true);
  });

  it('shows ten recovery codes once, and Done waits for the "saved them" box', async () => {
    await newMember(page, { password: PASSWORD });
    const secret = await startSetUp(page);
    const form = page.getByRole('form', { name: 'Turn on two-factor authentication' });
    await form.getByLabel('6-digit code from the app').fill(appCode(secret));
    await form.getByLabel('Your password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Turn on' }).click();

    const list = page.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const download = page.getByRole('link', { name: 'Download codes' });
    expect(await download.getAttribute('download')).toBe('tackboard-recovery-codes.txt');
    expect(await download.getAttribute('href')).toMatch(/^blob:/);
    expect(await audit(page)).toEqual([]);

    const done = page.getByRole('button', { name: 'Done' });
    expect(await done.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'I have saved my recovery codes' }).check();
    await done.click();
    await page.getByText('On: logging in asks for a code from your authenticator app.').waitFor();
    expect(await page.getByRole('list', { name: 'Recovery codes' }).count()).toBe(0);
    expect(await page.getByRole('form', { name: 'Turn off two-factor authentication' }).count()).toBe(1);
    expect(await audit(page)).toEqual([]);
  });

  it('after logging out, the password leads to the code step, which takes the app code and signs in', async () => {
    const person = await newMember(page, { password: PASSWORD });
    const { secret } = await turnOnThroughApi(page);
    await context.clearCookies();
    await enterPassword(page, person.email);
    // The password alone did not sign in.
    expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
    await page.getByRole('heading', { level: 1, name: 'Two-factor authentication' }).waitFor();
    const step = page.getByRole('form', { name: 'Two-factor authentication' });
    const code = step.getByLabel('Authentication code');
    expect(await isFocused(code)).toBe(true);
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await audit(page)).toEqual([]);

    // The code used to turn it on is spent: the next step's code is what the app shows soon after.
    const next = appCode(secret, 1);
    await code.fill(next === '000000' ? '111111' : '000000');
    await code.press('Enter');
    expect(await errorUnder(code)).toBe(MFA_CODE_WRONG);
    expect(await isFocused(code)).toBe(true);

    await code.fill(appCode(secret, 1));
    await code.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
  });

  it('a recovery code works instead of the app code, and Back returns to the password step', async () => {
    const person = await newMember(page, { password: PASSWORD });
    const { recoveryCodes } = await turnOnThroughApi(page);
    await context.clearCookies();
    await enterPassword(page, person.email);
    const step = page.getByRole('form', { name: 'Two-factor authentication' });
    await step.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('form', { name: 'Log in' }).waitFor();

    await enterPassword(page, person.email);
    await step.getByRole('button', { name: 'Use a recovery code instead' }).click();
    const recovery = step.getByLabel('Recovery code');
    await recovery.waitFor();
    expect(await isFocused(recovery)).toBe(true);
    await recovery.fill(recoveryCodes[0] ?? '');
    await step.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
  });
});
