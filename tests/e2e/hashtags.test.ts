import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { type BrowserSession, openBrowserSession } from './support/browserSession';
import { logIn } from './support/session';

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await openBrowserSession({ context: { bypassCSP: true } });
  page = session.page;
  await logIn(page, 'demo@tackboard.local');
}, 180_000);

afterAll(() => session?.close());

function description() {
  return page.getByLabel('Description');
}

function flyout() {
  return page.getByRole('listbox', { name: 'Hashtag suggestions' });
}

describe('the hashtag autocomplete in a description', () => {
  it('offers the demo’s tags as "#insp" is typed, with pin counts, and Enter puts the chosen one in', async () => {
    await page.goto('/pin-builder/');
    await description().click();
    await description().pressSequentially('Weekend plans #insp', { delay: 20 });
    const option = flyout().getByRole('option', { name: /#inspiration/ });
    await option.waitFor();
    expect(await option.getAttribute('aria-selected')).toBe('true');
    expect(await option.innerText()).toMatch(/#inspiration\s+\d+ Pins?/);
    expect(await description().getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    expect(await seriousViolations(page)).toEqual([]);

    await description().press('Enter');
    expect(await description().inputValue()).toBe('Weekend plans #inspiration ');
    expect(await flyout().count()).toBe(0);
    // Typing goes on after the tag.
    await description().pressSequentially('for later');
    expect(await description().inputValue()).toBe('Weekend plans #inspiration for later');
  });

  it('moves through suggestions with the arrow keys, picks with a click, and Escape closes the list', async () => {
    await page.goto('/pin-builder/');
    await description().click();
    // "#i" matches both #inspiration and #ideas.
    await description().pressSequentially('#i', { delay: 20 });
    await flyout().waitFor();
    const options = flyout().getByRole('option');
    expect(await options.count()).toBeGreaterThanOrEqual(2);
    await description().press('ArrowDown');
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    await description().press('ArrowUp');
    expect(await options.nth(0).getAttribute('aria-selected')).toBe('true');

    await description().press('Escape');
    expect(await flyout().count()).toBe(0);
    expect(await description().inputValue()).toBe('#i');

    await description().pressSequentially(' and #id', { delay: 20 });
    await flyout()
      .getByRole('option', { name: /#ideas/ })
      .click();
    expect(await description().inputValue()).toBe('#i and #ideas ');
  });

  it('asks nothing for a # with no letters after it, and nothing appears for a tag nobody uses', async () => {
    await page.goto('/pin-builder/');
    await description().click();
    await description().pressSequentially('# #zzzzqqq', { delay: 20 });
    await page.waitForTimeout(500);
    expect(await flyout().count()).toBe(0);
  });
});
