import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousViolations } from './axe';

/**
 * The error text tied to a field (its aria-describedby), once the field is marked invalid. The mark may wait
 * on the server's answer, which on a busy machine takes longer than expect.poll's default second.
 */
export async function errorUnder(field: Locator): Promise<string> {
  await expect.poll(() => field.getAttribute('aria-invalid'), { timeout: 15_000 }).toBe('true');
  const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  expect(errorId).toBeDefined();
  return (await field.page().locator(`[id="${errorId}"]`).textContent()) ?? '';
}

/** Whether the field has the keyboard focus. */
export async function isFocused(field: Locator): Promise<boolean> {
  return field.evaluate((element) => element === document.activeElement);
}

/**
 * The serious accessibility problems of the page once its one-off animations have finished (a fading dialog
 * would be audited half transparent otherwise).
 */
export async function audit(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.effect?.getTiming().iterations === Infinity),
  );
  return seriousViolations(page);
}
