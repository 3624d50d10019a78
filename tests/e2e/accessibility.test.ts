import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { settleForAudit } from './support/browser';
import { type BrowserSession, openBrowserSession } from './support/browserSession';
import { logIn } from './support/session';

let session: BrowserSession;
let memberPage: Page;

beforeAll(async () => {
  // NOTE: axe is injected as an inline script, which our Content-Security-Policy rightly refuses; the member's
  // and the visitor's contexts bypass it for the audit only.
  session = await openBrowserSession({ context: { bypassCSP: true } });
  memberPage = session.page;
  await logIn(memberPage, 'demo@tackboard.local');
}, 180_000);

afterAll(() => session?.close());

async function settled(page: Page, path: string, ready: (page: Page) => Promise<unknown>): Promise<void> {
  await page.goto(path);
  await ready(page);
  // Images and the masonry layout settle after the first paint.
  await settleForAudit(page);
}

describe('the main screens pass an automated WCAG 2.1 AA audit (axe, serious and critical)', () => {
  it('for a visitor: home feed, a pin, a profile, a board, log in, sign up and the offsite warning', async () => {
    const { page } = await session.newTab({ bypassCSP: true });
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
