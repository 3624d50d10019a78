import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { EXPORT_DOCUMENT } from '../../core/dataPort';
import { type BrowserSession, openBrowserSession } from './support/browserSession';
import { logIn } from './support/session';

let session: BrowserSession;
let page: Page;
let problems: string[];

beforeAll(async () => {
  session = await openBrowserSession({ context: { acceptDownloads: true } });
  ({ page, problems } = session);
}, 180_000);

afterAll(() => session?.close());

/** The names of the files in a zip. */
function zipEntries(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('not a zip'));
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('Settings → Your data', () => {
  it('exports everything into a zip to download, and imports a CSV with a report of what could not come in', async () => {
    await logIn(page, 'ben@tackboard.local');
    await page.goto('/settings/account/');
    await page.getByRole('link', { name: 'Your data' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your data' }).waitFor();

    await page.getByRole('button', { name: 'Export your data' }).click();
    const link = page.getByRole('link', { name: 'Download your export' });
    await link.waitFor({ timeout: 60_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const entries = await zipEntries(await readFile(await download.path()));
    expect(entries).toContain(EXPORT_DOCUMENT);
    expect(entries.some((name) => /\.(jpe?g|png|webp)$/i.test(name))).toBe(true);

    const form = page.locator('form').filter({ has: page.getByLabel('File to import') });
    await form.getByLabel('What kind of file').selectOption('csv');
    await form.getByLabel('File to import').setInputFiles({
      name: 'pins.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'board,section,title,description,link,image_url\n' +
          'Imported ideas,,Nowhere,,,http://127.0.0.1:1/missing.png\n',
      ),
    });
    await form.getByRole('button', { name: 'Import', exact: true }).click();
    const report = page.getByRole('list', { name: 'Your imports' }).getByRole('listitem').first();
    await expect.poll(() => report.innerText(), { timeout: 60_000 }).toMatch(/not brought in/);
    expect(await report.innerText()).toContain('pins.csv');
    expect(problems).toEqual([]);
  });
});
