import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql';
import {
  addCollaborator,
  CREATE_SECTION,
  createBoard,
  createSection,
  makeProtected,
  newUser,
  savePin,
  storeTestImage,
  type TestBoard,
  type TestPin,
  type TestSection,
  type TestUser,
} from '../support/fixtures';
import { resourceQuery, restJson, type TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

// Secret boards — and their sections and pins — are visible only to the owner and collaborators, on every
// read path. Each path is checked as four viewers.

const VIEWERS = ['anonymous', 'another signed-in user', 'the owner', 'a collaborator'] as const;
type ViewerName = (typeof VIEWERS)[number];
const SIGNED_IN_VIEWERS = VIEWERS.filter((v) => v !== 'anonymous');

/** Owner and collaborators may see the secret (and protected) board; nobody else may. */
function isMember(viewer: ViewerName): boolean {
  return viewer === 'the owner' || viewer === 'a collaborator';
}

let app: TestApp;
let owner: TestUser;
let collaborator: TestUser;
const clients = {} as Record<ViewerName, TestClient>;

let openBoard: TestBoard;
let openSection: TestSection;
let secretBoard: TestBoard;
let secretSection: TestSection;
let protectedBoard: TestBoard;
let openPin: TestPin;
let openSectionPin: TestPin;
let secretPin: TestPin;
let secretSectionPin: TestPin;
let protectedPin: TestPin;
/** A public repin of the secret pin: it is public, its source is not. */
let publicRepinOfSecret: TestPin;

beforeAll(async () => {
  app = await startTestApp();
  const o = await newUser(app, { fullName: 'Olivia Owner' });
  const c = await newUser(app, { fullName: 'Carl Collaborator' });
  const s = await newUser(app, { fullName: 'Sam Stranger' });
  owner = o.user;
  collaborator = c.user;
  clients['the owner'] = o.client;
  clients['a collaborator'] = c.client;
  clients['another signed-in user'] = s.client;
  clients.anonymous = app.client();

  openBoard = await createBoard(o.client, { name: 'Open board' });
  openSection = await createSection(o.client, { boardId: openBoard.entityId, name: 'Open section' });
  secretBoard = await createBoard(o.client, { name: 'Hidden board', privacy: 'secret' });
  secretSection = await createSection(o.client, { boardId: secretBoard.entityId, name: 'Hidden section' });
  protectedBoard = await createBoard(o.client, { name: 'Brand board' });

  const image = async (seed: number) => (await storeTestImage(app, seed)).id;
  openPin = await savePin(app, owner, {
    boardId: openBoard.entityId,
    title: 'Open pin',
    imageId: await image(1),
  });
  openSectionPin = await savePin(app, owner, {
    boardId: openBoard.entityId,
    sectionId: openSection.entityId,
    title: 'Open section pin',
    imageId: await image(2),
  });
  secretPin = await savePin(app, owner, {
    boardId: secretBoard.entityId,
    title: 'Hidden pin',
    imageId: await image(3),
  });
  secretSectionPin = await savePin(app, owner, {
    boardId: secretBoard.entityId,
    sectionId: secretSection.entityId,
    title: 'Hidden section pin',
    imageId: await image(4),
  });
  protectedPin = await savePin(app, owner, {
    boardId: protectedBoard.entityId,
    title: 'Brand pin',
    imageId: await image(5),
  });
  publicRepinOfSecret = await savePin(app, owner, {
    boardId: openBoard.entityId,
    title: 'Public repin',
    imageId: secretPin.image_id,
    sourcePinId: secretPin.id,
  });

  await makeProtected(app, protectedBoard.entityId);
  await addCollaborator(app, secretBoard.entityId, collaborator.id);
  await addCollaborator(app, protectedBoard.entityId, collaborator.id);
});

afterAll(async () => {
  await app?.close();
});

const FIXTURE_TITLES = () =>
  new Map(
    [openPin, openSectionPin, secretPin, secretSectionPin, protectedPin, publicRepinOfSecret].map((p) => [
      p.id,
      p.title,
    ]),
  );

/** The titles of this file's pins in a list of pin ids, sorted (other files' pins are ignored). */
function fixtureTitles(ids: string[]): string[] {
  const titles = FIXTURE_TITLES();
  return ids.flatMap((id) => (titles.has(id) ? [titles.get(id)!] : [])).sort();
}

const PUBLIC_PIN_TITLES = ['Open pin', 'Open section pin', 'Public repin'];
const MEMBER_PIN_TITLES = [...PUBLIC_PIN_TITLES, 'Brand pin', 'Hidden pin', 'Hidden section pin'].sort();

interface PinsPage {
  edges: { node: { entityId: string } }[];
}
const ids = (page: PinsPage) => page.edges.map((e) => e.node.entityId);

describe('secret boards, sections and pins are visible only to the owner and collaborators', () => {
  it.each(VIEWERS)('board(id) — as %s', async (viewer) => {
    const { board } = await clients[viewer].query(
      graphql(`query PrivacyBoard($id: String!) { board(id: $id) { name privacy } }`),
      { id: secretBoard.entityId },
    );
    expect(board).toEqual(isMember(viewer) ? { name: 'Hidden board', privacy: 'secret' } : null);
  });

  it.each(VIEWERS)('board(username, slug) — as %s', async (viewer) => {
    const { board } = await clients[viewer].query(
      graphql(`query PrivacyBoard2($u: String!, $s: String!) { board(username: $u, slug: $s) { entityId } }`),
      { u: owner.username, s: secretBoard.slug },
    );
    expect(board).toEqual(isMember(viewer) ? { entityId: secretBoard.entityId } : null);
  });

  it.each(VIEWERS)('node(id) for the board, its section and its pin — as %s', async (viewer) => {
    const data = await clients[viewer].query(
      graphql(
        `query PrivacyBoardSection($b: ID!, $s: ID!, $p: ID!) { board: node(id: $b) { id } section: node(id: $s) { id } pin: node(id: $p) { id } }`,
      ),
      { b: secretBoard.id, s: secretSection.id, p: secretPin.globalId },
    );
    expect(data).toEqual(
      isMember(viewer)
        ? {
            board: { id: secretBoard.id },
            section: { id: secretSection.id },
            pin: { id: secretPin.globalId },
          }
        : { board: null, section: null, pin: null },
    );
  });

  it.each(VIEWERS)('nodes(ids) answers null in the places of secret nodes — as %s', async (viewer) => {
    const requested = [
      openBoard.id,
      secretBoard.id,
      secretSection.id,
      secretSectionPin.globalId,
      openPin.globalId,
    ];
    const { nodes } = await clients[viewer].query(
      graphql(`query PrivacyNodes($ids: [ID!]!) { nodes(ids: $ids) { id } }`),
      { ids: requested },
    );
    expect(nodes.map((n) => n?.id ?? null)).toEqual(
      isMember(viewer) ? requested : [openBoard.id, null, null, null, openPin.globalId],
    );
  });

  it.each(VIEWERS)(
    'user.boards lists the secret board only to members, and never the protected one — as %s',
    async (viewer) => {
      const { user } = await clients[viewer].query(
        graphql(
          `query PrivacyUser($u: String!) { user(username: $u) { boards(first: 50) { edges { node { name } } } } }`,
        ),
        {
          u: owner.username,
        },
      );
      const names = user!.boards.edges.map((e) => e.node.name).sort();
      expect(names).toEqual(isMember(viewer) ? ['Hidden board', 'Open board'] : ['Open board']);
    },
  );

  it.each(VIEWERS)(
    "a collaborator's profile lists the secret board only to members — as %s",
    async (viewer) => {
      const { user } = await clients[viewer].query(
        graphql(
          `query PrivacyUser($u: String!) { user(username: $u) { boards(first: 50) { edges { node { name } } } } }`,
        ),
        {
          u: collaborator.username,
        },
      );
      expect(user!.boards.edges.map((e) => e.node.name)).toEqual(isMember(viewer) ? ['Hidden board'] : []);
    },
  );

  it.each(VIEWERS)('board.sections — as %s', async (viewer) => {
    const query = graphql(
      `query PrivacyBoardSections($id: String!) { board(id: $id) { sections { edges { node { title } } } } }`,
    );
    const client = clients[viewer];
    const open = await client.query(query, {
      id: openBoard.entityId,
    });
    expect(open.board!.sections.edges.map((e) => e.node.title)).toEqual(['Open section']);
    const secret = await client.query(query, { id: secretBoard.entityId });
    expect(secret.board?.sections.edges.map((e) => e.node.title) ?? null).toEqual(
      isMember(viewer) ? ['Hidden section'] : null,
    );
  });

  it.each(VIEWERS)('boardSection(boardId, slug) — as %s', async (viewer) => {
    const { boardSection } = await clients[viewer].query(
      graphql(
        `query PrivacyBoardSection2($b: String!, $s: String!) { boardSection(boardId: $b, slug: $s) { title } }`,
      ),
      { b: secretBoard.entityId, s: secretSection.slug },
    );
    expect(boardSection).toEqual(isMember(viewer) ? { title: 'Hidden section' } : null);
  });

  it.each(VIEWERS)('board.pins — as %s', async (viewer) => {
    const query = graphql(
      `query PrivacyBoardPins($id: String!) { board(id: $id) { pins(first: 50) { edges { node { entityId } } } } }`,
    );
    const open = await clients[viewer].query(query, {
      id: openBoard.entityId,
    });
    expect(fixtureTitles(ids(open.board!.pins))).toEqual(PUBLIC_PIN_TITLES);
    const secret = await clients[viewer].query(query, {
      id: secretBoard.entityId,
    });
    expect(secret.board ? fixtureTitles(ids(secret.board.pins)) : null).toEqual(
      isMember(viewer) ? ['Hidden pin', 'Hidden section pin'] : null,
    );
  });

  it.each(VIEWERS)('section.pins — as %s', async (viewer) => {
    const { node } = await clients[viewer].query(
      graphql(
        `query PrivacyNode($id: ID!) { node(id: $id) { ... on BoardSection { pins { edges { node { entityId } } } } } }`,
      ),
      { id: secretSection.id },
    );
    expect(node ? fixtureTitles(ids(node.pins)) : null).toEqual(
      isMember(viewer) ? ['Hidden section pin'] : null,
    );
  });

  it.each(VIEWERS)('pin(id) — as %s', async (viewer) => {
    const data = await clients[viewer].query(
      graphql(
        `query PrivacyAB($a: String!, $b: String!, $c: String!) { a: pin(id: $a) { title } b: pin(id: $b) { title } c: pin(id: $c) { title } }`,
      ),
      { a: secretPin.id, b: secretSectionPin.id, c: openPin.id },
    );
    expect(data).toEqual({
      a: isMember(viewer) ? { title: 'Hidden pin' } : null,
      b: isMember(viewer) ? { title: 'Hidden section pin' } : null,
      c: { title: 'Open pin' },
    });
  });

  it.each(VIEWERS)('homeFeed — as %s', async (viewer) => {
    const { homeFeed } = await clients[viewer].query(
      graphql(`query PrivacyHomeFeed { homeFeed(first: 100) { edges { node { entityId } } } }`),
    );
    expect(fixtureTitles(ids(homeFeed))).toEqual(isMember(viewer) ? MEMBER_PIN_TITLES : PUBLIC_PIN_TITLES);
  });

  it.each(VIEWERS)('user.pins — as %s', async (viewer) => {
    const { user } = await clients[viewer].query(
      graphql(
        `query PrivacyUser2($u: String!) { user(username: $u) { pins(first: 100) { edges { node { entityId } } } } }`,
      ),
      { u: owner.username },
    );
    expect(fixtureTitles(ids(user!.pins))).toEqual(isMember(viewer) ? MEMBER_PIN_TITLES : PUBLIC_PIN_TITLES);
  });

  it.each(SIGNED_IN_VIEWERS.filter((v) => v !== 'the owner'))(
    "followingFeed shows a followed person's secret pins only to members — as %s",
    async (viewer) => {
      const follow = await clients[viewer].query(
        graphql(`mutation PrivacyFollowUser($id: String!) { followUser(userId: $id) { __typename } }`),
        { id: owner.id },
      );
      expect(follow.followUser.__typename).toBe('MutationFollowUserSuccess');
      const { followingFeed } = await clients[viewer].query(
        graphql(`query PrivacyFollowingFeed { followingFeed(first: 100) { edges { node { entityId } } } }`),
      );
      expect(fixtureTitles(ids(followingFeed))).toEqual(
        isMember(viewer) ? MEMBER_PIN_TITLES : PUBLIC_PIN_TITLES,
      );
    },
  );

  it.each(VIEWERS)('Pin.pinnedToBoard and Pin.section — as %s', async (viewer) => {
    const query = graphql(
      `query Privacy($id: String!) { pin(id: $id) { pinnedToBoard { name privacy } section { title } } }`,
    );
    const open = await clients[viewer].query(query, { id: openSectionPin.id });
    expect(open.pin).toEqual({
      pinnedToBoard: { name: 'Open board', privacy: 'public' },
      section: { title: 'Open section' },
    });
    const secret = await clients[viewer].query(query, { id: secretSectionPin.id });
    expect(secret.pin).toEqual(
      isMember(viewer)
        ? { pinnedToBoard: { name: 'Hidden board', privacy: 'secret' }, section: { title: 'Hidden section' } }
        : null,
    );
  });

  it.each(VIEWERS)(
    'Pin.repinnedFrom of a public repin does not reveal a secret source — as %s',
    async (viewer) => {
      const result = await clients[viewer].gql(
        graphql(
          `query PrivacyPin($id: String!) { pin(id: $id) { title repinnedFrom { entityId pinnedToBoard { name } } } }`,
        ),
        {
          id: publicRepinOfSecret.id,
        },
      );
      expect(result.errors).toBeUndefined();
      expect(result.data?.pin).toEqual({
        title: 'Public repin',
        repinnedFrom: isMember(viewer)
          ? { entityId: secretPin.id, pinnedToBoard: { name: 'Hidden board' } }
          : null,
      });
    },
  );

  it.each(VIEWERS)(
    'Pin.boardTitleSuggestions never offer the name of a secret board — as %s',
    async (viewer) => {
      const { pin } = await clients[viewer].query(
        graphql(`query PrivacyPin2($id: String!) { pin(id: $id) { boardTitleSuggestions } }`),
        { id: publicRepinOfSecret.id },
      );
      if (!isMember(viewer)) expect(pin!.boardTitleSuggestions).not.toContain('Hidden board');
    },
  );

  it.each(VIEWERS)('REST GET /v3/pins/:id/ — as %s', async (viewer) => {
    const { status, body } = await restJson<{ id: string; board: { name: string } }>(
      await clients[viewer].get(`/v3/pins/${secretPin.id}/`),
    );
    if (isMember(viewer)) {
      expect(status).toBe(200);
      expect(body).toMatchObject({
        status: 'success',
        data: { id: secretPin.id, board: { name: 'Hidden board' } },
      });
    } else {
      expect(status).toBe(404);
      expect(body).toMatchObject({ status: 'failure', api_error_code: 40 });
    }
  });

  it.each(VIEWERS)(
    'REST GET /v3/pins/:id/ of a public repin says nothing of its secret source — as %s',
    async (viewer) => {
      const response = await clients[viewer].get(`/v3/pins/${publicRepinOfSecret.id}/`);
      expect(response.status).toBe(200);
      const text = await response.text();
      if (!isMember(viewer)) {
        expect(text).not.toContain('Hidden');
        expect(text).not.toContain(`"${secretPin.id}"`);
      }
    },
  );

  it.each(VIEWERS)('REST BoardResource get — as %s', async (viewer) => {
    const { status, body } = await restJson<{ name: string }>(
      await clients[viewer].get(
        `/resource/BoardResource/get/${resourceQuery({ board_id: secretBoard.entityId })}`,
      ),
    );
    expect(status).toBe(isMember(viewer) ? 200 : 404);
    if (isMember(viewer)) expect(body).toMatchObject({ status: 'success', data: { name: 'Hidden board' } });
  });

  it.each(VIEWERS)('REST BoardSectionResource get — as %s', async (viewer) => {
    const { status, body } = await restJson<{ title: string }>(
      await clients[viewer].get(
        `/resource/BoardSectionResource/get/${resourceQuery({ section_id: secretSection.entityId })}`,
      ),
    );
    expect(status).toBe(isMember(viewer) ? 200 : 404);
    if (isMember(viewer))
      expect(body).toMatchObject({ status: 'success', data: { title: 'Hidden section' } });
  });
});

describe('protected boards', () => {
  it.each(VIEWERS)('are readable by id only by members — as %s', async (viewer) => {
    const data = await clients[viewer].query(
      graphql(
        `query PrivacyBoardPin($b: String!, $p: String!) { board(id: $b) { privacy } pin(id: $p) { title } }`,
      ),
      {
        b: protectedBoard.entityId,
        p: protectedPin.id,
      },
    );
    expect(data).toEqual(
      isMember(viewer)
        ? { board: { privacy: 'protected' }, pin: { title: 'Brand pin' } }
        : { board: null, pin: null },
    );
  });

  it('are not listed on the profile, even to the owner', async () => {
    const { viewer } = await clients['the owner'].query(
      graphql(`query PrivacyViewer { viewer { user { boards(first: 50) { edges { node { name } } } } } }`),
    );
    expect(viewer.user!.boards.edges.map((e) => e.node.name)).not.toContain('Brand board');
  });
});

describe("writing to someone else's board", () => {
  const SAVE_PIN = graphql(
    `mutation PrivacySavePin($input: SavePinInput!) { savePin(input: $input) { __typename ...DomainErrorFields } }`,
  );

  it("refuses a section on another person's public board", async () => {
    const { createSection: result } = await clients['another signed-in user'].query(CREATE_SECTION, {
      input: { boardId: openBoard.entityId, name: 'Intruder' },
    });
    expect(result).toMatchObject({
      __typename: 'DomainError',
      code: 'FORBIDDEN',
      message: "You don't have permission to add to this board.",
    });
  });

  it('answers a section on a secret board exactly as on a board that does not exist', async () => {
    const create = (boardId: string) =>
      clients['another signed-in user'].query(CREATE_SECTION, {
        input: { boardId, name: 'Intruder' },
      });
    const secret = (await create(secretBoard.entityId)).createSection;
    const missing = (await create('987654321')).createSection;
    expect(secret).toMatchObject({ __typename: 'DomainError', code: 'NOT_FOUND' });
    expect(secret).toEqual(missing);
  });

  it('lets a collaborator add a section to the secret board', async () => {
    const section = await createSection(clients['a collaborator'], {
      boardId: secretBoard.entityId,
      name: 'Carl adds',
    });
    expect(section.title).toBe('Carl adds');
  });

  it("refuses a pin saved onto another person's board", async () => {
    const { savePin: result } = await clients['another signed-in user'].query(SAVE_PIN, {
      input: { pinId: openPin.id, boardId: openBoard.entityId },
    });
    expect(result).toMatchObject({ __typename: 'DomainError', code: 'FORBIDDEN' });
  });

  it('refuses to repin a secret pin for someone who cannot see it', async () => {
    const own = await createBoard(clients['another signed-in user'], { name: `Sam's board ${Date.now()}` });
    const { savePin: result } = await clients['another signed-in user'].query(SAVE_PIN, {
      input: { pinId: secretPin.id, boardId: own.entityId },
    });
    expect(result).toMatchObject({ __typename: 'DomainError', code: 'NOT_FOUND' });
  });

  it('refuses to follow a secret board for someone who cannot see it', async () => {
    const result = await clients['another signed-in user'].query(
      graphql(
        `mutation PrivacyFollowBoard($id: String!) { followBoard(boardId: $id) { __typename ...DomainErrorFields } }`,
      ),
      { id: secretBoard.entityId },
    );
    expect(result.followBoard).toMatchObject({ __typename: 'DomainError', code: 'NOT_FOUND' });
  });

  it('keeps global ids opaque: a guessed id of a secret pin is as unknown as a missing one', async () => {
    const { a, b } = await clients.anonymous.query(
      graphql(`query PrivacyAB2($a: ID!, $b: ID!) { a: node(id: $a) { id } b: node(id: $b) { id } }`),
      { a: encodeGlobalID('Pin', secretPin.id), b: encodeGlobalID('Pin', '987654321') },
    );
    expect(a).toEqual(b);
  });
});
