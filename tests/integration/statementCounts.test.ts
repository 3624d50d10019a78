import { type DocumentNode, print } from 'graphql';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BoardRouteQueryDocument,
  FollowingFeedRouteQueryDocument,
  HomeFeedRouteQueryDocument,
  PickerBoardsQueryDocument,
  ProfileRouteQueryDocument,
  SearchBoardsRouteQueryDocument,
  SearchPinsRouteQueryDocument,
  SearchUsersRouteQueryDocument,
  SectionRouteQueryDocument,
} from '../../client/src/gql/graphql';
import type { Viewer } from '../../server/domain/context';
import { followBoard } from '../../server/domain/social';
import { addCollaborator, newUser } from '../support/fixtures';
import { resourceQuery, type TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

// A page of cards costs the same number of statements whatever its size: the rows each card shows (picture,
// board, owner, pinner, avatar, covers, previews) are loaded for the whole page at once, never once per item.
// Every list the REST shim and the client's pages ask for is read at 5, 25 and 50 items over the same data.

/**
 * The most statements a list page may run, its session lookup included. The board and profile pages are held to
 * it too: the board or person they show in full (owner, picture, cover, the viewer's follow, block, archive and
 * collaboration) comes with the lookup itself.
 */
const PAGE_BUDGET = 6;
/** Search pages: the search itself, then the cards of what it found. */
const SEARCH_PAGE_BUDGET = 7;
const SIZES = [5, 25, 50] as const;

let app: TestApp;
let client: TestClient;
let viewer: Viewer;
let owner: Viewer;
let bigBoard: { id: string; slug: string };
let bigSection: { id: string; slug: string };
/** The slugs of boards with 5, 25 and 50 sections, each section with a pin. */
const sectionBoards = new Map<number, { id: string; slug: string }>();
/** People owning 5, 25 and 50 boards, each board with a pin; signed in for the board picker. */
const boardOwners = new Map<number, { client: TestClient; username: string }>();

let imageSequence = 0;
/** Picture rows of their own (no files: only their signatures reach the answers). */
async function images(count: number): Promise<string[]> {
  if (count === 0) return [];
  const rows = await app.db
    .insertInto('images')
    .values(
      Array.from({ length: count }, () => {
        imageSequence += 1;
        return {
          signature: `${imageSequence.toString(16).padStart(8, '0')}${'ab'.repeat(12)}`,
          width: 400,
          height: 600,
          format: 'jpg',
          byte_size: 1000,
          dominant_color: '#aabbcc',
        };
      }),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

async function person(name: string) {
  const { client: personClient, user } = await newUser(app, { fullName: name });
  const [avatar] = await images(1);
  await app.db.updateTable('users').set({ image_id: avatar! }).where('id', '=', user.id).execute();
  return { client: personClient, viewer: { id: user.id, username: user.username } satisfies Viewer };
}

/** Boards written straight to the tables (the writes' rules are not what this file is about). */
async function boards(ownerId: string, names: string[]): Promise<{ id: string; slug: string }[]> {
  return app.db
    .insertInto('boards')
    .values(
      names.map((name, i) => ({
        owner_id: ownerId,
        name,
        slug: `board-${imageSequence}-${i}`,
        privacy: 'public' as const,
      })),
    )
    .returning(['id', 'slug'])
    .execute();
}

async function pins(rows: { boardId: string; sectionId?: string; pinnerId: string; title: string }[]) {
  const pictures = await images(rows.length);
  await app.db
    .insertInto('pins')
    .values(
      rows.map((row, i) => ({
        board_id: row.boardId,
        section_id: row.sectionId ?? null,
        pinner_id: row.pinnerId,
        image_id: pictures[i]!,
        source_pin_id: null,
        title: row.title,
        link: null,
        color: null,
      })),
    )
    .execute();
}

async function sections(boardId: string, count: number): Promise<{ id: string; slug: string }[]> {
  return app.db
    .insertInto('board_sections')
    .values(
      Array.from({ length: count }, (_, i) => ({
        board_id: boardId,
        title: `Part ${i}`,
        slug: `part-${i}`,
        position: i + 1,
      })),
    )
    .returning(['id', 'slug'])
    .execute();
}

beforeAll(async () => {
  app = await startTestApp({ mailWorker: false });
  ({ client, viewer } = await person('Vera Viewer'));
  const ownerPerson = await person('Olga Owner');
  owner = ownerPerson.viewer;
  const pinners = [owner];
  for (const name of ['Pia', 'Pete', 'Paz', 'Pol']) pinners.push((await person(`${name} Tulipfan`)).viewer);

  // The big board: 55 pins in one section, saved by five different people (owner and collaborators).
  [bigBoard] = (await boards(owner.id, ['Tulip fields'])) as [{ id: string; slug: string }];
  [bigSection] = (await sections(bigBoard.id, 1)) as [{ id: string; slug: string }];
  for (const p of pinners.slice(1)) await addCollaborator(app, bigBoard.id, p.id);
  await pins(
    Array.from({ length: 55 }, (_, i) => ({
      boardId: bigBoard.id,
      sectionId: bigSection.id,
      pinnerId: pinners[i % pinners.length]!.id,
      title: `Tulip ${i}`,
    })),
  );
  await followBoard(app.context(viewer), bigBoard.id, 'web');
  // Each of its pins is an approved paid partnership with a business: the label comes with the cards' query.
  const brand = pinners[1]!;
  await app.db.updateTable('users').set({ is_partner: true }).where('id', '=', brand.id).execute();
  const bigPins = await app.db
    .selectFrom('pins')
    .select(['id', 'pinner_id'])
    .where('board_id', '=', bigBoard.id)
    .execute();
  await app.db
    .insertInto('pin_sponsorships')
    .values(
      bigPins.map((pin) => ({ pin_id: pin.id, creator_id: pin.pinner_id, brand_id: brand.id, status: 1 })),
    )
    .execute();
  await sql`update pins set sponsorship_id = s.id from pin_sponsorships s where s.pin_id = pins.id`.execute(
    app.db,
  );

  for (const count of SIZES) {
    const [board] = await boards(owner.id, [`Sections ${count}`]);
    const parts = await sections(board!.id, count);
    await pins(
      parts.map((part) => ({ boardId: board!.id, sectionId: part.id, pinnerId: owner.id, title: 'x' })),
    );
    sectionBoards.set(count, board!);
  }
  for (const count of SIZES) {
    const collector = await person(`Tulip Collector ${count}`);
    const owned = await boards(
      collector.viewer.id,
      Array.from({ length: count }, (_, i) => `Tulip board ${i}`),
    );
    await pins(owned.map((board) => ({ boardId: board.id, pinnerId: collector.viewer.id, title: 'y' })));
    boardOwners.set(count, { client: collector.client, username: collector.viewer.username });
  }
  // People to find by name.
  const avatars = await images(55);
  await app.db
    .insertInto('users')
    .values(
      avatars.map((imageId, i) => ({
        username: `tulipista${i}`,
        email: `tulipista${i}@example.com`,
        password_hash: null,
        full_name: `Tulipista ${i}`,
        birth_date: null,
        image_id: imageId,
        email_verified_at: null,
        email_verification_sent_at: null,
        business_name: null,
        business_website: null,
        business_country: null,
      })),
    )
    .execute();
}, 60_000);

afterAll(async () => {
  await app?.close();
});

/** How many times each read is repeated; the fewest statements of these runs is what it is measured by. */
const RUNS = 3;

/**
 * Runs one read request a few times and returns the statements of the run that needed the fewest.
 * NOTE: on a pooled server, rows a loader waits for may come back on different ticks and split one batch in two,
 * so a single run can count one or two statements more than the code asks for. Every run does the same work,
 * so an N+1 shows in each of them: the fewest is the honest count.
 */
async function counted(run: () => Promise<Response | unknown>): Promise<{ count: number; sql: string[] }> {
  let best: { count: number; sql: string[] } | null = null;
  for (let attempt = 0; attempt < RUNS; attempt += 1) {
    app.statements.reset();
    const result = await run();
    if (result instanceof Response) {
      const body = (await result.json()) as { status?: string };
      expect(result.status, JSON.stringify(body).slice(0, 500)).toBe(200);
    }
    if (best === null || app.statements.count < best.count) {
      best = { count: app.statements.count, sql: app.statements.statements() };
    }
  }
  return best as { count: number; sql: string[] };
}

async function graphqlCount(
  who: TestClient,
  document: DocumentNode,
  variables: Record<string, unknown>,
  itemsOf: (data: Record<string, unknown>) => unknown[],
  size: number,
) {
  let items = 0;
  const measured = await counted(async () => {
    const data = await who.query<Record<string, unknown>>(print(document), variables);
    items = itemsOf(data).length;
  });
  // The data must hold the page asked for, or the comparison would prove nothing.
  expect(items).toBeGreaterThanOrEqual(size);
  return measured;
}

/** Asserts the counts of the three sizes are equal and within the budget, showing the SQL when not. */
function expectConstant(counts: { count: number; sql: string[] }[], budget = PAGE_BUDGET) {
  const numbers = counts.map((c) => c.count);
  const detail = `statements per size ${SIZES.join('/')}: ${numbers.join('/')}\n${counts[2]?.sql.join('\n')}`;
  // A page that loaded per item would differ by tens between 5 and 50 items. On Postgres, loader batches that
  // the pool's timing split in every run can add one or two statements at one size: the page is held to its
  // budget at its best size and to two more at any size.
  expect(Math.max(...numbers) - Math.min(...numbers), detail).toBeLessThanOrEqual(2);
  expect(Math.min(...numbers), detail).toBeLessThanOrEqual(budget);
  expect(Math.max(...numbers), detail).toBeLessThanOrEqual(budget + 2);
  // People on cards, pages and in search are read by their columns: the password hash is never among them.
  for (const statement of counts.flatMap((c) => c.sql)) {
    expect(statement).not.toMatch(/password_hash|select \* from "users"|"users"\.\*/);
  }
}

const edgesOf = (connection: unknown) => (connection as { edges: unknown[] }).edges;

describe('GraphQL pages run a constant number of statements whatever their size', () => {
  it('home feed', async () => {
    const counts = [];
    for (const size of SIZES)
      counts.push(
        await graphqlCount(
          client,
          HomeFeedRouteQueryDocument,
          { first: size },
          (d) => edgesOf(d.homeFeed),
          size,
        ),
      );
    expectConstant(counts);
  });

  it('following feed', async () => {
    const counts = [];
    for (const size of SIZES)
      counts.push(
        await graphqlCount(
          client,
          FollowingFeedRouteQueryDocument,
          { first: size },
          (d) => edgesOf(d.followingFeed),
          size,
        ),
      );
    expectConstant(counts);
  });

  it('board page', async () => {
    const counts = [];
    for (const size of SIZES)
      counts.push(
        await graphqlCount(
          client,
          BoardRouteQueryDocument,
          { username: owner.username, slug: bigBoard.slug, sections: 20, first: size },
          (d) => edgesOf((d.board as { pins: unknown }).pins),
          size,
        ),
      );
    expectConstant(counts);
  });

  it('board page sections', async () => {
    const counts = [];
    for (const size of SIZES) {
      counts.push(
        await graphqlCount(
          client,
          BoardRouteQueryDocument,
          { username: owner.username, slug: sectionBoards.get(size)!.slug, sections: size, first: 1 },
          (d) => edgesOf((d.board as { sections: unknown }).sections),
          size,
        ),
      );
    }
    expectConstant(counts);
  });

  it('section page', async () => {
    const counts = [];
    for (const size of SIZES)
      counts.push(
        await graphqlCount(
          client,
          SectionRouteQueryDocument,
          { boardId: bigBoard.id, slug: bigSection.slug, first: size },
          (d) => edgesOf((d.boardSection as { pins: unknown }).pins),
          size,
        ),
      );
    expectConstant(counts);
  });

  it('profile page', async () => {
    const counts = [];
    for (const size of SIZES)
      counts.push(
        await graphqlCount(
          client,
          ProfileRouteQueryDocument,
          { username: boardOwners.get(50)!.username, first: size },
          (d) => edgesOf((d.user as { boards: unknown }).boards),
          size,
        ),
      );
    expectConstant(counts);
  });

  it('search pins, boards and people', async () => {
    const scopes = [
      [SearchPinsRouteQueryDocument, 'searchPins'],
      [SearchBoardsRouteQueryDocument, 'searchBoards'],
      [SearchUsersRouteQueryDocument, 'searchUsers'],
    ] as const;
    for (const [document, field] of scopes) {
      const counts = [];
      for (const size of SIZES)
        counts.push(
          await graphqlCount(
            client,
            document,
            { query: 'tulip', first: size },
            (d) => edgesOf(d[field]),
            size,
          ),
        );
      expectConstant(counts, SEARCH_PAGE_BUDGET);
    }
  });

  it('board picker', async () => {
    const counts = [];
    for (const size of SIZES)
      counts.push(
        await graphqlCount(
          boardOwners.get(size)!.client,
          PickerBoardsQueryDocument,
          { shortlist: 2 },
          (d) => (d.boardPicker as { allBoards: unknown[] }).allBoards,
          size,
        ),
      );
    expectConstant(counts);
  });
});

describe('REST lists run a constant number of statements whatever their size', () => {
  it('/v3/feeds/home/', async () => {
    const counts = [];
    for (const size of SIZES)
      counts.push(await counted(() => client.get(`/v3/feeds/home/?page_size=${size}`)));
    expectConstant(counts);
  });

  it('BaseSearchResource for pins, boards and people', async () => {
    for (const scope of ['pins', 'boards', 'users']) {
      const counts = [];
      for (const size of SIZES)
        counts.push(
          await counted(() =>
            client.get(
              `/resource/BaseSearchResource/get/${resourceQuery({ query: 'tulip', scope, page_size: size })}`,
            ),
          ),
        );
      expectConstant(counts, SEARCH_PAGE_BUDGET);
    }
  });

  it('BoardPickerBoardsResource', async () => {
    const counts = [];
    for (const size of SIZES)
      counts.push(
        await counted(() =>
          boardOwners.get(size)!.client.get(`/resource/BoardPickerBoardsResource/get/${resourceQuery({})}`),
        ),
      );
    expectConstant(counts);
  });

  it('BoardSectionsResource', async () => {
    const counts = [];
    for (const size of SIZES)
      counts.push(
        await counted(() =>
          client.get(
            `/resource/BoardSectionsResource/get/${resourceQuery({ board_id: sectionBoards.get(size)!.id })}`,
          ),
        ),
      );
    expectConstant(counts);
  });

  it('CollaboratorTypeaheadResource', async () => {
    // One, six and ten (its cap) people match these.
    const counts = [];
    for (const term of ['tulipista0', 'tulipista5', 'tulipista'])
      counts.push(
        await counted(() =>
          client.get(`/resource/CollaboratorTypeaheadResource/get/${resourceQuery({ term })}`),
        ),
      );
    expectConstant(counts);
  });
});

describe('board card thumbnails', () => {
  it('images170x (GraphQL) and images["170x"] (REST) are 170x-wide pictures, not 236x', async () => {
    const { client: collector, username } = boardOwners.get(5)!;
    const data = await collector.query<{ user: { boards: { edges: { node: { images170x: string[] } }[] } } }>(
      print(ProfileRouteQueryDocument),
      { username, first: 5 },
    );
    const graphqlUrls = data.user.boards.edges.flatMap((edge) => edge.node.images170x);
    const rest = (await (
      await collector.get(`/resource/BoardPickerBoardsResource/get/${resourceQuery({})}`)
    ).json()) as { data: { all_boards: { images: { '170x': { url: string }[] } }[] } };
    const restUrls = rest.data.all_boards.flatMap((board) => board.images['170x'].map((image) => image.url));
    expect(graphqlUrls).toHaveLength(5);
    expect(restUrls).toHaveLength(5);
    for (const url of [...graphqlUrls, ...restUrls]) expect(url).toMatch(/^\/media\/170x\//);
  });
});
