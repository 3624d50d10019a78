import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletePin } from '../../server/domain/moves';
import { updatePin } from '../../server/domain/pins';
import { refreshTypeaheadSuggestions } from '../../server/domain/search';
import { blockUser } from '../../server/domain/social';
import { graphql } from '../gql';
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
import { resourceQuery, restJson, type TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;
let olivia: { client: TestClient; user: TestUser };
let stranger: { client: TestClient; user: TestUser };
let blocker: { client: TestClient; user: TestUser };
let kitchen: TestBoard;
let secret: TestBoard;
let pictures = 0;

/** Every pin here shows a picture of its own (search shows a picture saved many times once). */
async function nextPicture(): Promise<string> {
  pictures += 1;
  return (await storeTestImage(app, 1000 + pictures)).id;
}

beforeAll(async () => {
  app = await startTestApp();
  olivia = await newUser(app, { fullName: 'Olivia Baker' });
  stranger = await newUser(app, { fullName: 'Sam Stranger' });
  blocker = await newUser(app, { fullName: 'Oliver Blocker' });
  kitchen = await createBoard(olivia.client, { name: 'Kitchen Ideas', description: 'Olive trees and more' });
  secret = await createBoard(olivia.client, { name: 'Olive Secrets', privacy: 'secret' });
  const protectedBoard = await createBoard(olivia.client, { name: 'Olive Campaign' });
  await makeProtected(app, protectedBoard.entityId);
  const pin = async (board: TestBoard, title: string, description = '', by = olivia.user) =>
    savePin(app, by, { boardId: board.entityId, title, description, imageId: await nextPicture() });
  await pin(kitchen, 'Olive oil cake', 'Moist and lemony #baking');
  await pin(kitchen, 'Lemon tart', 'Topped with candied olive slices');
  await pin(kitchen, 'Olive tapenade');
  await pin(secret, 'Olive bread (secret recipe)');
  await pin(protectedBoard, 'Olive ad creative');
  const blockersBoard = await createBoard(blocker.client, { name: 'Olive groves' });
  await pin(blockersBoard, 'Olive harvest', '', blocker.user);
  await blockUser(app.context({ id: blocker.user.id, username: blocker.user.username }), stranger.user.id);
  // The server's job rebuilds the typeahead's suggestions every few minutes; here, once the pins exist.
  await refreshTypeaheadSuggestions(app.db);
});
afterAll(async () => {
  await app?.close();
});

const SEARCH_PINS = graphql(`
  query SearchSearchPins($q: String!, $first: Int, $after: String) {
    searchPins(query: $q, first: $first, after: $after) {
      edges { cursor node { entityId title } }
      pageInfo { hasNextPage endCursor }
    }
  }`);
interface PinsPage {
  searchPins: {
    edges: { cursor: string; node: { entityId: string; title: string } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

async function pinTitles(client: TestClient, q: string): Promise<string[]> {
  const data = await client.query(SEARCH_PINS, { q, first: 50 });
  return data.searchPins.edges.map((edge) => edge.node.title);
}

async function boardNames(client: TestClient, q: string): Promise<string[]> {
  const data = await client.query(
    graphql(`query SearchSearchBoards($q: String!) { searchBoards(query: $q) { edges { node { name } } } }`),
    { q },
  );
  return data.searchBoards.edges.map((edge) => edge.node.name);
}

async function peopleNames(client: TestClient, q: string): Promise<string[]> {
  const data = await client.query(
    graphql(
      `query SearchSearchUsers($q: String!) { searchUsers(query: $q) { edges { node { fullName } } } }`,
    ),
    { q },
  );
  return data.searchUsers.edges.map((edge) => edge.node.fullName);
}
const TYPEAHEAD = graphql(`
  query SearchTypeahead($term: String!, $scope: SearchScope, $count: Int) {
    typeahead(term: $term, scope: $scope, count: $count) { items { kind query user { fullName } } hint }
  }`);

describe('searching pins', () => {
  it('matches every word as a word prefix, titles before descriptions', async () => {
    const anonymous = app.client();
    const found = await pinTitles(anonymous, 'oli');
    // Equal title matches, newest first; the description-only match after them.
    expect(found).toEqual(['Olive harvest', 'Olive tapenade', 'Olive oil cake', 'Lemon tart']);
    expect(await pinTitles(anonymous, 'olive cake')).toEqual(['Olive oil cake']);
    expect(await pinTitles(anonymous, 'BAKING')).toEqual(['Olive oil cake']);
    expect(await pinTitles(anonymous, 'pizza')).toEqual([]);
  });

  it('never shows a secret board’s pins to anyone outside it; its owner and collaborators find them', async () => {
    expect(await pinTitles(app.client(), 'bread')).toEqual([]);
    expect(await pinTitles(stranger.client, 'bread')).toEqual([]);
    expect(await pinTitles(olivia.client, 'bread')).toEqual(['Olive bread (secret recipe)']);
    const helper = await newUser(app);
    await addCollaborator(app, secret.entityId, helper.user.id);
    expect(await pinTitles(helper.client, 'bread')).toEqual(['Olive bread (secret recipe)']);
  });

  it('never shows protected (advertiser) boards’ pins to outsiders', async () => {
    expect(await pinTitles(app.client(), 'creative')).toEqual([]);
    expect(await pinTitles(stranger.client, 'creative')).toEqual([]);
  });

  it('leaves out the pins of people the viewer has a block with', async () => {
    expect(await pinTitles(stranger.client, 'harvest')).toEqual([]);
    expect(await pinTitles(olivia.client, 'harvest')).toEqual(['Olive harvest']);
  });

  it('takes operators and punctuation as plain text, and an empty query finds nothing', async () => {
    expect(await pinTitles(app.client(), "olive & | ! :* ( ' \\")).toHaveLength(4);
    expect(await pinTitles(app.client(), '#baking!!')).toEqual(['Olive oil cake']);
    expect(await pinTitles(app.client(), '   ')).toEqual([]);
    expect(await pinTitles(app.client(), '&&&')).toEqual([]);
  });

  it('shows a picture saved many times once: the pin the others were saved from', async () => {
    const { user, client } = await newUser(app);
    const board = await createBoard(client, { name: 'Rhubarb' });
    const original = await savePin(app, user, {
      boardId: board.entityId,
      title: 'Rhubarb crumble',
      imageId: await nextPicture(),
    });
    const other = await newUser(app);
    const theirs = await createBoard(other.client, { name: 'Desserts' });
    await savePin(app, other.user, {
      boardId: theirs.entityId,
      imageId: original.image_id,
      sourcePinId: original.id,
      title: 'Rhubarb crumble',
    });
    const data = await app.client().query(SEARCH_PINS, { q: 'rhubarb crumble', first: 10 });
    expect(data.searchPins.edges.map((edge) => edge.node.entityId)).toEqual([original.id]);
  });

  it('pages through many results without repeating or skipping one', async () => {
    const { user, client } = await newUser(app);
    const board = await createBoard(client, { name: 'Quinces' });
    for (let i = 0; i < 7; i++)
      await savePin(app, user, {
        boardId: board.entityId,
        title: `Quince jam ${i}`,
        imageId: await nextPicture(),
      });
    const seen: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 10; pages++) {
      const data: PinsPage = await client.query(SEARCH_PINS, { q: 'quince', first: 3, after });
      seen.push(...data.searchPins.edges.map((edge) => edge.node.title));
      if (!data.searchPins.pageInfo.hasNextPage) break;
      after = data.searchPins.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
  });
  it('finds an edited pin by its new words only, ranking a new title word above a description word', async () => {
    const { user, client } = await newUser(app);
    const board = await createBoard(client, { name: 'Plums' });
    const pin = await savePin(app, user, {
      boardId: board.entityId,
      title: 'Damson gin',
      imageId: await nextPicture(),
    });
    const other = await savePin(app, user, {
      boardId: board.entityId,
      title: 'Plum chutney',
      description: 'Spiced with mirabelle',
      imageId: await nextPicture(),
    });
    await updatePin(app.context({ id: user.id, username: user.username }), pin.id, {
      title: 'Mirabelle jam',
      description: 'Small yellow plums',
    });
    expect(await pinTitles(app.client(), 'damson')).toEqual([]);
    // The older pin, now with the word in its title, ranks above the newer one with it in its description.
    expect(await pinTitles(app.client(), 'mirabelle')).toEqual(['Mirabelle jam', 'Plum chutney']);
    expect(await pinTitles(app.client(), 'yellow plums')).toEqual(['Mirabelle jam']);
    await deletePin(app.context({ id: user.id, username: user.username }), other.id);
    expect(await pinTitles(app.client(), 'mirabelle')).toEqual(['Mirabelle jam']);
  });

  it('finds pins written by one statement of many rows, as an import or the benchmark writes them', async () => {
    const { user, client } = await newUser(app);
    const board = await createBoard(client, { name: 'Medlars' });
    const imageId = await nextPicture();
    const secondImageId = await nextPicture();
    await app.db
      .insertInto('pins')
      .values([
        { board_id: board.entityId, pinner_id: user.id, image_id: imageId, title: 'Medlar jelly' },
        { board_id: board.entityId, pinner_id: user.id, image_id: secondImageId, title: 'Bletted medlars' },
      ])
      .execute();
    expect((await pinTitles(app.client(), 'medlar')).sort()).toEqual(['Bletted medlars', 'Medlar jelly']);
  });
});

describe('searching boards and people', () => {
  it('finds public boards by name or description; secret ones only for their members; protected ones never', async () => {
    expect(await boardNames(app.client(), 'olive')).toEqual(['Olive groves', 'Kitchen Ideas']);
    expect(await boardNames(stranger.client, 'olive')).toEqual(['Kitchen Ideas']);
    expect((await boardNames(olivia.client, 'olive')).sort()).toEqual([
      'Kitchen Ideas',
      'Olive Secrets',
      'Olive groves',
    ]);
  });

  it('finds people by name or username, except those with a block either way', async () => {
    expect(await peopleNames(app.client(), 'oliv')).toEqual(
      expect.arrayContaining(['Olivia Baker', 'Oliver Blocker']),
    );
    expect(await peopleNames(stranger.client, 'oliv')).toEqual(['Olivia Baker']);
    expect(await peopleNames(blocker.client, 'sam')).toEqual([]);
    expect(await peopleNames(app.client(), olivia.user.username)).toEqual(['Olivia Baker']);
  });
});

describe('typeahead', () => {
  it('suggests searches from visible titles and people, with the completion as the hint', async () => {
    const { typeahead } = await stranger.client.query(TYPEAHEAD, { term: 'olive t' });
    expect(typeahead.items).toEqual([{ kind: 'QUERY', query: 'olive tapenade', user: null }]);
    expect(typeahead.hint).toBe('olive tapenade');

    const mixed = (await stranger.client.query(TYPEAHEAD, { term: 'oliv' })).typeahead;
    const queries = mixed.items.filter((item) => item.kind === 'QUERY').map((item) => item.query);
    expect(queries).toEqual(expect.arrayContaining(['olive oil cake', 'olive tapenade']));
    // Nothing from the secret board, nothing from the person who blocked the viewer.
    expect(queries.join(' ')).not.toMatch(/bread|harvest|creative/);
    expect(mixed.items.filter((item) => item.kind === 'USER').map((item) => item.user?.fullName)).toEqual([
      'Olivia Baker',
    ]);
  });

  it('keeps to the count, suggests board names in the boards scope and people only in the users scope', async () => {
    const one = (await app.client().query(TYPEAHEAD, { term: 'olive', count: 1 })).typeahead;
    expect(one.items.filter((item) => item.kind === 'QUERY')).toHaveLength(1);
    const boards = (await app.client().query(TYPEAHEAD, { term: 'kit', scope: 'boards' })).typeahead;
    expect(boards.items[0]).toEqual({ kind: 'QUERY', query: 'kitchen ideas', user: null });
    const people = (await app.client().query(TYPEAHEAD, { term: 'olivia', scope: 'users' })).typeahead;
    expect(people.items.map((item) => item.kind)).toEqual(['USER']);
  });

  it('suggests no board names of people the viewer has a block with', async () => {
    const suggested = async (client: TestClient) =>
      (await client.query(TYPEAHEAD, { term: 'olive', scope: 'boards' })).typeahead.items.map(
        (item) => item.query,
      );
    expect(await suggested(app.client())).toContain('olive groves');
    expect(await suggested(stranger.client)).not.toContain('olive groves');
  });

  it('suggests a new public pin’s title once the suggestions are refreshed, and a secret board’s only to its people', async () => {
    const suggested = async (client: TestClient, term: string) =>
      (await client.query(TYPEAHEAD, { term })).typeahead.items
        .filter((item) => item.kind === 'QUERY')
        .map((item) => item.query);
    await savePin(app, olivia.user, {
      boardId: kitchen.entityId,
      title: 'Quark pudding',
      imageId: await nextPicture(),
    });
    await savePin(app, olivia.user, {
      boardId: secret.entityId,
      title: 'Quark surprise',
      imageId: await nextPicture(),
    });
    await refreshTypeaheadSuggestions(app.db);
    expect(await suggested(stranger.client, 'quar')).toEqual(['quark pudding']);
    expect(await suggested(app.client(), 'quark')).toEqual(['quark pudding']);
    // The secret board's own people are reminded of its titles; no one else.
    expect((await suggested(olivia.client, 'quark')).sort()).toEqual(['quark pudding', 'quark surprise']);
  });

  it('stops suggesting a title as soon as no public pin carries it, before the next refresh', async () => {
    const { user, client } = await newUser(app);
    const board = await createBoard(client, { name: 'Zabaglione' });
    await savePin(app, user, {
      boardId: board.entityId,
      title: 'Zabaglione cups',
      imageId: await nextPicture(),
    });
    await refreshTypeaheadSuggestions(app.db);
    const suggested = async () =>
      (await app.client().query(TYPEAHEAD, { term: 'zabag' })).typeahead.items.map((item) => item.query);
    expect(await suggested()).toEqual(['zabaglione cups']);
    await app.db.updateTable('boards').set({ privacy: 'secret' }).where('id', '=', board.entityId).execute();
    expect(await suggested()).toEqual([]);
  });

  it('answers an empty term with nothing', async () => {
    expect((await app.client().query(TYPEAHEAD, { term: '  ' })).typeahead).toEqual({
      items: [],
      hint: null,
    });
  });
});

describe('the legacy base search resource', () => {
  const get = (client: TestClient, options: Record<string, unknown>) =>
    client.get(`/resource/BaseSearchResource/get/${resourceQuery(options)}`);

  it('answers typeahead (term, pin_scope) with items and hint', async () => {
    const { body } = await restJson<{ items: { type: string; query?: string }[]; hint: string | null }>(
      await get(app.client(), { term: 'olive t', pin_scope: 'pins' }),
    );
    if (body.status !== 'success') throw new Error(body.message);
    expect(body.data).toEqual({
      items: [{ type: 'query', query: 'olive tapenade' }],
      hint: 'olive tapenade',
    });
  });

  it('answers a query with a page of results and a bookmark for the next', async () => {
    const first = await restJson<{ results: { title: string }[]; bookmark: string | null }>(
      await get(app.client(), { query: 'olive', page_size: 2 }),
    );
    if (first.body.status !== 'success') throw new Error(first.body.message);
    expect(first.body.data.results.map((pin) => pin.title)).toEqual(['Olive harvest', 'Olive tapenade']);
    expect(first.body.data.bookmark).toBeTruthy();
    const second = await restJson<{ results: { title: string }[]; bookmark: string | null }>(
      await get(app.client(), { query: 'olive', page_size: 2, bookmarks: [first.body.data.bookmark] }),
    );
    if (second.body.status !== 'success') throw new Error(second.body.message);
    expect(second.body.data.results.map((pin) => pin.title)).toEqual(['Olive oil cake', 'Lemon tart']);
    expect(second.body.data.bookmark).toBeNull();
  });

  it('refuses an unknown scope with a clear message', async () => {
    const response = await get(app.client(), { query: 'olive', scope: 'ads' });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(
      'Search scope must be one of pins, buyable_pins, my_pins, videos, boards, users, idea_pins, my_content, shop_tool.',
    );
  });
});
