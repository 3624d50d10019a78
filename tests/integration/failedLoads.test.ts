import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_MOVED, LOGIN_REQUIRED } from '../../core/texts';
import { graphql } from '../gql';
import { createBoard, newUser, type TestBoard } from '../support/fixtures';
import { resourceQuery, restJson, type TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

// What a client reads when a page's data fails to load: the HTTP status the failure stands for, the legacy
// api_error_code and, for an address from before a rename, the address now. GraphQL carries them in the
// error's extensions, /v3 in its failure envelope, so the web client and the legacy client decide alike.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const BoardPage = graphql(`
  query FailedLoadsBoardPage($username: String!, $slug: String!) {
    board(username: $username, slug: $slug) { entityId name url }
  }
`);

const RenameBoard = graphql(`
  mutation FailedLoadsRenameBoard($input: UpdateBoardInput!) {
    updateBoard(input: $input) { __typename ...DomainErrorFields ... on MutationUpdateBoardSuccess { data { url } } }
  }
`);

const DeleteBoard = graphql(`
  mutation FailedLoadsDeleteBoard($id: String!) { deleteBoard(boardId: $id) { __typename } }
`);

async function rename(client: TestClient, board: TestBoard, name: string): Promise<string> {
  const { updateBoard } = await client.query(RenameBoard, { input: { boardId: board.entityId, name } });
  if (updateBoard.__typename === 'MutationUpdateBoardSuccess') return updateBoard.data.url;
  throw new Error(`rename refused: ${JSON.stringify(updateBoard)}`);
}

function askBoard(client: TestClient, username: string, slug: string) {
  return client.gql(BoardPage, { username, slug });
}

/** BoardResource get by the board page's address, as the legacy client asks. */
async function restBoard(client: TestClient, username: string, slug: string) {
  const response = await client.get(`/resource/BoardResource/get/${resourceQuery({ username, slug })}`, {
    redirect: 'manual',
  });
  return { location: response.headers.get('location'), ...(await restJson<{ id: string }>(response)) };
}

describe('a board renamed since its link was made', () => {
  it("answers its old address with a move to its new one, in GraphQL's extensions and in /v3's envelope", async () => {
    const { client, user } = await newUser(app);
    const board = await createBoard(client, { name: 'Garden plans' });
    const newUrl = await rename(client, board, 'Vegetable garden');
    expect(newUrl).toBe(`/${user.username}/vegetable-garden/`);

    for (const asker of [app.client(), client]) {
      const old = await askBoard(asker, user.username, 'garden-plans');
      expect(old.data?.board).toBeNull();
      expect(old.errors).toEqual([
        {
          message: BOARD_MOVED,
          path: ['board'],
          extensions: expect.objectContaining({
            code: 'MOVED',
            status: 301,
            apiErrorCode: 301,
            redirectUrl: newUrl,
          }),
        },
      ]);
      // The old address is matched as the board page matches addresses: without regard to case.
      const shouted = await askBoard(asker, user.username.toUpperCase(), 'GARDEN-PLANS');
      expect(shouted.errors?.[0]?.extensions).toMatchObject({ code: 'MOVED', redirectUrl: newUrl });

      const now = await askBoard(asker, user.username, 'vegetable-garden');
      expect(now.errors).toBeUndefined();
      expect(now.data?.board).toMatchObject({ entityId: board.entityId, url: newUrl });
    }

    const rest = await restBoard(app.client(), user.username, 'garden-plans');
    expect(rest.status).toBe(301);
    // The new address is a page for the person: no Location for fetch to follow to HTML on its own.
    expect(rest.location).toBeNull();
    expect(rest.body).toEqual({
      status: 'failure',
      code: 301,
      message: BOARD_MOVED,
      message_detail: null,
      api_error_code: 301,
      redirect_url: newUrl,
    });
    const current = await restBoard(app.client(), user.username, 'vegetable-garden');
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ status: 'success', data: { id: board.entityId } });
  });

  it('sends every earlier address to the latest one, and a name taken back is the board again', async () => {
    const { client, user } = await newUser(app);
    const board = await createBoard(client, { name: 'Reading list' });
    await rename(client, board, 'Books to read');
    const latest = await rename(client, board, 'Books read');
    for (const slug of ['reading-list', 'books-to-read']) {
      const old = await askBoard(app.client(), user.username, slug);
      expect(old.errors?.[0]?.extensions).toMatchObject({ code: 'MOVED', redirectUrl: latest });
    }

    // Renamed back, the first address is the board itself again and the last one has become the old one.
    const back = await rename(client, board, 'Reading list');
    const first = await askBoard(app.client(), user.username, 'reading-list');
    expect(first.errors).toBeUndefined();
    expect(first.data?.board?.entityId).toBe(board.entityId);
    const previous = await askBoard(app.client(), user.username, 'books-read');
    expect(previous.errors?.[0]?.extensions).toMatchObject({ code: 'MOVED', redirectUrl: back });
  });

  it('gives an old address up to a new board that takes it, and for good once that board is gone', async () => {
    const { client, user } = await newUser(app);
    const first = await createBoard(client, { name: 'Recipes' });
    const firstUrl = await rename(client, first, 'Old recipes');
    const second = await createBoard(client, { name: 'Recipes' });

    const taken = await askBoard(app.client(), user.username, 'recipes');
    expect(taken.errors).toBeUndefined();
    expect(taken.data?.board?.entityId).toBe(second.entityId);

    await client.query(DeleteBoard, { id: second.entityId });
    const gone = await askBoard(app.client(), user.username, 'recipes');
    expect(gone).toMatchObject({ data: { board: null } });
    expect(gone.errors).toBeUndefined();
    // The renamed board is still where it went.
    const still = await askBoard(app.client(), user.username, 'old-recipes');
    expect(still.data?.board?.url).toBe(firstUrl);
  });

  it('is not found at its old address once the board is deleted', async () => {
    const { client, user } = await newUser(app);
    const board = await createBoard(client, { name: 'Party ideas' });
    await rename(client, board, 'Birthday party');
    await client.query(DeleteBoard, { id: board.entityId });
    const old = await askBoard(app.client(), user.username, 'party-ideas');
    expect(old).toMatchObject({ data: { board: null } });
    expect(old.errors).toBeUndefined();
  });

  it('gives a secret board away to nobody: its old address is as missing as any, but for its members', async () => {
    const { client: owner, user } = await newUser(app);
    const board = await createBoard(owner, { name: 'Surprise gifts', privacy: 'secret' });
    const newUrl = await rename(owner, board, 'Gift ideas');
    const { client: stranger } = await newUser(app);

    for (const asker of [app.client(), stranger]) {
      const old = await askBoard(asker, user.username, 'surprise-gifts');
      expect(old).toMatchObject({ data: { board: null } });
      expect(old.errors).toBeUndefined();
      const rest = await restBoard(asker, user.username, 'surprise-gifts');
      const missing = await restBoard(asker, user.username, 'no-such-board');
      expect(rest.status).toBe(404);
      expect(rest.body).toEqual(missing.body);
    }
    const mine = await askBoard(owner, user.username, 'surprise-gifts');
    expect(mine.errors?.[0]?.extensions).toMatchObject({ code: 'MOVED', redirectUrl: newUrl });
  });
});

describe('the errors a failed load reads', () => {
  it('a field that needs a signed-in person, asked without one, is a 401 with api error code 7', async () => {
    const result = await app
      .client()
      .gql(graphql(`query FailedLoadsFollowing { followingFeed(first: 1) { edges { node { id } } } }`));
    expect(result.errors?.[0]).toMatchObject({
      message: LOGIN_REQUIRED,
      extensions: { code: 'UNAUTHENTICATED', status: 401, apiErrorCode: 7 },
    });
  });

  it('an address no board ever had is null in GraphQL and a 404 with api error code 40 in /v3', async () => {
    const { user } = await newUser(app);
    const missing = await askBoard(app.client(), user.username, 'never-was');
    expect(missing).toMatchObject({ data: { board: null } });
    expect(missing.errors).toBeUndefined();
    const rest = await restBoard(app.client(), user.username, 'never-was');
    expect(rest.status).toBe(404);
    expect(rest.body).toMatchObject({ status: 'failure', code: 40, api_error_code: 40 });
  });
});
