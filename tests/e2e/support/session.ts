import type { Page, Route } from 'playwright-core';

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
 * person takes that this test does not drive through the UI.
 */
export async function graphql<T = Record<string, unknown>>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const body = await page.evaluate(
    async ([q, v]) => {
      const cookie = document.cookie.split('; ').find((c) => c.startsWith('csrftoken='));
      const token = cookie ? decodeURIComponent(cookie.slice('csrftoken='.length)) : '';
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'X-CSRFToken': token },
        body: JSON.stringify({ query: q, variables: v }),
      });
      return response.json();
    },
    [query, variables] as const,
  );
  const result = body as { data?: T; errors?: { message: string }[] };
  if (result.errors?.length) throw new Error(`GraphQL: ${result.errors.map((e) => e.message).join('; ')}`);
  return result.data as T;
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
