import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageProblems, launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { graphql, logIn } from './support/session';

let server: RunningServer;
let browser: Browser;
let promoterContext: BrowserContext;
let viewerContext: BrowserContext;
let promoter: Page;
let viewer: Page;
let problems: string[];
let pinId: string;

const PIN_TITLE = 'Brass desk lamp for promotion';
const BUSINESS = 'Ben’s Brass Lamps';

beforeAll(async () => {
  // Demo accounts are minutes old here; the operator's setting lets them promote at once.
  [server, browser] = await Promise.all([
    startServer({ env: { QUICK_PROMOTE_MIN_ACCOUNT_AGE_HOURS: '0' } }),
    launchBrowser(),
  ]);
  [promoterContext, viewerContext] = await Promise.all([
    browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } }),
    browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } }),
  ]);
  [promoter, viewer] = await Promise.all([promoterContext.newPage(), viewerContext.newPage()]);
  problems = collectPageProblems(promoter);
  await logIn(promoter, 'ben@tackboard.local');
  await logIn(viewer, 'chloe@tackboard.local');
  // A board and pin of the test's own, so the demo content other tests expect stays as it was.
  const png = await sharp({
    create: { width: 300, height: 400, channels: 3, background: { r: 190, g: 140, b: 60 } },
  })
    .png()
    .toBuffer();
  const { createBoard } = await graphql<{ createBoard: { data: { entityId: string } } }>(
    promoter,
    `mutation ($input: CreateBoardInput!) { createBoard(input: $input) {
      ... on MutationCreateBoardSuccess { data { entityId } } } }`,
    { input: { name: 'Lamps for sale' } },
  );
  const { createPin } = await graphql<{ createPin: { data: { entityId: string } } }>(
    promoter,
    `mutation ($input: CreatePinInput!) { createPin(input: $input) {
      ... on MutationCreatePinSuccess { data { entityId } } } }`,
    {
      input: {
        boardId: createBoard.data.entityId,
        title: PIN_TITLE,
        link: 'https://lamps.example.com/brass-desk-lamp',
        imageBase64: `data:image/png;base64,${png.toString('base64')}`,
      },
    },
  );
  pinId = createPin.data.entityId;
}, 180_000);

afterAll(async () => {
  await promoterContext?.close();
  await viewerContext?.close();
  await browser?.close();
  await server?.stop();
});

describe('quick promote', () => {
  it('promotes your own pin from its close-up: business, billing, settings, success, then the campaigns page', async () => {
    await promoter.goto(`/pin/${pinId}/`);
    await promoter.getByRole('heading', { level: 1, name: PIN_TITLE }).waitFor();
    await promoter.getByRole('button', { name: 'Promote', exact: true }).click();

    const business = promoter.getByRole('dialog', { name: 'Your business' });
    await business.getByLabel('Business name').fill(BUSINESS);
    await business.getByLabel('Website').fill('https://lamps.example.com');
    await business.getByRole('button', { name: 'Next' }).click();

    const billing = promoter.getByRole('dialog', { name: 'Billing' });
    await billing.getByText("You'll be invoiced monthly", { exact: false }).waitFor();
    await billing.getByLabel('Billing contact').fill('Ben Berg');
    await billing.getByLabel('Invoice email').fill('invoices@lamps.example.com');
    await billing.getByLabel('Billing address').fill('1 Lamp Street, Springfield');
    await billing.getByRole('button', { name: 'Next' }).click();

    const settings = promoter.getByRole('dialog', { name: 'Promote your Pin' });
    // The US default: $3 a day for 10 days, leading to the pin's own link.
    await expect(settings.getByLabel('Daily budget (USD)').inputValue()).resolves.toBe('3');
    await expect(settings.getByLabel('Duration (days)').inputValue()).resolves.toBe('10');
    await expect(settings.getByLabel('Destination link').inputValue()).resolves.toBe(
      'https://lamps.example.com/brass-desk-lamp',
    );
    // Too small a budget is refused under its field, with the minimum in the currency.
    await settings.getByLabel('Daily budget (USD)').fill('0.5');
    await settings.getByRole('button', { name: 'Promote', exact: true }).click();
    await settings.getByText('Your daily budget must be at least $1.00.').waitFor();
    await settings.getByLabel('Daily budget (USD)').fill('4');
    await settings.getByRole('button', { name: 'Promote', exact: true }).click();

    const success = promoter.getByRole('dialog', { name: 'Your Pin is promoted' });
    await success.getByRole('link', { name: 'See your campaign report' }).click();
    await promoter.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
    expect(new URL(promoter.url()).pathname).toMatch(/^\/advertiser\/\d+\/reporting\/campaigns\/$/);
    const row = promoter.getByRole('row').filter({ hasText: PIN_TITLE });
    await row.waitFor();
    await row.getByText('Active').waitFor();
    await row.getByText('$4.00').waitFor();
    expect(problems).toEqual([]);
  });

  it('shows the pin to someone else "Promoted by" the business, and their opening it counts as a click', async () => {
    await viewer.goto('/');
    const card = viewer.getByRole('article', { name: PIN_TITLE });
    await card.first().waitFor();
    await card.first().getByText(`Promoted by ${BUSINESS}`).waitFor();
    await card.first().getByRole('link').first().click();
    await viewer.getByRole('heading', { level: 1, name: PIN_TITLE }).waitFor();
    await viewer.getByText(`Promoted by ${BUSINESS}`).waitFor();
    // Someone else's pin has no Promote button.
    await expect(viewer.getByRole('button', { name: 'Promote', exact: true }).count()).resolves.toBe(0);

    await promoter.reload();
    const row = promoter.getByRole('row').filter({ hasText: PIN_TITLE });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    // Columns after the name: status, budget, schedule, impressions, clicks, actions.
    expect(cells[4]).toBe('1');
  });

  it('pauses and resumes the campaign from the report', async () => {
    const row = promoter.getByRole('row').filter({ hasText: PIN_TITLE });
    await row.getByRole('button', { name: /^Pause / }).click();
    await row.getByText('Paused').waitFor();
    await row.getByRole('button', { name: /^Resume / }).click();
    await row.getByText('Active').waitFor();
  });

  it('says plainly when an advertiser screen is not built yet', async () => {
    await promoter.goto('/advertiser/123/billing/history/');
    await promoter.getByRole('heading', { name: "This part of the ads area isn't available yet" }).waitFor();
  });
});
