import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TAG_TEXTS, PRODUCT_TAGS_MAX } from '../../core/productTags';
import { issueApiToken } from '../../server/domain/apiTokens';
import { productColumns } from '../../server/domain/products';
import { graphql } from '../gql';
import {
  addCollaborator,
  createBoard,
  newUser,
  savePin,
  storeTestImage,
  type TestBoard,
  type TestPin,
} from '../support/fixtures';
import { restJson, type TestClient } from '../support/httpClient';
import { actingAs, withBearer } from '../support/privacyMatrix';
import { startTestApp, type TestApp } from '../support/testApp';

// Shop the pin: a business tags its own product pins on a pin of its own, through createPin and updatePin. The
// close-up's productTags show only the products the viewer may see; every refusal changes nothing.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const CREATE = graphql(`mutation ProductTagsCreate($input: CreatePinInput!) {
  createPin(input: $input) {
    __typename ...DomainErrorFields
    ... on MutationCreatePinSuccess { data { entityId productTags { position x y pin { entityId } } } }
  }
}`);
const UPDATE = graphql(`mutation ProductTagsUpdate($input: UpdatePinInput!) {
  updatePin(input: $input) {
    __typename ...DomainErrorFields
    ... on MutationUpdatePinSuccess { data { entityId title canTagProducts productTags { pin { entityId } } } }
  }
}`);
const PIN = graphql(`query ProductTagsPin($id: String!) {
  pin(id: $id) {
    canTagProducts
    productTags {
      position x y
      pin { entityId title link offsiteUrl imageSpec_236x { url } }
      product { price currency availability originalPrice onSale }
    }
  }
}`);
const BOARD = graphql(`query ProductTagsBoard($id: String!, $first: Int!) {
  board(id: $id) {
    pins(first: $first) {
      edges { node { entityId productTags { pin { entityId title imageSpec_236x { url } } product { price } } } }
    }
  }
}`);
const CATALOG = graphql(`query ProductTagsCatalog($search: String) {
  taggableProducts(search: $search) { entityId title product { price } }
}`);

interface Shop {
  client: TestClient;
  id: string;
  username: string;
  board: TestBoard;
}

let seed = 54_000;
async function shop(partner = true): Promise<Shop> {
  const { client, user } = await newUser(app);
  if (partner)
    await app.db.updateTable('users').set({ is_partner: true }).where('id', '=', user.id).execute();
  const board = await createBoard(client, { name: `Shop ${seed++}` });
  return { client, id: user.id, username: user.username, board };
}

async function product(
  owner: Pick<Shop, 'id' | 'username'>,
  boardId: string,
  title: string,
  price: Parameters<typeof productColumns>[0] = { price: '19.90', currency: 'EUR' },
): Promise<TestPin> {
  return savePin(app, owner, {
    boardId,
    title,
    link: `https://shop.example/${encodeURIComponent(title)}`,
    imageId: (await storeTestImage(app, seed++)).id,
    product: productColumns(price),
  });
}

async function plainPin(owner: Pick<Shop, 'id' | 'username'>, boardId: string, title = 'Living room') {
  return savePin(app, owner, { boardId, title, imageId: (await storeTestImage(app, seed++)).id });
}

async function upload(userId: string): Promise<string> {
  const image = await storeTestImage(app, seed++);
  const row = await app.db
    .insertInto('media_uploads')
    .values({ user_id: userId, kind: 'pinimage', source: 'upload', status: 'succeeded', image_id: image.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function tagRows(pinId: string) {
  return app.db
    .selectFrom('pin_product_tags')
    .select(['product_pin_id', 'position', 'x', 'y'])
    .where('pin_id', '=', pinId)
    .orderBy('position')
    .execute();
}

async function pinCount(userId: string): Promise<number> {
  const row = await app.db
    .selectFrom('users')
    .select('pin_count')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.pin_count);
}

async function tagsSeenBy(client: TestClient, pinId: string) {
  const { pin } = await client.query(PIN, { id: pinId });
  return pin?.productTags.map((tag) => tag.pin.entityId) ?? null;
}

async function setTags(client: TestClient, pinId: string, ids: string[]) {
  const { updatePin } = await client.query(UPDATE, {
    input: { pinId, productTags: ids.map((productPinId) => ({ productPinId })) },
  });
  return updatePin;
}

describe('tagging products in the pin builder and when editing', () => {
  it('a business publishes a pin tagging two of its products (one placed on the picture); anyone sees them in order with price, sale and availability', async () => {
    const owner = await shop();
    const lamp = await product(owner, owner.board.entityId, 'Brass lamp', {
      price: '49.00',
      currency: 'EUR',
      originalPrice: '65.00',
    });
    const rug = await product(owner, owner.board.entityId, 'Wool rug', {
      price: '120.00',
      currency: 'EUR',
      availability: 'out_of_stock',
    });
    const { createPin } = await owner.client.query(CREATE, {
      input: {
        boardId: owner.board.entityId,
        title: 'Reading corner',
        mediaUploadId: await upload(owner.id),
        method: 'pinbuilder',
        productTags: [{ productPinId: rug.id, x: 0.25, y: 0.8 }, { productPinId: lamp.id }],
      },
    });
    if (createPin.__typename !== 'MutationCreatePinSuccess') throw new Error(JSON.stringify(createPin));
    expect(createPin.data.productTags).toEqual([
      { position: 0, x: 0.25, y: 0.8, pin: { entityId: rug.id } },
      { position: 1, x: null, y: null, pin: { entityId: lamp.id } },
    ]);

    const { pin } = await app.client().query(PIN, { id: createPin.data.entityId });
    expect(pin?.canTagProducts).toBe(false);
    expect(
      pin?.productTags.map((tag) => [
        tag.pin.title,
        tag.product.price,
        tag.product.availability,
        tag.product.onSale,
      ]),
    ).toEqual([
      ['Wool rug', '120.00', 'out_of_stock', false],
      ['Brass lamp', '49.00', 'in_stock', true],
    ]);
    expect(pin?.productTags[1]?.product.originalPrice).toBe('65.00');
    expect(pin?.productTags[0]?.pin.link).toBe('https://shop.example/Wool%20rug');
    expect(pin?.productTags[0]?.pin.offsiteUrl).toMatch(/^\/offsite\//);
    const own = await owner.client.query(PIN, { id: createPin.data.entityId });
    expect(own.pin?.canTagProducts).toBe(true);
  });

  it('editing replaces the whole list, an empty list removes it, and a refused list leaves the tags as they were', async () => {
    const owner = await shop();
    const [a, b, c] = [
      await product(owner, owner.board.entityId, 'Vase A'),
      await product(owner, owner.board.entityId, 'Vase B'),
      await product(owner, owner.board.entityId, 'Vase C'),
    ];
    const room = await plainPin(owner, owner.board.entityId);
    expect((await setTags(owner.client, room.id, [a!.id, b!.id])).__typename).toBe(
      'MutationUpdatePinSuccess',
    );
    const reordered = await setTags(owner.client, room.id, [c!.id, a!.id]);
    if (reordered.__typename !== 'MutationUpdatePinSuccess') throw new Error(JSON.stringify(reordered));
    expect(reordered.data.productTags.map((t) => t.pin.entityId)).toEqual([c!.id, a!.id]);

    const refused = await owner.client.query(UPDATE, {
      input: {
        pinId: room.id,
        title: 'Renamed',
        productTags: [{ productPinId: b!.id }, { productPinId: '999999999' }],
      },
    });
    expect(refused.updatePin).toMatchObject({
      __typename: 'DomainError',
      message: PRODUCT_TAG_TEXTS.notFound,
    });
    expect((await tagRows(room.id)).map((row) => row.product_pin_id)).toEqual([c!.id, a!.id]);
    const title = await app.db
      .selectFrom('pins')
      .select('title')
      .where('id', '=', room.id)
      .executeTakeFirst();
    expect(title?.title).toBe('Living room');

    expect((await setTags(owner.client, room.id, [])).__typename).toBe('MutationUpdatePinSuccess');
    expect(await tagRows(room.id)).toEqual([]);
  });

  it(`at most ${PRODUCT_TAGS_MAX} tags, each product once, placed with both coordinates from 0 to 1: refusals make no pin`, async () => {
    const owner = await shop();
    const products: TestPin[] = [];
    for (let i = 0; i < 11; i++) products.push(await product(owner, owner.board.entityId, `Cup ${i}`));
    const before = await pinCount(owner.id);
    const attempt = async (productTags: { productPinId: string; x?: number; y?: number }[]) => {
      const { createPin } = await owner.client.query(CREATE, {
        input: { boardId: owner.board.entityId, mediaUploadId: await upload(owner.id), productTags },
      });
      return createPin;
    };
    const ids = products.map((p) => ({ productPinId: p.id }));
    expect(await attempt(ids)).toMatchObject({ message: PRODUCT_TAG_TEXTS.tooMany, field: 'productTags' });
    expect(await attempt([ids[0]!, ids[0]!])).toMatchObject({ message: PRODUCT_TAG_TEXTS.twice });
    expect(await attempt([{ ...ids[0]!, x: 0.5 }])).toMatchObject({ message: PRODUCT_TAG_TEXTS.position });
    expect(await attempt([{ ...ids[0]!, x: 1.5, y: 0 }])).toMatchObject({
      message: PRODUCT_TAG_TEXTS.position,
    });
    expect(await pinCount(owner.id)).toBe(before);
    const ten = await attempt(ids.slice(0, 10));
    expect(ten.__typename).toBe('MutationCreatePinSuccess');
    expect(await pinCount(owner.id)).toBe(before + 1);
  });

  it('only the business’s own product pins: another shop’s is refused as not yours, a made-up id and a hidden one alike as not found, a saved copy and a pin without a price refused', async () => {
    const owner = await shop();
    const rival = await shop();
    const rivalProduct = await product(rival, rival.board.entityId, 'Rival chair');
    const secretBoard = await createBoard(rival.client, { name: `Hidden ${seed++}`, privacy: 'secret' });
    const rivalSecret = await product(rival, secretBoard.entityId, 'Hidden chair');
    const plain = await plainPin(owner, owner.board.entityId, 'Not for sale');
    const saved = await savePin(app, owner, {
      boardId: owner.board.entityId,
      imageId: rivalProduct.image_id,
      sourcePinId: rivalProduct.id,
      title: 'Saved chair',
      product: productColumns({ price: '10', currency: 'EUR' }),
    });
    const room = await plainPin(owner, owner.board.entityId);

    expect(await setTags(owner.client, room.id, [rivalProduct.id])).toMatchObject({
      code: 'FORBIDDEN',
      message: PRODUCT_TAG_TEXTS.notYours,
    });
    const madeUp = await setTags(owner.client, room.id, ['987654321']);
    const hidden = await setTags(owner.client, room.id, [rivalSecret.id]);
    expect(madeUp).toMatchObject({ code: 'NOT_FOUND', message: PRODUCT_TAG_TEXTS.notFound });
    expect(hidden).toEqual(madeUp);
    expect(await setTags(owner.client, room.id, ['not-an-id'])).toEqual(madeUp);
    expect(await setTags(owner.client, room.id, [saved.id])).toMatchObject({
      message: PRODUCT_TAG_TEXTS.notYours,
    });
    expect(await setTags(owner.client, room.id, [plain.id])).toMatchObject({
      message: PRODUCT_TAG_TEXTS.notAProduct,
    });
    expect(await setTags(owner.client, room.id, [room.id])).toMatchObject({
      message: PRODUCT_TAG_TEXTS.self,
    });
    expect(await tagRows(room.id)).toEqual([]);
  });

  it('non-business accounts, board collaborators and strangers may not tag; nothing is written', async () => {
    const person = await shop(false);
    const ownProduct = await product(person, person.board.entityId, 'Home-made jam');
    const { createPin } = await person.client.query(CREATE, {
      input: {
        boardId: person.board.entityId,
        mediaUploadId: await upload(person.id),
        productTags: [{ productPinId: ownProduct.id }],
      },
    });
    expect(createPin).toMatchObject({ code: 'FORBIDDEN', message: PRODUCT_TAG_TEXTS.partnersOnly });
    expect(await pinCount(person.id)).toBe(1);
    const room = await plainPin(person, person.board.entityId);
    expect(await setTags(person.client, room.id, [ownProduct.id])).toMatchObject({
      message: PRODUCT_TAG_TEXTS.partnersOnly,
    });
    const catalog = await person.client.gql(CATALOG, {});
    expect(catalog.errors?.[0]?.message).toBe(PRODUCT_TAG_TEXTS.partnersOnly);

    // A business owning the board may edit a collaborator's pin, but not tag it: it is not theirs.
    const owner = await shop();
    const helper = await shop();
    await addCollaborator(app, owner.board.entityId, helper.id);
    const helpersPin = await plainPin(helper, owner.board.entityId, 'Helper’s pin');
    const ownerProduct = await product(owner, owner.board.entityId, 'Owner’s stool');
    expect(await setTags(owner.client, helpersPin.id, [ownerProduct.id])).toMatchObject({
      message: PRODUCT_TAG_TEXTS.ownerOnly,
    });
    const stranger = await shop();
    const ownersPin = await plainPin(owner, owner.board.entityId);
    expect(await setTags(stranger.client, ownersPin.id, [])).toMatchObject({ code: 'FORBIDDEN' });
    expect(await tagRows(helpersPin.id)).toEqual([]);
  });

  it('someone acting for a business profile tags the profile’s products on its pins, not their own', async () => {
    const owner = await shop();
    const CONVERT = graphql(`mutation ProductTagsLinked($input: CreateLinkedBusinessInput!) {
      createLinkedBusiness(input: $input) {
        __typename ...DomainErrorFields ... on MutationCreateLinkedBusinessSuccess { data { id user { username } } }
      }
    }`);
    await owner.client.query(
      graphql(`mutation ProductTagsConvert($input: ConvertToBusinessInput!) {
        convertToBusiness(input: $input) { __typename ...DomainErrorFields }
      }`),
      { input: { businessName: 'Tag Shop', website: 'tagshop.example', country: 'us' } },
    );
    const { createLinkedBusiness } = await owner.client.query(CONVERT, {
      input: { businessName: 'Tag Shop Studio', email: `studio${seed++}@tagshop.example` },
    });
    if (createLinkedBusiness.__typename !== 'MutationCreateLinkedBusinessSuccess')
      throw new Error(JSON.stringify(createLinkedBusiness));
    const profile = { id: createLinkedBusiness.data.id, username: createLinkedBusiness.data.user.username };
    const acting = actingAs(app, owner.client, profile.id);
    const profileBoard = await createBoard(acting, { name: 'Studio pieces' });
    const profileProduct = await product(profile, profileBoard.entityId, 'Studio print');
    const ownProduct = await product(owner, owner.board.entityId, 'Owner print');
    const profilePin = await plainPin(profile, profileBoard.entityId, 'Studio wall');

    expect(await setTags(acting, profilePin.id, [ownProduct.id])).toMatchObject({
      message: PRODUCT_TAG_TEXTS.notYours,
    });
    expect((await setTags(acting, profilePin.id, [profileProduct.id])).__typename).toBe(
      'MutationUpdatePinSuccess',
    );
    const { taggableProducts } = await acting.query(CATALOG, {});
    expect(taggableProducts.map((p) => p.entityId)).toEqual([profileProduct.id]);
    // The person, not acting, is not the profile's pin's owner.
    expect(await setTags(owner.client, profilePin.id, [])).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('what the close-up shows', () => {
  it('a product moved to a secret board, deleted, no longer priced, or of a suspended or blocking owner drops out for those who may not see it', async () => {
    const owner = await shop();
    const [hidden, gone, unpriced, shown] = [
      await product(owner, owner.board.entityId, 'Hush lamp'),
      await product(owner, owner.board.entityId, 'Gone lamp'),
      await product(owner, owner.board.entityId, 'Unpriced lamp'),
      await product(owner, owner.board.entityId, 'Shown lamp'),
    ];
    const room = await plainPin(owner, owner.board.entityId);
    await setTags(owner.client, room.id, [hidden!.id, gone!.id, unpriced!.id, shown!.id]);
    const stranger = (await newUser(app)).client;
    expect(await tagsSeenBy(stranger, room.id)).toHaveLength(4);

    const secret = await createBoard(owner.client, { name: `Launch ${seed++}`, privacy: 'secret' });
    await app.db
      .updateTable('pins')
      .set({ board_id: secret.entityId })
      .where('id', '=', hidden!.id)
      .execute();
    await app.db.deleteFrom('pins').where('id', '=', gone!.id).execute();
    await owner.client.query(UPDATE, { input: { pinId: unpriced!.id, product: null } });

    expect(await tagsSeenBy(stranger, room.id)).toEqual([shown!.id]);
    expect(await tagsSeenBy(app.client(), room.id)).toEqual([shown!.id]);
    expect(await tagsSeenBy(owner.client, room.id)).toEqual([hidden!.id, shown!.id]);
    const { secret: noSecretScopes } = await issueApiToken(app.db, {
      userId: owner.id,
      name: 'catalog sync',
      scopes: ['pins:read', 'boards:read'],
      expiresAt: null,
    });
    expect(await tagsSeenBy(withBearer(app, noSecretScopes), room.id)).toEqual([shown!.id]);
    const { pin } = await stranger.query(PIN, { id: room.id });
    expect(JSON.stringify(pin)).not.toMatch(/Hush lamp|Gone lamp|Unpriced lamp/);
    // The legacy pin answer carries the same list.
    const legacy = await restJson<{ product_tags: unknown[] }>(await stranger.get(`/v3/pins/${room.id}/`));
    expect(legacy.body).toMatchObject({
      data: {
        product_tags: [
          {
            pin_id: shown!.id,
            title: 'Shown lamp',
            price: '19.90',
            currency: 'EUR',
            availability: 'in_stock',
          },
        ],
      },
    });
    const ownLegacy = await restJson<{ product_tags: { pin_id: string }[] }>(
      await owner.client.get(`/v3/pins/${room.id}/`),
    );
    expect(
      ownLegacy.body.status === 'success' && ownLegacy.body.data.product_tags.map((t) => t.pin_id),
    ).toEqual([hidden!.id, shown!.id]);

    // A product of someone else's, tagged while it was theirs to see, follows its owner's blocks and suspension.
    const blocked = await newUser(app);
    await app.db
      .insertInto('user_blocks')
      .values({ blocker_id: owner.id, blocked_id: blocked.user.id })
      .execute();
    const other = await shop();
    const othersRoom = await plainPin(other, other.board.entityId);
    await app.db
      .insertInto('pin_product_tags')
      .values({ pin_id: othersRoom.id, position: 0, product_pin_id: shown!.id, x: null, y: null })
      .execute();
    expect(await tagsSeenBy(stranger, othersRoom.id)).toEqual([shown!.id]);
    expect(await tagsSeenBy(blocked.client, othersRoom.id)).toEqual([]);
    await app.db.updateTable('users').set({ suspended_at: new Date() }).where('id', '=', owner.id).execute();
    expect(await tagsSeenBy(stranger, othersRoom.id)).toEqual([]);
  });

  it('the catalog lists the business’s own product pins, newest first, filtered by a search', async () => {
    const owner = await shop();
    const rival = await shop();
    await product(rival, rival.board.entityId, 'Rival teapot');
    const teapot = await product(owner, owner.board.entityId, 'Blue teapot');
    const mug = await product(owner, owner.board.entityId, 'Blue mug 100%');
    await plainPin(owner, owner.board.entityId, 'Blue wall');
    const all = await owner.client.query(CATALOG, {});
    expect(all.taggableProducts.map((p) => p.entityId)).toEqual([mug.id, teapot.id]);
    const found = await owner.client.query(CATALOG, { search: 'TEAPOT' });
    expect(found.taggableProducts.map((p) => p.title)).toEqual(['Blue teapot']);
    const percent = await owner.client.query(CATALOG, { search: '100%' });
    expect(percent.taggableProducts.map((p) => p.title)).toEqual(['Blue mug 100%']);
  });

  it('a board page of tagged pins loads their tags in one statement whatever its size', async () => {
    const owner = await shop();
    const lamp = await product(owner, owner.board.entityId, 'Batch lamp');
    const counts: number[] = [];
    for (const size of [2, 8]) {
      const board = await createBoard(owner.client, { name: `Rooms ${seed++}` });
      for (let i = 0; i < size; i++) {
        const room = await plainPin(owner, board.entityId, `Room ${i}`);
        await setTags(owner.client, room.id, [lamp.id]);
      }
      app.statements.reset();
      const { board: page } = await owner.client.query(BOARD, { id: board.entityId, first: 25 });
      counts.push(app.statements.count);
      expect(page?.pins.edges.map((e) => e.node.productTags[0]?.pin.title)).toEqual(
        Array.from({ length: size }, () => 'Batch lamp'),
      );
    }
    expect(counts[1]).toBe(counts[0]);
  });
});
