import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowserSession } from './support/browserSession';
import { skipWelcome } from './support/session';

let session: BrowserSession;
let page: Page;
let problems: string[];
const email = `ada.${Date.now()}@example.com`;

beforeAll(async () => {
  // No demo content (a quick start) and no SMTP: the verification mail lands in the outbox this test reads.
  session = await openBrowserSession({ server: { env: { SMTP_URL: '', SEED_DEMO: '0' } } });
  ({ page, problems } = session);
}, 180_000);

afterAll(() => session?.close());

/** The path of the verification link mailed to `to` (the mail's origin is the server's PUBLIC_URL). */
async function verificationPath(to: string): Promise<string> {
  const outbox = path.join(session.server.dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const names = await readdir(outbox).catch(() => [] as string[]);
    for (const name of names) {
      const mail = await readFile(path.join(outbox, name), 'utf8');
      if (!mail.includes(`\r\nTo: ${to}\r\n`)) continue;
      const link = mail.match(/https?:\/\/\S+(\/verify-email\/[\w-]+\/)/);
      if (link?.[1]) return link[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No verification link was mailed to ${to}`);
}

describe('email verification', () => {
  it('a new account is "Not verified" in settings until the mailed link is opened', async () => {
    await page.goto('/signup/');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('analytical-engine-1843');
    await form.getByLabel('Full name').fill('Ada Lovelace');
    await form.getByLabel('Birthdate').fill('1985-12-10');
    await form.getByRole('button', { name: 'Sign up' }).click();
    await skipWelcome(page);
    await page.waitForURL((url) => url.pathname === '/');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    await page.waitForURL((url) => url.pathname === '/settings/account/');
    await page.getByText(email).waitFor();
    await page.getByText('Not verified', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Resend verification email' }).isVisible()).toBe(true);

    await page.goto(await verificationPath(email));
    await page.getByRole('status').filter({ hasText: 'Your email address is verified.' }).waitFor();
    await page.getByRole('link', { name: 'Account settings' }).click();
    await page.getByText('Verified', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Resend verification email' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
