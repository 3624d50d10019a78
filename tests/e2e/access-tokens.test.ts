import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowserSession } from './support/browserSession';
import { logIn } from './support/session';

let session: BrowserSession;
let page: Page;
let problems: string[];

beforeAll(async () => {
  session = await openBrowserSession();
  ({ page, problems } = session);
}, 180_000);

afterAll(() => session?.close());

/** Asks for the viewer's username with nothing but the bearer token, as a script would. */
function viewerWith(secret: string): Promise<Response> {
  return fetch(`${session.server.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query: '{ viewer { username } }' }),
  });
}

describe('a personal access token', () => {
  it('is made in settings, shown once, works as a bearer token, and stops working once revoked', async () => {
    await logIn(page, 'demo@tackboard.local');
    await page.goto('/settings/access-tokens/');
    const form = page.getByRole('form', { name: 'Make a token' });
    await form.getByRole('button', { name: 'Make token' }).click();
    await form.getByText('Give the token a name, so you know later what uses it.').waitFor();
    await form.getByLabel('Token name').fill('Backup script');
    await form.getByLabel('See your public boards and their sections').check();
    await form.getByLabel('See your profile, who you follow and who follows you').check();
    await form.getByLabel('Expires').selectOption({ label: 'In 30 days' });
    await form.getByRole('button', { name: 'Make token' }).click();

    const created = page.getByRole('status').filter({ hasText: 'Backup script is ready' });
    await created.getByText("it won't be shown again").waitFor();
    const secret = (await created.locator('code').first().textContent()) ?? '';
    expect(secret.length).toBeGreaterThan(20);
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Backup script' }) });
    await item.getByText('Never used').waitFor();
    expect(await item.locator('code').allTextContents()).toEqual(['boards:read', 'user_accounts:read']);

    const before = await viewerWith(secret);
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({ data: { viewer: { username: expect.any(String) } } });

    await item.getByRole('button', { name: 'Revoke Backup script' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke Backup script?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Backup script', exact: true }).count())
      .toBe(0);
    await page.getByText('No tokens yet').waitFor();

    expect((await viewerWith(secret)).status).toBe(401);
    expect(problems).toEqual([]);
  }, 60_000);
});
