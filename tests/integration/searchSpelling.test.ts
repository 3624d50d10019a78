import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateBoard } from '../../server/domain/boards';
import { refreshSearchVocabulary } from '../../server/domain/searchSpelling';
import { graphql } from '../gql';
import {
  createBoard,
  newUser,
  savePin,
  storeTestImage,
  type TestBoard,
  type TestUser,
} from '../support/fixtures';
import { resourceQuery, restJson, type TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;
let baker: { client: TestClient; user: TestUser };
let stranger: { client: TestClient; user: TestUser };
let desserts: TestBoard;
let pictures = 0;

async function pin(board: TestBoard, title: string, description = ''): Promise<void> {
  pictures += 1;
  const imageId = (await storeTestImage(app, 4200 + pictures)).id;
  await savePin(app, baker.user, { boardId: board.entityId, title, description, imageId });
}

beforeAll(async () => {
  app = await startTestApp();
  baker = await newUser(app, { fullName: 'Bea Baker' });
  stranger = await newUser(app, { fullName: 'Sam Stranger' });
  desserts = await createBoard(baker.client, { name: 'Desserts' });
  const hidden = await createBoard(baker.client, { name: 'Family recipes', privacy: 'secret' });
  await pin(desserts, 'Chocolate cake', 'Dark and moist');
  await pin(desserts, 'Chocolate mousse');
  await pin(desserts, 'Lemon tart', 'With raspberries');
  await pin(hidden, 'Zucchini bread', 'Grandmother’s marmalade glaze');
  // The server's job rebuilds the vocabulary every few minutes; here, once the pins exist.
  await refreshSearchVocabulary(app.db);
});
afterAll(async () => {
  await app?.close();
});

const SEARCH_PINS = graphql(`
  query SpellingSearchPins($q: String!, $scope: PinSearchScope, $autoCorrectionDisabled: Boolean) {
    searchPins(query: $q, scope: $scope, autoCorrectionDisabled: $autoCorrectionDisabled, first: 50) {
      correctedQuery
      edges { node { title } }
    }
  }`);

async function search(
  client: TestClient,
  q: string,
  options: { autoCorrectionDisabled?: boolean; scope?: 'pins' | 'videos' | 'my_pins' } = {},
): Promise<{ correctedQuery: string | null; titles: string[] }> {
  const { searchPins } = await client.query(SEARCH_PINS, { q, ...options });
  return {
    correctedQuery: searchPins.correctedQuery ?? null,
    titles: searchPins.edges.map((e) => e.node.title),
  };
}

describe('spelling correction of pin searches', () => {
  it('answers a misspelt search with the pins of its closest spelling and names it', async () => {
    expect(await search(app.client(), 'chocolte')).toEqual({
      correctedQuery: 'chocolate',
      titles: ['Chocolate mousse', 'Chocolate cake'],
    });
    // Only the unknown word changes; a word that is known (or starts a known one) stays as typed.
    expect(await search(stranger.client, 'chocolate mouse')).toEqual({
      correctedQuery: 'chocolate mousse',
      titles: ['Chocolate mousse'],
    });
    // Two letters swapped in a short word.
    expect(await search(stranger.client, 'lemon tatr')).toEqual({
      correctedQuery: 'lemon tart',
      titles: ['Lemon tart'],
    });
    expect(await search(stranger.client, 'Rasberries!')).toEqual({
      correctedQuery: 'raspberries',
      titles: ['Lemon tart'],
    });
  });

  it('searches exactly what was typed with auto_correction_disabled', async () => {
    expect(await search(app.client(), 'chocolte', { autoCorrectionDisabled: true })).toEqual({
      correctedQuery: null,
      titles: [],
    });
  });

  it('leaves a search that already finds its pins alone, even a few', async () => {
    expect(await search(app.client(), 'chocolate')).toEqual({
      correctedQuery: null,
      titles: ['Chocolate mousse', 'Chocolate cake'],
    });
    // One pin only, but "lemon" is a known word: nothing to correct.
    expect(await search(app.client(), 'lemon')).toEqual({ correctedQuery: null, titles: ['Lemon tart'] });
    // A word with no close spelling is answered as typed, with nothing found.
    expect(await search(app.client(), 'xylophone')).toEqual({ correctedQuery: null, titles: [] });
  });

  it('corrects searches of everyone’s pins only, not of the searcher’s own', async () => {
    expect(await search(baker.client, 'chocolte', { scope: 'my_pins' })).toEqual({
      correctedQuery: null,
      titles: [],
    });
  });

  it('never takes a word from a secret board, not even for its owner', async () => {
    const words = await app.db.selectFrom('search_vocabulary').select('word').execute();
    expect(words.map((row) => row.word)).toEqual(
      expect.arrayContaining(['chocolate', 'mousse', 'raspberries']),
    );
    expect(words.map((row) => row.word)).not.toContain('zucchini');
    expect(words.map((row) => row.word)).not.toContain('marmalade');
    for (const client of [app.client(), stranger.client, baker.client]) {
      expect((await search(client, 'zuchini')).correctedQuery).toBeNull();
      expect((await search(client, 'marmelade')).correctedQuery).toBeNull();
    }
  });

  it('never offers a word whose pins turned secret since the last rebuild', async () => {
    const later = await createBoard(baker.client, { name: 'Snacks' });
    await pin(later, 'Pistachio brittle');
    await refreshSearchVocabulary(app.db);
    expect((await search(stranger.client, 'pistacho')).correctedQuery).toBe('pistachio');
    const ctx = app.context({ id: baker.user.id, username: baker.user.username });
    await updateBoard(ctx, { boardId: later.entityId, privacy: 'secret' });
    // The word is still in the vocabulary until the next rebuild, but the stranger can see none of its pins.
    expect(await search(stranger.client, 'pistacho')).toEqual({ correctedQuery: null, titles: [] });
    await refreshSearchVocabulary(app.db);
    const words = await app.db
      .selectFrom('search_vocabulary')
      .select('word')
      .where('word', '=', 'pistachio')
      .execute();
    expect(words).toEqual([]);
  });

  it('names the correction in the legacy search resource, and obeys auto_correction_disabled there', async () => {
    const get = async (options: Record<string, unknown>) => {
      const { body } = await restJson<{ results: { title: string }[]; corrected_query: string | null }>(
        await app.client().get(`/resource/BaseSearchResource/get/${resourceQuery(options)}`),
      );
      if (body.status !== 'success') throw new Error(body.message);
      return { corrected: body.data.corrected_query, titles: body.data.results.map((pin) => pin.title) };
    };
    expect(await get({ query: 'chocolte', scope: 'pins' })).toEqual({
      corrected: 'chocolate',
      titles: ['Chocolate mousse', 'Chocolate cake'],
    });
    expect(await get({ query: 'chocolte', scope: 'pins', auto_correction_disabled: true })).toEqual({
      corrected: null,
      titles: [],
    });
  });
});
