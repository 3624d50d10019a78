import { createHash } from 'node:crypto';
import type { Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOT_CHECK_CHECKING,
  BOT_CHECK_FAILED,
  BOT_CHECK_FAILURES_KEY,
  BOT_CHECK_LOAD_ERROR,
} from '../../core/botCheck';
import { type BrowserSession, openBrowserSession } from './support/browserSession';
import { DEMO_PASSWORD } from './support/session';

let session: BrowserSession;

beforeAll(async () => {
  // The e2e server runs with BOT_CHECK on (the default): every form here solves real challenges. Each test
  // opens a fresh browser profile (own cookies and localStorage) under our real Content-Security-Policy.
  session = await openBrowserSession();
}, 180_000);

afterAll(() => session?.close());

interface GraphqlBody {
  operationName?: string;
  variables?: { action?: string; input?: { botCheckToken?: string | null } };
}

function operation(request: Request): GraphqlBody | null {
  if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return null;
  return request.postDataJSON() as GraphqlBody;
}

/** Records the actions challenges are asked for and the tokens mutations carry, as the page sends them. */
function watchBotCheck(page: Page) {
  const seen = { actions: [] as string[], tokens: new Map<string, (string | null | undefined)[]>() };
  page.on('request', (request) => {
    const body = operation(request);
    if (!body?.operationName) return;
    if (body.operationName === 'BotCheckChallengeQuery') seen.actions.push(body.variables?.action ?? '');
    else if (body.variables?.input && 'botCheckToken' in body.variables.input) {
      const list = seen.tokens.get(body.operationName) ?? [];
      list.push(body.variables.input.botCheckToken);
      seen.tokens.set(body.operationName, list);
    }
  });
  return seen;
}

async function logInThroughForm(page: Page, login: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email or username').fill(login);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

describe('the invisible bot check', () => {
  it('a person signs up, logs out and logs in again; the page solves a challenge for each', async () => {
    const { page, problems } = await session.newTab();
    const seen = watchBotCheck(page);
    const email = `ada.${Date.now()}@example.com`;

    await page.goto('/signup/');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('analytical-engine-1843');
    await form.getByLabel('Full name').fill('Ada Lovelace');
    await form.getByLabel('Birthdate').fill('1985-12-10');
    await form.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(seen.actions).toContain('web_unauth');
    const signUpTokens = seen.tokens.get('SignUpMutation') ?? [];
    expect(signUpTokens).toHaveLength(1);
    expect(signUpTokens[0]).toMatch(/^[A-Za-z0-9+/=]{40,}$/);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Account menu' }).waitFor({ state: 'detached' });
    await page.goto('/login/');
    await logInThroughForm(page, email, 'analytical-engine-1843');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(seen.actions).toContain('web_auth');
    const logInTokens = seen.tokens.get('LogInMutation') ?? [];
    expect(logInTokens).toHaveLength(1);
    expect(logInTokens[0]).not.toBe(signUpTokens[0]);
    expect(problems).toEqual([]);
  });

  it('on a phone-sized window the log-in asks for the mweb_ action', async () => {
    const { page, problems } = await session.newTab({ viewport: { width: 390, height: 844 } });
    const seen = watchBotCheck(page);
    await page.goto('/login/');
    await logInThroughForm(page, 'ava@tackboard.local', DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(seen.actions).toContain('mweb_login');
    expect(seen.actions).not.toContain('web_auth');
    expect(problems).toEqual([]);
  });

  it('a submit made before the solve is done waits, the button busy with "Checking…"', async () => {
    const { page, problems } = await session.newTab();
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holdChallenge = async (route: Route) => {
      if (operation(route.request())?.operationName === 'BotCheckChallengeQuery') await released;
      await route.continue();
    };
    await page.route('**/graphql', holdChallenge);
    await page.goto('/login/');
    await logInThroughForm(page, 'dev@tackboard.local', DEMO_PASSWORD);
    const checking = page
      .getByRole('form', { name: 'Log in' })
      .getByRole('button', { name: BOT_CHECK_CHECKING });
    await checking.waitFor();
    expect(await checking.getAttribute('aria-busy')).toBe('true');
    expect(await checking.isDisabled()).toBe(true);
    release();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await page.unroute('**/graphql', holdChallenge);
    expect(problems).toEqual([]);
  });

  it('when the challenge cannot be loaded, the form says so and Retry brings it back', async () => {
    const { page } = await session.newTab();
    const failChallenge = async (route: Route) => {
      if (operation(route.request())?.operationName === 'BotCheckChallengeQuery') {
        await route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' });
      } else await route.continue();
    };
    await page.route('**/graphql', failChallenge);
    await page.goto('/login/');
    const form = page.getByRole('form', { name: 'Log in' });
    await expect
      .poll(() => form.getByRole('status').filter({ hasText: BOT_CHECK_LOAD_ERROR }).count())
      .toBe(1);

    await page.unroute('**/graphql', failChallenge);
    await form.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => form.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await logInThroughForm(page, 'ben@tackboard.local', DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
  });

  it('after 3 refused checks within the hour the form refuses to submit, also after a reload', async () => {
    const { page } = await session.newTab();
    // Challenges that solve but that the server never signed: every token is refused, as a bot's would be.
    const forgeChallenge = async (route: Route) => {
      if (operation(route.request())?.operationName !== 'BotCheckChallengeQuery') return route.continue();
      const expires = Math.floor(Date.now() / 1000) + 120;
      const salt = `${Math.random().toString(16).slice(2)}?action=web_auth&expires=${expires}&`;
      const challenge = createHash('sha256').update(`${salt}7`).digest('hex');
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          data: {
            botCheckChallenge: {
              __typename: 'BotCheckChallenge',
              algorithm: 'SHA-256',
              challenge,
              maxNumber: 20,
              salt,
              signature: 'f'.repeat(64),
            },
          },
        }),
      });
    };
    await page.route('**/graphql', forgeChallenge);
    await page.goto('/login/');
    const form = page.getByRole('form', { name: 'Log in' });
    const submit = form.getByRole('button', { name: 'Log in' });
    for (let attempt = 1; attempt <= 3; attempt++) {
      await logInThroughForm(page, 'chloe@tackboard.local', DEMO_PASSWORD);
      await expect.poll(() => form.getByRole('alert').textContent()).toBe(BOT_CHECK_FAILED);
      if (attempt < 3) await form.getByLabel('Password').fill('');
    }
    const blocked = form
      .getByRole('status')
      .filter({ hasText: /Too many failed checks.*Try again in 60 minutes/ });
    await expect.poll(() => blocked.count()).toBe(1);
    expect(await submit.isDisabled()).toBe(true);
    const stored = await page.evaluate((key) => window.localStorage.getItem(key), BOT_CHECK_FAILURES_KEY);
    expect(JSON.parse(stored ?? '[]')).toHaveLength(3);

    await page.reload();
    await expect.poll(() => blocked.count()).toBe(1);
    expect(await submit.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
  });
});
