import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowserSession } from './support/browserSession';
import { createBoard, createPin, type MadePin, newMember, uniqueName } from './support/fixtures';
import { type LocalSite, paintPng, startLocalSite } from './support/localSite';
import { graphql, logIn } from './support/session';

let session: BrowserSession;
/** A fresh browser per test, where the test signs up the person who promotes. */
let promoterContext: BrowserContext;
let promoter: Page;
/** Chloe, a demo account, to whom the home feed shows promoted pins. */
let viewer: Page;
let problems: string[];
let shop: LocalSite;

const BUSINESS = 'Ben’s Brass Lamps';
const LINK = 'https://lamps.example.com/brass-desk-lamp';

beforeAll(async () => {
  // New accounts are minutes old here; the operator's setting lets them promote at once.
  // Catalog feeds' pictures come from a local shop on 127.0.0.1, which the safe fetcher lets through here only.
  shop = await startLocalSite({
    mug: await paintPng(300, 300, [200, 40, 40]),
    plate: await paintPng(300, 300, [40, 40, 200]),
  });
  session = await openBrowserSession({
    // The close-window experiment's control group keeps the success window open, which these cases read.
    server: {
      env: {
        QUICK_PROMOTE_MIN_ACCOUNT_AGE_HOURS: '0',
        FETCH_ALLOW_ADDRESSES: '127.0.0.1',
        EXPERIMENTS: 'web_quick_promote_close_window=control',
      },
    },
  });
  viewer = session.page;
  await logIn(viewer, 'chloe@tackboard.local');
}, 180_000);

beforeEach(async () => {
  ({ context: promoterContext, page: promoter, problems } = await session.newTab());
});

afterEach(async () => {
  // Each test's page errors are its own.
  const seen = problems.splice(0);
  await promoterContext?.close();
  expect(seen).toEqual([]);
});

afterAll(async () => {
  await session?.close();
  await shop?.stop();
});

/**
 * A new person signed in on the promoter's page with a pin of their own (a title no other test uses, since the
 * home feed may show another test's campaign too).
 */
async function promoterWithPin(): Promise<MadePin> {
  await newMember(promoter, { fullName: 'Ben Berg' });
  const board = await createBoard(promoter, uniqueName('Lamps for sale'));
  return createPin(promoter, { boardId: board.entityId, title: uniqueName('Brass desk lamp'), link: LINK });
}

interface Outcome {
  __typename: string;
  data?: { entityId: string };
  message?: string;
}

function entityIdOf(what: string, outcome: Outcome): string {
  if (!outcome.data) throw new Error(`${what} failed: ${outcome.__typename} ${outcome.message ?? ''}`);
  return outcome.data.entityId;
}

/** Makes the promoter an advertiser with billing details through the API, as the promote steps do. */
async function advertiserThroughApi(): Promise<string> {
  const { saveAdvertiserBusinessInfo } = await graphql<{ saveAdvertiserBusinessInfo: Outcome }>(
    promoter,
    `mutation ($input: AdvertiserBusinessInfoInput!) { saveAdvertiserBusinessInfo(input: $input) { __typename
      ... on MutationSaveAdvertiserBusinessInfoSuccess { data { entityId } }
      ... on DomainError { message } } }`,
    { input: { name: BUSINESS, country: 'US', website: 'https://lamps.example.com' } },
  );
  const advertiserId = entityIdOf('saveAdvertiserBusinessInfo', saveAdvertiserBusinessInfo);
  const { saveAdvertiserBilling } = await graphql<{ saveAdvertiserBilling: Outcome }>(
    promoter,
    `mutation ($input: AdvertiserBillingInput!) { saveAdvertiserBilling(input: $input) { __typename
      ... on MutationSaveAdvertiserBillingSuccess { data { entityId } }
      ... on DomainError { message } } }`,
    {
      input: {
        advertiserId,
        contactName: 'Ben Berg',
        email: 'invoices@lamps.example.com',
        address: '1 Lamp Street, Springfield',
        country: 'US',
      },
    },
  );
  entityIdOf('saveAdvertiserBilling', saveAdvertiserBilling);
  return advertiserId;
}

/**
 * Promotes the pin through the API as the promoter's steps do (business, billing, then the campaign at the US
 * default of $3 a day for 10 days); answers the advertiser's campaigns page.
 */
async function promoteThroughApi(pin: MadePin): Promise<string> {
  const advertiserId = await advertiserThroughApi();
  const { quickPromote } = await graphql<{ quickPromote: Outcome }>(
    promoter,
    `mutation ($input: QuickPromoteInput!) { quickPromote(input: $input) { __typename
      ... on MutationQuickPromoteSuccess { data { entityId } }
      ... on DomainError { message } } }`,
    {
      input: {
        advertiserId,
        pinId: pin.entityId,
        campaignName: pin.title,
        destinationUrl: LINK,
        budgetInMicroCurrency: 3_000_000,
        duration: 10,
        isOngoing: false,
        autoTargetingEnabled: true,
        targetingSpec: { ages: [], genders: ['female', 'male', 'unknown'], interests: [], country: ['US'] },
      },
    },
  );
  entityIdOf('quickPromote', quickPromote);
  return `/advertiser/${advertiserId}/reporting/campaigns/`;
}

/** The campaigns page's list of every campaign (its performance report above it names them too). */
function allCampaigns(page: Page) {
  return page.getByRole('table', { name: 'Your campaigns, newest first' });
}

describe('quick promote', () => {
  it('promotes your own pin from its close-up: business, billing, settings, success, then the campaigns page', async () => {
    const pin = await promoterWithPin();
    await promoter.goto(pin.path);
    await promoter.getByRole('heading', { level: 1, name: pin.title }).waitFor();
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
    await expect(settings.getByLabel('Destination link').inputValue()).resolves.toBe(LINK);
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
    const row = allCampaigns(promoter).getByRole('row').filter({ hasText: pin.title });
    await row.waitFor();
    await row.getByText('Active').waitFor();
    await row.getByText('$4.00').waitFor();
  });

  it('shows the pin to someone else "Promoted by" the business, and their opening it counts as a click', async () => {
    const pin = await promoterWithPin();
    const campaigns = await promoteThroughApi(pin);
    // One promoted pin per feed page, the campaign shown least first: another test's campaign may come first.
    const card = viewer.getByRole('article', { name: pin.title });
    await expect
      .poll(
        async () => {
          await viewer.goto('/');
          await viewer.getByRole('article').first().waitFor();
          return card.count();
        },
        { timeout: 60_000 },
      )
      .toBeGreaterThan(0);
    await card.first().getByText(`Promoted by ${BUSINESS}`).waitFor();
    await card.first().getByRole('link').first().click();
    await viewer.getByRole('heading', { level: 1, name: pin.title }).waitFor();
    await viewer.getByText(`Promoted by ${BUSINESS}`).waitFor();
    // Someone else's pin has no Promote button.
    await expect(viewer.getByRole('button', { name: 'Promote', exact: true }).count()).resolves.toBe(0);

    await promoter.goto(campaigns);
    const row = allCampaigns(promoter).getByRole('row').filter({ hasText: pin.title });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    // Columns after the name: status, budget, schedule, impressions, clicks, actions.
    expect(cells[4]).toBe('1');
  });

  it('pauses and resumes the campaign from the report', async () => {
    const pin = await promoterWithPin();
    await promoter.goto(await promoteThroughApi(pin));
    const row = allCampaigns(promoter).getByRole('row').filter({ hasText: pin.title });
    await row.getByRole('button', { name: /^Pause / }).click();
    await row.getByText('Paused').waitFor();
    await row.getByRole('button', { name: /^Resume / }).click();
    await row.getByText('Active').waitFor();
  });

  it("opens a campaign's insights from the campaigns report: a chart with the comparison, the days, a CSV", async () => {
    const pin = await promoterWithPin();
    await promoter.goto(await promoteThroughApi(pin));
    const report = promoter.getByRole('table', { name: /^Campaign report/ });
    await report.getByRole('link', { name: pin.title, exact: true }).click();
    await promoter.getByRole('heading', { level: 1, name: pin.title }).waitFor();
    const address = new URL(promoter.url());
    expect(address.pathname).toMatch(/^\/advertiser\/\d+\/campaign-insights\/\d+\/$/);
    expect(address.searchParams.get('start_date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await promoter.getByRole('img', { name: 'Impressions by day, with the comparison period' }).waitFor();
    await promoter.getByRole('button', { name: /^Clicks/ }).click();
    await promoter.getByRole('img', { name: 'Clicks by day, with the comparison period' }).waitFor();
    const days = promoter.getByRole('table', { name: /by day/ });
    // The last 30 days, one row each, under the heading row.
    await expect.poll(() => days.getByRole('row').count()).toBe(31);

    const [download] = await Promise.all([
      promoter.waitForEvent('download'),
      promoter.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^tackboard-campaign-\d+-[\d-]+\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Day,Impressions,Clicks,Saves,Video views,Spend (USD),CTR,CPC (USD),Video watch time (s)',
    );

    // The report center makes an ads report with chosen columns, downloads it and keeps it in its history.
    await promoter.getByRole('link', { name: 'Report center' }).click();
    await promoter.getByRole('heading', { level: 1, name: 'Report center' }).waitFor();
    await promoter.getByText('No reports yet').waitFor();
    await promoter.getByRole('radio', { name: 'Ads' }).check();
    await promoter.getByRole('checkbox', { name: 'Status' }).uncheck();
    const [made] = await Promise.all([
      promoter.waitForEvent('download'),
      promoter.getByRole('button', { name: 'Create report' }).click(),
    ]);
    expect(made.suggestedFilename()).toMatch(/^tackboard-ads-[\d-]+\.csv$/);
    const lines = readFileSync((await made.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toMatch(/^Name,Campaign,Ad group,Impressions,/);
    expect(lines[1]).toContain(pin.title);
    await promoter.getByRole('list', { name: 'Reports made' }).getByRole('listitem').first().waitFor();
    expect(await promoter.getByRole('list', { name: 'Reports made' }).getByRole('listitem').count()).toBe(1);
  });

  it('creates a campaign with an ad group and an ad in the ads manager, then pauses it and sees the status', async () => {
    const pin = await promoterWithPin();
    const advertiserId = await advertiserThroughApi();
    const name = uniqueName('Desk lamps spring');
    await promoter.goto(`/advertiser/${advertiserId}/ads/`);
    await promoter.getByText('No campaigns yet').waitFor();
    await promoter.getByRole('link', { name: 'Create campaign' }).click();
    await promoter.getByRole('heading', { level: 1, name: 'Create campaign' }).waitFor();
    await promoter.getByLabel('Campaign name').fill(name);
    await promoter.getByRole('radio', { name: 'Video views' }).check();
    await promoter.getByRole('button', { name: 'Next' }).click();
    await promoter.getByRole('heading', { level: 2, name: 'Budget & schedule' }).waitFor();
    await promoter.getByLabel('Budget amount').fill('25');
    await promoter.keyboard.press('Enter');
    await promoter.getByRole('heading', { level: 2, name: 'Ad group' }).waitFor();
    await promoter.getByLabel('Countries').fill('us, ca');
    await promoter.getByLabel('Bid per 1,000 impressions').fill('3.50');
    await promoter.getByRole('button', { name: 'Next' }).click();
    await promoter.getByRole('checkbox', { name: pin.title }).check();
    await promoter.getByRole('button', { name: 'Next' }).click();
    await promoter.getByRole('heading', { level: 2, name: 'Review' }).waitFor();
    await promoter.getByRole('button', { name: 'Publish' }).click();

    await promoter.getByRole('heading', { level: 1, name: 'Ads manager' }).waitFor();
    const row = promoter.getByRole('row').filter({ hasText: name });
    await row.getByText('Active').waitFor();
    await row.getByText('Video views').waitFor();
    await row.getByText('$25.00 a day').waitFor();
    await row.getByRole('button', { name: `Pause ${name}` }).click();
    await row.getByText('Paused').waitFor();
    await promoter.reload();
    await promoter.getByRole('row').filter({ hasText: name }).getByText('Paused').waitFor();

    // Its ad group and ad, on the edit screen.
    await promoter.getByRole('link', { name }).click();
    await promoter.getByRole('heading', { level: 3, name: 'Ad group 1' }).waitFor();
    await promoter.getByRole('row').filter({ hasText: pin.title }).getByText('Active').waitFor();
    await promoter.getByRole('button', { name: 'Edit targeting and bid of Ad group 1' }).click();
    const groupForm = promoter.getByRole('form', { name: 'Edit Ad group 1' });
    await groupForm.getByLabel('Bid per 1,000 impressions').fill('5');
    await groupForm.getByRole('button', { name: 'Save ad group' }).click();
    await promoter.getByText('bid 5.00 per 1,000 impressions', { exact: false }).waitFor();

    // The change history says who changed what, before and after.
    await promoter.goto(`/advertiser/${advertiserId}/history/`);
    await promoter.getByRole('heading', { level: 1, name: 'Change history' }).waitFor();
    const edit = promoter.getByRole('row').filter({ hasText: 'Edited' }).first();
    await edit.getByText('Bid (per 1,000 impressions):').waitFor();
    await edit.getByText('$3.50', { exact: true }).waitFor();
    await edit.getByText('$5.00', { exact: true }).waitFor();
    await promoter.getByLabel('Show changes to').selectOption('CAMPAIGN');
    const paused = promoter.getByRole('row').filter({ hasText: 'Changed status' });
    await paused.filter({ hasText: name }).getByText('Paused', { exact: true }).waitFor();
    expect(await promoter.getByRole('row').filter({ hasText: 'Ad group' }).count()).toBe(0);

    // A campaign that has just started gives nothing to recommend yet.
    await promoter.goto(`/advertiser/${advertiserId}/recommendations/`);
    await promoter.getByRole('heading', { level: 1, name: 'Recommendations' }).waitFor();
    await promoter.getByText('Nothing to change right now').waitFor();
  });

  it('offers Promote your Pin after saving: through the business conversion to quick promote of that pin', async () => {
    const pin = await promoterWithPin();
    const second = await createBoard(promoter, uniqueName('Shop window'));
    await promoter.goto(pin.path);
    await promoter.getByRole('heading', { level: 1, name: pin.title }).waitFor();
    await promoter.getByRole('button', { name: 'Save', exact: true }).click();
    await promoter
      .getByRole('dialog')
      .getByRole('option', { name: new RegExp(second.name) })
      .click();

    // The saved pin is the promoter's own, on a public board, with a link: Promote your Pin replaces Send, and
    // See it now turns gray.
    const saved = promoter.getByRole('dialog', { name: `Saved to ${second.name}` });
    const promote = saved.getByRole('link', { name: 'Promote your Pin' });
    await promote.waitFor();
    await expect(saved.getByRole('link', { name: 'Send' }).count()).resolves.toBe(0);
    await expect(saved.getByRole('link', { name: 'See it now' }).getAttribute('class')).resolves.toMatch(
      /btn--secondary/,
    );
    const href = new URL((await promote.getAttribute('href')) ?? '', session.server.baseUrl);
    expect(href.pathname).toBe('/business/convert');
    const savedPinId = new URLSearchParams(href.searchParams.get('next')?.split('?')[1]).get('pinId');
    expect(savedPinId).toMatch(/^\d+$/);
    expect(savedPinId).not.toBe(pin.entityId);
    await promote.click();

    // A personal account converts first, then lands on quick promote of the pin it saved.
    const convert = promoter.getByRole('form', { name: 'Convert to a business account' });
    await convert.getByLabel('Business name').fill(BUSINESS);
    await convert.getByRole('button', { name: 'Convert' }).click();
    await promoter.waitForURL(
      (url) => url.pathname === '/advertiser/quick_promote' && url.searchParams.get('pinId') === savedPinId,
    );
    const business = promoter.getByRole('region', { name: 'Your business' });
    await business.getByRole('img', { name: pin.title }).waitFor();
    await business.getByLabel('Business name').fill(BUSINESS);
    await business.getByLabel('Website').fill('https://lamps.example.com');
    await business.getByRole('button', { name: 'Next' }).click();
    const billing = promoter.getByRole('region', { name: 'Billing' });
    await billing.getByLabel('Billing contact').fill('Ben Berg');
    await billing.getByLabel('Invoice email').fill('invoices@lamps.example.com');
    await billing.getByLabel('Billing address').fill('1 Lamp Street, Springfield');
    await billing.getByRole('button', { name: 'Next' }).click();
    const settings = promoter.getByRole('region', { name: 'Promote your Pin' });
    await settings.getByRole('button', { name: 'Promote', exact: true }).click();
    await promoter.getByRole('dialog', { name: 'Your Pin is promoted' }).waitFor();

    // The business account (the conversion made it one) promoted the pin it saved.
    const { viewer } = await graphql<{
      viewer: {
        isPartner: boolean;
        merchantId: string | null;
        advertiser: { campaigns: { edges: { node: { pin: { entityId: string } } }[] } };
      };
    }>(
      promoter,
      'query { viewer { isPartner merchantId advertiser { campaigns(first: 5) { edges { node { pin { entityId } } } } } } }',
    );
    expect(viewer.isPartner).toBe(true);
    expect(viewer.merchantId).toMatch(/^\d+$/);
    expect(viewer.advertiser.campaigns.edges.map((e) => e.node.pin.entityId)).toEqual([savedPinId]);
  });

  it('shows billing, says plainly what other ads pages offer, and the operator pauses the account from the admin page', async () => {
    await newMember(promoter, { fullName: 'Bea Billing' });
    const advertiserId = await advertiserThroughApi();
    await promoter.goto(`/advertiser/${advertiserId}/billing/`);
    await promoter.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    await promoter.getByText('No invoices yet').waitFor();
    const tabs = promoter.getByRole('navigation', { name: 'Billing sections' });
    await tabs.getByRole('link', { name: 'This month' }).click();
    await promoter.getByText('Nothing spent yet this month').waitFor();
    await tabs.getByRole('link', { name: 'Tax documents' }).click();
    await promoter.getByText('No separate tax documents').waitFor();

    await promoter.goto(`/advertiser/${advertiserId}/media_planner/`);
    await promoter.getByRole('heading', { level: 1, name: 'Media planner' }).waitFor();
    await promoter.goto(`/advertiser/${advertiserId}/accounts_manager/`);
    const accounts = promoter.getByRole('list', { name: 'Ad accounts' });
    await accounts.getByText(BUSINESS).waitFor();
    await accounts.getByRole('link', { name: 'Open ads manager' }).click();
    await promoter.getByRole('heading', { level: 1, name: 'Ads manager' }).waitFor();

    const { context: adminContext, page: admin, problems: adminProblems } = await session.newTab();
    try {
      await logIn(admin, 'demo@tackboard.local');
      await admin.goto('/admin/');
      const item = admin.getByRole('listitem', { name: BUSINESS }).first();
      await item.getByRole('button', { name: 'Pause ads' }).click();
      const dialog = admin.getByRole('dialog');
      await dialog.getByLabel('Reason (shown to the advertiser)').fill('Invoice overdue.');
      await dialog.getByRole('button', { name: 'Pause ads' }).click();
      await item.getByText('Paused').waitFor();
      expect(adminProblems).toEqual([]);
    } finally {
      await adminContext.close();
    }
    await promoter.reload();
    await promoter.getByRole('alert').filter({ hasText: 'Invoice overdue.' }).waitFor();
  });

  it('generates a conversion access token shown once, sends a test event and copies the tag', async () => {
    await newMember(promoter, { fullName: 'Ben Berg' });
    const advertiserId = await advertiserThroughApi();
    await promoter.goto(`/advertiser/${advertiserId}/conversions/access_token/`);
    await promoter.getByRole('button', { name: 'Generate access token' }).click();
    const secret = await promoter.locator('.show-once-secret__value').textContent();
    expect(secret).toMatch(/^tbc_/);
    await promoter.getByRole('button', { name: `Revoke the token ending in ${secret!.slice(-4)}` }).waitFor();

    await promoter.getByRole('link', { name: 'Test events' }).click();
    await promoter.getByRole('button', { name: 'Send test event' }).click();
    await promoter.getByText('Test checkout received.').waitFor();
    await promoter.getByRole('cell', { name: 'Not attributed (test)' }).waitFor();

    await promoter.getByRole('link', { name: 'Conversion tag' }).click();
    await promoter.getByText(`data-advertiser-id="${advertiserId}"`).waitFor();
  });
});

describe('product catalogs', () => {
  it('uploads a small CSV, shows its products and a bad row, and makes a product group with its match count', async () => {
    await newMember(promoter, { fullName: 'Cat Alog' });
    const advertiserId = await advertiserThroughApi();
    await promoter.goto(`/advertiser/${advertiserId}/product-catalogs/data-source`);
    await promoter.getByRole('heading', { level: 1, name: 'Product catalogs' }).waitFor();
    await promoter.getByText('No data sources yet').waitFor();
    const sourceForm = promoter.getByRole('form', { name: 'New data source' });
    await sourceForm.getByLabel('Data source name').fill('Kitchen shop');
    await sourceForm.getByRole('button', { name: 'Add data source' }).click();
    const csv = [
      'id,title,link,image_link,price,sale_price,availability,brand',
      `mug-1,"Red mug, large",https://shop.example.com/mug,${shop.origin}/img/mug.png,12.50 USD,,in stock,Acme`,
      `plate-1,Blue plate,https://shop.example.com/plate,${shop.origin}/img/plate.png,20 USD,15 USD,in stock,Plato`,
      `bad-1,Broken,https://shop.example.com/x,${shop.origin}/img/mug.png,cheap,,,`,
    ].join('\n');
    await promoter.getByLabel('Upload a CSV file to Kitchen shop').setInputFiles({
      name: 'kitchen.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await promoter.getByText('2 created · 0 updated · 1 failed').waitFor({ timeout: 30_000 });
    await promoter.getByText('1 row could not be used').click();
    await promoter
      .getByText('Row 4 (bad-1): The price must be an amount and a currency code, like "12.50 USD".')
      .waitFor();
    const products = promoter.getByRole('list', { name: 'Products' });
    await products.getByText('Red mug, large').waitFor();
    await products.getByText('15.00 USD · In stock').waitFor();

    const groupForm = promoter.getByRole('form', { name: 'New product group' });
    await groupForm.getByLabel('Group name').fill('Acme things');
    await groupForm.getByLabel('Brands').fill('acme');
    await groupForm.getByText('Matches 1 product: Red mug, large').waitFor();
    await groupForm.getByRole('button', { name: 'Create product group' }).click();
    const row = promoter.getByRole('row').filter({ hasText: 'Acme things' });
    await row.getByText('Brand: acme').waitFor();
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('1');

    await row.getByRole('button', { name: 'Edit Acme things' }).click();
    const editForm = promoter.getByRole('form', { name: 'Edit product group' });
    await editForm.getByLabel('Brands').fill('acme, plato');
    await editForm.getByText('Matches 2 products', { exact: false }).waitFor();
    await editForm.getByRole('button', { name: 'Save product group' }).click();
    await row.getByText('Brand: acme, plato').waitFor();
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('2');

    // Every custom label of the feed has its field: none of these products carries label 4.
    await row.getByRole('button', { name: 'Edit Acme things' }).click();
    await editForm.getByLabel('Custom label 4').fill('clearance');
    await editForm.getByText('Matches 0 products', { exact: false }).waitFor();
  });
});
