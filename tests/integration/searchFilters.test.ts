import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeImage } from '../../server/domain/media/media';
import { graphql } from '../gql';
import type { SearchFiltersPinsQueryVariables } from '../gql/graphql';
import { createBoard, newUser, savePin, type TestBoard, type TestUser } from '../support/fixtures';
import { resourceQuery, restJson, type TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

// The search scopes and filters of a search address: each filter narrows what the words found, the scopes
// about one's own things need a signed-in person, and the shopping and idea scopes answer empty here (no pin of this
// file has a price; tests/integration/productPins.test.ts searches product pins).

let app: TestApp;
let ann: { client: TestClient; user: TestUser };
let bob: { client: TestClient; user: TestUser };
let annBoard: TestBoard;
let secretBoard: TestBoard;
let colours = 0;

/** A picture of one colour, stored as an upload would be (its dominant colour is that colour). */
async function picture(r: number, g: number, b: number): Promise<string> {
  colours += 1;
  const data = await sharp({
    create: { width: 140 + colours, height: 160, channels: 3, background: { r, g, b } },
  })
    .png()
    .toBuffer();
  return (await storeImage(app.db, app.media, data)).id;
}

/** Makes a pin a video pin: its picture becomes the video's cover frame. */
async function makeVideo(pinId: string, coverImageId: string): Promise<void> {
  const video = await app.db
    .insertInto('videos')
    .values({
      signature: `video-${pinId}`,
      format: 'mp4',
      width: 640,
      height: 360,
      duration_ms: 4000,
      byte_size: 1000,
      cover_image_id: coverImageId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db.updateTable('pins').set({ video_id: video.id }).where('id', '=', pinId).execute();
}

beforeAll(async () => {
  app = await startTestApp();
  ann = await newUser(app);
  bob = await newUser(app);
  annBoard = await createBoard(ann.client, { name: 'Garden walks' });
  secretBoard = await createBoard(ann.client, { name: 'Garden plans', privacy: 'secret' });
  const bobBoard = await createBoard(bob.client, { name: 'Garden tools' });
  const save = async (by: TestUser, board: TestBoard, title: string, imageId: string, link?: string) =>
    savePin(app, by, { boardId: board.entityId, title, imageId, link });
  await save(
    ann.user,
    annBoard,
    'Garden red roses',
    await picture(200, 20, 30),
    'https://www.roses.example/red',
  );
  await save(
    ann.user,
    annBoard,
    'Garden blue door',
    await picture(30, 60, 210),
    'https://shop.doors.example/b',
  );
  const video = await save(ann.user, annBoard, 'Garden walk video', await picture(30, 160, 40));
  await makeVideo(video.id, video.image_id);
  await save(bob.user, bobBoard, 'Garden red shed', await picture(190, 30, 20), 'https://sheds.example/');
  await save(ann.user, secretBoard, 'Garden secret red bench', await picture(210, 10, 10));
  // An old pin: saved two months ago, so "posted within a week" leaves it out.
  const old = await save(bob.user, bobBoard, 'Garden old red gate', await picture(205, 25, 25));
  await app.db
    .updateTable('pins')
    .set({ created_at: new Date(Date.now() - 60 * 24 * 3600 * 1000) })
    .where('id', '=', old.id)
    .execute();
});
afterAll(async () => {
  await app?.close();
});

const SEARCH = graphql(`
  query SearchFiltersPins($q: String!, $scope: PinSearchScope, $filters: SearchFiltersInput) {
    searchPins(query: $q, scope: $scope, filters: $filters, first: 50) { edges { node { title } } }
  }`);

type SearchVariables = Omit<SearchFiltersPinsQueryVariables, 'q'>;

async function titles(client: TestClient, variables: SearchVariables = {}): Promise<string[]> {
  const data = await client.query(SEARCH, { q: 'garden', ...variables });
  return data.searchPins.edges.map((edge) => edge.node.title).sort();
}

describe('search filters', () => {
  it('colors keeps the pictures whose main colour is in the families asked', async () => {
    expect(await titles(bob.client, { filters: { colors: ['red'] } })).toEqual([
      'Garden old red gate',
      'Garden red roses',
      'Garden red shed',
    ]);
    expect(await titles(bob.client, { filters: { colors: ['blue', 'green'] } })).toEqual([
      'Garden blue door',
      'Garden walk video',
    ]);
  });

  it('the owner finds their secret pin by colour too, and no one else does', async () => {
    expect(await titles(ann.client, { filters: { colors: ['red'] } })).toContain('Garden secret red bench');
    expect(await titles(bob.client, { filters: { colors: ['red'] } })).not.toContain(
      'Garden secret red bench',
    );
  });

  it('domains keeps pins linking to the site or its subdomains, whatever way the site is written', async () => {
    expect(
      await titles(bob.client, { filters: { domains: ['https://roses.example/x', 'doors.example'] } }),
    ).toEqual(['Garden blue door', 'Garden red roses']);
  });

  it('mediaType and the videos scope keep video pins, or pictures only', async () => {
    expect(await titles(bob.client, { scope: 'videos' })).toEqual(['Garden walk video']);
    expect(await titles(bob.client, { filters: { mediaType: 'video' } })).toEqual(['Garden walk video']);
    expect(await titles(bob.client, { filters: { mediaType: 'image' } })).not.toContain('Garden walk video');
  });

  it('postedWithin leaves out older pins; user keeps one person’s saves', async () => {
    expect(await titles(bob.client, { filters: { postedWithin: 'week' } })).not.toContain(
      'Garden old red gate',
    );
    expect(await titles(bob.client, { filters: { postedWithin: 'year' } })).toContain('Garden old red gate');
    expect(await titles(ann.client, { filters: { user: bob.user.username } })).toEqual([
      'Garden old red gate',
      'Garden red shed',
    ]);
    expect(await titles(ann.client, { filters: { user: 'nobody_here' } })).toEqual([]);
  });
});

describe('colour families', () => {
  it('names a dominant colour as people would: hue for bright colours, black, white, gray and brown apart', async () => {
    const named = new Map([
      ['#d01010', 'red'],
      ['#f08020', 'orange'],
      ['#f0e030', 'yellow'],
      ['#20a040', 'green'],
      ['#20b0b0', 'teal'],
      ['#2040d0', 'blue'],
      ['#8030c0', 'purple'],
      ['#f070b0', 'pink'],
      ['#704020', 'brown'],
      ['#101010', 'black'],
      ['#808080', 'gray'],
      ['#f4f4f2', 'white'],
    ]);
    for (const [hex, family] of named) {
      const { rows } = await sql<{ family: string | null }>`select color_family_of(${hex}) as family`.execute(
        app.db,
      );
      expect([hex, rows[0]?.family]).toEqual([hex, family]);
    }
    const { rows } = await sql<{
      family: string | null;
    }>`select color_family_of('not a colour') as family`.execute(app.db);
    expect(rows[0]?.family).toBeNull();
  });
});

describe('search scopes', () => {
  it('my_pins lists only the searcher’s own pins, secret ones included', async () => {
    expect(await titles(ann.client, { scope: 'my_pins' })).toEqual([
      'Garden blue door',
      'Garden red roses',
      'Garden secret red bench',
      'Garden walk video',
    ]);
  });

  it('my_pins needs someone signed in', async () => {
    const result = await app.client().gql(SEARCH, { q: 'garden', scope: 'my_pins' });
    expect(result.errors?.[0]?.message).toMatch(/log in/i);
  });

  it('the shopping scopes answer empty when no matching pin has a price; idea pins always do', async () => {
    for (const scope of ['buyable_pins', 'shop_tool', 'idea_pins'] as const) {
      expect(await titles(bob.client, { scope })).toEqual([]);
    }
  });

  it('searchBoards in my_content lists the searcher’s own boards, not others’', async () => {
    const data = await ann.client.query(
      graphql(`query SearchFiltersOwnBoards($q: String!) {
        searchBoards(query: $q, scope: my_content) { edges { node { name } } }
      }`),
      { q: 'garden' },
    );
    expect(data.searchBoards.edges.map((edge) => edge.node.name).sort()).toEqual([
      'Garden plans',
      'Garden walks',
    ]);
  });

  it('the legacy search resource reads the same scopes and filters', async () => {
    const { status, body } = await restJson(
      await bob.client.get(
        `/resource/BaseSearchResource/get/${resourceQuery({ query: 'garden', scope: 'videos', page_size: '10' })}`,
      ),
    );
    expect(status).toBe(200);
    expect(JSON.stringify(body)).toContain('Garden walk video');
    const red = await restJson(
      await bob.client.get(
        `/resource/BaseSearchResource/get/${resourceQuery({ query: 'garden', scope: 'pins', colors: 'red,blue' })}`,
      ),
    );
    expect(JSON.stringify(red.body)).toContain('Garden blue door');
    expect(JSON.stringify(red.body)).not.toContain('Garden walk video');
  });
});
