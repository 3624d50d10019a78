import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVERTISER_READ_ONLY } from '../../core/business';
import { MEDIA_TEXTS } from '../../core/mediaUpload';
import { CATALOG_TEXTS } from '../../core/productCatalog';
import { LOGIN_REQUIRED } from '../../core/texts';
import type { Worker } from '../../server/jobs/worker';
import { graphql } from '../gql';
import { newAdvertiser, type Person, seasonedUser } from '../support/advertisers';
import { startTestDataWorker } from '../support/dataPort';
import {
  createBoard,
  newUser,
  pngBuffer,
  quickPromoteInput,
  savePin,
  storeTestImage,
  succeeded,
} from '../support/fixtures';
import type { TestClient } from '../support/httpClient';
import { actingAs } from '../support/privacyMatrix';
import { startTestApp, type TestApp } from '../support/testApp';

const CREATE_SOURCE = graphql(`mutation CatalogCreateSource($input: CatalogDataSourceInput!) {
  createCatalogDataSource(input: $input) {
    __typename ...DomainErrorFields
    ... on MutationCreateCatalogDataSourceSuccess { data { entityId name kind } }
  }
}`);
const UPLOAD = graphql(`mutation CatalogUpload($dataSourceId: String!, $fileName: String!, $csv: String!) {
  uploadCatalogFile(dataSourceId: $dataSourceId, fileName: $fileName, csv: $csv) {
    __typename ...DomainErrorFields
    ... on MutationUploadCatalogFileSuccess { data { entityId status } }
  }
}`);
const FETCH_NOW = graphql(`mutation CatalogFetchNow($dataSourceId: String!) {
  fetchCatalogDataSource(dataSourceId: $dataSourceId) {
    __typename ...DomainErrorFields
    ... on MutationFetchCatalogDataSourceSuccess { data { entityId status } }
  }
}`);
const CATALOG = graphql(`query CatalogOverview($advertiserId: String!) {
  productCatalog(advertiserId: $advertiserId) {
    itemCount
    dataSources {
      entityId name itemCount
      imports { entityId status totalRows processedRows createdCount updatedCount failedCount removedCount error
        rowErrors { rowNumber itemId message } }
    }
    items(first: 50) { edges { node { itemId brand productType removed
      pin { entityId title link pinnedToBoard { name privacy } product { price currency availability originalPrice } } } } }
    productGroups { entityId name itemCount summary }
  }
}`);
const CREATE_GROUP =
  graphql(`mutation CatalogCreateGroup($advertiserId: String!, $input: ProductGroupInput!) {
  createProductGroup(advertiserId: $advertiserId, input: $input) {
    __typename ...DomainErrorFields
    ... on MutationCreateProductGroupSuccess { data { entityId name itemCount items(first: 10) { edges { node { itemId } } } } }
  }
}`);
const PREVIEW = graphql(`query CatalogPreview($advertiserId: String!, $filters: ProductGroupFiltersInput!) {
  productCatalog(advertiserId: $advertiserId) { productGroupPreview(filters: $filters) { itemCount items { itemId } } }
}`);
const QUICK_PROMOTE = graphql(`mutation CatalogQuickPromote($input: QuickPromoteInput!) {
  quickPromote(input: $input) {
    __typename ...DomainErrorFields
    ... on MutationQuickPromoteSuccess { data { entityId objectiveType } }
  }
}`);
const CREATE_CAMPAIGN = graphql(`mutation CatalogCreateCampaign($input: CreateCampaignInput!) {
  createCampaign(input: $input) {
    __typename ...DomainErrorFields
    ... on MutationCreateCampaignSuccess { data { entityId objectiveType adGroups(first: 5) { edges { node {
      ads(first: 5) { edges { node { entityId pin { entityId } productGroup { entityId name } } } } } } } } }
  }
}`);
const CLICK = graphql(`mutation CatalogClick($pinId: String!) { recordPromotedPinClick(pinId: $pinId) }`);
const PAUSE = graphql(`mutation CatalogPause($campaignId: String!) {
  pauseCampaign(campaignId: $campaignId) { __typename ...DomainErrorFields }
}`);
const SET_DAILY = graphql(`mutation CatalogSetDaily($dataSourceId: String!, $fetchDaily: Boolean!) {
  setCatalogFetchDaily(dataSourceId: $dataSourceId, fetchDaily: $fetchDaily) {
    __typename ...DomainErrorFields
    ... on MutationSetCatalogFetchDailySuccess { data { entityId fetchDaily } }
  }
}`);
const UPDATE_GROUP =
  graphql(`mutation CatalogUpdateGroup($productGroupId: String!, $input: ProductGroupInput!) {
  updateProductGroup(productGroupId: $productGroupId, input: $input) {
    __typename ...DomainErrorFields
    ... on MutationUpdateProductGroupSuccess { data { entityId name itemCount } }
  }
}`);
const DELETE_GROUP = graphql(`mutation CatalogDeleteGroup($productGroupId: String!) {
  deleteProductGroup(productGroupId: $productGroupId) {
    __typename ...DomainErrorFields
    ... on MutationDeleteProductGroupSuccess { data { entityId } }
  }
}`);
const CONVERT = graphql(`mutation CatalogConvert($input: ConvertToBusinessInput!) {
  convertToBusiness(input: $input) { __typename }
}`);
const CREATE_LINKED = graphql(`mutation CatalogCreateLinked($input: CreateLinkedBusinessInput!) {
  createLinkedBusiness(input: $input) {
    __typename ...DomainErrorFields
    ... on MutationCreateLinkedBusinessSuccess { data { id } }
  }
}`);
const FEED = graphql(`query CatalogFeed($first: Int) {
  homeFeed(first: $first) { edges { node { entityId isPromoted promoter } } }
}`);

let app: TestApp;
let worker: Worker;
let site: Server;
let origin: string;
/** What /feed.csv answers; tests change it. */
let feedText = '';

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

beforeAll(async () => {
  // A local shop (no network): product pictures by number, a feed, and a missing picture.
  site = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const picture = /^\/img\/(\d+)\.png$/.exec(path);
    if (picture) {
      void pngBuffer(7300 + Number(picture[1])).then((png) => {
        response.writeHead(200, { 'content-type': 'image/png' });
        response.end(png);
      });
      return;
    }
    if (path === '/feed.csv') {
      response.writeHead(200, { 'content-type': 'text/csv' });
      response.end(feedText);
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('no');
  });
  origin = await listen(site);
  app = await startTestApp({ env: { FETCH_ALLOW_ADDRESSES: '127.0.0.1', FETCH_TIMEOUT_MS: '5000' } });
  worker = startTestDataWorker(app);
});
afterAll(async () => {
  await worker?.stop();
  await app?.close();
  await new Promise((resolve) => site?.close(resolve));
});

const HEADER =
  'id,title,description,link,image_link,price,sale_price,availability,brand,product_type,custom_label_0';
function shopFile(rows: string[]): string {
  return [HEADER, ...rows].join('\r\n');
}
const MUG = () =>
  `sku-1,"Red mug, large","He said ""hi""\nand left",https://shop.example.com/mug,${origin}/img/1.png,12.50 USD,,in stock,Acme,Home > Kitchen > Mugs,summer`;
const PLATE = () =>
  `sku-2,Blue plate,,https://shop.example.com/plate,${origin}/img/2.png,20.00 USD,15.00 USD,out of stock,Acme,Home > Kitchen,winter`;
const LAMP = () =>
  `sku-5,Lamp,,https://shop.example.com/lamp,${origin}/img/5.png,99.00 USD,,preorder,Lumo,Home > Lighting,summer`;

type Overview = Awaited<ReturnType<typeof overview>>;
async function overview(client: TestClient, advertiserId: string) {
  const { productCatalog } = await client.query(CATALOG, { advertiserId });
  return productCatalog;
}

/** Waits, through the page's own query, until the source's latest run has finished. */
async function finishedRun(client: TestClient, advertiserId: string, sourceId: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const catalog: Overview = await overview(client, advertiserId);
    const run = catalog.dataSources.find((s) => s.entityId === sourceId)?.imports[0];
    if (run && (run.status === 'done' || run.status === 'failed')) return { run, catalog };
    if (Date.now() > deadline) throw new Error('the catalog run did not finish within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function source(client: TestClient, advertiserId: string, name: string, url: string | null = null) {
  const { createCatalogDataSource } = await client.query(CREATE_SOURCE, {
    input: { advertiserId, name, kind: url ? 'url' : 'file', url },
  });
  return succeeded(createCatalogDataSource).entityId;
}

async function upload(client: TestClient, dataSourceId: string, csv: string) {
  const { uploadCatalogFile } = await client.query(UPLOAD, { dataSourceId, fileName: 'shop.csv', csv });
  return uploadCatalogFile;
}

let shop: Person;
let shopAdvertiser: string;
let fileSource: string;

describe('a CSV data source', () => {
  it('makes a product pin per good row, reads quoted values, and reports each bad row by number', async () => {
    shop = await seasonedUser(app);
    shopAdvertiser = await newAdvertiser(shop);
    fileSource = await source(shop.client, shopAdvertiser, 'Kitchen shop');
    const file = shopFile([
      MUG(),
      PLATE(),
      `sku-3,Bad price,,https://shop.example.com/x,${origin}/img/3.png,twelve,,in stock,,,`,
      `sku-4,Broken image,,https://shop.example.com/y,${origin}/img/missing.png,5 USD,,,,,`,
      `,No id,,https://shop.example.com/z,${origin}/img/6.png,5 USD,,,,,`,
      LAMP(),
      `sku-1,Same id again,,https://shop.example.com/mug,${origin}/img/1.png,1 USD,,,,,`,
    ]);
    expect((await upload(shop.client, fileSource, file)).__typename).toBe('MutationUploadCatalogFileSuccess');
    const { run, catalog } = await finishedRun(shop.client, shopAdvertiser, fileSource);
    expect(run).toMatchObject({
      status: 'done',
      totalRows: 7,
      processedRows: 7,
      createdCount: 3,
      failedCount: 4,
    });
    expect(run.rowErrors.map((e) => [e.rowNumber, e.itemId])).toEqual([
      [4, 'sku-3'],
      [5, 'sku-4'],
      [6, null],
      [8, 'sku-1'],
    ]);
    expect(run.rowErrors.map((e) => e.message)).toEqual([
      CATALOG_TEXTS.priceFormat('price'),
      expect.stringMatching(/^The image could not be used: /),
      CATALOG_TEXTS.idMissing,
      CATALOG_TEXTS.idRepeated,
    ]);
    const items = new Map(catalog.items.edges.map((e) => [e.node.itemId, e.node]));
    expect([...items.keys()].sort()).toEqual(['sku-1', 'sku-2', 'sku-5']);
    expect(items.get('sku-1')!.pin).toMatchObject({
      title: 'Red mug, large',
      link: 'https://shop.example.com/mug',
      pinnedToBoard: { name: 'Kitchen shop', privacy: 'public' },
      product: { price: '12.50', currency: 'USD', availability: 'in_stock', originalPrice: null },
    });
    // A sale price makes the price the original one: the pin shows it on sale.
    expect(items.get('sku-2')!.pin.product).toEqual({
      price: '15.00',
      currency: 'USD',
      availability: 'out_of_stock',
      originalPrice: '20.00',
    });
    // A failed row leaves nothing: no item, no pin on the board.
    const board = await app.db
      .selectFrom('boards')
      .select('pin_count')
      .where('name', '=', 'Kitchen shop')
      .executeTakeFirstOrThrow();
    expect(board.pin_count).toBe(3);
  });

  it('updates by item id on a re-run, and marks items the file no longer lists out of stock', async () => {
    const changed = MUG().replace('12.50 USD', '11.00 USD');
    await upload(shop.client, fileSource, shopFile([changed, PLATE(), LAMP()]));
    const again = await finishedRun(shop.client, shopAdvertiser, fileSource);
    expect(again.run).toMatchObject({
      status: 'done',
      createdCount: 0,
      updatedCount: 3,
      failedCount: 0,
      removedCount: 0,
    });
    const mug = again.catalog.items.edges.find((e) => e.node.itemId === 'sku-1')!.node;
    expect(mug.pin.product?.price).toBe('11.00');

    await upload(shop.client, fileSource, shopFile([changed, PLATE()]));
    const shorter = await finishedRun(shop.client, shopAdvertiser, fileSource);
    expect(shorter.run).toMatchObject({ status: 'done', updatedCount: 2, removedCount: 1 });
    const lamp = shorter.catalog.items.edges.find((e) => e.node.itemId === 'sku-5')!.node;
    expect(lamp).toMatchObject({ removed: true, pin: { product: { availability: 'out_of_stock' } } });
    const board = await app.db
      .selectFrom('boards')
      .select('pin_count')
      .where('name', '=', 'Kitchen shop')
      .executeTakeFirstOrThrow();
    expect(board.pin_count).toBe(3);

    // Listed again, it is back as the file says.
    await upload(
      shop.client,
      fileSource,
      shopFile([changed, PLATE(), LAMP().replace('preorder', 'in stock')]),
    );
    const back = await finishedRun(shop.client, shopAdvertiser, fileSource);
    expect(back.catalog.items.edges.find((e) => e.node.itemId === 'sku-5')!.node).toMatchObject({
      removed: false,
      pin: { product: { availability: 'in_stock' } },
    });
  });

  it('refuses a file it cannot read as a whole, with the reason', async () => {
    await upload(shop.client, fileSource, 'id,title\nsku-9,"never closed');
    const { run } = await finishedRun(shop.client, shopAdvertiser, fileSource);
    expect(run).toMatchObject({ status: 'failed', error: CATALOG_TEXTS.unclosedQuote, createdCount: 0 });
    await upload(shop.client, fileSource, 'id,title\nsku-9,Mug');
    expect((await finishedRun(shop.client, shopAdvertiser, fileSource)).run.error).toBe(
      CATALOG_TEXTS.missingColumns(['link', 'image_link', 'price']),
    );
  });
});

describe('a feed URL data source', () => {
  it('fetches the feed through the safe fetcher on "Fetch now", and refuses private addresses', async () => {
    feedText = shopFile([
      `feed-1,Teapot,,https://shop.example.com/teapot,${origin}/img/11.png,30 USD,,in stock,Acme,Home > Kitchen,`,
      `feed-2,Kettle,,https://shop.example.com/kettle,${origin}/img/12.png,45 USD,,in stock,Boil,Home > Kitchen,`,
    ]);
    const feed = await source(shop.client, shopAdvertiser, 'Feed shop', `${origin}/feed.csv`);
    succeeded((await shop.client.query(FETCH_NOW, { dataSourceId: feed })).fetchCatalogDataSource);
    const { run } = await finishedRun(shop.client, shopAdvertiser, feed);
    expect(run).toMatchObject({ status: 'done', createdCount: 2 });

    const inside = await source(shop.client, shopAdvertiser, 'Inside feed', 'http://10.1.2.3/feed.csv');
    succeeded((await shop.client.query(FETCH_NOW, { dataSourceId: inside })).fetchCatalogDataSource);
    const refused = await finishedRun(shop.client, shopAdvertiser, inside);
    expect(refused.run).toMatchObject({
      status: 'failed',
      error: CATALOG_TEXTS.feedUnreadable(MEDIA_TEXTS.linkPrivate),
    });
    // A file data source does not fetch, and a feed takes no file.
    const { fetchCatalogDataSource } = await shop.client.query(FETCH_NOW, { dataSourceId: fileSource });
    expect(fetchCatalogDataSource).toMatchObject({ message: CATALOG_TEXTS.notAUrlSource });
    expect(await upload(shop.client, feed, shopFile([MUG()]))).toMatchObject({
      message: CATALOG_TEXTS.notAFileSource,
    });
  });

  it('fetches a feed again a day later when asked to, updating what changed', async () => {
    feedText = shopFile([
      `daily-1,Whisk,,https://shop.example.com/whisk,${origin}/img/21.png,8 USD,,in stock,Whisko,Tools,`,
    ]);
    const { createCatalogDataSource } = await shop.client.query(CREATE_SOURCE, {
      input: {
        advertiserId: shopAdvertiser,
        name: 'Daily feed',
        kind: 'url',
        url: `${origin}/feed.csv`,
        fetchDaily: true,
      },
    });
    const daily = succeeded(createCatalogDataSource).entityId;
    succeeded((await shop.client.query(FETCH_NOW, { dataSourceId: daily })).fetchCatalogDataSource);
    const first = await finishedRun(shop.client, shopAdvertiser, daily);
    expect(first.run).toMatchObject({ status: 'done', createdCount: 1 });

    feedText = feedText.replace('8 USD', '9 USD');
    app.clock.set(new Date(Date.now() + 25 * 60 * 60 * 1000));
    try {
      worker.wake();
      const deadline = Date.now() + 30_000;
      for (;;) {
        const catalog: Overview = await overview(shop.client, shopAdvertiser);
        const runs = catalog.dataSources.find((s) => s.entityId === daily)?.imports ?? [];
        if (runs.length === 2 && runs[0]!.status === 'done') {
          expect(runs[0]).toMatchObject({ updatedCount: 1, createdCount: 0 });
          const whisk = catalog.items.edges.find((e) => e.node.itemId === 'daily-1')!.node;
          expect(whisk.pin.product?.price).toBe('9.00');
          break;
        }
        if (Date.now() > deadline) throw new Error('the daily fetch did not run');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      app.clock.reset();
    }
  });
});

let acmeKitchen: string;

describe('product groups', () => {
  it('match by brand, product type (and below), labels, price range and availability', async () => {
    const preview = async (filters: Record<string, unknown>) => {
      const { productCatalog } = await shop.client.query(PREVIEW, { advertiserId: shopAdvertiser, filters });
      return productCatalog.productGroupPreview.items.map((i) => i.itemId).sort();
    };
    expect(await preview({ brands: ['ACME'], productTypes: ['home > kitchen'] })).toEqual([
      'feed-1',
      'sku-1',
      'sku-2',
    ]);
    expect(await preview({ brands: ['acme'], availability: ['in_stock'], priceMax: '20' })).toEqual([
      'sku-1',
    ]);
    expect(await preview({ customLabel0: ['summer'] })).toEqual(['sku-1', 'sku-5']);
    expect(await preview({ priceMin: '40', priceMax: '100' })).toEqual(['feed-2', 'sku-5']);
    const { createProductGroup } = await shop.client.query(CREATE_GROUP, {
      advertiserId: shopAdvertiser,
      input: { name: 'Acme kitchen', filters: { brands: ['acme'], productTypes: ['Home > Kitchen'] } },
    });
    const group = succeeded(createProductGroup);
    expect(group.itemCount).toBe(3);
    acmeKitchen = group.entityId;
    const { createProductGroup: twice } = await shop.client.query(CREATE_GROUP, {
      advertiserId: shopAdvertiser,
      input: { name: 'acme KITCHEN', filters: {} },
    });
    expect(twice).toMatchObject({ message: CATALOG_TEXTS.groupNameTaken, field: 'name' });
  });
});

describe('catalog sales', () => {
  it('needs a product group of the advertiser’s own, and delivers its in-stock product pins', async () => {
    const board = await createBoard(shop.client, { name: 'Shop front' });
    const pin = await savePin(app, shop.user, {
      boardId: board.entityId,
      title: 'Shop',
      link: 'https://shop.example.com/',
      imageId: (await storeTestImage(app, 7391)).id,
    });
    const base = quickPromoteInput(shopAdvertiser, pin.id, 'https://shop.example.com/', {
      objectiveType: 'CATALOG_SALES',
    });
    const without = (await shop.client.query(QUICK_PROMOTE, { input: base })).quickPromote;
    expect(without).toMatchObject({ message: CATALOG_TEXTS.catalogSalesNeedsGroup, field: 'productGroupId' });

    // Another advertiser's group is as good as none.
    const rival = await seasonedUser(app);
    const rivalAdvertiser = await newAdvertiser(rival);
    const { createProductGroup } = await rival.client.query(CREATE_GROUP, {
      advertiserId: rivalAdvertiser,
      input: { name: 'Everything', filters: {} },
    });
    const rivalGroup = succeeded(createProductGroup).entityId;
    const stolen = (
      await shop.client.query(QUICK_PROMOTE, { input: { ...base, productGroupId: rivalGroup } })
    ).quickPromote;
    expect(stolen).toMatchObject({ message: CATALOG_TEXTS.groupNotFound });

    const { createCampaign: pinAds } = await shop.client.query(CREATE_CAMPAIGN, {
      input: {
        advertiserId: shopAdvertiser,
        campaign: { name: 'Catalog', objectiveType: 'CATALOG_SALES', budgetType: 'DAILY', budgetMinor: 5000 },
        adGroup: { name: 'All', countries: [], interests: [], bidMinor: 100 },
        ads: [{ pinId: pin.id }],
      },
    });
    expect(pinAds).toMatchObject({ message: CATALOG_TEXTS.catalogSalesOnlyGroups });
    const { createCampaign } = await shop.client.query(CREATE_CAMPAIGN, {
      input: {
        advertiserId: shopAdvertiser,
        campaign: { name: 'Catalog', objectiveType: 'CATALOG_SALES', budgetType: 'DAILY', budgetMinor: 5000 },
        adGroup: { name: 'All', countries: [], interests: [], bidMinor: 100 },
        ads: [{ productGroupId: acmeKitchen }],
      },
    });
    const campaign = succeeded(createCampaign);
    const ad = campaign.adGroups.edges[0]!.node.ads.edges[0]!.node;
    expect(ad).toMatchObject({ pin: null, productGroup: { entityId: acmeKitchen, name: 'Acme kitchen' } });

    // Someone else's feed: newer organic pins first, then the promoted product pin.
    const other = await newUser(app);
    const otherBoard = await createBoard(other.client, { name: 'Newest' });
    for (const seed of [7392, 7393, 7394])
      await savePin(app, other.user, {
        boardId: otherBoard.entityId,
        title: 'Organic',
        imageId: (await storeTestImage(app, seed)).id,
      });
    const viewer = await newUser(app);
    const { homeFeed } = await viewer.client.query(FEED, { first: 3 });
    const promoted = homeFeed.edges.map((e) => e.node).find((n) => n.isPromoted);
    const inStock = await app.db
      .selectFrom('catalog_items')
      .innerJoin('pins', 'pins.id', 'catalog_items.pin_id')
      .select(['pins.id', 'catalog_items.item_id'])
      .where('catalog_items.item_id', 'in', ['sku-1', 'feed-1'])
      .execute();
    expect(inStock.map((p) => p.id)).toContain(promoted?.entityId);
    const row = await app.db
      .selectFrom('ads')
      .select('impressions')
      .where('id', '=', ad.entityId)
      .executeTakeFirstOrThrow();
    expect(row.impressions).toBe('1');

    // Opening the product pin counts a click on that ad; an out-of-stock product pin is not promoted.
    const { recordPromotedPinClick } = await viewer.client.query(CLICK, { pinId: promoted!.entityId });
    expect(recordPromotedPinClick).toBe(true);
    const plate = await app.db
      .selectFrom('catalog_items')
      .select('pin_id')
      .where('item_id', '=', 'sku-2')
      .executeTakeFirstOrThrow();
    expect((await viewer.client.query(CLICK, { pinId: plate.pin_id })).recordPromotedPinClick).toBe(false);
    const clicked = await app.db
      .selectFrom('ads')
      .select('clicks')
      .where('id', '=', ad.entityId)
      .executeTakeFirstOrThrow();
    expect(clicked.clicks).toBe('1');

    // Paused, the campaign's product pins are no longer promoted.
    await shop.client.query(PAUSE, { campaignId: campaign.entityId });
    const later = await newUser(app);
    const { homeFeed: after } = await later.client.query(FEED, { first: 3 });
    expect(after.edges.some((e) => e.node.isPromoted && e.node.promoter === promoted!.promoter)).toBe(false);
  });

  it('quick promote with a product group makes a catalog sales campaign with the pin and the group', async () => {
    const board = await createBoard(shop.client, { name: 'Quick front' });
    const pin = await savePin(app, shop.user, {
      boardId: board.entityId,
      title: 'Quick',
      link: 'https://shop.example.com/quick',
      imageId: (await storeTestImage(app, 7395)).id,
    });
    const input = quickPromoteInput(shopAdvertiser, pin.id, 'https://shop.example.com/quick', {
      objectiveType: 'CATALOG_SALES',
      productGroupId: acmeKitchen,
    });
    const promotion = succeeded((await shop.client.query(QUICK_PROMOTE, { input })).quickPromote);
    expect(promotion.objectiveType).toBe('CATALOG_SALES');
    const ads = await app.db
      .selectFrom('ads')
      .innerJoin('ad_groups', 'ad_groups.id', 'ads.ad_group_id')
      .select(['ads.pin_id', 'ads.product_group_id'])
      .where('ad_groups.campaign_id', '=', promotion.entityId)
      .orderBy('ads.id')
      .execute();
    expect(ads).toEqual([
      { pin_id: pin.id, product_group_id: null },
      { pin_id: null, product_group_id: acmeKitchen },
    ]);
  });

  it('a promoted group may change its filters but not be deleted; another person may do neither', async () => {
    const { updateProductGroup } = await shop.client.query(UPDATE_GROUP, {
      productGroupId: acmeKitchen,
      input: { name: 'Acme mugs', filters: { brands: ['acme'], productTypes: ['home > kitchen > mugs'] } },
    });
    expect(succeeded(updateProductGroup)).toMatchObject({ name: 'Acme mugs', itemCount: 1 });
    const { deleteProductGroup } = await shop.client.query(DELETE_GROUP, { productGroupId: acmeKitchen });
    expect(deleteProductGroup).toMatchObject({ message: CATALOG_TEXTS.groupInUse });
    const stranger = await seasonedUser(app);
    const { updateProductGroup: theirs } = await stranger.client.query(UPDATE_GROUP, {
      productGroupId: acmeKitchen,
      input: { name: 'Mine', filters: {} },
    });
    expect(theirs).toMatchObject({ message: CATALOG_TEXTS.groupNotFound });
    const { deleteProductGroup: gone } = await stranger.client.query(DELETE_GROUP, {
      productGroupId: acmeKitchen,
    });
    expect(gone).toMatchObject({ message: CATALOG_TEXTS.groupNotFound });
  });
});

describe('who may see a catalog', () => {
  it('answers someone acting for the business profile that owns the advertiser; the person on their own may only read its ads', async () => {
    const person = await seasonedUser(app);
    await person.client.query(CONVERT, {
      input: { businessName: 'Ada’s Goods', website: 'https://goods.example.com', country: 'US' },
    });
    const { createLinkedBusiness } = await person.client.query(CREATE_LINKED, {
      input: { businessName: 'Ada’s Studio', email: `studio.${Date.now()}@goods.example.com` },
    });
    const businessId = succeeded(createLinkedBusiness).id;
    await app.db
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - 2 * 86_400_000) })
      .where('id', '=', businessId)
      .execute();
    const acting: Person = { client: actingAs(app, person.client, businessId), user: person.user };
    const businessAdvertiser = await newAdvertiser(acting);
    const studio = await source(acting.client, businessAdvertiser, 'Studio shop');
    expect((await upload(acting.client, studio, shopFile([MUG()]))).__typename).toBe(
      'MutationUploadCatalogFileSuccess',
    );
    const { run } = await finishedRun(acting.client, businessAdvertiser, studio);
    expect(run).toMatchObject({ status: 'done', createdCount: 1 });
    // The product pin is the business's own, on its board.
    const pin = await app.db
      .selectFrom('catalog_items')
      .innerJoin('pins', 'pins.id', 'catalog_items.pin_id')
      .select('pins.pinner_id')
      .where('catalog_items.data_source_id', '=', studio)
      .executeTakeFirstOrThrow();
    expect(pin.pinner_id).toBe(businessId);
    // A member not acting for the profile reads its campaigns and reports; its catalog is the managers'.
    const asPerson = await person.client.gql(CATALOG, { advertiserId: businessAdvertiser });
    expect(asPerson.errors?.[0]?.message).toBe(ADVERTISER_READ_ONLY);
  });

  it('answers only the advertiser’s owner', async () => {
    const stranger = await seasonedUser(app);
    const asStranger = await stranger.client.gql(CATALOG, { advertiserId: shopAdvertiser });
    expect(asStranger.errors?.[0]?.message).toBe("Sorry, we couldn't find that advertiser.");
    expect(asStranger.data?.productCatalog ?? null).toBeNull();
    expect(await upload(stranger.client, fileSource, shopFile([MUG()]))).toMatchObject({
      message: CATALOG_TEXTS.sourceNotFound,
    });
    const { setCatalogFetchDaily } = await stranger.client.query(SET_DAILY, {
      dataSourceId: fileSource,
      fetchDaily: true,
    });
    expect(setCatalogFetchDaily).toMatchObject({ message: CATALOG_TEXTS.sourceNotFound });
    const { setCatalogFetchDaily: onAFile } = await shop.client.query(SET_DAILY, {
      dataSourceId: fileSource,
      fetchDaily: true,
    });
    expect(onAFile).toMatchObject({ message: CATALOG_TEXTS.notAUrlSource });
    const { createProductGroup } = await stranger.client.query(CREATE_GROUP, {
      advertiserId: shopAdvertiser,
      input: { name: 'Mine now', filters: {} },
    });
    expect(createProductGroup).toMatchObject({ message: "Sorry, we couldn't find that advertiser." });
    const signedOut = await app.client().gql(CATALOG, { advertiserId: shopAdvertiser });
    expect(signedOut.errors?.[0]?.message).toBe(LOGIN_REQUIRED);
  });
});
