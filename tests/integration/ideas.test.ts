import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshIdeaTopics } from '../../server/domain/ideas';
import { movePins } from '../../server/domain/moves';
import { IDEAS_REFRESH_JOB, startIdeasRefresh } from '../../server/jobs/ideasRefresh';
import { graphql } from '../gql';
import { createBoard, makeProtected, newUser, savePin, type TestUser } from '../support/fixtures';
import type { TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ mailWorker: false });
});
afterAll(async () => {
  await app?.close();
});

/** Each test's own made-up words (letters only), so the tests of one database don't share topics. */
let sequence = 0;
function freshWord(stem: string): string {
  sequence += 1;
  return `${stem}${process.pid.toString(36).replace(/\d/g, 'x')}${'abcdefghij'[sequence % 10]}${sequence}q`;
}

const IDEA_TOPICS = graphql(`
  query IdeasTopics { ideaTopics { entityId name slug url pinCount cover { entityId } } }`);

const IDEA_TOPIC = graphql(`
  query IdeasTopic($id: String!) {
    ideaTopic(id: $id) {
      entityId
      name
      url
      pinCount
      cover { entityId }
      pins(first: 2) { edges { node { entityId title } } pageInfo { hasNextPage endCursor } }
      related { name }
    }
  }`);

const IDEA_TOPIC_MORE = graphql(`
  query IdeasTopicMore($id: String!, $after: String) {
    ideaTopic(id: $id) { pins(first: 50, after: $after) { edges { node { entityId title } } } }
  }`);

async function topicsNamed(client: TestClient, name: string) {
  const { ideaTopics } = await client.query(IDEA_TOPICS);
  return ideaTopics.filter((topic) => topic.name.toLowerCase() === name.toLowerCase());
}

async function topicPinTitles(client: TestClient, id: string): Promise<string[]> {
  const data = await client.query(IDEA_TOPIC_MORE, { id });
  return data.ideaTopic?.pins.edges.map((edge) => edge.node.title) ?? [];
}

async function person(): Promise<{ client: TestClient; user: TestUser }> {
  return newUser(app);
}

describe('the ideas area', () => {
  it('groups the hashtags and frequent words of public pins into topics with a cover, a feed and related topics', async () => {
    const kitchen = freshWord('kitchen');
    const storage = freshWord('storage');
    const { client, user } = await person();
    const board = await createBoard(client, { name: 'Pantry plans' });
    const save = (title: string, description = '') =>
      savePin(app, user, { boardId: board.entityId, title, description });
    await save(`${kitchen} ${storage} drawers`);
    await save(`Island for the ${kitchen}`);
    await save(`${kitchen} ${storage} shelf`);
    // The phrase's words run together as a hashtag: the same topic, and its pins are in it.
    await save('Pantry jars', `Labels #${kitchen}${storage}`);
    const newest = await save('Spice rack', `Wall #${kitchen}${storage} idea`);
    await refreshIdeaTopics(app.db);

    const visitor = app.client();
    const [topic] = await topicsNamed(visitor, `${kitchen} ${storage}`);
    expect(topic).toMatchObject({
      name: `${kitchen[0]!.toUpperCase()}${kitchen.slice(1)} ${storage}`,
      slug: `${kitchen}-${storage}`,
      url: `/ideas/${kitchen}-${storage}/${topic!.entityId}/`,
      pinCount: 2,
      cover: { entityId: newest.id },
    });
    // "kitchen…" is on more pins than the phrase: a topic of its own. "storage…" never appears without
    // "kitchen…": the phrase's topic already, so not one.
    expect(await topicsNamed(visitor, kitchen)).toHaveLength(1);
    expect(await topicsNamed(visitor, storage)).toEqual([]);

    const data = await visitor.query(IDEA_TOPIC, { id: topic!.entityId });
    expect(data.ideaTopic?.pins.edges.map((edge) => edge.node.title)).toEqual(['Spice rack', 'Pantry jars']);
    expect(data.ideaTopic?.pins.pageInfo.hasNextPage).toBe(true);
    const rest = await visitor.query(IDEA_TOPIC_MORE, {
      id: topic!.entityId,
      after: data.ideaTopic!.pins.pageInfo.endCursor,
    });
    expect(rest.ideaTopic?.pins.edges.map((edge) => edge.node.title)).toEqual([
      `${kitchen} ${storage} shelf`,
      `${kitchen} ${storage} drawers`,
    ]);
    expect(data.ideaTopic?.related.map((related) => related.name.toLowerCase())[0]).toBe(kitchen);
  });

  it("never lets a secret or protected board's pins make, fill, cover or count toward a topic", async () => {
    const lantern = freshWord('lantern');
    const hidden = freshWord('hidden');
    const { client, user } = await person();
    const open = await createBoard(client, { name: 'Lights' });
    const secret = await createBoard(client, { name: 'Hush lights', privacy: 'secret' });
    await savePin(app, user, { boardId: open.entityId, title: `Paper ${lantern}` });
    await savePin(app, user, { boardId: open.entityId, title: `Glass ${lantern}` });
    const movedLater = await savePin(app, user, { boardId: open.entityId, title: `Brass ${lantern}` });
    // Three secret pins whose words would make topics of their own, and one of the public topic's word, newest.
    for (const shape of ['round', 'square', 'tall'])
      await savePin(app, user, {
        boardId: secret.entityId,
        title: `${hidden} ${shape}`,
        description: `#${hidden}`,
      });
    const secretPin = await savePin(app, user, { boardId: secret.entityId, title: `Secret ${lantern}` });
    // A protected board (made for an advertiser) counts no more than a secret one.
    const shy = freshWord('shy');
    const guarded = await createBoard(client, { name: 'Advertiser lights' });
    for (const shape of ['round', 'square'])
      await savePin(app, user, {
        boardId: guarded.entityId,
        title: `${shy} ${shape}`,
        description: `#${shy}`,
      });
    await savePin(app, user, { boardId: guarded.entityId, title: `Protected ${lantern}` });
    await makeProtected(app, guarded.entityId);
    await refreshIdeaTopics(app.db);

    // The owner, who may see the secret board, is shown the same topics as anyone.
    for (const viewer of [app.client(), client]) {
      expect(await topicsNamed(viewer, hidden)).toEqual([]);
      expect(await topicsNamed(viewer, shy)).toEqual([]);
      const [topic] = await topicsNamed(viewer, lantern);
      expect(topic).toMatchObject({ pinCount: 3, cover: { entityId: movedLater.id } });
      const titles = await topicPinTitles(viewer, topic!.entityId);
      expect(titles).toEqual([`Brass ${lantern}`, `Glass ${lantern}`, `Paper ${lantern}`]);
      expect(titles).not.toContain(secretPin.title);
    }

    // A pin made secret after the rebuild leaves the feed and the cover at once, before the next rebuild.
    await movePins(app.context({ id: user.id, username: user.username }), {
      pinIds: [movedLater.id],
      toBoardId: secret.entityId,
      toSectionId: null,
    });
    const [topic] = await topicsNamed(app.client(), lantern);
    expect(topic!.cover).toBeNull();
    expect(await topicPinTitles(app.client(), topic!.entityId)).toEqual([
      `Glass ${lantern}`,
      `Paper ${lantern}`,
    ]);
    // The next rebuild no longer counts it.
    await refreshIdeaTopics(app.db);
    expect((await topicsNamed(app.client(), lantern))[0]).toMatchObject({ pinCount: 2 });
  });

  it('answers null for a topic that does not exist, and keeps a topic’s id across rebuilds', async () => {
    const fern = freshWord('fern');
    const { client, user } = await person();
    const board = await createBoard(client, { name: 'Shade' });
    await savePin(app, user, { boardId: board.entityId, title: `Maidenhair ${fern}` });
    await savePin(app, user, { boardId: board.entityId, title: `Tree ${fern}` });
    await refreshIdeaTopics(app.db);
    const [before] = await topicsNamed(app.client(), fern);
    await savePin(app, user, { boardId: board.entityId, title: `Hart's tongue ${fern}` });
    await refreshIdeaTopics(app.db);
    const [after] = await topicsNamed(app.client(), fern);
    expect(after).toMatchObject({ entityId: before!.entityId, pinCount: 3 });
    expect((await app.client().query(IDEA_TOPIC, { id: '999999999' })).ideaTopic).toBeNull();
    expect((await app.client().query(IDEA_TOPIC, { id: 'kitchen' })).ideaTopic).toBeNull();
  });

  it('is rebuilt by the scheduled job, in the background, on a database that never had topics', async () => {
    const moss = freshWord('moss');
    const { client, user } = await person();
    const board = await createBoard(client, { name: 'Terrarium' });
    await savePin(app, user, { boardId: board.entityId, title: `Cushion ${moss}` });
    await savePin(app, user, { boardId: board.entityId, title: `Sheet ${moss}` });
    await app.db.deleteFrom('jobs').where('type', '=', IDEAS_REFRESH_JOB).execute();
    const refresh = startIdeasRefresh(app.db, { checkMs: 60 * 60_000 });
    await refresh.settled();
    await refresh.stop();
    expect(await topicsNamed(app.client(), moss)).toHaveLength(1);
  });
});
