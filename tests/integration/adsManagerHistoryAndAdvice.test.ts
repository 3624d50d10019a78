import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, utcDay } from '../../core/adReports';
import { graphql } from '../gql';
import { newAdvertiser, type Person, seasonedUser } from '../support/advertisers';
import { createBoard, newUser, savePin, storeTestImage, succeeded } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;

const CREATE = graphql(`
  mutation HistoryCreateCampaign($input: CreateCampaignInput!) {
    createCampaign(input: $input) {
      __typename ...DomainErrorFields
      ... on MutationCreateCampaignSuccess {
        data { entityId adGroups(first: 1) { edges { node { entityId ads(first: 1) { edges { node { entityId } } } } } } }
      }
    }
  }`);

const UPDATE = graphql(`
  mutation HistoryUpdateCampaign($id: String!, $input: CampaignSettingsInput!) {
    updateCampaign(campaignId: $id, input: $input) {
      __typename ...DomainErrorFields
      ... on MutationUpdateCampaignSuccess { data { entityId } }
    }
  }`);

const SET_STATUS = graphql(`
  mutation HistorySetCampaignsStatus($ids: [String!]!, $status: DeliveryStatus!) {
    setCampaignsStatus(campaignIds: $ids, status: $status) {
      __typename ...DomainErrorFields
      ... on MutationSetCampaignsStatusSuccess { data { entityId } }
    }
  }`);

const UPDATE_AD_GROUP = graphql(`
  mutation HistoryUpdateAdGroup($id: String!, $input: AdGroupSettingsInput!) {
    updateAdGroup(adGroupId: $id, input: $input) {
      __typename ...DomainErrorFields
      ... on MutationUpdateAdGroupSuccess { data { entityId } }
    }
  }`);

const DUPLICATE_AD = graphql(`
  mutation HistoryDuplicateAd($id: String!) {
    duplicateAd(adId: $id) {
      __typename ...DomainErrorFields
      ... on MutationDuplicateAdSuccess { data { entityId } }
    }
  }`);

const HISTORY = graphql(`
  query HistoryOfAdvertiser($objectType: AdChangeObject, $first: Int, $after: String) {
    viewer { advertiser {
      changeHistory(objectType: $objectType, first: $first, after: $after) {
        edges { node {
          objectType objectName action actorName actorUsername
          changes { field label before after }
        } }
        pageInfo { hasNextPage endCursor }
      }
    } }
  }`);

const RECOMMENDATIONS = graphql(`
  query AdviceOfAdvertiser {
    viewer { advertiser { recommendations { kind objectType objectId campaignId title text } } }
  }`);

const CREATE_AD = graphql(`
  mutation AdviceCreateAd($id: String!, $input: AdInput!) {
    createAd(adGroupId: $id, input: $input) {
      __typename ...DomainErrorFields
      ... on MutationCreateAdSuccess { data { entityId } }
    }
  }`);

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function promotablePin(person: Person, seed: number): Promise<string> {
  const board = await createBoard(person.client, { name: `History ${seed}` });
  const image = await storeTestImage(app, seed);
  return (
    await savePin(app, person.user, {
      boardId: board.entityId,
      title: 'Oak stool',
      link: 'https://goods.example.com/stool',
      imageId: image.id,
    })
  ).id;
}

async function history(person: Person, objectType: 'CAMPAIGN' | 'AD_GROUP' | 'AD' | null = null) {
  const { viewer } = await person.client.query(HISTORY, { objectType, first: 50 });
  return viewer.advertiser!.changeHistory.edges.map((edge) => edge.node);
}

describe('the ads manager’s change history', () => {
  let owner: Person;
  let advertiserId: string;
  let campaignId: string;
  let adGroupId: string;
  let adId: string;

  beforeAll(async () => {
    owner = await seasonedUser(app);
    advertiserId = await newAdvertiser(owner);
    const pinId = await promotablePin(owner, 9101);
    const { createCampaign } = await owner.client.query(CREATE, {
      input: {
        advertiserId,
        campaign: { name: 'Stools', objectiveType: 'CONSIDERATION', budgetType: 'DAILY', budgetMinor: 2_000 },
        adGroup: { name: 'Makers', countries: ['US'], interests: ['woodworking'], bidMinor: 300 },
        ads: [{ pinId }],
        draft: false,
      },
    });
    const campaign = succeeded(createCampaign);
    campaignId = campaign.entityId;
    adGroupId = campaign.adGroups.edges[0]!.node.entityId;
    adId = campaign.adGroups.edges[0]!.node.ads.edges[0]!.node.entityId;
  });

  it('records what a create made: the campaign, its ad group and its ad, by whom', async () => {
    const entries = await history(owner);
    expect(entries.map((e) => [e.objectType, e.action, e.objectName])).toEqual([
      ['AD', 'CREATED', 'Oak stool'],
      ['AD_GROUP', 'CREATED', 'Makers'],
      ['CAMPAIGN', 'CREATED', 'Stools'],
    ]);
    expect(entries[2]).toMatchObject({ actorName: owner.user.fullName, actorUsername: owner.user.username });
    expect(entries[2]!.changes).toContainEqual({
      field: 'budget',
      label: 'Budget',
      before: null,
      after: '$20.00',
    });
    expect(entries[1]!.changes).toContainEqual({
      field: 'countries',
      label: 'Countries',
      before: null,
      after: 'US',
    });
  });

  it('records only the settings an edit changed, before and after, and a status change', async () => {
    succeeded(
      (
        await owner.client.query(UPDATE, {
          id: campaignId,
          input: { name: 'Stools', objectiveType: 'CONSIDERATION', budgetType: 'DAILY', budgetMinor: 3_550 },
        })
      ).updateCampaign,
    );
    succeeded(
      (await owner.client.query(SET_STATUS, { ids: [campaignId], status: 'PAUSED' })).setCampaignsStatus,
    );
    const [paused, edited] = await history(owner, 'CAMPAIGN');
    expect(paused).toMatchObject({
      action: 'STATUS',
      changes: [{ field: 'status', label: 'Status', before: 'Active', after: 'Paused' }],
    });
    expect(edited).toMatchObject({
      action: 'EDITED',
      changes: [{ field: 'budget', label: 'Budget', before: '$20.00', after: '$35.50' }],
    });
  });

  it('records targeting and bid changes of an ad group, and a duplicated ad', async () => {
    succeeded(
      (
        await owner.client.query(UPDATE_AD_GROUP, {
          id: adGroupId,
          input: { name: 'Makers', countries: ['US', 'GB'], interests: ['woodworking'], bidMinor: 400 },
        })
      ).updateAdGroup,
    );
    succeeded((await owner.client.query(DUPLICATE_AD, { id: adId })).duplicateAd);
    const [group] = await history(owner, 'AD_GROUP');
    expect(group!.changes).toEqual([
      { field: 'bid', label: 'Bid (per 1,000 impressions)', before: '$3.00', after: '$4.00' },
      { field: 'countries', label: 'Countries', before: 'US', after: 'US, GB' },
    ]);
    const [copy] = await history(owner, 'AD');
    expect(copy).toMatchObject({ action: 'DUPLICATED', objectName: 'Copy of Oak stool' });
  });

  it('writes nothing for a refused change or one that changed nothing', async () => {
    const before = (await history(owner)).length;
    const refused = await owner.client.query(UPDATE, {
      id: campaignId,
      input: { name: '', objectiveType: 'CONSIDERATION', budgetType: 'DAILY', budgetMinor: 3_550 },
    });
    expect(refused.updateCampaign.__typename).toBe('DomainError');
    const unchanged = await owner.client.query(UPDATE, {
      id: campaignId,
      input: { name: 'Stools', objectiveType: 'CONSIDERATION', budgetType: 'DAILY', budgetMinor: 3_550 },
    });
    expect(unchanged.updateCampaign.__typename).not.toBe('DomainError');
    expect((await history(owner)).length).toBe(before);
  });

  it('pages newest first', async () => {
    const first = await owner.client.query(HISTORY, { first: 2 });
    const page = first.viewer.advertiser!.changeHistory;
    expect(page.edges).toHaveLength(2);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = await owner.client.query(HISTORY, { first: 50, after: page.pageInfo.endCursor });
    const all = await history(owner);
    expect(next.viewer.advertiser!.changeHistory.edges).toHaveLength(all.length - 2);
  });

  it('is the advertiser’s alone: another person’s advertiser shows none of it', async () => {
    const stranger = await seasonedUser(app);
    await newAdvertiser(stranger);
    expect(await history(stranger)).toEqual([]);
    const newcomer = await newUser(app);
    const { viewer } = await newcomer.client.query(HISTORY, { first: 5 });
    expect(viewer.advertiser).toBeNull();
  });
});

describe('the ads manager’s recommendations', () => {
  let owner: Person;
  let advertiserId: string;

  async function campaignWithAd(name: string, seed: number) {
    const pinId = await promotablePin(owner, seed);
    const { createCampaign } = await owner.client.query(CREATE, {
      input: {
        advertiserId,
        campaign: { name, objectiveType: 'CONSIDERATION', budgetType: 'DAILY', budgetMinor: 1_000 },
        adGroup: { name: `${name} group`, countries: ['US'], interests: [], bidMinor: 100 },
        ads: [{ pinId }],
        draft: false,
      },
    });
    const campaign = succeeded(createCampaign);
    const group = campaign.adGroups.edges[0]!.node;
    // Running for ten days already.
    await app.db
      .updateTable('campaigns')
      .set({ starts_at: sql<Date>`now() - interval '10 days'` })
      .where('id', '=', campaign.entityId)
      .execute();
    return {
      campaignId: campaign.entityId,
      adGroupId: group.entityId,
      adId: group.ads.edges[0]!.node.entityId,
    };
  }

  async function recommendations(person: Person) {
    const { viewer } = await person.client.query(RECOMMENDATIONS);
    return viewer.advertiser?.recommendations ?? [];
  }

  beforeAll(async () => {
    owner = await seasonedUser(app);
    advertiserId = await newAdvertiser(owner);
  });

  it('recommends nothing to an account whose campaigns need nothing', async () => {
    const quiet = await campaignWithAd('Quiet', 9201);
    const today = utcDay(new Date());
    await app.db
      .insertInto('ad_daily_stats')
      .values({ ad_id: quiet.adId, day: today, impressions: 40, clicks: 3, spend_milli: 4_000 })
      .execute();
    expect(await recommendations(owner)).toEqual([]);
  });

  it('names a budget that runs out, weak and deleted Pins, a silent ad group, an end and a silent conversion tag', async () => {
    const busy = await campaignWithAd('Busy', 9202);
    const today = utcDay(new Date());
    // Three of the last seven days spent the whole $10 budget: 2,000 impressions and one click a day.
    for (const back of [1, 2, 3]) {
      await app.db
        .insertInto('ad_daily_stats')
        .values({
          ad_id: busy.adId,
          day: addDays(today, -back),
          impressions: 2_000,
          clicks: back === 1 ? 1 : 0,
          spend_milli: 1_000_000,
        })
        .execute();
    }
    const gone = succeeded(
      (
        await owner.client.query(CREATE_AD, {
          id: busy.adGroupId,
          input: { pinId: await promotablePin(owner, 9203) },
        })
      ).createAd,
    );
    await app.db.updateTable('ads').set({ pin_id: null }).where('id', '=', gone.entityId).execute();

    const silent = await campaignWithAd('Silent', 9204);
    await app.db
      .updateTable('campaigns')
      .set({ objective_type: 'WEB_CONVERSION', ends_at: sql<Date>`now() + interval '2 days'` })
      .where('id', '=', silent.campaignId)
      .execute();

    const found = await recommendations(owner);
    expect(found.map((r) => [r.kind, r.objectType, r.objectId])).toEqual([
      ['BUDGET_LIMITED', 'CAMPAIGN', busy.campaignId],
      ['NO_DELIVERY', 'AD_GROUP', silent.adGroupId],
      ['LOW_CTR', 'AD', busy.adId],
      ['AD_PIN_GONE', 'AD', gone.entityId],
      ['ENDING_SOON', 'CAMPAIGN', silent.campaignId],
      ['NO_CONVERSIONS', 'CAMPAIGN', silent.campaignId],
    ]);
    expect(found[0]!.text).toContain('on 3 days of the last 7');
    expect(found[2]!.text).toContain('6,000 impressions');
    expect(found[2]!.text).toContain('0.02%');
    expect(found.every((r) => r.campaignId !== null)).toBe(true);

    // Once the site sends a conversion, that one goes.
    await app.db
      .insertInto('conversion_events')
      .values({
        advertiser_id: advertiserId,
        event_id: 'advice-1',
        event_name: 'checkout',
        source: 'api',
        event_time: new Date(),
      })
      .execute();
    expect((await recommendations(owner)).map((r) => r.kind)).not.toContain('NO_CONVERSIONS');
  });

  it('asks for billing details when campaigns wait for them; another advertiser sees only its own advice', async () => {
    const newcomer = await seasonedUser(app);
    const id = await newAdvertiser(newcomer, { billTo: null });
    const pinId = await promotablePin(newcomer, 9205);
    const { createCampaign } = await newcomer.client.query(CREATE, {
      input: {
        advertiserId: id,
        campaign: { name: 'Draft', objectiveType: 'CONSIDERATION', budgetType: 'DAILY', budgetMinor: 1_000 },
        adGroup: { name: 'Group', countries: ['US'], interests: [], bidMinor: 100 },
        ads: [{ pinId }],
        draft: true,
      },
    });
    succeeded(createCampaign);
    expect((await recommendations(newcomer)).map((r) => r.kind)).toEqual(['BILLING_MISSING']);
  });
});
