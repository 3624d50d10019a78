import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSION_TEXTS } from '../../core/conversions';
import { graphql } from '../gql';
import { newAdvertiser, seasonedUser as newSeasonedUser, type Person } from '../support/advertisers';
import { createBoard, savePin, storeTestImage, succeeded } from '../support/fixtures';
import type { TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;

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

const CREATE_AUDIENCE = graphql(`
  mutation TargetingCreateAudience($input: AudienceInput!) {
    createAudience(input: $input) {
      __typename ...DomainErrorFields
      ... on MutationCreateAudienceSuccess { data { entityId name kind lookbackDays size } }
    }
  }`);

const DELETE_AUDIENCE = graphql(`
  mutation TargetingDeleteAudience($id: String!) {
    deleteAudience(audienceId: $id) {
      __typename ...DomainErrorFields
      ... on MutationDeleteAudienceSuccess { data { entityId } }
    }
  }`);

const UPDATE_AD_GROUP = graphql(`
  mutation TargetingUpdateAdGroup($id: String!, $input: AdGroupSettingsInput!) {
    updateAdGroup(adGroupId: $id, input: $input) {
      __typename ...DomainErrorFields
      ... on MutationUpdateAdGroupSuccess { data { entityId audiencesInclude audiencesExclude } }
    }
  }`);

const AUDIENCES = graphql(
  `query TargetingAudiences { viewer { advertiser { audiences { entityId name size } } } }`,
);

function seasonedUser(): Promise<Person> {
  return newSeasonedUser(app);
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
let advertiserId: string;
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
  advertiserId = await newAdvertiser(advertiser, {
    name: 'Maple Goods',
    country: 'CA',
    website: 'https://maple.example.com',
  });
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

describe('audiences', () => {
  it('are made, listed and deleted by their advertiser only, with sizes shown from 100 people', async () => {
    const made = succeeded(
      (
        await advertiser.client.query(CREATE_AUDIENCE, {
          input: { advertiserId, name: 'Engaged lately', kind: 'ENGAGED', lookbackDays: 30 },
        })
      ).createAudience,
    );
    expect(made).toMatchObject({ name: 'Engaged lately', kind: 'ENGAGED', lookbackDays: 30, size: null });
    const refused = await advertiser.client.query(CREATE_AUDIENCE, {
      input: { advertiserId, name: 'Too long ago', kind: 'ENGAGED', lookbackDays: 400 },
    });
    expect(refused.createAudience).toMatchObject({ __typename: 'DomainError', field: 'lookbackDays' });

    const stranger = await seasonedUser();
    const input = { advertiserId, name: 'Mine now', kind: 'VISITORS', lookbackDays: 7 };
    expect((await stranger.client.query(CREATE_AUDIENCE, { input })).createAudience).toMatchObject({
      __typename: 'DomainError',
      code: 'NOT_FOUND',
    });
    expect((await app.client().query(CREATE_AUDIENCE, { input })).createAudience).toMatchObject({
      __typename: 'DomainError',
      code: 'UNAUTHENTICATED',
    });
    expect(
      (await stranger.client.query(DELETE_AUDIENCE, { id: made.entityId })).deleteAudience,
    ).toMatchObject({
      __typename: 'DomainError',
      code: 'NOT_FOUND',
    });

    // 100 people clicked: the size shows.
    const ids = await app.db
      .insertInto('users')
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          username: `clicker${i}`,
          email: `clicker${i}@example.com`,
          password_hash: null,
          full_name: `Clicker ${i}`,
          birth_date: null,
          image_id: null,
          email_verified_at: null,
          email_verification_sent_at: null,
          business_name: null,
          business_website: null,
          business_country: null,
          suspended_at: null,
        })),
      )
      .returning('id')
      .execute();
    const ad = await app.db
      .selectFrom('ads')
      .select(['id'])
      .where('pin_id', '=', pinId)
      .executeTakeFirstOrThrow();
    const campaign = await app.db
      .selectFrom('ad_groups')
      .select('campaign_id')
      .where('id', '=', adGroupId)
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('ad_clicks')
      .values(
        ids.map((row, i) => ({
          click_id: `bulk-${i}`,
          advertiser_id: advertiserId,
          campaign_id: campaign.campaign_id,
          ad_id: ad.id,
          user_id: row.id,
          email_hash: null,
        })),
      )
      .execute();
    const { viewer } = await advertiser.client.query(AUDIENCES);
    expect(viewer.advertiser!.audiences).toEqual([
      { entityId: made.entityId, name: 'Engaged lately', size: 100 },
    ]);
    await app.db.deleteFrom('ad_clicks').where('click_id', 'like', 'bulk-%').execute();

    succeeded(
      (await advertiser.client.query(DELETE_AUDIENCE, { id: made.entityId })).deleteAudience as never,
    );
    expect((await advertiser.client.query(AUDIENCES)).viewer.advertiser!.audiences).toEqual([]);
  });

  it('include and exclude people in delivery: who clicked or saved, who visited the site', async () => {
    const engaged = succeeded(
      (
        await advertiser.client.query(CREATE_AUDIENCE, {
          input: { advertiserId, name: 'Engaged', kind: 'ENGAGED', lookbackDays: 30 },
        })
      ).createAudience,
    );
    const visitors = succeeded(
      (
        await advertiser.client.query(CREATE_AUDIENCE, {
          input: { advertiserId, name: 'Visitors', kind: 'VISITORS', lookbackDays: 30 },
        })
      ).createAudience,
    );
    const settings = { name: 'Canada', countries: [], interests: [], bidMinor: 100 };
    const updated = succeeded(
      (
        await advertiser.client.query(UPDATE_AD_GROUP, {
          id: adGroupId,
          input: { ...settings, audiencesInclude: [engaged.entityId, visitors.entityId] },
        })
      ).updateAdGroup,
    );
    expect(updated.audiencesInclude).toEqual([engaged.entityId, visitors.entityId]);

    const saver = await seasonedUser();
    const visitor = await seasonedUser();
    const nobody = await seasonedUser();
    expect(await sees(saver.client, pinId)).toBe(false);
    expect(await sees(app.client(), pinId)).toBe(false);
    // A save of the advertiser's pin makes an engaged person.
    const board = await createBoard(saver.client, { name: 'Tables I like' });
    await app.db
      .insertInto('pins')
      .values((eb) => ({
        board_id: board.entityId,
        pinner_id: saver.user.id,
        image_id: eb.selectFrom('pins').select('image_id').where('id', '=', pinId),
        source_pin_id: pinId,
        title: 'Maple table',
      }))
      .execute();
    expect(await sees(saver.client, pinId)).toBe(true);
    // A site visit reported after a click makes a visitor.
    await app.db
      .insertInto('conversion_events')
      .values({
        advertiser_id: advertiserId,
        event_id: 'visit-by-visitor',
        event_name: 'page_visit',
        source: 'tag',
        event_time: new Date(),
        page_url: null,
        value_minor: null,
        currency: null,
        click_id: null,
        campaign_id: null,
        user_id: visitor.user.id,
      })
      .execute();
    expect(await sees(visitor.client, pinId)).toBe(true);
    expect(await sees(nobody.client, pinId)).toBe(false);

    // Excluded: everyone but them.
    await advertiser.client.query(UPDATE_AD_GROUP, {
      id: adGroupId,
      input: { ...settings, audiencesInclude: [], audiencesExclude: [visitors.entityId] },
    });
    expect(await sees(visitor.client, pinId)).toBe(false);
    expect(await sees(nobody.client, pinId)).toBe(true);
    expect(await sees(app.client(), pinId)).toBe(true);
    await advertiser.client.query(UPDATE_AD_GROUP, {
      id: adGroupId,
      input: { ...settings, audiencesInclude: [], audiencesExclude: [] },
    });

    // Another advertiser's audience, or a made-up id, is refused and changes nothing.
    const other = await seasonedUser();
    const otherId = await newAdvertiser(other, { name: 'Other Goods' });
    const theirs = succeeded(
      (
        await other.client.query(CREATE_AUDIENCE, {
          input: { advertiserId: otherId, name: 'Theirs', kind: 'ENGAGED', lookbackDays: 30 },
        })
      ).createAudience,
    );
    for (const ids of [[theirs.entityId], ['999999999']]) {
      const { updateAdGroup } = await advertiser.client.query(UPDATE_AD_GROUP, {
        id: adGroupId,
        input: { ...settings, audiencesInclude: ids },
      });
      expect(updateAdGroup).toMatchObject({
        __typename: 'DomainError',
        message: CONVERSION_TEXTS.audienceNotYours,
      });
    }
    const { targeting } = await app.db
      .selectFrom('ad_groups')
      .select('targeting')
      .where('id', '=', adGroupId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(targeting).audiences_include).toEqual([]);
  });
});
