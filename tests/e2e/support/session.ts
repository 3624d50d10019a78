import type { Page, Route } from 'playwright-core';
import { ACTING_AS_HEADER } from '../../../core/actingAs';
import { type BotCheckCall, botCheckAction } from '../../../core/botCheck';
import { solveBotCheck } from '../../../core/botCheckSolver';

/** The seeded demo accounts all share this password (server/seed/demo.ts). */
export const DEMO_PASSWORD = 'tackboard-demo';

/** Logs in through the log-in page, the way a person would, and waits for the signed-in header. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login/');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email or username').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
}

/**
 * Runs a GraphQL operation as the person signed in on `page` (their cookies, the CSRF echo), for steps another
 * person takes that this test does not drive through the UI, and for a test's set-up. `actingAs` sends the
 * request for that business profile, as the web client does while the person acts for it.
 */
export async function graphql<T = Record<string, unknown>>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
  options: { actingAs?: string } = {},
): Promise<T> {
  // Through the page's own request context: it shares the browser's cookies (and keeps those the answer sets),
  // and works before the page has opened the site.
  const cookies = await page.context().cookies();
  const csrf = cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await page.request.post('/graphql', {
    headers: {
      'content-type': 'application/json',
      'X-CSRFToken': csrf,
      ...(options.actingAs ? { [ACTING_AS_HEADER]: options.actingAs } : {}),
    },
    data: { query, variables },
  });
  const body: unknown = await response.json();
  const result = body as { data?: T; errors?: { message: string }[] };
  if (result.errors?.length) throw new Error(`GraphQL: ${result.errors.map((e) => e.message).join('; ')}`);
  return result.data as T;
}

/**
 * A solved bot-check challenge for one call, as the page's worker would make it (the e2e server checks every
 * log-in, sign-up and password form), so a test's set-up can make those calls through the API.
 */
export async function botCheckToken(page: Page, call: BotCheckCall): Promise<string | null> {
  const { botCheckChallenge: challenge } = await graphql<{
    botCheckChallenge: {
      algorithm: string;
      challenge: string;
      maxNumber: number;
      salt: string;
      signature: string;
    } | null;
  }>(
    page,
    `query ($action: BotCheckAction!) {
      botCheckChallenge(action: $action) { algorithm challenge maxNumber salt signature } }`,
    { action: botCheckAction(call, 'web') },
  );
  if (!challenge) return null;
  const number = solveBotCheck(challenge);
  if (number === null) throw new Error('The bot-check challenge has no solution in range.');
  const { algorithm, salt, signature } = challenge;
  const token = { algorithm, challenge: challenge.challenge, number, salt, signature };
  return Buffer.from(JSON.stringify(token)).toString('base64');
}

/**
 * Holds the page's requests for one GraphQL operation until `release` is called, so a test can look at the
 * screen between the click and the server's answer (what an optimistic update shows). The request then goes
 * to the real server unchanged.
 */
export async function holdOperation(
  page: Page,
  operationName: string,
): Promise<{ release: () => Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = async (route: Route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName === operationName) await released;
    await route.continue();
  };
  await page.route('**/graphql', handler);
  return {
    release: async () => {
      const answered = page.waitForResponse(
        (response) =>
          response.url().endsWith('/graphql') &&
          (response.request().postDataJSON() as { operationName?: string } | null)?.operationName ===
            operationName,
      );
      release();
      await answered;
      await page.unroute('**/graphql', handler);
    },
  };
}

/** Logs out from the account menu and waits for the signed-out home page. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('link', { name: 'Log in' }).waitFor();
}

export interface NewMember {
  email: string;
  password: string;
  fullName: string;
  /** Chosen by the server from the full name: `adalovelace`, then `adalovelace1`, … */
  username: string;
}

let members = 0;

/**
 * Signs a new person up through the sign-up page, the way a person would (solving the bot check), and waits
 * for the signed-in home feed. Each call makes a new account with a unique email, so a test that needs a
 * member of its own can make one; `page` must not be signed in yet (use a fresh browser context).
 */
/** A new account lands on the welcome (interests) once: skips it, as a person in a hurry would. */
export async function skipWelcome(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/welcome/');
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.waitForURL((url) => url.pathname !== '/welcome/');
}

export async function signUp(
  page: Page,
  person: { fullName?: string; password?: string; birthDate?: string } = {},
): Promise<NewMember> {
  members += 1;
  const email = `member.${Date.now().toString(36)}.${members}@example.com`;
  const fullName = person.fullName ?? 'Ada Lovelace';
  const password = person.password ?? 'analytical-engine';
  await page.goto('/signup/');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByLabel('Full name').fill(fullName);
  await form.getByLabel('Birthdate').fill(person.birthDate ?? '1990-12-10');
  await form.getByRole('button', { name: 'Sign up' }).click();
  await skipWelcome(page);
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
  const { viewer } = await graphql<{ viewer: { username: string } }>(page, 'query { viewer { username } }');
  return { email, password, fullName, username: viewer.username };
}
