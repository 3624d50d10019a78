import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOGLE_ONE_TAP_PATH } from '../../core/googleOneTap';
import { FALLBACK_INTEREST_TOPICS, INTERESTS_MAX, INTERESTS_TEXTS } from '../../core/interests';
import { refreshIdeaTopics } from '../../server/domain/ideas';
import { followUser } from '../../server/domain/social';
import { graphql } from '../gql';
import type { InterestsHomeQuery } from '../gql/graphql';
import { createBoard, newUser, savePin, storeTestImage } from '../support/fixtures';
import { restJson, type TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ mailWorker: false });
});
afterAll(async () => {
  await app?.close();
});

const WELCOME = graphql(`
  query InterestsWelcome {
    viewer { welcomePending interests { slug name } }
    interestChoices { slug name }
  }`);

const SAVE_INTERESTS = graphql(`
  mutation InterestsSave($slugs: [String!]!) {
    saveInterests(slugs: $slugs) {
      __typename
      ...DomainErrorFields
      ... on MutationSaveInterestsSuccess { data { slug name } }
    }
  }`);

const FINISH_WELCOME = graphql(`
  mutation InterestsFinishWelcome {
    finishWelcome { __typename ...DomainErrorFields ... on MutationFinishWelcomeSuccess { data } }
  }`);

const PROVIDERS = graphql(`query InterestsProviders { socialLoginProviders { provider oneTapClientId } }`);

const HOME = graphql(`
  query InterestsHome($first: Int!, $after: String) {
    homeFeed(first: $first, after: $after) {
      edges { node { entityId title } }
      pageInfo { hasNextPage endCursor }
    }
  }`);

async function homeTitles(client: TestClient, pageSize: number): Promise<string[]> {
  const titles: string[] = [];
  let after: string | null = null;
  for (;;) {
    const { homeFeed }: InterestsHomeQuery = await client.query(HOME, { first: pageSize, after });
    // Promoted pins are mixed into the feed; none run here.
    titles.push(...homeFeed.edges.map((edge) => edge.node.title));
    if (!homeFeed.pageInfo.hasNextPage) return titles;
    after = homeFeed.pageInfo.endCursor ?? null;
  }
}

describe('the welcome after sign-up', () => {
  it('waits for a new account once, offers the built-in topics while the instance has none, and ends on Skip', async () => {
    const { client } = await newUser(app);
    const first = await client.query(WELCOME);
    expect(first.viewer.welcomePending).toBe(true);
    expect(first.viewer.interests).toEqual([]);
    expect(first.interestChoices.map((topic) => topic.name)).toEqual(
      FALLBACK_INTEREST_TOPICS.map((topic) => topic.name),
    );

    const skipped = await client.query(FINISH_WELCOME);
    expect(skipped.finishWelcome).toMatchObject({ __typename: 'MutationFinishWelcomeSuccess', data: true });
    expect((await client.query(WELCOME)).viewer.welcomePending).toBe(false);
  });

  it('is not pending for a visitor, who cannot save interests or end a welcome', async () => {
    const visitor = app.client();
    expect((await visitor.query(WELCOME)).viewer).toMatchObject({ welcomePending: false, interests: [] });
    const saved = await visitor.query(SAVE_INTERESTS, { slugs: ['travel'] });
    expect(saved.saveInterests).toMatchObject({ __typename: 'DomainError', code: 'UNAUTHENTICATED' });
    const skipped = await visitor.query(FINISH_WELCOME);
    expect(skipped.finishWelcome).toMatchObject({ __typename: 'DomainError', code: 'UNAUTHENTICATED' });
  });
});

describe('interests', () => {
  it('are saved in the order picked, end the welcome, and can be changed later', async () => {
    const { client } = await newUser(app);
    const saved = await client.query(SAVE_INTERESTS, { slugs: ['travel', 'recipes', 'travel'] });
    expect(saved.saveInterests).toMatchObject({
      __typename: 'MutationSaveInterestsSuccess',
      data: [
        { slug: 'travel', name: 'Travel' },
        { slug: 'recipes', name: 'Recipes' },
      ],
    });
    const after = await client.query(WELCOME);
    expect(after.viewer.welcomePending).toBe(false);
    expect(after.viewer.interests.map((topic) => topic.slug)).toEqual(['travel', 'recipes']);

    await client.query(SAVE_INTERESTS, { slugs: ['art'] });
    expect((await client.query(WELCOME)).viewer.interests.map((topic) => topic.slug)).toEqual(['art']);
    await client.query(SAVE_INTERESTS, { slugs: [] });
    expect((await client.query(WELCOME)).viewer.interests).toEqual([]);
  });

  it('refuses a topic nobody offers, or more than the limit, and keeps the interests as they were', async () => {
    const { client } = await newUser(app);
    await client.query(SAVE_INTERESTS, { slugs: ['gardening'] });

    const unknown = await client.query(SAVE_INTERESTS, { slugs: ['travel', 'no-such-topic'] });
    expect(unknown.saveInterests).toMatchObject({
      __typename: 'DomainError',
      code: 'VALIDATION',
      message: INTERESTS_TEXTS.unknown,
    });
    const tooMany = await client.query(SAVE_INTERESTS, {
      slugs: FALLBACK_INTEREST_TOPICS.slice(0, INTERESTS_MAX + 1).map((topic) => topic.slug),
    });
    expect(tooMany.saveInterests).toMatchObject({
      __typename: 'DomainError',
      code: 'VALIDATION',
      message: INTERESTS_TEXTS.tooMany,
    });
    expect((await client.query(WELCOME)).viewer.interests.map((topic) => topic.slug)).toEqual(['gardening']);
  });

  it('keep at most the limit when two saves race, the whole of one or the other', async () => {
    const { client } = await newUser(app);
    const slugs = FALLBACK_INTEREST_TOPICS.map((topic) => topic.slug);
    const first = slugs.slice(0, 6);
    const second = slugs.slice(6, 12);
    await Promise.all([
      client.query(SAVE_INTERESTS, { slugs: first }),
      client.query(SAVE_INTERESTS, { slugs: second }),
    ]);
    const kept = (await client.query(WELCOME)).viewer.interests.map((topic) => topic.slug);
    expect(kept.length).toBeLessThanOrEqual(INTERESTS_MAX);
    expect([first, second]).toContainEqual(kept);
  });

  it("seed a new person's home feed with public pins of their topics until they follow someone", async () => {
    const { client: ownerClient, user: owner } = await newUser(app, { fullName: 'Olive Owner' });
    const board = await createBoard(ownerClient, { name: 'Everything' });
    const secret = await createBoard(ownerClient, { name: 'Hidden', privacy: 'secret' });
    let seed = 100;
    const save = async (title: string, boardId = board.entityId) =>
      savePin(app, owner, { boardId, title, imageId: (await storeTestImage(app, seed++)).id });
    // The topic's pins are the oldest: a newest-first feed would show them last.
    await save('Lighthouse tour at dawn');
    await save('Lighthouse tour by boat');
    await save('Lighthouse tour hidden', secret.entityId);
    for (let i = 0; i < 4; i++) await save(`Sourdough loaf ${i}`);
    await refreshIdeaTopics(app.db);

    const { client, user } = await newUser(app);
    const { interestChoices } = await client.query(WELCOME);
    const topic = interestChoices.find((choice) => choice.name === 'Lighthouse tour');
    expect(topic).toBeDefined();
    expect(interestChoices.map((choice) => choice.slug)).not.toContain('recipes');
    await client.query(SAVE_INTERESTS, { slugs: [topic!.slug] });

    const seeded = await homeTitles(client, 2);
    expect(seeded.slice(0, 2)).toEqual(['Lighthouse tour by boat', 'Lighthouse tour at dawn']);
    expect(seeded).toEqual([
      'Lighthouse tour by boat',
      'Lighthouse tour at dawn',
      'Sourdough loaf 3',
      'Sourdough loaf 2',
      'Sourdough loaf 1',
      'Sourdough loaf 0',
    ]);
    // The legacy feed pages the same way.
    const legacy = await restJson<{ pins: { title: string }[]; bookmark: string | null }>(
      await client.get('/v3/feeds/home/?page_size=2'),
    );
    if (legacy.body.status !== 'success' || !legacy.body.data.bookmark) throw new Error('no first page');
    expect(legacy.body.data.pins.map((pin) => pin.title)).toEqual([
      'Lighthouse tour by boat',
      'Lighthouse tour at dawn',
    ]);
    const legacyNext = await restJson<{ pins: { title: string }[] }>(
      await client.get(`/v3/feeds/home/?page_size=2&bookmark=${legacy.body.data.bookmark}`),
    );
    if (legacyNext.body.status !== 'success') throw new Error(legacyNext.body.message);
    expect(legacyNext.body.data.pins.map((pin) => pin.title)).toEqual([
      'Sourdough loaf 3',
      'Sourdough loaf 2',
    ]);

    // Someone who never chose sees the newest first; so does the person once they follow someone.
    const { client: other } = await newUser(app);
    expect((await homeTitles(other, 50)).slice(0, 1)).toEqual(['Sourdough loaf 3']);
    await followUser(app.context({ id: user.id, username: user.username }), owner.id);
    expect((await homeTitles(client, 50)).slice(0, 1)).toEqual(['Sourdough loaf 3']);
  });
});

describe('Google one tap without Google log-in configured', () => {
  it('has no endpoint and offers no client id', async () => {
    const client = app.client();
    const answer = await client.post(GOOGLE_ONE_TAP_PATH, { credential: 'header.payload.signature' });
    expect(answer.status).toBe(404);
    const { socialLoginProviders } = await client.query(PROVIDERS);
    expect(socialLoginProviders).toEqual([]);
  });
});
