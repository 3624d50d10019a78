import { existsSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoBytes } from '../support/testVideo';
import { type BrowserSession, openBrowserSession } from './support/browserSession';
import { convertToBusiness, createBoard, createPin, uniqueName } from './support/fixtures';
import { logIn } from './support/session';

let session: BrowserSession;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  session = await openBrowserSession();
  ({ context, page } = session);
  await logIn(page, 'demo@tackboard.local');
}, 180_000);

afterAll(() => session?.close());

/** A photo-sized PNG of noise: several megabytes that do not compress, so the upload takes a while. */
async function noisyPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

function fileInput() {
  return page.getByLabel('Choose a file or drag and drop it here');
}

/** Counts the registerUpload calls the page makes. */
function countUploadRegistrations(): { count: () => number; stop: () => void } {
  let count = 0;
  const onRequest = (request: { url(): string; postData(): string | null }) => {
    if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('RegisterUploadMutation'))
      count++;
  };
  page.on('request', onRequest);
  return { count: () => count, stop: () => page.off('request', onRequest) };
}

describe('the pin builder', () => {
  it('uploads a picture with a visible progress bar, publishes it, and the pin is on the board', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Create Pin' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create Pin' }).waitFor();
    // A slow uplink, so the progress bar has something to show (about 3 s for this file).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 1_500_000,
    });
    const png = await noisyPng(1100, 1300);
    await fileInput().setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: png });

    const progress = page.getByRole('progressbar', { name: 'Upload progress' });
    await progress.waitFor();
    // Part-way values show while the bytes are on their way: a real progress bar, not a spinner.
    await page.waitForFunction(() => {
      const bar = document.querySelector<HTMLProgressElement>('progress[aria-label="Upload progress"]');
      return bar !== null && bar.value > 0 && bar.value < 100;
    });
    await page
      .getByRole('status')
      .filter({ hasText: /^Uploading… \d+%$/ })
      .waitFor();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();

    await page.getByLabel('Title').fill('Harbour at noon');
    await page.getByText('85 characters left').waitFor();
    await page.getByLabel('Description').fill('Boats, nets and a very blue sky.');
    await page.getByLabel('Link', { exact: true }).fill('https://harbour.example/noon');
    await page.getByLabel('Alt text').fill('Fishing boats in a harbour');

    await page.getByRole('button', { name: /^Board/ }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose board' });
    await chooser.getByRole('option', { name: /Recipes to Make/ }).click();
    const sections = page.getByRole('dialog', { name: 'Choose section' });
    await sections.getByRole('button', { name: /Baking/ }).click();
    await page.getByRole('button', { name: 'Board Recipes to Make / Baking' }).waitFor();

    // The file has been sent; the server processes it (polled every 5 s) before the pin can be made.
    await page.getByRole('status').filter({ hasText: 'Upload complete' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('heading', { level: 1, name: 'Saved to Baking in Recipes to Make' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Saved to Recipes to Make' }).waitFor();

    await page.getByRole('link', { name: 'Go to Recipes to Make' }).click();
    await page.getByRole('heading', { level: 1, name: 'Recipes to Make' }).waitFor();
    await page.getByRole('article', { name: 'Harbour at noon' }).first().waitFor();
    await page.goto(`${new URL(page.url()).pathname}baking/`);
    await page.getByRole('article', { name: 'Harbour at noon' }).waitFor();
  });

  it('refuses files over 200 MB and pictures of 119 px or less before uploading anything', async () => {
    await page.goto('/pin-builder/');
    const registrations = countUploadRegistrations();
    // A 200 MB + 1 byte file, made in the page: the size is checked before a byte is sent.
    await fileInput().evaluate((input) => {
      const big = new File([new Uint8Array(209_715_201)], 'huge.png', { type: 'image/png' });
      const files = new DataTransfer();
      files.items.add(big);
      (input as HTMLInputElement).files = files.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await page
      .getByRole('alert')
      .filter({ hasText: 'Your file is larger than 200 MB. Choose a smaller file.' })
      .waitFor();

    await page.getByRole('button', { name: 'Choose another file' }).click();
    const small = await sharp({ create: { width: 119, height: 300, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    await fileInput().setInputFiles({ name: 'thin.png', mimeType: 'image/png', buffer: small });
    await page
      .getByRole('alert')
      .filter({ hasText: 'Images must be larger than 119 pixels on both sides.' })
      .waitFor();
    expect(registrations.count()).toBe(0);
    registrations.stop();
    expect(await page.getByRole('button', { name: 'Publish' }).isDisabled()).toBe(true);
  });

  it('uploads two files at once as two draft cards and publishes both to the board chosen for all', async () => {
    await page.goto('/pin-builder/');
    const picture = (color: string) =>
      sharp({ create: { width: 400, height: 500, channels: 3, background: color } })
        .png()
        .toBuffer();
    await fileInput().setInputFiles([
      { name: 'lake.png', mimeType: 'image/png', buffer: await picture('#2a6f97') },
      { name: 'field.png', mimeType: 'image/png', buffer: await picture('#a7c957') },
    ]);
    await page.getByRole('heading', { level: 1, name: 'Create Pins' }).waitFor();
    const first = page.getByRole('listitem', { name: 'Pin 1 of 2: lake.png' });
    const second = page.getByRole('listitem', { name: 'Pin 2 of 2: field.png' });
    await first.getByLabel('Title').fill('Lake at dawn');
    await second.getByLabel('Title').fill('Field in June');

    await first.getByRole('button', { name: /^Board/ }).click();
    await page
      .getByRole('dialog', { name: 'Choose board' })
      .getByRole('option', { name: /Gift ideas/ })
      .click();
    await first.getByRole('button', { name: 'Use this board for all Pins' }).click();
    await second.getByRole('button', { name: 'Board Gift ideas' }).waitFor();

    // Publish all waits for each picture to finish processing (polled every 5 s).
    await page.getByRole('button', { name: 'Publish all (2)' }).click();
    await page.getByRole('status').filter({ hasText: 'Published 2 Pins' }).waitFor({ timeout: 45_000 });
    await second.getByRole('status').filter({ hasText: 'Published' }).waitFor();
    await page.getByRole('button', { name: 'Create more Pins' }).click();
    await fileInput().waitFor();

    await page.goto('/pin-builder/');
    await fileInput().setInputFiles(
      Array.from({ length: 21 }, (_, i) => ({
        name: `p${i}.png`,
        mimeType: 'image/png',
        buffer: Buffer.from('x'),
      })),
    );
    await page.getByRole('alert').filter({ hasText: 'You can upload up to 20 files at once.' }).waitFor();
  });

  it.runIf(existsSync('/usr/bin/ffmpeg'))(
    'uploads a video and shows it with its duration badge',
    async () => {
      await page.goto('/pin-builder/');
      await fileInput().setInputFiles({
        name: 'clip.mp4',
        mimeType: 'video/mp4',
        buffer: await videoBytes('mp4', 3),
      });
      await page.getByRole('status').filter({ hasText: 'Upload complete' }).waitFor({ timeout: 30_000 });
      await page.locator('video').waitFor();
      expect(await page.locator('.media-badge').innerText()).toMatch(/Video,\s*0:03/);

      await page.getByLabel('Title').fill('Test pattern');
      await page.getByRole('button', { name: /^Board/ }).click();
      await page
        .getByRole('dialog', { name: 'Choose board' })
        .getByRole('option', { name: /Gift ideas/ })
        .click();
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByRole('heading', { level: 1, name: 'Saved to Gift ideas' }).waitFor();
    },
  );
  it('a business account publishes three pictures as one carousel Pin, and its close-up pages through them', async () => {
    // Last in this file: it makes the demo account a business account.
    await convertToBusiness(page, { businessName: 'Demo Studio' });
    await page.goto('/pin-builder/');
    const colors = ['#d62828', '#f77f00', '#003049'];
    await fileInput().setInputFiles(
      await Promise.all(
        colors.map(async (color, i) => ({
          name: `look-${i + 1}.png`,
          mimeType: 'image/png',
          buffer: await sharp({
            create: { width: 300 + i * 40, height: 420, channels: 3, background: color },
          })
            .png()
            .toBuffer(),
        })),
      ),
    );
    const cards = colors.map((_, i) =>
      page.getByRole('listitem', { name: `Pin ${i + 1} of 3: look-${i + 1}.png` }),
    );
    await cards[0]!.getByLabel('Title').fill('Three looks');
    for (const [i, card] of cards.entries()) await card.getByLabel('Alt text').fill(`Look number ${i + 1}`);
    await cards[0]!.getByRole('button', { name: /^Board/ }).click();
    await page
      .getByRole('dialog', { name: 'Choose board' })
      .getByRole('option', { name: /Gift ideas/ })
      .click();
    await page.getByLabel('Publish as one carousel Pin').check();
    // The later pictures go on the first card's board: they ask for none of their own.
    await cards[2]!.getByText("In the carousel, on the first card's board.").waitFor();
    expect(await cards[2]!.getByRole('button', { name: /^Board/ }).count()).toBe(0);
    // Publish waits for every picture to finish processing (polled every 5 s) before it makes the pin.
    await page.getByRole('button', { name: 'Publish carousel' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Published 1 carousel Pin' })
      .waitFor({ timeout: 45_000 });

    await cards[0]!.getByRole('link', { name: 'See this Pin' }).click();
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await carousel.getByRole('img', { name: 'Look number 1' }).waitFor();
    expect(await carousel.getByRole('button', { name: 'Previous image' }).isDisabled()).toBe(true);
    await carousel.getByRole('button', { name: 'Next image' }).click();
    await carousel.getByRole('img', { name: 'Look number 2' }).waitFor();
    await carousel.focus();
    await page.keyboard.press('ArrowRight');
    await carousel.getByRole('img', { name: 'Look number 3' }).waitFor();
    await carousel.getByRole('status').filter({ hasText: 'Image 3 of 3' }).waitFor();
    expect(await carousel.getByRole('button', { name: 'Next image' }).isDisabled()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await carousel.getByRole('img', { name: 'Look number 2' }).waitFor();
    await carousel.getByRole('button', { name: 'Image 1 of 3' }).click();
    await carousel.getByRole('img', { name: 'Look number 1' }).waitFor();
    expect(await carousel.getByRole('button', { name: 'Image 1 of 3' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('a business tags two of its products on a new Pin (one placed on the picture, chosen with the keyboard), and the close-up shops them', async () => {
    // After the carousel test: the demo account is a business account by now.
    const board = await createBoard(page, uniqueName('Showroom'));
    const word = `tagged${Date.now().toString(36)}`;
    const lamp = await createPin(page, {
      boardId: board.entityId,
      title: `Brass lamp ${word}`,
      link: 'https://lamps.example/brass',
      product: { price: '49', currency: 'EUR', originalPrice: '65' },
    });
    await createPin(page, {
      boardId: board.entityId,
      title: `Wool rug ${word}`,
      product: { price: '120', currency: 'EUR' },
    });
    const euros = (amount: string) =>
      page.evaluate(
        (value) =>
          new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' }).format(value as never),
        amount,
      );

    await page.goto('/pin-builder/');
    await fileInput().setInputFiles({
      name: 'nook.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 400, height: 500, channels: 3, background: '#6a994e' } })
        .png()
        .toBuffer(),
    });
    await page.getByLabel('Title').fill(`Reading nook ${word}`);
    const search = page.getByRole('combobox', { name: 'Add a product from your catalog' });
    await search.fill(`lamp ${word}`);
    // The search has answered when the rug is gone from the list (before it, every product is listed).
    await page.getByRole('option', { name: new RegExp(`Brass lamp ${word}`) }).waitFor();
    const products = page.getByRole('listbox', { name: 'Your products' }).getByRole('option');
    await expect.poll(() => products.count()).toBe(1);
    await search.press('ArrowDown');
    await search.press('Enter');
    const tagged = page.getByRole('list', { name: 'Tagged products' });
    await tagged.getByText(`Brass lamp ${word}`).waitFor();
    await search.fill(word);
    await page.getByRole('option', { name: new RegExp(`Wool rug ${word}`) }).click();
    await tagged.getByText(`Wool rug ${word}`).waitFor();
    expect(await tagged.getByRole('listitem').count()).toBe(2);

    await page.getByRole('button', { name: `Place Brass lamp ${word} on the picture` }).click();
    await page.getByRole('button', { name: `Click where Brass lamp ${word} is on the picture` }).click();
    const dot = page.getByRole('button', { name: new RegExp(`^Tag 1, Brass lamp ${word}: placed`) });
    const across = async () =>
      Number(/placed ([\d.]+)% across/.exec((await dot.getAttribute('aria-label')) ?? '')?.[1]);
    const placedAt = await across();
    expect(placedAt).toBeGreaterThan(30);
    expect(placedAt).toBeLessThan(70);
    await dot.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(across).toBeCloseTo(placedAt + 5, 0);

    await page.getByRole('button', { name: /^Board/ }).click();
    await page
      .getByRole('dialog', { name: 'Choose board' })
      .getByRole('option', { name: new RegExp(board.name) })
      .first()
      .click();
    await page.getByRole('status').filter({ hasText: 'Upload complete' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('link', { name: 'See it now' }).click();

    const shop = page.getByRole('region', { name: 'Shop' });
    await shop.getByText(`Brass lamp ${word}`).waitFor();
    const shopText = await shop.innerText();
    expect(shopText).toContain(await euros('49.00'));
    expect(shopText).toContain(await euros('65.00'));
    expect(shopText).toContain('On sale');
    expect(shopText.indexOf(`Brass lamp ${word}`)).toBeLessThan(shopText.indexOf(`Wool rug ${word}`));
    expect(await shop.getByRole('link', { name: /Visit lamps\.example/ }).getAttribute('target')).toBe(
      '_blank',
    );

    // Editing takes the rug off; the close-up follows without a reload.
    await page.getByRole('button', { name: 'Edit Pin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit this Pin' });
    await dialog.getByRole('button', { name: `Remove Wool rug ${word}` }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await shop.getByText(`Wool rug ${word}`).waitFor({ state: 'detached' });

    await page.getByRole('link', { name: new RegExp(`^Product 1: Brass lamp ${word}`) }).click();
    await page.waitForURL(`**${lamp.path}`);
    await page.getByRole('heading', { level: 1, name: `Brass lamp ${word}` }).waitFor();
  });
});
