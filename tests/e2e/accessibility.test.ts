import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, settleForAudit } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { logIn } from './support/session';

let server: RunningServer;
let browser: Browser;
let visitor: BrowserContext;
let member: BrowserContext;
let memberPage: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  // NOTE: axe is injected as an inline script, which our Content-Security-Policy rightly refuses; these contexts
  // bypass it for the audit only.
  visitor = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 1280, height: 900 },
    bypassCSP: true,
  });
  member = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 1280, height: 900 },
    bypassCSP: true,
  });
  memberPage = await member.newPage();
  await logIn(memberPage, 'demo@tackboard.local');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function settled(page: Page, path: string, ready: (page: Page) => Promise<unknown>): Promise<void> {
  await page.goto(path);
  await ready(page);
  // Images and the masonry layout settle after the first paint.
  await settleForAudit(page);
}

describe('the main screens pass an automated WCAG 2.1 AA audit (axe, serious and critical)', () => {
  it('for a visitor: home feed, a pin, a profile, a board, log in, sign up and the offsite warning', async () => {
    const page = await visitor.newPage();
    const found: Record<string, string[]> = {};
    await settled(page, '/', (p) =>
      p.getByRole('list', { name: 'Home feed Pins' }).getByRole('listitem').first().waitFor(),
    );
    found.home = await seriousViolations(page);
    const pinPath = await page
      .getByRole('list', { name: 'Home feed Pins' })
      .getByRole('link')
      .first()
      .getAttribute('href');
    await settled(page, pinPath!, (p) => p.getByRole('heading', { level: 1 }).waitFor());
    found.pin = await seriousViolations(page);
    await settled(page, '/avalindqvist/', (p) => p.getByRole('heading', { name: 'Ava Lindqvist' }).waitFor());
    found.profile = await seriousViolations(page);
    await settled(page, '/avalindqvist/living-room-ideas/', (p) =>
      p.getByRole('heading', { name: 'Living Room Ideas' }).waitFor(),
    );
    found.board = await seriousViolations(page);
    await settled(page, '/login/', (p) => p.getByRole('form', { name: 'Log in' }).waitFor());
    found.login = await seriousViolations(page);
    await settled(page, '/signup/', (p) => p.getByRole('heading', { level: 1 }).waitFor());
    found.signup = await seriousViolations(page);
    await settled(page, `/offsite/?url=${encodeURIComponent('https://203.0.113.9/login')}`, (p) =>
      p.getByRole('heading', { name: 'This link may not be safe' }).waitFor(),
    );
    found.offsite = await seriousViolations(page);
    expect(found).toEqual({ home: [], pin: [], profile: [], board: [], login: [], signup: [], offsite: [] });
  });

  it('for a member: home, the save-to-board modal, their board, the pin builder and the bookmarklet page', async () => {
    const page = memberPage;
    const found: Record<string, string[]> = {};
    await settled(page, '/', (p) =>
      p.getByRole('list', { name: 'Home feed Pins' }).getByRole('listitem').first().waitFor(),
    );
    found.home = await seriousViolations(page);
    const card = page.getByRole('list', { name: 'Home feed Pins' }).getByRole('article').first();
    await card.hover();
    await card.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').getByRole('option').first().waitFor();
    found.saveModal = await seriousViolations(page);
    await page.keyboard.press('Escape');
    await settled(page, '/demotackboarder/places-to-go/', (p) =>
      p.getByRole('heading', { name: 'Places to Go' }).waitFor(),
    );
    found.ownBoard = await seriousViolations(page);
    await settled(page, '/pin-builder/', (p) => p.getByRole('heading', { level: 1 }).waitFor());
    found.pinBuilder = await seriousViolations(page);
    await settled(page, '/tools/bookmarklet/', (p) => p.getByRole('heading', { level: 1 }).waitFor());
    found.bookmarklet = await seriousViolations(page);
    expect(found).toEqual({ home: [], saveModal: [], ownBoard: [], pinBuilder: [], bookmarklet: [] });
  });
});
