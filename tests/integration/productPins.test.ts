import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TEXTS } from '../../core/product';
import { productColumns } from '../../server/domain/products';
import { graphql } from '../gql';
import type { PinProductInput, SearchProductPinsQueryVariables } from '../gql/graphql';
import {
  createBoard,
  newUser,
  pngBuffer,
  savePin,
  storeTestImage,
  type TestBoard,
  type TestPin,
  type TestUser,
} from '../support/fixtures';
import { resourceQuery, restJson, type TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

// Product pins: a price, currency, availability and original price a pinner enters or a shop's page describes;
// the shopping scopes list them (and only the ones the searcher may see), narrowed by the price filters.

let app: TestApp;
let shop: Server;
let shopUrl: string;
let ann: { client: TestClient; user: TestUser };
let bob: { client: TestClient; user: TestUser };
let annBoard: TestBoard;
let secretBoard: TestBoard;
let linenLamp: TestPin;
let seed = 700;

/** A page of a shop, as the pin-create page would scrape it. */
const SHOP_PAGES = new Map<string, string>([
  [
    '/lamp',
    `<!doctype html><html><head><title>Reading lamp</title>
     <script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Reading lamp",
       "offers":{"@type":"Offer","price":"89.50","priceCurrency":"EUR","availability":"https://schema.org/PreOrder"}}
     </script></head><body><h1>Reading lamp</h1></body></html>`,
  ],
  ['/plain', '<!doctype html><html><head><title>About us</title></head><body>No products</body></html>'],
]);

async function pinWith(
  by: TestUser,
  board: TestBoard,
  title: string,
  product?: { price: string; currency: string; originalPrice?: string },
): Promise<TestPin> {
  seed += 1;
  return savePin(app, by, {
    boardId: board.entityId,
    title,
    imageId: (await storeTestImage(app, seed)).id,
    link: 'https://shop.example/item',
    ...(product ? { product: productColumns(product) } : {}),
  });
}

beforeAll(async () => {
  app = await startTestApp({ env: { FETCH_ALLOW_ADDRESSES: '127.0.0.1', FETCH_TIMEOUT_MS: '3000' } });
  shop = createServer((request, response) => {
    const page = SHOP_PAGES.get(request.url ?? '');
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page ?? 'Not found');
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  ann = await newUser(app);
  bob = await newUser(app);
  annBoard = await createBoard(ann.client, { name: 'Lamp finds' });
  secretBoard = await createBoard(ann.client, { name: 'Lamp wishlist', privacy: 'secret' });
  linenLamp = await pinWith(ann.user, annBoard, 'Linen lamp', { price: '49', currency: 'USD' });
  await pinWith(ann.user, annBoard, 'Brass lamp', { price: '120', currency: 'EUR', originalPrice: '150' });
  await pinWith(ann.user, annBoard, 'Paper lamp');
  await pinWith(ann.user, secretBoard, 'Secret lamp', { price: '30', currency: 'USD' });
});
afterAll(async () => {
  await new Promise((resolve) => shop?.close(resolve));
  await app?.close();
});

const SEARCH = graphql(`
  query SearchProductPins($q: String!, $scope: PinSearchScope, $filters: SearchFiltersInput) {
    searchPins(query: $q, scope: $scope, filters: $filters, first: 50) {
      edges { node { title product { price currency onSale } } }
    }
  }`);

type SearchVariables = Omit<SearchProductPinsQueryVariables, 'q'>;

async function titles(client: TestClient, variables: SearchVariables = {}): Promise<string[]> {
  const data = await client.query(SEARCH, { q: 'lamp', ...variables });
  return data.searchPins.edges.map((edge) => edge.node.title).sort();
}

describe('searching the shopping scopes', () => {
  it('buyable_pins and the shop tool list product pins only, with their prices', async () => {
    expect(await titles(bob.client, { scope: 'buyable_pins' })).toEqual(['Brass lamp', 'Linen lamp']);
    expect(await titles(bob.client, { scope: 'shop_tool' })).toEqual(['Brass lamp', 'Linen lamp']);
    const data = await bob.client.query(SEARCH, { q: 'linen', scope: 'buyable_pins' });
    expect(data.searchPins.edges[0]?.node.product).toEqual({
      price: '49.00',
      currency: 'USD',
      onSale: false,
    });
  });

  it('a secret board’s product pin is found by its owner only, never by others or visitors', async () => {
    expect(await titles(ann.client, { scope: 'buyable_pins' })).toContain('Secret lamp');
    expect(await titles(bob.client, { scope: 'buyable_pins' })).not.toContain('Secret lamp');
    expect(await titles(app.client(), { scope: 'buyable_pins' })).toEqual(['Brass lamp', 'Linen lamp']);
    expect(await titles(bob.client, { scope: 'buyable_pins', filters: { priceMax: 35 } })).toEqual([]);
  });

  it('price_min, price_max and on_sale narrow product pins, each price in its own currency', async () => {
    expect(await titles(bob.client, { scope: 'buyable_pins', filters: { priceMin: 50 } })).toEqual([
      'Brass lamp',
    ]);
    expect(await titles(bob.client, { scope: 'buyable_pins', filters: { priceMax: 49 } })).toEqual([
      'Linen lamp',
    ]);
    expect(
      await titles(bob.client, { scope: 'buyable_pins', filters: { priceMin: 49, priceMax: 120 } }),
    ).toEqual(['Brass lamp', 'Linen lamp']);
    expect(await titles(bob.client, { scope: 'shop_tool', filters: { onSale: true } })).toEqual([
      'Brass lamp',
    ]);
    // A maximum under the minimum is dropped, never an error.
    expect(
      await titles(bob.client, { scope: 'buyable_pins', filters: { priceMin: 100, priceMax: 10 } }),
    ).toEqual(['Brass lamp']);
  });

  it('the pins scope still lists every pin, price filters or not; idea pins stay empty', async () => {
    expect(await titles(bob.client, { filters: { priceMin: 1000 } })).toEqual([
      'Brass lamp',
      'Linen lamp',
      'Paper lamp',
    ]);
    expect(await titles(bob.client, { scope: 'idea_pins' })).toEqual([]);
  });

  it('the legacy search resource answers the same, commerce_only and price options included', async () => {
    const search = async (client: TestClient, options: Record<string, unknown>) => {
      const { status, body } = await restJson<{
        results: { title: string; is_buyable_pin: boolean; product: { price: string } | null }[];
      }>(
        await client.get(`/resource/BaseSearchResource/get/${resourceQuery({ query: 'lamp', ...options })}`),
      );
      expect(status).toBe(200);
      if (body.status !== 'success') throw new Error(body.message);
      return body.data.results;
    };
    const cheap = await search(bob.client, { scope: 'buyable_pins', price_max: '60' });
    expect(cheap.map((pin) => [pin.title, pin.is_buyable_pin, pin.product?.price])).toEqual([
      ['Linen lamp', true, '49.00'],
    ]);
    const commerce = await search(bob.client, { scope: 'pins', commerce_only: 'true', on_sale: 'true' });
    expect(commerce.map((pin) => pin.title)).toEqual(['Brass lamp']);
    expect(
      (await search(bob.client, { scope: 'pins', commerce_only: true })).map((pin) => pin.title).sort(),
    ).toEqual(['Brass lamp', 'Linen lamp']);
    // Anything but true or 1 leaves the scope as it is, never an error.
    expect(await search(bob.client, { scope: 'pins', commerce_only: 'maybe' })).toHaveLength(3);
    const mine = await search(ann.client, { scope: 'buyable_pins', price_max: '35' });
    expect(mine.map((pin) => pin.title)).toEqual(['Secret lamp']);
    expect(await search(bob.client, { scope: 'buyable_pins', price_max: '35' })).toEqual([]);
    expect(
      (await search(bob.client, { scope: 'buyable_pins', price_min: 'cheap' }))
        .map((pin) => pin.title)
        .sort(),
    ).toEqual(['Brass lamp', 'Linen lamp']);
  });
});

const CREATE_PIN = graphql(`
  mutation ProductPinsCreatePin($input: CreatePinInput!) {
    createPin(input: $input) {
      __typename
      ... on MutationCreatePinSuccess {
        data { entityId product { price currency availability originalPrice onSale } }
      }
      ... on DomainError { message field }
    }
  }`);

const UPDATE_PIN = graphql(`
  mutation ProductPinsUpdatePin($pinId: String!, $product: PinProductInput) {
    updatePin(input: { pinId: $pinId, product: $product }) {
      __typename
      ... on MutationUpdatePinSuccess { data { product { price currency availability originalPrice onSale } } }
      ... on DomainError { message field }
    }
  }`);

async function pinCount(): Promise<number> {
  const { n } = await app.db
    .selectFrom('pins')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

describe('entering and editing a price', () => {
  it('a pinner makes a product pin with a price; the amount is kept exactly, in the currency’s decimals', async () => {
    const png = await pngBuffer(801);
    const result = await ann.client.query(CREATE_PIN, {
      input: {
        boardId: annBoard.entityId,
        title: 'Desk lamp',
        imageBase64: `data:image/png;base64,${png.toString('base64')}`,
        product: { price: '19.9', currency: 'usd', availability: 'preorder' },
      },
    });
    expect(result.createPin).toMatchObject({
      __typename: 'MutationCreatePinSuccess',
      data: {
        product: {
          price: '19.90',
          currency: 'USD',
          availability: 'preorder',
          originalPrice: null,
          onSale: false,
        },
      },
    });
  });

  it('a bad price is refused under its field, with nothing written', async () => {
    const before = await pinCount();
    const png = await pngBuffer(802);
    const input = (product: PinProductInput) => ({
      input: {
        boardId: annBoard.entityId,
        imageBase64: `data:image/png;base64,${png.toString('base64')}`,
        product,
      },
    });
    expect(
      (await ann.client.query(CREATE_PIN, input({ price: '10', currency: 'Dollars' }))).createPin,
    ).toEqual({
      __typename: 'DomainError',
      message: PRODUCT_TEXTS.currencyUnknown,
      field: 'currency',
    });
    expect(
      (await ann.client.query(CREATE_PIN, input({ price: '1200.5', currency: 'JPY' }))).createPin,
    ).toEqual({
      __typename: 'DomainError',
      message: 'Prices in JPY have no decimals.',
      field: 'price',
    });
    expect(await pinCount()).toBe(before);
  });

  it('the pinner sets, changes and removes a price; a sale needs an original price above it', async () => {
    const pin = await pinWith(ann.user, annBoard, 'Floor lamp');
    const set = await ann.client.query(UPDATE_PIN, {
      pinId: pin.id,
      product: { price: '80', currency: 'GBP', originalPrice: '100.00', availability: 'out_of_stock' },
    });
    expect(set.updatePin).toMatchObject({
      data: {
        product: {
          price: '80.00',
          currency: 'GBP',
          availability: 'out_of_stock',
          originalPrice: '100.00',
          onSale: true,
        },
      },
    });
    const refused = await ann.client.query(UPDATE_PIN, {
      pinId: pin.id,
      product: { price: '120', currency: 'GBP', originalPrice: '100' },
    });
    expect(refused.updatePin).toEqual({
      __typename: 'DomainError',
      message: PRODUCT_TEXTS.originalNotHigher,
      field: 'originalPrice',
    });
    const removed = await ann.client.query(UPDATE_PIN, { pinId: pin.id, product: null });
    expect(removed.updatePin).toMatchObject({ data: { product: null } });
    expect(await titles(bob.client, { scope: 'buyable_pins' })).not.toContain('Floor lamp');
  });

  it('someone who may not edit the pin cannot give it a price', async () => {
    const refused = await bob.client.query(UPDATE_PIN, {
      pinId: linenLamp.id,
      product: { price: '1', currency: 'USD' },
    });
    expect(refused.updatePin).toMatchObject({
      __typename: 'DomainError',
      message: "You can't edit this Pin.",
    });
    const row = await app.db
      .selectFrom('pins')
      .select(['price', 'currency'])
      .where('id', '=', linenLamp.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ price: '49.00', currency: 'USD' });
  });

  it('a save keeps the product; the legacy pin answers and PinResource update carry it too', async () => {
    const SAVE = graphql(`
      mutation ProductPinsSave($input: SavePinInput!) {
        savePin(input: $input) { __typename ... on MutationSavePinSuccess { data { product { price currency } } } }
      }`);
    const bobBoard = await createBoard(bob.client, { name: 'Lamps I like' });
    const saved = await bob.client.query(SAVE, {
      input: { pinId: linenLamp.id, boardId: bobBoard.entityId },
    });
    expect(saved.savePin).toMatchObject({ data: { product: { price: '49.00', currency: 'USD' } } });

    const read = await restJson<{ is_buyable_pin: boolean; product: unknown }>(
      await bob.client.get(`/v3/pins/${linenLamp.id}/`),
    );
    expect(read.body).toMatchObject({
      status: 'success',
      data: {
        is_buyable_pin: true,
        product: {
          price: '49.00',
          currency: 'USD',
          availability: 'in_stock',
          original_price: null,
          on_sale: false,
        },
      },
    });
    const pin = await pinWith(ann.user, annBoard, 'Wall lamp');
    const form = new URLSearchParams({
      data: JSON.stringify({ options: { id: pin.id, price: '35.5', currency: 'CHF' } }),
    });
    const edited = await restJson<{ product: unknown }>(
      await ann.client.request('PUT', '/resource/PinResource/update/', form, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(edited.body).toMatchObject({ data: { product: { price: '35.50', currency: 'CHF' } } });
    const stranger = await restJson(
      await bob.client.request(
        'PUT',
        '/resource/PinResource/update/',
        new URLSearchParams({
          data: JSON.stringify({ options: { id: pin.id, price: '1', currency: 'CHF' } }),
        }),
        { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      ),
    );
    expect(stranger.status).toBe(403);
  });
});

describe('a shop page’s structured data', () => {
  const PAGE_PRODUCT = graphql(`
    query ProductPinsPageProduct($url: String!) {
      pageProduct(url: $url) { price currency availability originalPrice }
    }`);

  it('offers the price a linked page describes, and nothing for a page without one', async () => {
    const found = await ann.client.query(PAGE_PRODUCT, { url: `${shopUrl}/lamp` });
    expect(found.pageProduct).toEqual({
      price: '89.50',
      currency: 'EUR',
      availability: 'preorder',
      originalPrice: null,
    });
    expect((await ann.client.query(PAGE_PRODUCT, { url: `${shopUrl}/plain` })).pageProduct).toBeNull();
    expect((await ann.client.query(PAGE_PRODUCT, { url: `${shopUrl}/missing` })).pageProduct).toBeNull();
  });

  it('needs someone signed in', async () => {
    const result = await app.client().gql(PAGE_PRODUCT, { url: `${shopUrl}/lamp` });
    expect(result.errors?.[0]?.message).toMatch(/log in/i);
  });
});
