import { type Browser, chromium, type Locator, type Page } from 'playwright-core';

/** Debian's Chromium, headless; the tests never download a browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

/** Everything the page reported as broken (uncaught errors, console errors such as CSP refusals). */
export function collectPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return problems;
}

/**
 * Clicks a control that closes its own window and waits for the window to close. The window may close while
 * Playwright is still finishing the click, which it reports as "Target page closed"; that is only accepted when the
 * window did close.
 */
export async function clickToCloseWindow(page: Page, control: Locator): Promise<void> {
  const closed = page.waitForEvent('close', { timeout: 15_000 });
  await control.click().catch((error: unknown) => {
    if (!page.isClosed()) throw error;
  });
  await closed;
}

/**
 * Waits for the page's pictures and layout to settle before an audit: no requests for half a second. On a busy
 * machine a feed may keep fetching images for long; the audit then runs on what is there after 10 s rather than
 * fail the run on the wait.
 */
export async function settleForAudit(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch((error: unknown) => {
    if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
  });
}
