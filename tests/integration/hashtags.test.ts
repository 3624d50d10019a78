import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteBoard, updateBoard } from '../../server/domain/boards';
import { deletePin, movePins } from '../../server/domain/moves';
import { updatePin } from '../../server/domain/pins';
import { graphql } from '../gql';
import { createBoard, newUser, savePin, type TestUser } from '../support/fixtures';
import { restJson, type TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

interface Suggestion {
  query: string;
  pinCount: number;
}

/** Each test uses its own made-up word, so tests of one database don't see each other's tags. */
let wordSequence = 0;
function freshWord(): string {
  wordSequence += 1;
  return `zq${process.pid.toString(36)}x${wordSequence}`;
}

async function suggestions(client: TestClient, term: string): Promise<Suggestion[]> {
  const { hashtagSuggestions } = await client.query(
    graphql(
      `query HashtagsHashtagSuggestions($term: String!) { hashtagSuggestions(term: $term) { query pinCount } }`,
    ),
    { term },
  );
  return hashtagSuggestions;
}

async function person(): Promise<{
  client: TestClient;
  user: TestUser;
  ctx: ReturnType<TestApp['context']>;
}> {
  const { client, user } = await newUser(app);
  return { client, user, ctx: app.context({ id: user.id, username: user.username }) };
}

describe('hashtag autocomplete (GET /v3/search/autocomplete/)', () => {
  it('suggests tags starting with the term, most used first, each with its pin count, at most 5', async () => {
    const word = freshWord();
    const { client, user } = await person();
    const board = await createBoard(client, { name: 'Tag garden' });
    // "Garden" in three pins (written two ways: one tag), "Gardening" in one, and six more tags of the prefix.
    await savePin(app, user, { boardId: board.entityId, description: `Spring #${word}Garden ideas` });
    await savePin(app, user, {
      boardId: board.entityId,
      description: `#${word}garden and #${word}Gardening`,
    });
    await savePin(app, user, { boardId: board.entityId, title: `Beds #${word}GARDEN`, description: '' });
    for (const n of [1, 2, 3, 4, 5, 6]) {
      await savePin(app, user, { boardId: board.entityId, description: `#${word}other${n}` });
    }
    const found = await suggestions(client, `#${word}gar`);
    expect(found).toEqual([
      { query: `#${word}Garden`, pinCount: 3 },
      { query: `#${word}Gardening`, pinCount: 1 },
    ]);
    expect(await suggestions(client, word)).toHaveLength(5);
    expect((await suggestions(app.client(), `${word}GARD`))[0]).toEqual({
      query: `#${word}Garden`,
      pinCount: 3,
    });

    const rest = await restJson<{ query: string; pin_count?: number }[]>(
      await app
        .client()
        .get(`/v3/search/autocomplete/?q=${encodeURIComponent(`#${word}gar`)}&show_pin_count=true`),
    );
    expect(rest.body).toMatchObject({
      status: 'success',
      data: [
        { query: `#${word}Garden`, pin_count: 3 },
        { query: `#${word}Gardening`, pin_count: 1 },
      ],
    });
  });

  it('answers nothing for an empty term, a lone #, or punctuation', async () => {
    const client = app.client();
    expect(await suggestions(client, '')).toEqual([]);
    expect(await suggestions(client, '#')).toEqual([]);
    expect(await suggestions(client, '#%')).toEqual([]);
    expect(await suggestions(client, '_')).toEqual([]);
  });

  it('never suggests tags used only on secret boards, and does not count those pins', async () => {
    const word = freshWord();
    const { client, user } = await person();
    const secret = await createBoard(client, { name: 'Surprise party', privacy: 'secret' });
    const open = await createBoard(client, { name: 'Parties' });
    await savePin(app, user, { boardId: secret.entityId, description: `#${word}surprise for Ava` });
    await savePin(app, user, { boardId: secret.entityId, description: `#${word}party` });
    await savePin(app, user, { boardId: open.entityId, description: `#${word}party` });
    expect(await suggestions(client, `#${word}`)).toEqual([{ query: `#${word}party`, pinCount: 1 }]);
  });

  it('follows edits, moves, privacy changes and deletions of pins and boards', async () => {
    const word = freshWord();
    const { client, user, ctx } = await person();
    const open = await createBoard(client, { name: 'Outdoors' });
    const secret = await createBoard(client, { name: 'Plans', privacy: 'secret' });
    const pinA = await savePin(app, user, { boardId: open.entityId, description: `#${word}hike` });
    const pinB = await savePin(app, user, {
      boardId: open.entityId,
      description: `#${word}hike #${word}camp`,
    });
    const count = async (tag: string) =>
      (await suggestions(client, `#${word}${tag}`)).find((s) => s.query === `#${word}${tag}`)?.pinCount ?? 0;
    expect([await count('hike'), await count('camp')]).toEqual([2, 1]);

    await updatePin(ctx, pinA.id, { description: `now #${word}camp only` });
    expect([await count('hike'), await count('camp')]).toEqual([1, 2]);

    await movePins(ctx, { pinIds: [pinB.id], toBoardId: secret.entityId, toSectionId: null });
    expect([await count('hike'), await count('camp')]).toEqual([0, 1]);
    await movePins(ctx, { pinIds: [pinB.id], toBoardId: open.entityId, toSectionId: null });
    expect([await count('hike'), await count('camp')]).toEqual([1, 2]);

    await updateBoard(ctx, { boardId: open.entityId, privacy: 'secret' });
    expect([await count('hike'), await count('camp')]).toEqual([0, 0]);
    await updateBoard(ctx, { boardId: open.entityId, privacy: 'public' });
    expect([await count('hike'), await count('camp')]).toEqual([1, 2]);

    await deletePin(ctx, pinA.id);
    expect([await count('hike'), await count('camp')]).toEqual([1, 1]);
    await deleteBoard(ctx, open.entityId);
    expect([await count('hike'), await count('camp')]).toEqual([0, 0]);
  });

  it('a refused edit leaves the counts as they were', async () => {
    const word = freshWord();
    const owner = await person();
    const board = await createBoard(owner.client, { name: 'Mine' });
    const pin = await savePin(app, owner.user, { boardId: board.entityId, description: `#${word}kept` });
    const stranger = await person();
    await expect(updatePin(stranger.ctx, pin.id, { description: `#${word}stolen` })).rejects.toThrow();
    expect(await suggestions(owner.client, `#${word}`)).toEqual([{ query: `#${word}kept`, pinCount: 1 }]);
  });
});
