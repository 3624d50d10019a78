import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { collectPageProblems, launchBrowser } from './browser';
import { type RunningServer, type StartServerOptions, startServer } from './server';

/** A desktop browser window, the size every e2e page opens in unless a test asks for another. */
const DESKTOP = { width: 1280, height: 900 };

/** A browser profile of its own (cookies, storage) on the session's server, and its page. */
export interface BrowserTab {
  context: BrowserContext;
  page: Page;
  /** What `page` has reported as broken so far (uncaught errors, console errors such as CSP refusals). */
  problems: string[];
}

/** A file's server and browser, with a first profile and page on it. */
export interface BrowserSession extends BrowserTab {
  server: RunningServer;
  browser: Browser;
  /**
   * Another profile on the server, signed out, with a desktop window unless `options` say otherwise; it closes
   * with the session, or earlier through its context.
   */
  newTab(options?: BrowserContextOptions): Promise<BrowserTab>;
  /** Closes the browser and its profiles, then stops the server and removes its data folder. */
  close(): Promise<void>;
}

export interface BrowserSessionOptions {
  /** For the server, e.g. extra environment. */
  server?: StartServerOptions;
  /** For the first profile, on top of the server's address and a desktop window (e.g. bypassCSP for an audit). */
  context?: BrowserContextOptions;
}

/**
 * Starts a server on a copy of the seeded data and Chromium side by side, and opens a first profile and page on
 * the server; call it in beforeAll, and `close` in afterAll. If either fails to start, the other is closed again.
 */
export async function openBrowserSession(options: BrowserSessionOptions = {}): Promise<BrowserSession> {
  const [started, launched] = await Promise.allSettled([startServer(options.server), launchBrowser()]);
  if (started.status === 'rejected') {
    if (launched.status === 'fulfilled') await launched.value.close();
    throw started.reason;
  }
  if (launched.status === 'rejected') {
    await started.value.stop();
    throw launched.reason;
  }
  const server = started.value;
  const browser = launched.value;
  const newTab = async (contextOptions: BrowserContextOptions = {}): Promise<BrowserTab> => {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: DESKTOP,
      ...contextOptions,
    });
    const page = await context.newPage();
    return { context, page, problems: collectPageProblems(page) };
  };
  const close = async () => {
    await browser.close();
    await server.stop();
  };
  try {
    return { server, browser, ...(await newTab(options.context)), newTab, close };
  } catch (error) {
    await close();
    throw error;
  }
}
