import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN_CREATION_DISABLED_TEXTS, PIN_CREATION_SWITCHES } from '../../core/pinCreationSwitches';
import { graphql } from '../gql';
import { createBoard, newUser, storeTestImage, type TestBoard } from '../support/fixtures';
import type { TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

const SWITCHES = graphql(`query PinCreationSwitchesRead { pinCreationSwitches { all web idea video } }`);
const CREATE = graphql(`mutation PinCreationSwitchesCreate($input: CreatePinInput!) {
  createPin(input: $input) { __typename ...DomainErrorFields ... on MutationCreatePinSuccess { data { entityId } } }
}`);
const CAROUSEL = graphql(`mutation PinCreationSwitchesCarousel($input: CreateCarouselPinInput!) {
  createCarouselPin(input: $input) { __typename ...DomainErrorFields }
}`);
const SAVE = graphql(`mutation PinCreationSwitchesSave($input: SavePinInput!) {
  savePin(input: $input) { __typename ...DomainErrorFields }
}`);

/** Everything stopped. */
let stopped: TestApp;
/** Web pins, carousels ("idea pins") and videos stopped; uploaded pictures still make pins. */
let partly: TestApp;

beforeAll(async () => {
  stopped = await startTestApp({ env: { EXPERIMENTS: `${PIN_CREATION_SWITCHES.all}=on` } });
  partly = await startTestApp({
    env: {
      EXPERIMENTS: [PIN_CREATION_SWITCHES.web, PIN_CREATION_SWITCHES.idea, PIN_CREATION_SWITCHES.video]
        .map((name) => `${name}=on`)
        .join(','),
    },
  });
});
afterAll(async () => {
  await stopped?.close();
  await partly?.close();
});

interface Person {
  client: TestClient;
  id: string;
  board: TestBoard;
}

let seed = 14_300;
async function person(app: TestApp): Promise<Person> {
  const { client, user } = await newUser(app);
  await app.db.updateTable('users').set({ is_partner: true }).where('id', '=', user.id).execute();
  const board = await createBoard(client, { name: `Switches ${seed++}` });
  return { client, id: user.id, board };
}

async function upload(app: TestApp, userId: string, video = false): Promise<string> {
  const image = await storeTestImage(app, seed++);
  const videoId = video
    ? (
        await app.db
          .insertInto('videos')
          .values({
            signature: `switch-video-${seed}`,
            format: 'mp4',
            width: 640,
            height: 360,
            duration_ms: 4000,
            byte_size: 1000,
            cover_image_id: image.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id
    : null;
  const row = await app.db
    .insertInto('media_uploads')
    .values({
      user_id: userId,
      kind: video ? 'video' : 'pinimage',
      source: 'upload',
      status: 'succeeded',
      image_id: video ? null : image.id,
      video_id: videoId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('experiment switches that stop pin creation', () => {
  it('"all" stops every new pin with a plain text, while saving existing pins still works', async () => {
    const me = await person(stopped);
    expect((await me.client.query(SWITCHES)).pinCreationSwitches).toEqual({
      all: true,
      web: false,
      idea: false,
      video: false,
    });
    const { createPin } = await me.client.query(CREATE, {
      input: { boardId: me.board.entityId, mediaUploadId: await upload(stopped, me.id) },
    });
    expect(createPin).toMatchObject({ __typename: 'DomainError', message: PIN_CREATION_DISABLED_TEXTS.all });

    // A pin made before the switch (written directly) can still be saved.
    const image = await storeTestImage(stopped, seed++);
    const pin = await stopped.db
      .insertInto('pins')
      .values({ board_id: me.board.entityId, pinner_id: me.id, image_id: image.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const other = await person(stopped);
    const { savePin } = await other.client.query(SAVE, {
      input: { pinId: pin.id, boardId: other.board.entityId },
    });
    expect(savePin.__typename).toBe('MutationSavePinSuccess');
  });

  it('web, idea (carousel) and video switches stop only their kind of pin', async () => {
    const me = await person(partly);
    expect((await me.client.query(SWITCHES)).pinCreationSwitches).toEqual({
      all: false,
      web: true,
      idea: true,
      video: true,
    });
    const web = await me.client.query(CREATE, {
      input: { boardId: me.board.entityId, imageUrl: 'https://images.example/a.jpg' },
    });
    expect(web.createPin).toMatchObject({
      __typename: 'DomainError',
      message: PIN_CREATION_DISABLED_TEXTS.web,
    });

    const carousel = await me.client.query(CAROUSEL, {
      input: {
        boardId: me.board.entityId,
        slides: [
          { mediaUploadId: await upload(partly, me.id) },
          { mediaUploadId: await upload(partly, me.id) },
        ],
      },
    });
    expect(carousel.createCarouselPin).toMatchObject({
      __typename: 'DomainError',
      message: PIN_CREATION_DISABLED_TEXTS.idea,
    });

    const video = await me.client.query(CREATE, {
      input: { boardId: me.board.entityId, mediaUploadId: await upload(partly, me.id, true) },
    });
    expect(video.createPin).toMatchObject({
      __typename: 'DomainError',
      message: PIN_CREATION_DISABLED_TEXTS.video,
    });

    const picture = await me.client.query(CREATE, {
      input: { boardId: me.board.entityId, mediaUploadId: await upload(partly, me.id) },
    });
    expect(picture.createPin.__typename).toBe('MutationCreatePinSuccess');
  });
});
