import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_YOUNG } from '../../core/age';
import { startTestOidcProvider, type TestOidcProvider } from '../support/oidcProvider';
import { seriousViolations } from './support/axe';
import { type BrowserSession, type BrowserTab, openBrowserSession } from './support/browserSession';

let idp: TestOidcProvider;
let session: BrowserSession;

beforeAll(async () => {
  // The provider listens first (its address is the app's OIDC_SSO_ISSUER); it learns the app's callback once
  // the app runs. Both are on 127.0.0.1, so the app reaches the provider's discovery and token endpoints.
  idp = await startTestOidcProvider();
  session = await openBrowserSession({
    server: { env: idp.env(['sso'], { OIDC_SSO_LABEL: 'Continue with Acme SSO' }) },
  });
  idp.configure(session.server.baseUrl, ['sso']);
}, 180_000);

afterAll(async () => {
  await session?.close();
  await idp?.close();
});

function newPage(): Promise<BrowserTab> {
  // NOTE: axe goes in as an inline script, which our Content-Security-Policy refuses.
  return session.newTab({ bypassCSP: true });
}

/** At the provider's own log-in page: type the identity's email and sign in there. */
async function signInAtProvider(page: Page, email: string): Promise<void> {
  await page.waitForURL((url) => url.origin === idp.issuer && url.pathname.startsWith('/interaction/'));
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('social log-in in the browser', () => {
  it('logs a person in with "Continue with SSO" and lands them on next, their account connected', async () => {
    // The demo person's address, verified by the provider: the identity is linked to their account.
    idp.addIdentity({ sub: 'acme-demo', email: 'demo@tackboard.local', email_verified: true, name: 'Demo' });
    const { page, problems } = await newPage();
    await page.goto('/login/?next=/tools/bookmarklet/');
    const button = page.getByRole('link', { name: 'Continue with Acme SSO' });
    await expect(button.getAttribute('href')).resolves.toBe(
      '/login/oidc/sso/?next=%2Ftools%2Fbookmarklet%2F',
    );
    await button.click();
    await signInAtProvider(page, 'demo@tackboard.local');
    await page.waitForURL(`${session.server.baseUrl}/tools/bookmarklet/`);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Connected accounts' }).click();
    await page.waitForURL(`${session.server.baseUrl}/settings/connections/`);
    const sso = page.getByRole('listitem', { name: 'Single sign-on' });
    await sso.getByText('Connected as demo@tackboard.local').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await sso.getByRole('button', { name: 'Disconnect Single sign-on' }).click();
    await sso.getByText('Not connected').waitFor();
    await sso.getByRole('link', { name: 'Connect Single sign-on' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('signs a new person up: the provider, then "Finish signing up" with the birth date, the welcome, then next', async () => {
    const email = `nova.${Date.now()}@example.com`;
    idp.addIdentity({ sub: `acme-nova-${Date.now()}`, email, email_verified: true, name: 'Nova Newman' });
    const { page, problems } = await newPage();
    await page.goto('/signup/?next=/following/');
    await page.getByRole('link', { name: 'Continue with Acme SSO' }).click();
    await signInAtProvider(page, email);
    await page.waitForURL(`${session.server.baseUrl}/signup/social/?next=%2Ffollowing%2F`);

    const form = page.getByRole('form', { name: 'Finish signing up' });
    await expect(form.getByLabel('Full name').inputValue()).resolves.toBe('Nova Newman');
    await expect(form.getByLabel('Email').inputValue()).resolves.toBe(email);
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 16);
    await form.getByLabel('Birthdate').fill(young.toISOString().slice(0, 10));
    await form.getByRole('button', { name: 'Continue' }).click();
    await form.getByText(TOO_YOUNG).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByLabel('Birthdate').fill('1994-04-21');
    await form.getByRole('button', { name: 'Continue' }).click();
    // A new account, whichever way it signed up, is welcomed once before it goes on.
    await page.waitForURL(`${session.server.baseUrl}/welcome/?next=%2Ffollowing%2F`);
    await page.getByRole('heading', { name: 'Welcome to Tackboard!' }).waitFor();
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL(`${session.server.baseUrl}/following/`);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('shows why on the log-in page when the person cancels at the provider', async () => {
    const { page, problems } = await newPage();
    await page.goto('/login/');
    await page.getByRole('link', { name: 'Continue with Acme SSO' }).click();
    await page.waitForURL((url) => url.origin === idp.issuer && url.pathname.startsWith('/interaction/'));
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.origin === session.server.baseUrl && url.pathname === '/login/');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Logging in with your single sign-on was cancelled. Nothing was changed.' })
      .waitFor();
    expect(problems).toEqual([]);
  });
});
