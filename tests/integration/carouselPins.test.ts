import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAROUSEL_TEXTS } from '../../core/carousel';
import { issueApiToken } from '../../server/domain/apiTokens';
import { graphql } from '../gql';
import { createBoard, newUser, storeTestImage, type TestBoard } from '../support/fixtures';
import { resourceQuery, restJson, type TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';
import { contractProblems } from '../support/v5Contract';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const CREATE = graphql(`mutation CarouselPinsCreate($input: CreateCarouselPinInput!) {
  createCarouselPin(input: $input) {
    __typename ...DomainErrorFields
    ... on MutationCreateCarouselPinSuccess { data { entityId isCarousel imageSpec_236x { url } } }
  }
}`);
const PIN = graphql(`query CarouselPinsPin($id: String!) {
  pin(id: $id) {
    title isCarousel altText
    imageSpec_236x { url }
    carouselImages { position altText title link imageSpec_236x { url } imageSpec_736x { url } }
  }
}`);
const BOARD_CARDS = graphql(`query CarouselPinsBoard($id: String!) {
  board(id: $id) { pins(first: 10) { edges { node { entityId isCarousel imageSpec_236x { url } } } } }
}`);
const SAVE = graphql(`mutation CarouselPinsSave($input: SavePinInput!) {
  savePin(input: $input) { __typename ...DomainErrorFields ... on MutationSavePinSuccess { data { entityId } } }
}`);

const DELETE_PIN = graphql(`mutation CarouselPinsDelete($id: String!) {
  deletePin(pinId: $id) { __typename ...DomainErrorFields }
}`);
const DELETE_BOARD = graphql(`mutation CarouselPinsDeleteBoard($id: String!) {
  deleteBoard(boardId: $id) { __typename ...DomainErrorFields }
}`);

/** The carousel's rows: itself and its slides. */
async function carouselRows(carouselId: string): Promise<{ carousels: number; slides: number }> {
  const carousels = await app.db.selectFrom('carousels').select('id').where('id', '=', carouselId).execute();
  const slides = await app.db
    .selectFrom('carousel_slides')
    .select('position')
    .where('carousel_id', '=', carouselId)
    .execute();
  return { carousels: carousels.length, slides: slides.length };
}

async function carouselOf(pinId: string): Promise<string> {
  const row = await app.db
    .selectFrom('pins')
    .select('carousel_id')
    .where('id', '=', pinId)
    .executeTakeFirstOrThrow();
  if (!row.carousel_id) throw new Error('not a carousel pin');
  return row.carousel_id;
}

interface Person {
  client: TestClient;
  id: string;
  board: TestBoard;
}

let seed = 14_050;
async function person(partner: boolean): Promise<Person> {
  const { client, user } = await newUser(app);
  if (partner)
    await app.db.updateTable('users').set({ is_partner: true }).where('id', '=', user.id).execute();
  const board = await createBoard(client, { name: `Lookbook ${seed++}` });
  return { client, id: user.id, board };
}

/** An upload of this person's, finished unless told otherwise, as the pin builder has before it publishes. */
async function upload(userId: string, status: 'succeeded' | 'processing' = 'succeeded'): Promise<string> {
  const image = await storeTestImage(app, seed++);
  const row = await app.db
    .insertInto('media_uploads')
    .values({ user_id: userId, kind: 'pinimage', source: 'upload', status, image_id: image.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function uploads(userId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push(await upload(userId));
  return ids;
}

async function createCarousel(owner: Person, uploadIds: readonly string[]) {
  const { createCarouselPin } = await owner.client.query(CREATE, {
    input: {
      boardId: owner.board.entityId,
      title: 'Spring looks',
      description: 'Three outfits',
      link: 'https://shop.example/spring',
      slides: uploadIds.map((mediaUploadId, i) => ({
        mediaUploadId,
        altText: `Outfit ${i + 1}`,
        title: i === 0 ? 'Linen' : null,
        link: i === 1 ? 'https://shop.example/denim' : null,
      })),
    },
  });
  return createCarouselPin;
}

async function pinCount(userId: string): Promise<number> {
  const row = await app.db
    .selectFrom('users')
    .select('pin_count')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.pin_count);
}

describe('carousel pins', () => {
  it('a business account makes a carousel of 3 pictures: in order with their alt texts, the card shows the first, and a repin keeps them', async () => {
    const owner = await person(true);
    const ids = await uploads(owner.id, 3);
    const made = await createCarousel(owner, ids);
    if (made.__typename !== 'MutationCreateCarouselPinSuccess') throw new Error(JSON.stringify(made));
    expect(made.data.isCarousel).toBe(true);

    const { pin } = await app.client().query(PIN, { id: made.data.entityId });
    expect(pin?.isCarousel).toBe(true);
    expect(pin?.title).toBe('Spring looks');
    expect(pin?.altText).toBe('Outfit 1');
    expect(pin?.carouselImages.map((s) => [s.position, s.altText, s.title, s.link])).toEqual([
      [0, 'Outfit 1', 'Linen', null],
      [1, 'Outfit 2', '', 'https://shop.example/denim'],
      [2, 'Outfit 3', '', null],
    ]);
    expect(new Set(pin?.carouselImages.map((s) => s.imageSpec_236x.url)).size).toBe(3);
    expect(pin?.imageSpec_236x.url).toBe(pin?.carouselImages[0]?.imageSpec_236x.url);

    const { board } = await owner.client.query(BOARD_CARDS, { id: owner.board.entityId });
    const card = board?.pins.edges[0]?.node;
    expect(card?.isCarousel).toBe(true);
    expect(card?.imageSpec_236x.url).toBe(pin?.carouselImages[0]?.imageSpec_236x.url);

    const saver = await person(false);
    const { savePin } = await saver.client.query(SAVE, {
      input: { pinId: made.data.entityId, boardId: saver.board.entityId },
    });
    if (savePin.__typename !== 'MutationSavePinSuccess') throw new Error('not saved');
    const { pin: repinned } = await saver.client.query(PIN, { id: savePin.data.entityId });
    expect(repinned?.isCarousel).toBe(true);
    expect(repinned?.carouselImages.map((s) => s.imageSpec_736x.url)).toEqual(
      pin?.carouselImages.map((s) => s.imageSpec_736x.url),
    );
  });

  it('leaves no carousel or picture rows once the last pin showing them is deleted, one by one or with its board', async () => {
    const owner = await person(true);
    const made = await createCarousel(owner, await uploads(owner.id, 3));
    if (made.__typename !== 'MutationCreateCarouselPinSuccess') throw new Error(JSON.stringify(made));
    const carouselId = await carouselOf(made.data.entityId);
    const saver = await person(false);
    const { savePin } = await saver.client.query(SAVE, {
      input: { pinId: made.data.entityId, boardId: saver.board.entityId },
    });
    if (savePin.__typename !== 'MutationSavePinSuccess') throw new Error('not saved');
    expect(await carouselRows(carouselId)).toEqual({ carousels: 1, slides: 3 });

    expect((await owner.client.query(DELETE_PIN, { id: made.data.entityId })).deletePin.__typename).toBe(
      'MutationDeletePinSuccess',
    );
    // The repin still shows the pictures.
    expect(await carouselRows(carouselId)).toEqual({ carousels: 1, slides: 3 });
    await saver.client.query(DELETE_PIN, { id: savePin.data.entityId });
    expect(await carouselRows(carouselId)).toEqual({ carousels: 0, slides: 0 });

    const again = await createCarousel(owner, await uploads(owner.id, 2));
    if (again.__typename !== 'MutationCreateCarouselPinSuccess') throw new Error(JSON.stringify(again));
    const secondId = await carouselOf(again.data.entityId);
    expect(await carouselRows(secondId)).toEqual({ carousels: 1, slides: 2 });
    expect(
      (await owner.client.query(DELETE_BOARD, { id: owner.board.entityId })).deleteBoard.__typename,
    ).toBe('MutationDeleteBoardSuccess');
    expect(await carouselRows(secondId)).toEqual({ carousels: 0, slides: 0 });
  });

  it('refuses fewer than 2 or more than 5 pictures, and unfinished uploads, changing nothing', async () => {
    const owner = await person(true);
    const before = await pinCount(owner.id);
    for (const count of [1, 6]) {
      const answer = await createCarousel(owner, await uploads(owner.id, count));
      expect(answer).toMatchObject({ __typename: 'DomainError', message: CAROUSEL_TEXTS.count });
    }
    const pending = await upload(owner.id, 'processing');
    const answer = await createCarousel(owner, [(await uploads(owner.id, 1))[0]!, pending]);
    expect(answer.__typename).toBe('DomainError');
    expect(await pinCount(owner.id)).toBe(before);
    const carousels = await app.db
      .selectFrom('carousels')
      .select('id')
      .where('creator_id', '=', owner.id)
      .execute();
    expect(carousels).toEqual([]);
  });

  it("refuses someone else's upload as not found, and a board that is not yours", async () => {
    const owner = await person(true);
    const other = await person(true);
    const theirs = await upload(other.id);
    const answer = await createCarousel(owner, [(await uploads(owner.id, 1))[0]!, theirs]);
    expect(answer).toMatchObject({ __typename: 'DomainError', code: 'NOT_FOUND' });

    const onTheirBoard = await other.client.query(CREATE, {
      input: {
        boardId: owner.board.entityId,
        slides: (await uploads(other.id, 2)).map((mediaUploadId) => ({ mediaUploadId })),
      },
    });
    expect(onTheirBoard.createCarouselPin.__typename).toBe('DomainError');
  });

  it('is for business accounts: a regular account and a signed-out visitor are refused', async () => {
    const regular = await person(false);
    const answer = await createCarousel(regular, await uploads(regular.id, 2));
    expect(answer).toMatchObject({ __typename: 'DomainError', message: CAROUSEL_TEXTS.partnersOnly });

    const { createCarouselPin } = await app.client().query(CREATE, {
      input: { boardId: regular.board.entityId, slides: [{ mediaUploadId: '1' }, { mediaUploadId: '2' }] },
    });
    expect(createCarouselPin).toMatchObject({ __typename: 'DomainError', code: 'UNAUTHENTICATED' });
  });

  it('the /v3 pin resource and /v5/pins show the pictures (v5 multiple_images, as the reference describes)', async () => {
    const owner = await person(true);
    const made = await createCarousel(owner, await uploads(owner.id, 2));
    if (made.__typename !== 'MutationCreateCarouselPinSuccess') throw new Error(JSON.stringify(made));
    const pinId = made.data.entityId;

    const rest = await restJson<{
      carousel_data: {
        carousel_slots: { alt_text: string; link: string | null; images: { orig: unknown } }[];
      };
    }>(await app.client().get(`/resource/PinResource/get/${resourceQuery({ id: pinId })}`));
    if (rest.body.status !== 'success') throw new Error('not found');
    expect(rest.body.data.carousel_data.carousel_slots.map((s) => [s.alt_text, s.link])).toEqual([
      ['Outfit 1', null],
      ['Outfit 2', 'https://shop.example/denim'],
    ]);

    const { secret } = await issueApiToken(app.db, {
      userId: owner.id,
      name: 'test',
      scopes: ['pins:read', 'boards:read'],
      expiresAt: null,
    });
    const response = await fetch(`${app.baseUrl}/v5/pins/${pinId}`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    const body = await response.json();
    expect(contractProblems('GET', '/pins/{pin_id}', response.status, body)).toEqual([]);
    expect(body.media.media_type).toBe('multiple_images');
    expect(body.media.items).toHaveLength(2);
    expect(body.media.items[0]).toMatchObject({ item_type: 'image', title: 'Linen', alt_text: 'Outfit 1' });
    expect(body.media.items[1].images['1200x'].url).toMatch(/^http/);
  });
});
