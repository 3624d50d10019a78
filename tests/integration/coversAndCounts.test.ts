import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagePath } from '../../core/pinSize';
import { graphql } from '../gql';
import type { TypedDocumentString } from '../gql/graphql';
import {
  addCollaborator,
  createBoard,
  newUser,
  savePin,
  storeTestImage,
  type TestBoard,
  type TestUser,
} from '../support/fixtures';
import { resourceQuery, restJson, type TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

// A board's cover is always a picture of a pin on that board, and the counts on a
// profile count only the boards (and their pins) the viewer may see.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function ok<TData extends object, TVariables>(
  client: TestClient,
  mutation: TypedDocumentString<TData, TVariables>,
  variables: TVariables,
) {
  const result = await client.gql(mutation, variables);
  if (result.errors?.length || !result.data)
    throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
  const answer = Object.values(result.data)[0] as { __typename: string; message?: string };
  if (answer.__typename === 'DomainError') throw new Error(`refused: ${answer.message}`);
}

const UPDATE_BOARD = graphql(`mutation CoversAndCountsUpdateBoard($input: UpdateBoardInput!) {
  updateBoard(input: $input) { __typename ...DomainErrorFields } }`);
const MOVE_PINS = graphql(`mutation CoversAndCountsMovePins($input: MovePinsInput!) {
  movePins(input: $input) { __typename ...DomainErrorFields } }`);
const DELETE_PIN = graphql(
  `mutation CoversAndCountsDeletePin($id: String!) { deletePin(pinId: $id) { __typename ...DomainErrorFields } }`,
);
const DELETE_BOARD = graphql(
  `mutation CoversAndCountsDeleteBoard($id: String!) { deleteBoard(boardId: $id) { __typename ...DomainErrorFields } }`,
);

describe('a chosen board cover never outlives its pin on the board', () => {
  type Viewer = 'anonymous' | 'a stranger' | 'the owner';

  /** What each way of reading a board shows as its cover, for one viewer. */
  async function coversSeenBy(client: TestClient, owner: TestUser, board: TestBoard) {
    const { board: one, user } = await client.query(
      graphql(`query CoversAndCountsBoardUser($id: String!, $username: String!) {
        board(id: $id) { imageCoverUrl coverDominantColor hasCustomCover }
        user(username: $username) { boards(first: 20) { edges { node { entityId imageCoverUrl } } } }
      }`),
      { id: board.entityId, username: owner.username },
    );
    const rest = await restJson<{ image_cover_url: string | null }>(
      await client.get(`/resource/BoardResource/get/${resourceQuery({ board_id: board.entityId })}`),
    );
    return {
      graphql: one!.imageCoverUrl,
      dominantColor: one!.coverDominantColor,
      chosen: one!.hasCustomCover,
      profile: user!.boards.edges.find((e) => e.node.entityId === board.entityId)?.node.imageCoverUrl,
      rest: rest.body.status === 'success' ? rest.body.data.image_cover_url : `refused ${rest.status}`,
    };
  }

  it.each(['moved to a secret board', 'deleted'] as const)(
    'after the chosen cover pin is %s, nobody is shown its picture: the board falls back to its automatic cover',
    async (how) => {
      const { client: ownerClient, user: owner } = await newUser(app);
      const stranger = await newUser(app);
      const clients: Record<Viewer, TestClient> = {
        anonymous: app.client(),
        'a stranger': stranger.client,
        'the owner': ownerClient,
      };
      const board = await createBoard(ownerClient, { name: 'Covered' });
      const hidden = await createBoard(ownerClient, { name: 'Hidden', privacy: 'secret' });
      const [first, chosen, newest] = await Promise.all(
        [101, 102, 103].map((seed) => storeTestImage(app, seed)),
      );
      await savePin(app, owner, { boardId: board.entityId, imageId: first!.id });
      const chosenPin = await savePin(app, owner, { boardId: board.entityId, imageId: chosen!.id });
      await savePin(app, owner, { boardId: board.entityId, imageId: newest!.id });
      await ok(ownerClient, UPDATE_BOARD, { input: { boardId: board.entityId, coverPinId: chosenPin.id } });
      const chosenUrl = imagePath(chosen!.signature, '236x');
      for (const viewer of Object.keys(clients) as Viewer[]) {
        expect(await coversSeenBy(clients[viewer], owner, board), viewer).toMatchObject({
          graphql: chosenUrl,
          chosen: true,
          profile: chosenUrl,
          rest: chosenUrl,
        });
      }

      if (how === 'deleted') await ok(ownerClient, DELETE_PIN, { id: chosenPin.id });
      else {
        await ok(ownerClient, MOVE_PINS, {
          input: { pinIds: [chosenPin.id], toBoardId: hidden.entityId, toSectionId: null },
        });
      }

      const automatic = imagePath(newest!.signature, '236x');
      for (const viewer of Object.keys(clients) as Viewer[]) {
        expect(await coversSeenBy(clients[viewer], owner, board), viewer).toEqual({
          graphql: automatic,
          dominantColor: newest!.dominant_color,
          chosen: false,
          profile: automatic,
          rest: automatic,
        });
      }
    },
  );

  it('a board whose last pin left shows no cover, even one it had chosen', async () => {
    const { client, user } = await newUser(app);
    const board = await createBoard(client, { name: 'Emptied' });
    const hidden = await createBoard(client, { name: 'Emptied into', privacy: 'secret' });
    const pin = await savePin(app, user, {
      boardId: board.entityId,
      imageId: (await storeTestImage(app, 104)).id,
    });
    await ok(client, UPDATE_BOARD, { input: { boardId: board.entityId, coverPinId: pin.id } });
    await ok(client, MOVE_PINS, {
      input: { pinIds: [pin.id], toBoardId: hidden.entityId, toSectionId: null },
    });
    expect(await coversSeenBy(app.client(), user, board)).toMatchObject({
      graphql: null,
      profile: null,
      rest: null,
      chosen: false,
    });
  });

  it('reads never trust a stored cover: one pointing at a pin on another board is not shown', async () => {
    // The class, not just the two writes above: whatever a future write forgets to clear, reads check the pin.
    const { client, user } = await newUser(app);
    const board = await createBoard(client, { name: 'Stale cover' });
    const hidden = await createBoard(client, { name: 'Stale cover source', privacy: 'secret' });
    const onBoard = await storeTestImage(app, 105);
    const secret = await storeTestImage(app, 106);
    await savePin(app, user, { boardId: board.entityId, imageId: onBoard.id });
    const secretPin = await savePin(app, user, { boardId: hidden.entityId, imageId: secret.id });
    await app.db
      .updateTable('boards')
      .set({ cover_pin_id: secretPin.id, cover_image_id: secret.id, has_custom_cover: true })
      .where('id', '=', board.entityId)
      .execute();
    const expected = imagePath(onBoard.signature, '236x');
    expect(await coversSeenBy(app.client(), user, board)).toMatchObject({
      graphql: expected,
      profile: expected,
      rest: expected,
      chosen: false,
    });
  });
});

describe('profile counts count only what the viewer may see', () => {
  type Viewer = 'anonymous' | 'a stranger' | 'the owner' | 'a collaborator';
  let owner: TestUser;
  let collaborator: TestUser;
  const clients = {} as Record<Viewer, TestClient>;

  beforeAll(async () => {
    const o = await newUser(app);
    const c = await newUser(app);
    owner = o.user;
    collaborator = c.user;
    clients['the owner'] = o.client;
    clients['a collaborator'] = c.client;
    clients['a stranger'] = (await newUser(app)).client;
    clients.anonymous = app.client();
  });

  async function countsSeenBy(viewer: Viewer, of: TestUser) {
    const { user } = await clients[viewer].query(
      graphql(
        `query CoversAndCountsUser($username: String!) { user(username: $username) { pinCount boardCount } }`,
      ),
      { username: of.username },
    );
    return user;
  }

  async function expectCounts(
    of: TestUser,
    expected: Partial<Record<Viewer, [pins: number, boards: number]>>,
  ) {
    for (const viewer of Object.keys(expected) as Viewer[]) {
      const [pinCount, boardCount] = expected[viewer]!;
      expect(await countsSeenBy(viewer, of), `${viewer} looking at ${of.username}`).toEqual({
        pinCount,
        boardCount,
      });
    }
  }

  it('owner sees all; collaborators also the secret boards they share; everyone else public only — through every change', async () => {
    const open = await createBoard(clients['the owner'], { name: 'Open' });
    const shared = await createBoard(clients['the owner'], { name: 'Shared secret', privacy: 'secret' });
    const mine = await createBoard(clients['the owner'], { name: 'Only mine', privacy: 'secret' });
    await addCollaborator(app, shared.entityId, collaborator.id);
    const openPins = [
      await savePin(app, owner, { boardId: open.entityId }),
      await savePin(app, owner, { boardId: open.entityId }),
    ];
    await savePin(app, owner, { boardId: shared.entityId });
    await savePin(app, owner, { boardId: shared.entityId });
    await savePin(app, owner, { boardId: mine.entityId });
    await savePin(app, collaborator, { boardId: shared.entityId });

    await expectCounts(owner, {
      'the owner': [5, 3],
      'a collaborator': [4, 2],
      'a stranger': [2, 1],
      anonymous: [2, 1],
    });
    // The collaborator's own pin is on the secret board: only its people count it.
    await expectCounts(collaborator, {
      'a collaborator': [1, 0],
      'the owner': [1, 0],
      'a stranger': [0, 0],
      anonymous: [0, 0],
    });

    // A pin moved to a secret board leaves what others count.
    await ok(clients['the owner'], MOVE_PINS, {
      input: { pinIds: [openPins[0]!.id], toBoardId: mine.entityId, toSectionId: null },
    });
    await expectCounts(owner, {
      'the owner': [5, 3],
      'a collaborator': [3, 2],
      'a stranger': [1, 1],
      anonymous: [1, 1],
    });

    // The shared board made public: its board and all its pins (the collaborator's too) count for everyone.
    await ok(clients['the owner'], UPDATE_BOARD, { input: { boardId: shared.entityId, privacy: 'public' } });
    await expectCounts(owner, {
      'the owner': [5, 3],
      'a collaborator': [3, 2],
      'a stranger': [3, 2],
      anonymous: [3, 2],
    });
    await expectCounts(collaborator, { 'a stranger': [1, 0], anonymous: [1, 0], 'the owner': [1, 0] });

    // Deleting a public pin and a secret board.
    await ok(clients['the owner'], DELETE_PIN, { id: openPins[1]!.id });
    await ok(clients['the owner'], DELETE_BOARD, { id: mine.entityId });
    await expectCounts(owner, {
      'the owner': [2, 2],
      'a collaborator': [2, 2],
      'a stranger': [2, 2],
      anonymous: [2, 2],
    });

    // Back to secret, then the board deleted: nothing public is left, and no counter went below zero.
    await ok(clients['the owner'], UPDATE_BOARD, { input: { boardId: shared.entityId, privacy: 'secret' } });
    await expectCounts(owner, { 'a stranger': [0, 1], 'a collaborator': [2, 2], 'the owner': [2, 2] });
    await ok(clients['the owner'], DELETE_BOARD, { id: shared.entityId });
    await expectCounts(owner, { 'the owner': [0, 1], 'a collaborator': [0, 1], anonymous: [0, 1] });
    await expectCounts(collaborator, { 'a collaborator': [0, 0], anonymous: [0, 0] });
  });
});
