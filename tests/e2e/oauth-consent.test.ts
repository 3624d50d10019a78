import { createHash, randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowserSession } from './support/browserSession';
import { logIn, logOut } from './support/session';

let session: BrowserSession;
let page: Page;
let problems: string[];

/** The app's own address: nothing listens there, the test catches the browser's visit instead. */
const REDIRECT = 'http://127.0.0.1:9/callback';

beforeAll(async () => {
  session = await openBrowserSession();
  ({ page, problems } = session);
}, 180_000);

afterAll(() => session?.close());

describe('an OAuth app', () => {
  it('is registered in settings, gets consent through log-in and Allow, and uses the token it exchanges the code for', async () => {
    await logIn(page, 'demo@tackboard.local');
    await page.goto('/settings/apps/');
    const form = page.getByRole('form', { name: 'Register an app' });
    await form.getByLabel('App name').fill('Board Backup');
    await form.getByLabel(/Redirect URIs/).fill(REDIRECT);
    await form.getByLabel(/Public/).check();
    await form.getByRole('button', { name: 'Register app' }).click();
    const created = page.getByRole('status').filter({ hasText: 'Board Backup is registered' });
    const clientId = (await created.locator('code').first().textContent()) ?? '';
    expect(clientId).toMatch(/^[0-9a-f]{24}$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Board Backup', exact: true }).count()).toBe(1);
    await logOut(page);

    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const authorize = `/oauth/?${new URLSearchParams({
      client_id: clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'boards:read,user_accounts:read',
      state: 'state-123',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    })}`;
    let returned = '';
    await page.route(`${REDIRECT}**`, async (route) => {
      returned = route.request().url();
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'back at the app' });
    });

    await page.goto(authorize);
    await page.getByRole('heading', { name: 'Board Backup wants to use your Tackboard account' }).waitFor();
    await page.locator('.oauth-page').getByRole('link', { name: 'Log in' }).click();
    const login = page.getByRole('form', { name: 'Log in' });
    await login.getByLabel('Email or username').fill('demo@tackboard.local');
    await login.getByLabel('Password').fill('tackboard-demo');
    await login.getByRole('button', { name: 'Log in' }).click();

    await page.getByRole('heading', { name: /Allow Board Backup to use your account/ }).waitFor();
    const scopes = page.getByRole('list', { name: 'Board Backup will be able to:' });
    expect(await scopes.getByRole('listitem').allTextContents()).toEqual([
      'See your public boards and their sections',
      'See your profile, who you follow and who follows you',
    ]);
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect.poll(() => returned).not.toBe('');

    const back = new URL(returned);
    expect(back.searchParams.get('state')).toBe('state-123');
    const code = back.searchParams.get('code') ?? '';
    const exchange = await fetch(`${session.server.baseUrl}/v5/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT,
        client_id: clientId,
        code_verifier: verifier,
      }),
    });
    expect(exchange.status).toBe(200);
    const token = (await exchange.json()) as { access_token: string; scope: string };
    expect(token.scope).toBe('boards:read user_accounts:read');
    const viewer = await fetch(`${session.server.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token.access_token}` },
      body: JSON.stringify({ query: '{ viewer { username } }' }),
    });
    expect(await viewer.json()).toEqual({ data: { viewer: { username: expect.any(String) } } });
    expect(problems).toEqual([]);
  }, 60_000);
});
