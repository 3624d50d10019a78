import { existsSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoBytes } from '../support/testVideo';
import { type BrowserSession, openBrowserSession } from './support/browserSession';
import { createBoard } from './support/fixtures';
import { graphql, logIn } from './support/session';

let session: BrowserSession;
let page: Page;
let problems: string[];

const HAS_FFMPEG = existsSync('/usr/bin/ffmpeg');
/** Two pins of one uploaded video on a board of their own, so its page shows both cards in view. */
const videoPins: string[] = [];
let boardPath = '';

/** Uploads a video as the signed-in person the way the pin builder does, and waits until it is processed. */
async function uploadVideo(target: Page, clip: Buffer): Promise<string> {
  const { registerUpload } = await graphql<{
    registerUpload: {
      data: { uploadId: string; uploadUrl: string; uploadParameters: { name: string; value: string }[] };
    };
  }>(
    target,
    `mutation { registerUpload(type: video) { ... on MutationRegisterUploadSuccess { data { uploadId uploadUrl uploadParameters { name value } } } } }`,
  );
  const { uploadId, uploadUrl, uploadParameters } = registerUpload.data;
  const status = await target.evaluate(
    async ([url, parameters, bytes]) => {
      const cookie = document.cookie.split('; ').find((c) => c.startsWith('csrftoken='));
      const form = new FormData();
      for (const { name, value } of parameters) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'video/webm' }), 'clip.webm');
      const response = await fetch(url, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'X-CSRFToken': cookie ? decodeURIComponent(cookie.slice('csrftoken='.length)) : '' },
        body: form,
      });
      return response.status;
    },
    [uploadUrl, uploadParameters, [...clip]] as const,
  );
  expect(status).toBeLessThan(400);
  // The worker transcodes in the background; the pin builder polls the same way.
  for (let tries = 0; ; tries++) {
    const { uploadStatus } = await graphql<{
      uploadStatus: { status: string; failureMessage: string | null }[];
    }>(target, `query ($ids: [String!]!) { uploadStatus(ids: $ids) { status failureMessage } }`, {
      ids: [uploadId],
    });
    const state = uploadStatus[0];
    if (state?.status === 'succeeded') break;
    if (state?.status === 'failed' || tries > 120) throw new Error(`video upload: ${JSON.stringify(state)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return uploadId;
}

beforeAll(async () => {
  session = await openBrowserSession();
  ({ page, problems } = session);
  await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: session.server.baseUrl,
  });
  await logIn(page, 'demo@tackboard.local');
  if (!HAS_FFMPEG) return;
  const uploadId = await uploadVideo(page, await videoBytes('webm', 4));
  const board = await createBoard(page, 'Moving pictures');
  boardPath = board.url;
  for (const title of ['Test pattern one', 'Test pattern two']) {
    const { createPin } = await graphql<{ createPin: { data: { entityId: string } } }>(
      page,
      `mutation ($input: CreatePinInput!) { createPin(input: $input) { ... on MutationCreatePinSuccess { data { entityId } } } }`,
      { input: { boardId: board.entityId, mediaUploadId: uploadId, title } },
    );
    videoPins.push(createPin.data.entityId);
  }
}, 240_000);

afterAll(() => session?.close());

/** The state of every video on the page: playing (advancing, not paused) or not. */
function playingVideos(target: Page, scope: string): Promise<boolean[]> {
  return target
    .locator(`${scope} video`)
    .evaluateAll((videos) => (videos as HTMLVideoElement[]).map((v) => !v.paused && v.currentTime > 0));
}

describe.runIf(HAS_FFMPEG)('videos play', () => {
  it('a video pin plays in the close-up, with controls', async () => {
    await page.goto(`/pin/${videoPins[0]}/`);
    const video = page.locator('.closeup__image video');
    await video.waitFor();
    expect(await video.getAttribute('aria-label')).toBe('Test pattern one');
    expect(await video.evaluate((v) => (v as HTMLVideoElement).controls)).toBe(true);
    await page.waitForFunction(() => {
      const v = document.querySelector<HTMLVideoElement>('.closeup__image video');
      return v !== null && !v.paused && v.currentTime > 0.3;
    });
    // The other video, in More from this board, waits while the close-up's plays.
    expect(await playingVideos(page, '.closeup__more')).toEqual([false]);
  });

  it('two video cards in view: only one plays, muted and looping, with its duration badge', async () => {
    await page.goto(boardPath);
    const cards = page.getByRole('list', { name: /Pins on Moving pictures/ }).getByRole('article');
    await cards.nth(1).locator('video').waitFor();
    expect(await cards.first().locator('.pin-card__badge').innerText()).toMatch(/0:04/);
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLVideoElement>('.pin-card video')].some(
        (v) => !v.paused && v.currentTime > 0.5,
      ),
    );
    const states = await page
      .locator('.pin-card video')
      .evaluateAll((videos) =>
        (videos as HTMLVideoElement[]).map((v) => ({ paused: v.paused, muted: v.muted, loop: v.loop })),
      );
    expect(states.filter((s) => !s.paused)).toEqual([{ paused: false, muted: true, loop: true }]);
    expect(states).toHaveLength(2);
  });
});

describe('Send opens the share sheet', () => {
  it('?share=true opens the sheet on load; Copy link copies the address and says so; Escape closes it', async () => {
    await page.goto('/');
    const firstPin = page.locator('.pin-card__link').first();
    const href = (await firstPin.getAttribute('href')) ?? '';
    await page.goto(`${href}?share=true`);
    const sheet = page.getByRole('dialog', { name: 'Share' });
    await sheet.waitFor();
    const pinUrl = new URL(href, session.server.baseUrl).href;
    expect(await sheet.getByLabel('Link').inputValue()).toBe(pinUrl);
    expect(await sheet.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toContain(
      encodeURIComponent(pinUrl),
    );
    expect(await sheet.getByLabel('Embed code').inputValue()).toContain('/embed/pin/');
    await sheet.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pinUrl);

    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('share')).toBe(false);
    // Send on the close-up opens it again, and focus stays inside while it is open.
    await page.getByRole('button', { name: 'Send' }).click();
    await sheet.waitFor();
    for (let n = 0; n < 12; n++) await page.keyboard.press('Tab');
    expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    expect(problems).toEqual([]);
  });
});
