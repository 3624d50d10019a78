import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MFA_CODE_WRONG } from '../../core/texts';
import { collectPageProblems, launchBrowser } from './support/browser';
import { audit, errorUnder, isFocused } from './support/forms';
import { type RunningServer, startServer } from './support/server';
import { logOut } from './support/session';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];

const person = {
  email: `ada.${Date.now()}@example.com`,
  password: 'analytical-engine-1843',
  fullName: 'Ada Lovelace',
  birthDate: '1985-12-10',
};
/** What the security page shows during set-up, read off the screen as a person would type it into an app. */
let secret = '';
let recoveryCodes: string[] = [];

/**
 * The code an authenticator app shows, `stepsAhead` 30-second steps from now. The server takes each step's
 * code once and accepts one step of drift, so a test that has just used the current step's code uses the next.
 */
function appCode(stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  // NOTE: axe goes in as an inline script, which our Content-Security-Policy refuses.
  context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 1280, height: 900 },
    bypassCSP: true,
  });
  page = await context.newPage();
  problems = collectPageProblems(page);
}, 180_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** The password step of the log-in page, which (two-factor on) leads to the code step. */
async function enterPassword(target: Page): Promise<void> {
  await target.goto('/login/');
  const form = target.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email or username').fill(person.email);
  await form.getByLabel('Password').fill(person.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await target.getByRole('form', { name: 'Two-factor authentication' }).waitFor();
}

describe('two-factor authentication: turn it on in settings, then log in with a code', () => {
  it('signs up, and finds the security page in the account menu with two-factor off', async () => {
    await page.goto('/signup/');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Email').fill(person.email);
    await form.getByLabel('Password').fill(person.password);
    await form.getByLabel('Full name').fill(person.fullName);
    await form.getByLabel('Birthdate').fill(person.birthDate);
    await form.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Two-factor authentication' }).click();
    await page.waitForURL((url) => url.pathname === '/settings/security/');
    await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor();
    await page.getByText('Off: logging in asks only for your password.').waitFor();
    expect(await audit(page)).toEqual([]);
  });

  it('turning it on shows a QR code with the setup key as text, and moves focus to the set-up', async () => {
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
    secret = shown.replace(/\s+/g, '');
    expect(await audit(page)).toEqual([]);
  });

  it('a wrong code is refused under its field; the right code and the password turn it on', async () => {
    const form = page.getByRole('form', { name: 'Turn on two-factor authentication' });
    const code = form.getByLabel('6-digit code from the app');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    const right = appCode();
    await code.fill(right === '000000' ? '111111' : '000000');
    await form.getByLabel('Your password').fill(person.password);
    await form.getByRole('button', { name: 'Turn on' }).click();
    expect(await errorUnder(code)).toBe(MFA_CODE_WRONG);
    expect(await isFocused(code)).toBe(true);

    await code.fill(appCode());
    await code.press('Enter');
    const heading = page.getByRole('heading', { name: 'Save your recovery codes' });
    await heading.waitFor();
    expect(await isFocused(heading)).toBe(true);
  });

  it('shows ten recovery codes once, and Done waits for the "saved them" box', async () => {
    const list = page.getByRole('list', { name: 'Recovery codes' });
    recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
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
    await logOut(page);
    await enterPassword(page);
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
    const next = appCode(1);
    await code.fill(next === '000000' ? '111111' : '000000');
    await code.press('Enter');
    expect(await errorUnder(code)).toBe(MFA_CODE_WRONG);
    expect(await isFocused(code)).toBe(true);

    await code.fill(appCode(1));
    await code.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
  });

  it('a recovery code works instead of the app code, and Back returns to the password step', async () => {
    await logOut(page);
    await enterPassword(page);
    const step = page.getByRole('form', { name: 'Two-factor authentication' });
    await step.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('form', { name: 'Log in' }).waitFor();

    await enterPassword(page);
    await step.getByRole('button', { name: 'Use a recovery code instead' }).click();
    const recovery = step.getByLabel('Recovery code');
    await recovery.waitFor();
    expect(await isFocused(recovery)).toBe(true);
    await recovery.fill(recoveryCodes[0] ?? '');
    await step.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(problems).toEqual([]);
  });
});
