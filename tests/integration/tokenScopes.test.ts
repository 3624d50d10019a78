import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiScope } from '../../core/apiScopes';
import { ACCOUNT_NEEDS_BROWSER } from '../../core/texts';
import { issueApiToken } from '../../server/domain/apiTokens';
import {
  addCollaborator,
  createBoard,
  makeProtected,
  newUser,
  savePin,
  storeTestImage,
  type TestBoard,
  type TestUser,
} from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/testApp';

// A token reads and writes only what its scopes allow: without a `_secret` scope it sees and touches secret and
// protected boards (and their pins) exactly as a stranger would, even its own person's; browser sessions are
// unchanged. Driven with plain fetch and a bearer header, as any GraphQL client would.

let app: TestApp;
let owner: TestUser;
let other: TestUser;
let ownBoards: Record<'public' | 'secret' | 'protected', TestBoard>;
let othersBoards: Record<'public' | 'secret', TestBoard>;
/** The one word every fixture pin and board carries, for search. */
const WORD = 'quokkaline';

beforeAll(async () => {
  app = await startTestApp();
  const o = await newUser(app);
  owner = o.user;
  const x = await newUser(app);
  other = x.user;
  const board = async (client: typeof o.client, privacy: 'public' | 'secret', label: string) =>
    createBoard(client, { name: `${label} ${WORD}`, privacy, description: WORD });
  ownBoards = {
    public: await board(o.client, 'public', 'Own public'),
    secret: await board(o.client, 'secret', 'Own secret'),
    protected: await board(o.client, 'secret', 'Own protected'),
  };
  await makeProtected(app, ownBoards.protected.entityId);
  othersBoards = {
    public: await board(x.client, 'public', 'Other public'),
    secret: await board(x.client, 'secret', 'Other shared secret'),
  };
  // The owner collaborates on the other's secret board: a member, so a browser session sees it.
  await addCollaborator(app, othersBoards.secret.entityId, owner.id);
  // Each pin its own picture: search shows one pin per picture.
  let seed = 10;
  for (const [kind, b] of Object.entries(ownBoards)) {
    const image = await storeTestImage(app, seed++);
    await savePin(app, owner, { boardId: b.entityId, imageId: image.id, title: `${kind} pin ${WORD}` });
  }
  for (const [kind, b] of Object.entries(othersBoards)) {
    const image = await storeTestImage(app, seed++);
    await savePin(app, other, { boardId: b.entityId, imageId: image.id, title: `other ${kind} pin ${WORD}` });
  }
});
afterAll(async () => {
  await app?.close();
});

async function tokenFor(user: TestUser, scopes: ApiScope[]): Promise<string> {
  const { secret } = await issueApiToken(app.db, { userId: user.id, name: 'test', scopes, expiresAt: null });
  return secret;
}

interface GqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

async function gql(
  secret: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GqlAnswer> {
  const response = await fetch(`${app.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as GqlAnswer;
}

const READ_ALL: ApiScope[] = ['boards:read', 'pins:read', 'user_accounts:read'];
const READ_SECRET: ApiScope[] = [...READ_ALL, 'boards:read_secret', 'pins:read_secret'];

/** The board names and pin titles a token's person is shown on every read path, and their counts. */
async function whatTokenSees(secret: string) {
  const profile = await gql(
    secret,
    `query($u: String!) { user(username: $u) { boardCount pinCount
      boards(first: 50) { edges { node { name pinCount } } }
      pins(first: 50) { edges { node { title } } } } }`,
    { u: owner.username },
  );
  const search = await gql(
    secret,
    `query($q: String!) {
      searchBoards(query: $q, first: 50) { edges { node { name } } }
      searchPins(query: $q, first: 50) { edges { node { title } } } }`,
    { q: WORD },
  );
  const single: Record<string, unknown> = {};
  for (const [name, b] of [
    ...Object.entries(ownBoards),
    ...Object.entries(othersBoards).map(([k, v]) => [`other ${k}`, v] as const),
  ]) {
    const answer = await gql(
      secret,
      `query($id: String!) { board(id: $id) { name pins(first: 10) { edges { node { title } } } } }`,
      { id: b.entityId },
    );
    single[name] = answer.data?.board ?? null;
  }
  type Edges = { edges: { node: Record<string, unknown> }[] };
  const names = (c: unknown) => ((c as Edges).edges ?? []).map((e) => Object.values(e.node)[0]).sort();
  const user = profile.data?.user as Record<string, unknown>;
  return {
    boardCount: user.boardCount,
    pinCount: user.pinCount,
    profileBoards: names(user.boards),
    profilePins: names(user.pins),
    searchBoards: names(search.data?.searchBoards),
    searchPins: names(search.data?.searchPins),
    single,
  };
}

describe('secret boards under access tokens', () => {
  it('a token without the _secret scopes reads like a visitor, even its own person’s boards', async () => {
    const seen = await whatTokenSees(await tokenFor(owner, READ_ALL));
    expect(seen.profileBoards).toEqual([`Own public ${WORD}`]);
    expect(seen.profilePins).toEqual([`public pin ${WORD}`]);
    expect(seen.boardCount).toBe(1);
    expect(seen.pinCount).toBe(1);
    expect(seen.searchBoards).toEqual([`Other public ${WORD}`, `Own public ${WORD}`]);
    expect(seen.searchPins).toEqual([`other public pin ${WORD}`, `public pin ${WORD}`].sort());
    expect(seen.single).toEqual({
      public: { name: `Own public ${WORD}`, pins: { edges: [{ node: { title: `public pin ${WORD}` } }] } },
      secret: null,
      protected: null,
      'other public': {
        name: `Other public ${WORD}`,
        pins: { edges: [{ node: { title: `other public pin ${WORD}` } }] },
      },
      'other secret': null,
    });
  });

  it('a token with boards:read_secret and pins:read_secret reads as its person does in a browser', async () => {
    const withScopes = await whatTokenSees(await tokenFor(owner, READ_SECRET));
    // Profiles list collaborated boards too; protected boards are never listed.
    expect(withScopes.profileBoards).toEqual([
      `Other shared secret ${WORD}`,
      `Own public ${WORD}`,
      `Own secret ${WORD}`,
    ]);
    expect(withScopes.profilePins).toEqual([
      `protected pin ${WORD}`,
      `public pin ${WORD}`,
      `secret pin ${WORD}`,
    ]);
    expect(withScopes.boardCount).toBe(3);
    expect(withScopes.pinCount).toBe(3);
    expect(withScopes.single['other secret']).toEqual({
      name: `Other shared secret ${WORD}`,
      pins: { edges: [{ node: { title: `other secret pin ${WORD}` } }] },
    });
    expect(withScopes.searchPins).toContain(`secret pin ${WORD}`);
  });

  it('boards:read_secret without pins:read_secret shows the secret board but none of its pins', async () => {
    const seen = await whatTokenSees(await tokenFor(owner, [...READ_ALL, 'boards:read_secret']));
    expect(seen.profileBoards).toEqual([
      `Other shared secret ${WORD}`,
      `Own public ${WORD}`,
      `Own secret ${WORD}`,
    ]);
    expect(seen.single.secret).toEqual({ name: `Own secret ${WORD}`, pins: { edges: [] } });
    expect(seen.profilePins).toEqual([`public pin ${WORD}`]);
    expect(seen.pinCount).toBe(1);
    expect(seen.boardCount).toBe(3);
  });

  it('pins:read_secret without boards:read_secret shows the pins but never their secret board', async () => {
    const secret = await tokenFor(owner, [...READ_ALL, 'pins:read_secret']);
    const seen = await whatTokenSees(secret);
    expect(seen.profileBoards).toEqual([`Own public ${WORD}`]);
    expect(seen.profilePins).toEqual([`protected pin ${WORD}`, `public pin ${WORD}`, `secret pin ${WORD}`]);
    const pins = await gql(
      secret,
      `query($u: String!) { user(username: $u) { pins(first: 50) { edges { node { title pinnedToBoard { name } } } } } }`,
      { u: owner.username },
    );
    expect(JSON.stringify(pins)).not.toContain(`Own secret ${WORD}`);
  });

  it('a pin read with pins:read_secret on a secret board it may not read comes with no board, and no error', async () => {
    const secret = await tokenFor(owner, [...READ_ALL, 'pins:read_secret']);
    const listed = await gql(
      secret,
      `query($u: String!) { user(username: $u) { pins(first: 50) { edges { node {
        entityId title pinnedToBoard { entityId name } } } } } }`,
      { u: owner.username },
    );
    expect(listed.errors).toBeUndefined();
    const user = listed.data?.user as
      | { pins: { edges: { node: { entityId: string; title: string; pinnedToBoard: unknown } }[] } }
      | undefined;
    const nodes = user?.pins.edges.map((e) => e.node) ?? [];
    const onSecret = nodes.find((n) => n.title === `secret pin ${WORD}`);
    expect(onSecret?.pinnedToBoard).toBeNull();
    expect(nodes.find((n) => n.title === `public pin ${WORD}`)?.pinnedToBoard).toEqual({
      entityId: ownBoards.public.entityId,
      name: `Own public ${WORD}`,
    });
    // The pin's own close-up query: the pin itself, without its board's name or id.
    const closeUp = await gql(
      secret,
      `query($id: String!) { pin(id: $id) { title pinnedToBoard { entityId name } } }`,
      { id: onSecret?.entityId },
    );
    expect(closeUp).toEqual({ data: { pin: { title: `secret pin ${WORD}`, pinnedToBoard: null } } });
    expect(JSON.stringify([listed, closeUp])).not.toContain(`Own secret ${WORD}`);
  });

  it('a secret board is missing to a token in the same words as an id that does not exist', async () => {
    const secret = await tokenFor(owner, ['boards:read', 'boards:write', 'pins:read', 'pins:write']);
    const rename = (id: string) =>
      gql(
        secret,
        `mutation($input: UpdateBoardInput!) { updateBoard(input: $input) { __typename
          ... on DomainError { code message } } }`,
        { input: { boardId: id, name: 'Renamed' } },
      );
    const missing = await rename('7199999');
    const hidden = await rename(ownBoards.secret.entityId);
    expect(hidden).toEqual(missing);
    expect(hidden.data?.updateBoard).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('writes under access tokens', () => {
  const CREATE = `mutation($input: CreateBoardInput!) { createBoard(input: $input) { __typename
    ... on DomainError { code message } ... on MutationCreateBoardSuccess { data { entityId name privacy } } } }`;

  it('creating a board needs boards:write, and a secret one boards:write_secret too', async () => {
    const readOnly = await tokenFor(owner, ['boards:read']);
    expect(
      (await gql(readOnly, CREATE, { input: { name: 'Nope', privacy: 'public' } })).data?.createBoard,
    ).toEqual({
      __typename: 'DomainError',
      code: 'FORBIDDEN',
      message: 'This access token lacks the boards:write scope.',
    });
    const writer = await tokenFor(owner, ['boards:read', 'boards:write']);
    expect((await gql(writer, CREATE, { input: { name: 'Made by token', privacy: 'public' } })).data).toEqual(
      {
        createBoard: {
          __typename: 'MutationCreateBoardSuccess',
          data: { entityId: expect.any(String), name: 'Made by token', privacy: 'public' },
        },
      },
    );
    expect(
      (await gql(writer, CREATE, { input: { name: 'Secret by token', privacy: 'secret' } })).data
        ?.createBoard,
    ).toEqual({
      __typename: 'DomainError',
      code: 'FORBIDDEN',
      message: 'This access token lacks the boards:write_secret scope.',
    });
    const secretWriter = await tokenFor(owner, ['boards:read', 'boards:write', 'boards:write_secret']);
    const made = await gql(secretWriter, CREATE, { input: { name: 'Secret by token', privacy: 'secret' } });
    expect(made.data?.createBoard).toMatchObject({ data: { privacy: 'secret' } });
  });

  it('making a public board secret needs boards:write_secret', async () => {
    const writer = await tokenFor(owner, ['boards:read', 'boards:write']);
    const made = await gql(writer, CREATE, { input: { name: 'Soon secret', privacy: 'public' } });
    const boardId = (made.data?.createBoard as { data?: { entityId: string } } | undefined)?.data?.entityId;
    const answer = await gql(
      writer,
      `mutation($input: UpdateBoardInput!) { updateBoard(input: $input) { __typename ... on DomainError { message } } }`,
      { input: { boardId, privacy: 'secret' } },
    );
    expect(answer.data?.updateBoard).toEqual({
      __typename: 'DomainError',
      message: 'This access token lacks the boards:write_secret scope.',
    });
  });

  it('following needs user_accounts:write', async () => {
    const follow = `mutation($id: String!) { followUser(userId: $id) { __typename ... on DomainError { message } } }`;
    const reader = await tokenFor(owner, ['user_accounts:read']);
    expect((await gql(reader, follow, { id: other.id })).data?.followUser).toEqual({
      __typename: 'DomainError',
      message: 'This access token lacks the user_accounts:write scope.',
    });
  });

  it('the account itself (password, two-factor) is never managed with a token, whatever its scopes', async () => {
    const everything = await tokenFor(owner, [
      'boards:read',
      'boards:write',
      'boards:read_secret',
      'boards:write_secret',
      'pins:read',
      'pins:write',
      'pins:read_secret',
      'pins:write_secret',
      'user_accounts:read',
      'user_accounts:write',
    ]);
    const password = await gql(
      everything,
      `mutation { changePassword(input: { currentPassword: "correct horse battery", newPassword: "another long passphrase" }) {
        __typename ... on DomainError { message } } }`,
    );
    const mfa = await gql(
      everything,
      `mutation { startMfaEnrollment { __typename ... on DomainError { message } } }`,
    );
    for (const answer of [password, mfa]) {
      expect(JSON.stringify(answer)).toContain(ACCOUNT_NEEDS_BROWSER.replace(/"/g, '\\"'));
    }
  });
});

describe('GraphQL read scopes', () => {
  it('boards, pins and the viewer need boards:read, pins:read and user_accounts:read', async () => {
    const none = await tokenFor(owner, []);
    const board = await gql(none, `query($id: String!) { board(id: $id) { name } }`, {
      id: ownBoards.public.entityId,
    });
    expect(board.data?.board).toBeNull();
    expect(board.errors?.[0]?.message).toBe('This access token lacks the boards:read scope.');
    const viewer = await gql(none, '{ viewer { username } }');
    expect(viewer.errors?.[0]?.message).toBe('This access token lacks the user_accounts:read scope.');
    const boardsOnly = await tokenFor(owner, ['boards:read']);
    const pins = await gql(
      boardsOnly,
      `query($id: String!) { board(id: $id) { name pins(first: 5) { edges { node { title } } } } }`,
      {
        id: ownBoards.public.entityId,
      },
    );
    expect(pins.errors?.[0]?.message).toBe('This access token lacks the pins:read scope.');
  });
});
