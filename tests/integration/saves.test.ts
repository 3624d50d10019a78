import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql';
import {
  addCollaborator,
  createBoard,
  createSection,
  newUser,
  pngBuffer,
  savePin,
  storeTestImage,
  succeeded,
} from '../support/fixtures';
import { resourceQuery, restJson } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const SAVE_PIN = graphql(`
  mutation SavePin($input: SavePinInput!) {
    savePin(input: $input) {
      __typename
      ...DomainErrorFields
      ... on MutationSavePinSuccess {
        data {
          entityId
          title
          image { signature }
          repinnedFrom { entityId }
          section { entityId pinCount }
          pinnedToBoard { entityId pinCount imageCoverUrl }
        }
      }
    }
  }`);

const CREATE_PIN = graphql(`
  mutation SavesCreatePin($input: CreatePinInput!) {
    createPin(input: $input) {
      __typename
      ...DomainErrorFields
      ... on MutationCreatePinSuccess { data { entityId title link pinnedToBoard { pinCount } } }
    }
  }`);

async function counts(userId: string, boardId: string) {
  const user = await app.db
    .selectFrom('users')
    .select('pin_count')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const board = await app.db
    .selectFrom('boards')
    .select(['pin_count', 'cover_image_id'])
    .where('id', '=', boardId)
    .executeTakeFirstOrThrow();
  return { userPins: user.pin_count, boardPins: board.pin_count, cover: board.cover_image_id };
}

async function tableSizes() {
  const [pins, images] = await Promise.all([
    app.db
      .selectFrom('pins')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    app.db
      .selectFrom('images')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { pins: Number(pins.n), images: Number(images.n) };
}

describe('saving (repinning) a pin', () => {
  it('adds the pin to the board: board and user pin counts go up by one and an empty board takes its image as cover', async () => {
    const author = await newUser(app);
    const authorBoard = await createBoard(author.client, { name: 'Source board' });
    const source = await savePin(app, author.user, { boardId: authorBoard.entityId, title: 'Lake at dawn' });

    const saver = await newUser(app);
    const target = await createBoard(saver.client, { name: 'Lakes' });
    const before = await counts(saver.user.id, target.entityId);
    expect(before).toEqual({ userPins: 0, boardPins: 0, cover: null });

    const { savePin: result } = await saver.client.query(SAVE_PIN, {
      input: { pinId: source.id, boardId: target.entityId },
    });
    if (result.__typename !== 'MutationSavePinSuccess') throw new Error(result.message);
    expect(result.data.repinnedFrom?.entityId).toBe(source.id);
    expect(result.data.title).toBe('Lake at dawn');
    expect(result.data.pinnedToBoard?.pinCount).toBe(1);
    expect(result.data.pinnedToBoard?.imageCoverUrl).toContain(result.data.image.signature);
    expect(await counts(saver.user.id, target.entityId)).toEqual({
      userPins: 1,
      boardPins: 1,
      cover: source.image_id,
    });
  });

  it('a repin shares the image of the pin it came from', async () => {
    const author = await newUser(app);
    const board = await createBoard(author.client, { name: 'Originals' });
    const image = await storeTestImage(app, 11);
    const source = await savePin(app, author.user, { boardId: board.entityId, imageId: image.id });
    const saver = await newUser(app);
    const target = await createBoard(saver.client, { name: 'Copies' });
    const { savePin: result } = await saver.client.query(SAVE_PIN, {
      input: { pinId: source.id, boardId: target.entityId },
    });
    if (result.__typename !== 'MutationSavePinSuccess') throw new Error(result.message);
    expect(result.data.image.signature).toBe(image.signature);
  });

  it('saving to a section sets the board cover even when the board already has one, and counts the section', async () => {
    const { client, user } = await newUser(app);
    const board = await createBoard(client, { name: 'Kitchens' });
    const section = await createSection(client, { boardId: board.entityId, name: 'Tiles' });
    const first = await savePin(app, user, {
      boardId: board.entityId,
      imageId: (await storeTestImage(app, 21)).id,
    });
    const second = await storeTestImage(app, 22);
    const sourceBoard = await createBoard(client, { name: 'Elsewhere' });
    const source = await savePin(app, user, { boardId: sourceBoard.entityId, imageId: second.id });
    expect((await counts(user.id, board.entityId)).cover).toBe(first.image_id);

    const { savePin: result } = await client.query(SAVE_PIN, {
      input: { pinId: source.id, boardId: board.entityId, sectionId: section.entityId },
    });
    if (result.__typename !== 'MutationSavePinSuccess') throw new Error(result.message);
    expect(result.data.section).toEqual({ entityId: section.entityId, pinCount: 1 });
    expect((await counts(user.id, board.entityId)).cover).toBe(second.id);
  });

  it('saving to a board without sections keeps an existing cover', async () => {
    const { client, user } = await newUser(app);
    const board = await createBoard(client, { name: 'Keep my cover' });
    const first = await savePin(app, user, {
      boardId: board.entityId,
      imageId: (await storeTestImage(app, 31)).id,
    });
    await savePin(app, user, { boardId: board.entityId, imageId: (await storeTestImage(app, 32)).id });
    expect((await counts(user.id, board.entityId)).cover).toBe(first.image_id);
  });

  it('refuses to save to a public board the viewer neither owns nor collaborates on, and changes nothing', async () => {
    const owner = await newUser(app);
    const board = await createBoard(owner.client, { name: 'Not yours' });
    const pin = await savePin(app, owner.user, { boardId: board.entityId });
    const stranger = await newUser(app);
    const before = await tableSizes();
    const { savePin: result } = await stranger.client.query(SAVE_PIN, {
      input: { pinId: pin.id, boardId: board.entityId },
    });
    expect(result).toMatchObject({ __typename: 'DomainError', code: 'FORBIDDEN' });
    expect(await tableSizes()).toEqual(before);
    expect((await counts(stranger.user.id, board.entityId)).boardPins).toBe(1);
  });

  it("answers not found for someone else's secret board, so its existence does not leak", async () => {
    const owner = await newUser(app);
    const secret = await createBoard(owner.client, { name: 'Hidden', privacy: 'secret' });
    const pinBoard = await createBoard(owner.client, { name: 'Visible' });
    const pin = await savePin(app, owner.user, { boardId: pinBoard.entityId });
    const stranger = await newUser(app);
    const { savePin: result } = await stranger.client.query(SAVE_PIN, {
      input: { pinId: pin.id, boardId: secret.entityId },
    });
    expect(result).toMatchObject({ __typename: 'DomainError', code: 'NOT_FOUND' });
  });

  it('a pin on a secret board cannot be saved by someone who cannot see it', async () => {
    const owner = await newUser(app);
    const secret = await createBoard(owner.client, { name: 'Private stash', privacy: 'secret' });
    const pin = await savePin(app, owner.user, { boardId: secret.entityId });
    const stranger = await newUser(app);
    const target = await createBoard(stranger.client, { name: 'Mine' });
    const { savePin: result } = await stranger.client.query(SAVE_PIN, {
      input: { pinId: pin.id, boardId: target.entityId },
    });
    expect(result).toMatchObject({ __typename: 'DomainError', code: 'NOT_FOUND' });
  });

  it('collaborators may save to the board', async () => {
    const owner = await newUser(app);
    const board = await createBoard(owner.client, { name: 'Group trip', privacy: 'secret' });
    const helper = await newUser(app);
    await addCollaborator(app, board.entityId, helper.user.id);
    const sourceBoard = await createBoard(helper.client, { name: 'Helper board' });
    const pin = await savePin(app, helper.user, { boardId: sourceBoard.entityId });
    const { savePin: result } = await helper.client.query(SAVE_PIN, {
      input: { pinId: pin.id, boardId: board.entityId },
    });
    expect(result.__typename).toBe('MutationSavePinSuccess');
  });

  it('anonymous visitors must log in to save', async () => {
    const owner = await newUser(app);
    const board = await createBoard(owner.client, { name: 'Anon target' });
    const pin = await savePin(app, owner.user, { boardId: board.entityId });
    const anonymous = app.client();
    const { savePin: result } = await anonymous.query(SAVE_PIN, {
      input: { pinId: pin.id, boardId: board.entityId },
    });
    expect(result).toMatchObject({ __typename: 'DomainError', code: 'UNAUTHENTICATED' });
  });
});

describe('creating a pin from image data', () => {
  it('stores the picture and records a website Save button without a guid as button_external', async () => {
    const { client } = await newUser(app);
    const board = await createBoard(client, { name: 'From the web' });
    const png = await pngBuffer(41, { width: 300, height: 420 });
    const { createPin: result } = await client.query(CREATE_PIN, {
      input: {
        boardId: board.entityId,
        title: 'A web find',
        link: 'https://example.org/find',
        imageBase64: `data:image/png;base64,${png.toString('base64')}`,
        method: 'button',
      },
    });
    expect(result.__typename).toBe('MutationCreatePinSuccess');
    const row = await app.db
      .selectFrom('pins')
      .select(['method', 'link'])
      .where('id', '=', succeeded(result).entityId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ method: 'button_external', link: 'https://example.org/find' });
  });

  it('answers "Invalid Image" for data that is not base64 image data, and writes nothing', async () => {
    const { client } = await newUser(app);
    const board = await createBoard(client, { name: 'Bad data' });
    const before = await tableSizes();
    for (const imageBase64 of [
      'not base64 at all!',
      `data:image/png;base64,${Buffer.from('hello').toString('base64')}`,
    ]) {
      const { createPin: result } = await client.query(CREATE_PIN, {
        input: { boardId: board.entityId, imageBase64 },
      });
      expect(result).toMatchObject({ __typename: 'DomainError', message: 'Invalid Image' });
    }
    expect(await tableSizes()).toEqual(before);
  });

  it('refuses links that are not http(s)', async () => {
    const { client } = await newUser(app);
    const board = await createBoard(client, { name: 'Links' });
    const png = await pngBuffer(42);
    const { createPin: result } = await client.query(CREATE_PIN, {
      input: { boardId: board.entityId, link: 'javascript:alert(1)', imageBase64: png.toString('base64') },
    });
    expect(result).toMatchObject({ __typename: 'DomainError', field: 'link' });
  });
});

const PICKER = graphql(
  `query SavesPicker { boardPicker { allBoards { entityId name } boardsShortlist { entityId name } } }`,
);

describe('board picker', () => {
  it('lists new empty boards, and the shortlist holds the two boards saved to most recently, newest first', async () => {
    const { client, user } = await newUser(app);
    const a = await createBoard(client, { name: 'Alpha' });
    const b = await createBoard(client, { name: 'Beta' });
    const c = await createBoard(client, { name: 'Gamma' });
    let picker = (await client.query(PICKER)).boardPicker;
    expect(picker.allBoards.map((x) => x.name).sort()).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(picker.boardsShortlist).toEqual([]);

    app.clock.set('2030-01-01T10:00:00Z');
    await savePin(app, user, { boardId: a.entityId });
    app.clock.set('2030-01-01T10:01:00Z');
    await savePin(app, user, { boardId: c.entityId });
    app.clock.set('2030-01-01T10:02:00Z');
    await savePin(app, user, { boardId: b.entityId });
    app.clock.reset();
    picker = (await client.query(PICKER)).boardPicker;
    expect(picker.boardsShortlist.map((x) => x.name)).toEqual(['Beta', 'Gamma']);
  });

  it('offers collaborators the shared board and never offers a secret board to anyone else', async () => {
    const owner = await newUser(app);
    const secret = await createBoard(owner.client, { name: 'Surprise party', privacy: 'secret' });
    const friend = await newUser(app);
    const stranger = await newUser(app);
    await addCollaborator(app, secret.entityId, friend.user.id);
    const names = async (client: typeof owner.client) =>
      (await client.query(PICKER)).boardPicker.allBoards.map((b) => b.name);
    expect(await names(owner.client)).toContain('Surprise party');
    expect(await names(friend.client)).toContain('Surprise party');
    expect(await names(stranger.client)).not.toContain('Surprise party');
  });

  it('leaves out boards the viewer archived', async () => {
    const { client } = await newUser(app);
    const board = await createBoard(client, { name: 'Old stuff' });
    const archive = await client.query(
      graphql(`mutation SavesArchiveBoard($id: String!) { archiveBoard(boardId: $id) { __typename } }`),
      { id: board.entityId },
    );
    expect(archive.archiveBoard.__typename).toBe('MutationArchiveBoardSuccess');
    const picker = (await client.query(PICKER)).boardPicker;
    expect(picker.allBoards.map((b) => b.name)).not.toContain('Old stuff');
  });

  it('needs a signed-in viewer', async () => {
    const result = await app.client().gql(PICKER);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('board title suggestions and the already-saved notice', () => {
  it("suggests the pin's title without hashtags, its hashtags and the boards it is on, but none of the viewer's board names", async () => {
    const author = await newUser(app);
    const board = await createBoard(author.client, { name: 'Weekend Bakes' });
    const pin = await savePin(app, author.user, {
      boardId: board.entityId,
      imageId: (await storeTestImage(app, 61)).id,
      title: 'Olive oil cake #baking',
      description: 'So good #Dessert',
    });
    const viewer = await newUser(app);
    await createBoard(viewer.client, { name: 'Baking' });
    const response = await viewer.client.get(`/v3/pins/${pin.id}/board_title_suggestions/`);
    const { status, body } = await restJson<{ title: string }[]>(response);
    expect(status).toBe(200);
    if (body.status !== 'success') throw new Error(body.message);
    expect(body.data.map((s) => s.title)).toEqual(['Olive oil cake', 'Dessert', 'Weekend Bakes']);
  });

  it('reports the board the viewer already saved the picture to, except quick_creates boards', async () => {
    const { client, user } = await newUser(app);
    const board = await createBoard(client, { name: 'Already here' });
    const pin = await savePin(app, user, { boardId: board.entityId });
    const query = graphql(
      `query SavesAlreadySavedTo($id: String!) { pin(id: $id) { alreadySavedTo { name } } }`,
    );
    const first = await client.query(query, {
      id: pin.id,
    });
    expect(first.pin!.alreadySavedTo?.name).toBe('Already here');
    await app.db
      .updateTable('boards')
      .set({ layout: 'quick_creates' })
      .where('id', '=', board.entityId)
      .execute();
    const second = await client.query(query, {
      id: pin.id,
    });
    expect(second.pin!.alreadySavedTo).toBeNull();
  });
});

describe('the official account of a pin link', () => {
  it("is the account that lists the link's domain as its website", async () => {
    const shop = await newUser(app);
    await shop.client.query(
      graphql(
        `mutation SavesUpdateUserSettings($input: UpdateUserSettingsInput!) { updateUserSettings(input: $input) { __typename } }`,
      ),
      { input: { listedWebsiteUrl: 'https://www.lantern-shop.example/about' } },
    );
    const saver = await newUser(app);
    const board = await createBoard(saver.client, { name: 'Lamps' });
    const linked = await savePin(app, saver.user, {
      boardId: board.entityId,
      link: 'https://lantern-shop.example/p/1',
    });
    const unlinked = await savePin(app, saver.user, {
      boardId: board.entityId,
      link: 'https://elsewhere.example/',
    });
    const query = graphql(`query SavesTwoPins($a: String!, $b: String!) {
      a: pin(id: $a) { linkDomainOfficialUser { username } }
      b: pin(id: $b) { linkDomainOfficialUser { username } }
    }`);
    const result = await saver.client.query(query, { a: linked.id, b: unlinked.id });
    expect(result.a!.linkDomainOfficialUser?.username).toBe(shop.user.username);
    expect(result.b!.linkDomainOfficialUser).toBeNull();
  });
});

describe('legacy resources for saving', () => {
  it('RepinResource create answers the created pin id and its board, in the success envelope', async () => {
    const author = await newUser(app);
    const board = await createBoard(author.client, { name: 'REST source' });
    const pin = await savePin(app, author.user, { boardId: board.entityId });
    const saver = await newUser(app);
    const target = await createBoard(saver.client, { name: 'REST target' });
    const form = new URLSearchParams({
      data: JSON.stringify({ options: { board_id: target.entityId, pin_id: pin.id } }),
    });
    const { status, body } = await restJson<{ id: string; board: { id: string; name: string } }>(
      await saver.client.post('/resource/RepinResource/create/', form),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'success',
      code: 0,
      message: 'ok',
      data: { board: { id: target.entityId, name: 'REST target' } },
    });
  });

  it('PinResource create refuses a stranger with a failure envelope', async () => {
    const owner = await newUser(app);
    const board = await createBoard(owner.client, { name: 'Guarded' });
    const stranger = await newUser(app);
    const png = await pngBuffer(51);
    const form = new URLSearchParams({
      data: JSON.stringify({ options: { board_id: board.entityId, image_base64: png.toString('base64') } }),
    });
    const { status, body } = await restJson(
      await stranger.client.post('/resource/PinResource/create/', form),
    );
    expect(status).toBe(403);
    expect(body).toMatchObject({ status: 'failure', api_error_code: 2 });
  });

  it('BoardPickerBoardsResource answers all_boards and boards_shortlist', async () => {
    const { client, user } = await newUser(app);
    const board = await createBoard(client, { name: 'Picker REST' });
    await savePin(app, user, { boardId: board.entityId });
    const { body } = await restJson<{
      all_boards: { id: string; name: string }[];
      boards_shortlist: { id: string }[];
    }>(
      await client.get(
        `/resource/BoardPickerBoardsResource/get/${resourceQuery({ shortlist_suggestions: 2, filter: 'all' })}`,
      ),
    );
    if (body.status !== 'success') throw new Error(body.message);
    expect(body.data.all_boards.map((b) => b.name)).toEqual(['Picker REST']);
    expect(body.data.boards_shortlist.map((b) => b.id)).toEqual([board.entityId]);
  });

  it('BoardSectionResource create moves initial pins into the new section and keeps counts exact', async () => {
    const { client, user } = await newUser(app);
    const board = await createBoard(client, { name: 'Sorting' });
    const one = await savePin(app, user, { boardId: board.entityId });
    const two = await savePin(app, user, { boardId: board.entityId });
    const form = new URLSearchParams({
      data: JSON.stringify({
        options: { board_id: board.entityId, name: ' Best ', name_source: 1, initial_pins: [one.id, two.id] },
      }),
    });
    const { body } = await restJson<{ id: string; title: string }>(
      await client.post('/resource/BoardSectionResource/create/', form),
    );
    if (body.status !== 'success') throw new Error(body.message);
    expect(body.data).toMatchObject({ title: 'Best' });
    const section = await app.db
      .selectFrom('board_sections')
      .select('pin_count')
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(section.pin_count).toBe(2);
    const row = await app.db
      .selectFrom('board_sections')
      .select(['name_source'])
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.name_source).toBe(1);
    const board2 = await app.db
      .selectFrom('boards')
      .select(['section_count', 'pin_count'])
      .where('id', '=', board.entityId)
      .executeTakeFirstOrThrow();
    expect(board2).toEqual({ section_count: 1, pin_count: 2 });
  });

  it('BoardSectionResource create shows the server message for a blank name', async () => {
    const { client } = await newUser(app);
    const board = await createBoard(client, { name: 'Blank section' });
    const form = new URLSearchParams({
      data: JSON.stringify({ options: { board_id: board.entityId, name: '   ' } }),
    });
    const { status, body } = await restJson(
      await client.post('/resource/BoardSectionResource/create/', form),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 'failure', message: 'Give your section a name' });
    const sections = await app.db
      .selectFrom('board_sections')
      .select(sql<string>`count(*)`.as('n'))
      .where('board_id', '=', board.entityId)
      .executeTakeFirstOrThrow();
    expect(Number(sections.n)).toBe(0);
  });
});
