import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CURSOR_INVALID } from '../../core/texts';
import { graphql } from '../gql';
import type {
  PaginationBoardPinsPageQuery,
  PaginationUserBoardsPageQuery,
  TypedDocumentString,
} from '../gql/graphql';
import {
  createBoard,
  createSection,
  newUser,
  savePin,
  storeTestImage,
  type TestBoard,
  type TestUser,
} from '../support/fixtures';
import { resourceQuery, restJson, type TestClient, type VariablesOf } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

// Every list is a keyset (cursor) connection: walking it with first/after must return each row exactly once,
// in list order, with hasNextPage true until the last page.

let app: TestApp;
let owner: TestUser;
let ownerClient: TestClient;
let board: TestBoard;
/** Pins on `board`, oldest first. */
const boardPinIds: string[] = [];
let imageId: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ user: owner, client: ownerClient } = await newUser(app, { fullName: 'Paula Pager' }));
  board = await createBoard(ownerClient, { name: 'Twenty-three pins' });
  imageId = (await storeTestImage(app, 7)).id;
  for (let i = 0; i < 23; i++) {
    boardPinIds.push((await savePin(app, owner, { boardId: board.entityId, title: `Pin ${i}`, imageId })).id);
  }
});
afterAll(async () => {
  await app?.close();
});

interface Connection {
  edges: { cursor: string; node: { entityId: string } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

interface Walk {
  ids: string[];
  pageSizes: number[];
  hasNextPage: boolean[];
}

/** Follows endCursor until hasNextPage is false; `query` takes $first and $after. */
async function walk<TData, TVariables extends { first?: number | null; after?: string | null }>(
  client: TestClient,
  query: TypedDocumentString<TData, TVariables>,
  variables: Omit<TVariables, 'first' | 'after'>,
  connectionOf: (data: TData) => Connection,
  first: number,
): Promise<Walk> {
  const result: Walk = { ids: [], pageSizes: [], hasNextPage: [] };
  let after: string | null = null;
  for (let page = 0; page < 100; page++) {
    const connection = connectionOf(
      await client.query(query, ...([{ ...variables, first, after }] as unknown as VariablesOf<TVariables>)),
    );
    result.ids.push(...connection.edges.map((e) => e.node.entityId));
    result.pageSizes.push(connection.edges.length);
    result.hasNextPage.push(connection.pageInfo.hasNextPage);
    if (!connection.pageInfo.hasNextPage) return result;
    after = connection.pageInfo.endCursor;
  }
  throw new Error('the connection never reported its last page');
}

const BOARD_PINS = graphql(
  `query PaginationBoardPinsPage($id: String!, $first: Int, $after: String) { board(id: $id) { pins(first: $first, after: $after) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } } }`,
);
const boardPins = (d: PaginationBoardPinsPageQuery) => d.board!.pins;

describe('keyset pagination', () => {
  it('board.pins returns every pin exactly once, newest first, across pages', async () => {
    const result = await walk(app.client(), BOARD_PINS, { id: board.entityId }, boardPins, 5);
    expect(result.ids).toEqual([...boardPinIds].reverse());
    expect(result.pageSizes).toEqual([5, 5, 5, 5, 3]);
    expect(result.hasNextPage).toEqual([true, true, true, true, false]);
  });

  it('says there is no next page when the last page is exactly full', async () => {
    const { client, user } = await newUser(app);
    const full = await createBoard(client, { name: 'Exactly ten' });
    for (let i = 0; i < 10; i++) await savePin(app, user, { boardId: full.entityId, imageId });
    const result = await walk(client, BOARD_PINS, { id: full.entityId }, boardPins, 5);
    expect(result.pageSizes).toEqual([5, 5]);
    expect(result.hasNextPage).toEqual([true, false]);
  });

  it('answers an empty list with no next page', async () => {
    const { client } = await newUser(app);
    const empty = await createBoard(client, { name: 'Nothing yet' });
    const result = await walk(client, BOARD_PINS, { id: empty.entityId }, boardPins, 5);
    expect(result).toEqual({ ids: [], pageSizes: [0], hasNextPage: [false] });
  });

  it('neither repeats nor skips pins when new pins are saved between pages', async () => {
    const client = app.client();
    const firstPage = boardPins(
      await client.query(BOARD_PINS, { id: board.entityId, first: 10, after: null }),
    );
    const late = await savePin(app, owner, { boardId: board.entityId, title: 'Saved while paging', imageId });
    const second = boardPins(
      await client.query(BOARD_PINS, { id: board.entityId, first: 50, after: firstPage.pageInfo.endCursor }),
    );
    const seen = [...firstPage.edges, ...second.edges].map((e) => e.node.entityId);
    expect(seen).toEqual([...boardPinIds].reverse());
    expect(seen).not.toContain(late.id);
    await app.db.deleteFrom('pins').where('id', '=', late.id).execute();
    await app.db
      .updateTable('boards')
      .set({ pin_count: sql`pin_count - 1` })
      .where('id', '=', board.entityId)
      .execute();
  });

  it('pages backwards with last/before, in list order', async () => {
    const client = app.client();
    const all = [...boardPinIds].reverse();
    const forward = boardPins(await client.query(BOARD_PINS, { id: board.entityId, first: 10, after: null }));
    const { board: back } = await client.query(
      graphql(
        `query PaginationBoard($id: String!, $before: String) { board(id: $id) { pins(last: 4, before: $before) { edges { node { entityId } } pageInfo { hasPreviousPage } } } }`,
      ),
      { id: board.entityId, before: forward.edges[9]?.cursor },
    );
    expect(back!.pins.edges.map((e) => e.node.entityId)).toEqual(all.slice(5, 9));
    expect(back!.pins.pageInfo.hasPreviousPage).toBe(true);
  });

  it('homeFeed returns every visible pin exactly once, newest first', async () => {
    const expected = await app.db
      .selectFrom('pins')
      .innerJoin('boards', 'boards.id', 'pins.board_id')
      .select('pins.id')
      .where('boards.privacy', '=', 'public')
      .orderBy('pins.id', 'desc')
      .execute();
    const result = await walk(
      app.client(),
      graphql(
        `query PaginationHomeFeedPage($first: Int, $after: String) { homeFeed(first: $first, after: $after) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } }`,
      ),
      {},
      (d) => d.homeFeed as Connection,
      7,
    );
    expect(result.ids).toEqual(expected.map((r) => r.id));
    expect(new Set(result.ids).size).toBe(result.ids.length);
    expect(result.hasNextPage.at(-1)).toBe(false);
  });

  it('user.pins returns every pin of the person exactly once, newest first', async () => {
    const result = await walk(
      app.client(),
      graphql(
        `query PaginationUserPinsPage($u: String!, $first: Int, $after: String) { user(username: $u) { pins(first: $first, after: $after) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } } }`,
      ),
      { u: owner.username },
      (d) => (d.user as { pins: Connection }).pins,
      6,
    );
    expect(result.ids).toEqual([...boardPinIds].reverse());
  });

  it('section.pins returns every pin of the section exactly once, newest first', async () => {
    const { client, user } = await newUser(app);
    const b = await createBoard(client, { name: 'Sectioned' });
    const section = await createSection(client, { boardId: b.entityId, name: 'Only these' });
    const inSection: string[] = [];
    for (let i = 0; i < 8; i++) {
      inSection.push(
        (await savePin(app, user, { boardId: b.entityId, sectionId: section.entityId, imageId })).id,
      );
      await savePin(app, user, { boardId: b.entityId, imageId });
    }
    const result = await walk(
      client,
      graphql(
        `query PaginationSectionPinsPage($id: ID!, $first: Int, $after: String) { node(id: $id) { ... on BoardSection { pins(first: $first, after: $after) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } } } }`,
      ),
      { id: section.id },
      (d) => (d.node as { pins: Connection }).pins,
      3,
    );
    expect(result.ids).toEqual(inSection.reverse());
    expect(result.pageSizes).toEqual([3, 3, 2]);
  });

  it('board.sections returns every section exactly once, in board order', async () => {
    const { client } = await newUser(app);
    const b = await createBoard(client, { name: 'Many sections' });
    const created: string[] = [];
    for (let i = 0; i < 7; i++) {
      created.push((await createSection(client, { boardId: b.entityId, name: `Section ${i}` })).entityId);
    }
    const result = await walk(
      client,
      graphql(
        `query PaginationBoardSectionsPage($id: String!, $first: Int, $after: String) { board(id: $id) { sections(first: $first, after: $after) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } } }`,
      ),
      { id: b.entityId },
      (d) => (d.board as { sections: Connection }).sections,
      3,
    );
    expect(result.ids).toEqual(created);
    expect(result.hasNextPage).toEqual([true, true, false]);
  });

  it('user.boards lists boards most recently changed first, and saving a pin moves a board to the front', async () => {
    const { client, user } = await newUser(app);
    const made: TestBoard[] = [];
    for (let i = 0; i < 5; i++) made.push(await createBoard(client, { name: `Board ${i}` }));
    const query = graphql(
      `query PaginationUserBoardsPage($u: String!, $first: Int, $after: String) { user(username: $u) { boards(first: $first, after: $after) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } } }`,
    );
    const boardsOf = (d: PaginationUserBoardsPageQuery) => d.user!.boards;
    const before = await walk(client, query, { u: user.username }, boardsOf, 2);
    expect(before.ids).toEqual(made.map((b) => b.entityId).reverse());
    await savePin(app, user, { boardId: made[1]!.entityId, imageId });
    const after = await walk(client, query, { u: user.username }, boardsOf, 2);
    expect(after.ids).toEqual([made[1], made[4], made[3], made[2], made[0]].map((b) => b!.entityId));
  });

  // board_order_modified_at keeps milliseconds, so cursors (JavaScript dates) never fall between two rows.
  it('user.boards pages through boards changed in the same instant (one bulk insert)', async () => {
    const { client, user } = await newUser(app);
    await app.db
      .insertInto('boards')
      .values(
        Array.from({ length: 6 }, (_, i) => ({
          owner_id: user.id,
          name: `Imported ${i}`,
          slug: `imported-${i}`,
          privacy: 'public' as const,
          cover_image_id: null,
          // What now() gives every row of one transaction on Postgres: one instant, to the microsecond.
          board_order_modified_at: sql<Date>`'2024-05-01 12:00:00.123456+00'::timestamptz`,
        })),
      )
      .execute();
    const result = await walk(
      client,
      graphql(
        `query PaginationUserBoardsPage($u: String!, $first: Int, $after: String) { user(username: $u) { boards(first: $first, after: $after) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } } }`,
      ),
      { u: user.username },
      (d) => (d.user as { boards: Connection }).boards,
      2,
    );
    expect(result.ids).toHaveLength(6);
    expect(new Set(result.ids).size).toBe(6);
  });

  it('caps a page at 100 items however many are asked for', async () => {
    const { homeFeed } = await app
      .client()
      .query(
        graphql(
          `query PaginationHomeFeed { homeFeed(first: 1000) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } }`,
        ),
      );
    const total = await app.db
      .selectFrom('pins')
      .innerJoin('boards', 'boards.id', 'pins.board_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('boards.privacy', '=', 'public')
      .executeTakeFirstOrThrow();
    expect(homeFeed.edges.length).toBe(Math.min(100, Number(total.n)));
  });

  describe('a cursor the list did not give out', () => {
    const forged = Buffer.from(JSON.stringify(['soon', '1'])).toString('base64url');

    it.each([
      ['garbage', 'not-a-cursor'],
      ['a forged sort key', forged],
    ])('GraphQL answers a VALIDATION error under the argument (%s), not page 1', async (_, after) => {
      const result = await app.client().gql(BOARD_PINS, { id: board.entityId, first: 5, after });
      expect(result.errors?.[0]).toMatchObject({
        message: PAGE_CURSOR_INVALID,
        extensions: { code: 'VALIDATION', field: 'after' },
      });
    });

    it('GraphQL refuses a board-list cursor (a time) on a pin list, and a pin cursor on the board list', async () => {
      const boards = await app
        .client()
        .query(
          graphql(
            `query PaginationUser($u: String!) { user(username: $u) { boards(first: 1) { edges { cursor node { entityId } } pageInfo { hasNextPage endCursor } } } }`,
          ),
          { u: owner.username },
        );
      const boardCursor = boards.user!.boards.edges[0]!.cursor;
      const onPins = await app.client().gql(BOARD_PINS, { id: board.entityId, first: 5, after: boardCursor });
      expect(onPins.errors?.[0]?.message).toBe(PAGE_CURSOR_INVALID);
      const pins = boardPins(await app.client().query(BOARD_PINS, { id: board.entityId, first: 1 }));
      const onBoards = await app
        .client()
        .gql(
          graphql(
            `query PaginationUser2($u: String!, $after: String) { user(username: $u) { boards(first: 1, after: $after) { edges { cursor } } } }`,
          ),
          { u: owner.username, after: pins.edges[0]!.cursor },
        );
      expect(onBoards.errors?.[0]?.message).toBe(PAGE_CURSOR_INVALID);
    });

    it('REST answers 400 with the text for a bad bookmark, and the next page for a good one', async () => {
      const bad = await restJson(await app.client().get('/v3/feeds/home/?page_size=2&bookmark=not-a-cursor'));
      expect(bad).toEqual({
        status: 400,
        body: {
          status: 'failure',
          code: 1,
          message: PAGE_CURSOR_INVALID,
          message_detail: null,
          api_error_code: 1,
        },
      });
      const first = await restJson<{ pins: { id: string }[]; bookmark: string | null }>(
        await app.client().get('/v3/feeds/home/?page_size=2'),
      );
      if (first.body.status !== 'success' || !first.body.data.bookmark) throw new Error('no first page');
      const next = await restJson<{ pins: { id: string }[] }>(
        await app.client().get(`/v3/feeds/home/?page_size=2&bookmark=${first.body.data.bookmark}`),
      );
      if (next.body.status !== 'success') throw new Error(next.body.message);
      expect(next.body.data.pins.map((p) => p.id)).not.toContain(first.body.data.pins[0]!.id);
    });

    it('REST search answers 400 with the text for a bad bookmark', async () => {
      const options = { query: 'Pin', scope: 'pins', bookmarks: [forged] };
      const bad = await restJson(
        await app.client().get(`/resource/BaseSearchResource/get/${resourceQuery(options)}`),
      );
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ status: 'failure', message: PAGE_CURSOR_INVALID });
    });
  });
});
