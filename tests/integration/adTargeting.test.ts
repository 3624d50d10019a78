import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql';
import { createBoard, newUser, savePin, storeTestImage, succeeded, type TestUser } from '../support/fixtures';
import type { TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;

interface Person {
  client: TestClient;
  user: TestUser;
}

const BUSINESS = graphql(`
  mutation TargetingBusiness($input: AdvertiserBusinessInfoInput!) {
    saveAdvertiserBusinessInfo(input: $input) {
      __typename ...DomainErrorFields
      ... on MutationSaveAdvertiserBusinessInfoSuccess { data { entityId } }
    }
  }`);

const BILLING = graphql(`
  mutation TargetingBilling($input: AdvertiserBillingInput!) {
    saveAdvertiserBilling(input: $input) {
      __typename ...DomainErrorFields
      ... on MutationSaveAdvertiserBillingSuccess { data { entityId } }
    }
  }`);

const CREATE = graphql(`
  mutation TargetingCreateCampaign($input: CreateCampaignInput!) {
    createCampaign(input: $input) {
      __typename ...DomainErrorFields
      ... on MutationCreateCampaignSuccess { data { entityId adGroups(first: 1) { edges { node { entityId } } } } }
    }
  }`);

const FEED = graphql(`query TargetingFeed { homeFeed(first: 4) { edges { cursor node { entityId } } } }`);

const FOLLOW = graphql(`mutation TargetingFollow($id: String!) {
  followBoard(boardId: $id) { __typename ...DomainErrorFields ... on MutationFollowBoardSuccess { data { entityId } } }
}`);

async function seasonedUser(): Promise<Person> {
  const person = await newUser(app);
  await app.db
    .updateTable('users')
    .set({ created_at: sql<Date>`now() - interval '2 days'` })
    .where('id', '=', person.user.id)
    .execute();
  return person;
}

/**
 * Whether the viewer's home feed serves the pin as its promoted pin, asked with the given Accept-Language. The
 * first page holds only newer organic pins; the promoted edge repeats the cursor of the edge before it.
 */
async function sees(client: TestClient, pinId: string, language = '*'): Promise<boolean> {
  const result = await client.gql(FEED, {}, { headers: { 'accept-language': language } });
  const edges = result.data?.homeFeed.edges ?? [];
  return edges.some((e, i) => i > 0 && e.cursor === edges[i - 1]!.cursor && e.node.entityId === pinId);
}

let advertiser: Person;
let pinId: string;
let adGroupId: string;

async function target(targeting: { country?: string[]; interests?: string[] }): Promise<void> {
  await app.db
    .updateTable('ad_groups')
    .set({
      targeting: JSON.stringify({
        ages: [],
        genders: ['female', 'male', 'unknown'],
        interests: targeting.interests ?? [],
        country: targeting.country ?? [],
      }),
    })
    .where('id', '=', adGroupId)
    .execute();
}

beforeAll(async () => {
  app = await startTestApp();
  advertiser = await seasonedUser();
  const { saveAdvertiserBusinessInfo } = await advertiser.client.query(BUSINESS, {
    input: { name: 'Maple Goods', country: 'CA', website: 'https://maple.example.com' },
  });
  const advertiserId = succeeded(saveAdvertiserBusinessInfo).entityId;
  succeeded(
    (
      await advertiser.client.query(BILLING, {
        input: {
          advertiserId,
          contactName: 'Ada',
          email: 'b@maple.example.com',
          address: '1 Main',
          country: 'CA',
        },
      })
    ).saveAdvertiserBilling,
  );
  const board = await createBoard(advertiser.client, { name: 'Maple shop' });
  pinId = (
    await savePin(app, advertiser.user, {
      boardId: board.entityId,
      title: 'Maple table',
      link: 'https://maple.example.com/table',
      imageId: (await storeTestImage(app, 14_001)).id,
    })
  ).id;
  // Organic pins around it, so every feed page has room for a promoted one.
  const filler = await seasonedUser();
  const fillerBoard = await createBoard(filler.client, { name: 'Woodworking projects' });
  const image = await storeTestImage(app, 14_002);
  for (let i = 0; i < 8; i++) {
    await savePin(app, filler.user, {
      boardId: fillerBoard.entityId,
      title: `Shelf ${i}`,
      imageId: image.id,
    });
  }
  const { createCampaign } = await advertiser.client.query(CREATE, {
    input: {
      advertiserId,
      campaign: { name: 'Tables', objectiveType: 'CONSIDERATION', budgetType: 'DAILY', budgetMinor: 100_000 },
      adGroup: { name: 'Canada', countries: ['CA'], interests: [], bidMinor: 100 },
      ads: [{ pinId }],
    },
  });
  adGroupId = succeeded(createCampaign).adGroups.edges[0]!.node.entityId;
});
afterAll(async () => {
  await app?.close();
});

describe('ad targeting in delivery', () => {
  it('serves a country-targeted ad only to viewers in the country: language region, or business country', async () => {
    await target({ country: ['CA'] });
    const viewer = await seasonedUser();
    expect(await sees(viewer.client, pinId, 'fr-CA,fr;q=0.9,en;q=0.8')).toBe(true);
    expect(await sees(viewer.client, pinId, 'en-US,en;q=0.9')).toBe(false);
    // No region in the languages: the country is unknown, and a country-targeted ad is not served.
    expect(await sees(viewer.client, pinId, 'fr')).toBe(false);
    // Signed out, the browser's language decides alike.
    const visitor = app.client();
    expect(await sees(visitor, pinId, 'en-CA')).toBe(true);
    expect(await sees(visitor, pinId, 'de-DE')).toBe(false);
    // A business profile's country goes before the browser's language.
    const business = await seasonedUser();
    await app.db
      .updateTable('users')
      .set({ is_partner: true, business_country: 'CA' })
      .where('id', '=', business.user.id)
      .execute();
    expect(await sees(business.client, pinId, 'en-US')).toBe(true);
    // No country targeted: everyone.
    await target({});
    expect(await sees(viewer.client, pinId, 'de-DE')).toBe(true);
  });

  it('serves an interest-targeted ad to viewers who chose the interest or follow a board in its topic', async () => {
    await target({ interests: ['Wood working'] });
    const without = await seasonedUser();
    expect(await sees(without.client, pinId)).toBe(false);
    expect(await sees(app.client(), pinId)).toBe(false);

    const chose = await seasonedUser();
    await app.db
      .insertInto('user_interests')
      .values({
        user_id: chose.user.id,
        topic_slug: 'wood-working',
        name: 'Wood working',
        match: 'wood & working',
        position: 0,
      })
      .execute();
    expect(await sees(chose.client, pinId)).toBe(true);

    // The ideas area's topic "Woodworking" takes in the board "Woodworking projects".
    await app.db
      .insertInto('idea_topics')
      .values({
        slug: 'woodworking',
        name: 'Woodworking',
        words: sql<string[]>`array['woodworking']`,
        match: 'woodworking',
        pin_count: 8,
      })
      .execute();
    await target({ interests: ['woodworking'] });
    const follower = await seasonedUser();
    expect(await sees(follower.client, pinId)).toBe(false);
    const board = await app.db
      .selectFrom('boards')
      .select('id')
      .where('name', '=', 'Woodworking projects')
      .executeTakeFirstOrThrow();
    succeeded((await follower.client.query(FOLLOW, { id: board.id })).followBoard);
    expect(await sees(follower.client, pinId)).toBe(true);
    await target({});
  });
});
