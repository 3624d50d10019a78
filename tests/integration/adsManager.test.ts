import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADS_MANAGER_TEXTS } from '../../core/adsManager';
import { migrations } from '../../migrations/index';
import { chargeImpression } from '../../server/db/campaigns';
import { graphql } from '../gql';
import type { AdGroupSettingsInput, CampaignSettingsInput } from '../gql/graphql';
import {
  ADVERTISER_BILLING,
  newAdvertiser,
  seasonedUser as newSeasonedUser,
  type Person,
} from '../support/advertisers';
import { createBoard, type DomainErrorResult, savePin, storeTestImage, succeeded } from '../support/fixtures';
import type { TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;

graphql(`fragment AdsCampaignFields on Campaign {
  entityId name status objectiveType budgetType budgetMinor spend startsAt endsAt
  adGroups(first: 10) { edges { node {
    entityId name status bidMinor budgetType budgetMinor targeting { country interests } impressions
    ads(first: 10) { edges { node { entityId name status pin { entityId } destinationUrl impressions } } }
  } } }
}`);

const CREATE = graphql(`
  mutation AdsCreateCampaign($input: CreateCampaignInput!) {
    createCampaign(input: $input) {
      __typename ...DomainErrorFields
      ... on MutationCreateCampaignSuccess { data { ...AdsCampaignFields } }
    }
  }`);

const UPDATE = graphql(`
  mutation AdsUpdateCampaign($id: String!, $input: CampaignSettingsInput!) {
    updateCampaign(campaignId: $id, input: $input) {
      __typename ...DomainErrorFields
      ... on MutationUpdateCampaignSuccess { data { ...AdsCampaignFields } }
    }
  }`);

const SET_STATUS = graphql(`
  mutation AdsSetCampaignsStatus($ids: [String!]!, $status: DeliveryStatus!) {
    setCampaignsStatus(campaignIds: $ids, status: $status) {
      __typename ...DomainErrorFields
      ... on MutationSetCampaignsStatusSuccess { data { entityId status } }
    }
  }`);

const DUPLICATE = graphql(`
  mutation AdsDuplicateCampaign($id: String!) {
    duplicateCampaign(campaignId: $id) {
      __typename ...DomainErrorFields
      ... on MutationDuplicateCampaignSuccess { data { ...AdsCampaignFields } }
    }
  }`);

const CREATE_AD_GROUP = graphql(`
  mutation AdsCreateAdGroup($id: String!, $input: AdGroupSettingsInput!, $ads: [AdInput!]) {
    createAdGroup(campaignId: $id, input: $input, ads: $ads) {
      __typename ...DomainErrorFields
      ... on MutationCreateAdGroupSuccess { data { entityId name status } }
    }
  }`);

const UPDATE_AD_GROUP = graphql(`
  mutation AdsUpdateAdGroup($id: String!, $input: AdGroupSettingsInput!) {
    updateAdGroup(adGroupId: $id, input: $input) {
      __typename ...DomainErrorFields
      ... on MutationUpdateAdGroupSuccess { data { entityId name bidMinor } }
    }
  }`);

const SET_AD_GROUP_STATUS = graphql(`
  mutation AdsSetAdGroupStatus($id: String!, $status: DeliveryStatus!) {
    setAdGroupStatus(adGroupId: $id, status: $status) {
      __typename ...DomainErrorFields
      ... on MutationSetAdGroupStatusSuccess { data { entityId status } }
    }
  }`);

const DUPLICATE_AD_GROUP = graphql(`
  mutation AdsDuplicateAdGroup($id: String!) {
    duplicateAdGroup(adGroupId: $id) {
      __typename ...DomainErrorFields
      ... on MutationDuplicateAdGroupSuccess { data { entityId name status } }
    }
  }`);

const CREATE_AD = graphql(`
  mutation AdsCreateAd($id: String!, $input: AdInput!) {
    createAd(adGroupId: $id, input: $input) {
      __typename ...DomainErrorFields
      ... on MutationCreateAdSuccess { data { entityId name status } }
    }
  }`);

const UPDATE_AD = graphql(`
  mutation AdsUpdateAd($id: String!, $name: String!) {
    updateAd(adId: $id, name: $name) {
      __typename ...DomainErrorFields
      ... on MutationUpdateAdSuccess { data { entityId name } }
    }
  }`);

const SET_AD_STATUS = graphql(`
  mutation AdsSetAdStatus($id: String!, $status: DeliveryStatus!) {
    setAdStatus(adId: $id, status: $status) {
      __typename ...DomainErrorFields
      ... on MutationSetAdStatusSuccess { data { entityId status } }
    }
  }`);

const DUPLICATE_AD = graphql(`
  mutation AdsDuplicateAd($id: String!) {
    duplicateAd(adId: $id) {
      __typename ...DomainErrorFields
      ... on MutationDuplicateAdSuccess { data { entityId name status } }
    }
  }`);

const PAUSE = graphql(`
  mutation AdsPauseCampaign($id: String!) {
    pauseCampaign(campaignId: $id) { __typename ...DomainErrorFields }
  }`);

const RESUME = graphql(`
  mutation AdsResumeCampaign($id: String!) {
    resumeCampaign(campaignId: $id) { __typename ...DomainErrorFields }
  }`);

const LIST = graphql(`
  query AdsCampaigns($advertiserId: String!) {
    viewer { advertiser {
      campaigns(first: 50) { edges { node { entityId name status } } }
      campaign(entityId: $advertiserId) { entityId }
    } }
  }`);

const CAMPAIGN_TOTALS = graphql(`query AdsCampaignTotals($id: String!) {
  viewer { advertiser { campaign(entityId: $id) { adGroups(first: 10) { edges { node { impressions clicks } } } } } }
}`);

const PIN_PROMOTED = graphql(`query AdsPinPromoted($id: String!) { pin(id: $id) { isPromoted promoter } }`);

/** A person whose account is two days old (advertising refuses accounts younger than a day). */
function seasonedUser(): Promise<Person> {
  return newSeasonedUser(app);
}

function setUpAdvertiser(person: Person, withBilling = true): Promise<string> {
  return newAdvertiser(person, { billTo: withBilling ? 'Ada' : null });
}

let seed = 5000;
async function promotablePin(person: Person): Promise<string> {
  const board = await createBoard(person.client, { name: `Shop ${seed}` });
  const image = await storeTestImage(app, seed++);
  return (
    await savePin(app, person.user, {
      boardId: board.entityId,
      title: 'Walnut desk',
      link: 'https://goods.example.com/desk',
      imageId: image.id,
    })
  ).id;
}

const CAMPAIGN: CampaignSettingsInput = {
  name: 'Spring desks',
  objectiveType: 'CONSIDERATION',
  budgetType: 'DAILY',
  budgetMinor: 5_000,
};

const AD_GROUP: AdGroupSettingsInput = {
  name: 'Makers in the US',
  countries: ['us', 'CA'],
  interests: ['woodworking'],
  bidMinor: 250,
};

function refusal(result: { __typename: string }): DomainErrorResult {
  expect(result.__typename).toBe('DomainError');
  return result as DomainErrorResult;
}

async function createCampaign(person: Person, advertiserId: string, pinId: string, draft = false) {
  const { createCampaign: result } = await person.client.query(CREATE, {
    input: { advertiserId, campaign: CAMPAIGN, adGroup: AD_GROUP, ads: [{ pinId }], draft },
  });
  return succeeded(result);
}

function firstGroup(campaign: Awaited<ReturnType<typeof createCampaign>>) {
  return campaign.adGroups.edges[0]!.node;
}

async function isPromoted(client: TestClient, pinId: string): Promise<boolean> {
  return (await client.query(PIN_PROMOTED, { id: pinId })).pin?.isPromoted ?? false;
}

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('ads manager', () => {
  let owner: Person;
  let advertiserId: string;
  let pinId: string;

  beforeAll(async () => {
    owner = await seasonedUser();
    advertiserId = await setUpAdvertiser(owner);
    pinId = await promotablePin(owner);
  });

  it('creates a campaign with an ad group and an ad, lists, edits, duplicates and archives it', async () => {
    const campaign = await createCampaign(owner, advertiserId, pinId);
    expect(campaign).toMatchObject({
      name: 'Spring desks',
      status: 'ACTIVE',
      objectiveType: 'CONSIDERATION',
      budgetType: 'DAILY',
      budgetMinor: 5000,
      spend: 0,
    });
    expect(firstGroup(campaign)).toMatchObject({
      name: 'Makers in the US',
      status: 'ACTIVE',
      bidMinor: 250,
      budgetType: null,
      targeting: { country: ['US', 'CA'], interests: ['woodworking'] },
    });
    expect(firstGroup(campaign).ads.edges[0]!.node).toMatchObject({
      name: 'Walnut desk',
      status: 'ACTIVE',
      pin: { entityId: pinId },
      destinationUrl: 'https://goods.example.com/desk',
    });

    const { viewer } = await owner.client.query(LIST, { advertiserId: campaign.entityId });
    expect(viewer.advertiser!.campaigns.edges.map((e) => e.node.entityId)).toContain(campaign.entityId);

    const endsAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const { updateCampaign } = await owner.client.query(UPDATE, {
      id: campaign.entityId,
      input: { ...CAMPAIGN, name: 'Summer desks', budgetType: 'LIFETIME', budgetMinor: 90_000, endsAt },
    });
    expect(succeeded(updateCampaign)).toMatchObject({
      name: 'Summer desks',
      budgetType: 'LIFETIME',
      budgetMinor: 90_000,
      endsAt,
    });

    const { duplicateCampaign } = await owner.client.query(DUPLICATE, { id: campaign.entityId });
    const copy = succeeded(duplicateCampaign);
    expect(copy).toMatchObject({ name: 'Copy of Summer desks', status: 'PAUSED', budgetMinor: 90_000 });
    expect(copy.entityId).not.toBe(campaign.entityId);
    expect(firstGroup(copy).ads.edges[0]!.node.pin).toEqual({ entityId: pinId });

    const { setCampaignsStatus } = await owner.client.query(SET_STATUS, {
      ids: [campaign.entityId, copy.entityId],
      status: 'ARCHIVED',
    });
    expect(succeeded(setCampaignsStatus).map((c) => c.status)).toEqual(['ARCHIVED', 'ARCHIVED']);
    // Archived is final.
    const { setCampaignsStatus: again } = await owner.client.query(SET_STATUS, {
      ids: [campaign.entityId],
      status: 'ACTIVE',
    });
    expect(refusal(again).message).toBe(ADS_MANAGER_TEXTS.archived);
  });

  it('adds, edits, pauses, duplicates and archives ad groups and ads', async () => {
    const campaign = await createCampaign(owner, advertiserId, pinId);
    const { createAdGroup } = await owner.client.query(CREATE_AD_GROUP, {
      id: campaign.entityId,
      input: { ...AD_GROUP, name: 'Second group', budgetType: 'DAILY', budgetMinor: 1000 },
      ads: [{ pinId, name: 'Desk, again' }],
    });
    const group = succeeded(createAdGroup);
    expect(group).toMatchObject({ name: 'Second group', status: 'ACTIVE' });
    const { updateAdGroup } = await owner.client.query(UPDATE_AD_GROUP, {
      id: group.entityId,
      input: { ...AD_GROUP, name: 'Renamed group', bidMinor: 400 },
    });
    expect(succeeded(updateAdGroup)).toMatchObject({ name: 'Renamed group', bidMinor: 400 });
    const { updateAdGroup: tooHigh } = await owner.client.query(UPDATE_AD_GROUP, {
      id: group.entityId,
      input: { ...AD_GROUP, bidMinor: 6000 },
    });
    expect(refusal(tooHigh)).toMatchObject({
      message: ADS_MANAGER_TEXTS.bidOverBudget,
      field: 'adGroup.bid',
    });
    const { setAdGroupStatus } = await owner.client.query(SET_AD_GROUP_STATUS, {
      id: group.entityId,
      status: 'PAUSED',
    });
    expect(succeeded(setAdGroupStatus).status).toBe('PAUSED');
    const { duplicateAdGroup } = await owner.client.query(DUPLICATE_AD_GROUP, { id: group.entityId });
    expect(succeeded(duplicateAdGroup)).toMatchObject({ name: 'Copy of Renamed group', status: 'PAUSED' });

    // The ad groups' totals are read for the whole list at once: as many statements for three groups as for one.
    const statementsFor = async (id: string) => {
      app.statements.reset();
      const { viewer } = await owner.client.query(CAMPAIGN_TOTALS, { id });
      return { groups: viewer.advertiser?.campaign?.adGroups.edges.length, count: app.statements.count };
    };
    const single = await statementsFor((await createCampaign(owner, advertiserId, pinId)).entityId);
    const triple = await statementsFor(campaign.entityId);
    expect([single.groups, triple.groups]).toEqual([1, 3]);
    expect(triple.count).toBe(single.count);

    const { createAd } = await owner.client.query(CREATE_AD, {
      id: group.entityId,
      input: { pinId, name: 'Third ad' },
    });
    const ad = succeeded(createAd);
    const { updateAd } = await owner.client.query(UPDATE_AD, { id: ad.entityId, name: 'Desk ad' });
    expect(succeeded(updateAd).name).toBe('Desk ad');
    const { setAdStatus } = await owner.client.query(SET_AD_STATUS, { id: ad.entityId, status: 'PAUSED' });
    expect(succeeded(setAdStatus).status).toBe('PAUSED');
    const { duplicateAd } = await owner.client.query(DUPLICATE_AD, { id: ad.entityId });
    expect(succeeded(duplicateAd)).toMatchObject({ name: 'Copy of Desk ad', status: 'PAUSED' });
    const { setAdStatus: archived } = await owner.client.query(SET_AD_STATUS, {
      id: ad.entityId,
      status: 'ARCHIVED',
    });
    expect(succeeded(archived).status).toBe('ARCHIVED');
    const { updateAd: late } = await owner.client.query(UPDATE_AD, { id: ad.entityId, name: 'Too late' });
    expect(refusal(late).message).toBe(ADS_MANAGER_TEXTS.archived);
  });

  it('refuses settings that break the rules, and a refused create leaves nothing behind', async () => {
    const before = await app.db.selectFrom('campaigns').select('id').execute();
    const cases: [Partial<CampaignSettingsInput>, Partial<AdGroupSettingsInput>, string, string][] = [
      [{ name: '  ' }, {}, 'name', ADS_MANAGER_TEXTS.nameMissing],
      [{ budgetMinor: 50 }, {}, 'budget', ADS_MANAGER_TEXTS.budgetInvalid],
      [{ budgetType: 'LIFETIME' }, {}, 'endsAt', ADS_MANAGER_TEXTS.lifetimeNeedsEnd],
      [
        { endsAt: new Date(Date.now() - 86_400_000).toISOString() },
        {},
        'endsAt',
        ADS_MANAGER_TEXTS.endBeforeStart,
      ],
      [{}, { countries: ['USA'] }, 'adGroup.countries', ADS_MANAGER_TEXTS.countriesInvalid],
      [{}, { bidMinor: 0 }, 'adGroup.bid', ADS_MANAGER_TEXTS.bidInvalid],
    ];
    for (const [campaign, adGroup, field, message] of cases) {
      const { createCampaign: result } = await owner.client.query(CREATE, {
        input: {
          advertiserId,
          campaign: { ...CAMPAIGN, ...campaign },
          adGroup: { ...AD_GROUP, ...adGroup },
          ads: [{ pinId }],
        },
      });
      expect(refusal(result)).toMatchObject({ field, message });
    }
    // Someone else's pin fails after the campaign row was written: the transaction undoes it.
    const stranger = await seasonedUser();
    const strangersPin = await promotablePin(stranger);
    const { createCampaign: foreign } = await owner.client.query(CREATE, {
      input: { advertiserId, campaign: CAMPAIGN, adGroup: AD_GROUP, ads: [{ pinId: strangersPin }] },
    });
    expect(refusal(foreign).code).toBe('FORBIDDEN');
    expect(await app.db.selectFrom('campaigns').select('id').execute()).toEqual(before);
  });

  it('saves a draft that is never served; publishing it needs billing details', async () => {
    const person = await seasonedUser();
    const id = await setUpAdvertiser(person, false);
    const pin = await promotablePin(person);
    const { createCampaign: live } = await person.client.query(CREATE, {
      input: { advertiserId: id, campaign: CAMPAIGN, adGroup: AD_GROUP, ads: [{ pinId: pin }] },
    });
    expect(refusal(live)).toMatchObject({ field: 'billing', message: ADS_MANAGER_TEXTS.billingMissing });
    const draft = await createCampaign(person, id, pin, true);
    expect(draft.status).toBe('DRAFT');
    const viewer = await seasonedUser();
    expect(await isPromoted(viewer.client, pin)).toBe(false);
    const { setCampaignsStatus: noBilling } = await person.client.query(SET_STATUS, {
      ids: [draft.entityId],
      status: 'ACTIVE',
    });
    expect(refusal(noBilling).message).toBe(ADS_MANAGER_TEXTS.billingMissing);
    const { pauseCampaign } = await person.client.query(PAUSE, { id: draft.entityId });
    expect(refusal(pauseCampaign).message).toBe(ADS_MANAGER_TEXTS.draftCannotPause);
    await person.client.query(ADVERTISER_BILLING, {
      input: {
        advertiserId: id,
        contactName: 'B',
        email: 'b@example.com',
        address: '2 Main St',
        country: 'US',
      },
    });
    const { setCampaignsStatus: published } = await person.client.query(SET_STATUS, {
      ids: [draft.entityId],
      status: 'ACTIVE',
    });
    expect(succeeded(published)[0]!.status).toBe('ACTIVE');
    expect(await isPromoted(viewer.client, pin)).toBe(true);
  });

  it('refuses every campaign, ad group and ad mutation to anyone but the advertiser, changing nothing', async () => {
    const campaign = await createCampaign(owner, advertiserId, pinId);
    const group = firstGroup(campaign);
    const ad = group.ads.edges[0]!.node;
    const outsider = await seasonedUser();
    const outsiderAdvertiser = await setUpAdvertiser(outsider);
    const outsiderPin = await promotablePin(outsider);
    const signedOut = app.client();
    const snapshot = async () => ({
      campaigns: await app.db.selectFrom('campaigns').selectAll().orderBy('id').execute(),
      groups: await app.db.selectFrom('ad_groups').selectAll().orderBy('id').execute(),
      ads: await app.db.selectFrom('ads').selectAll().orderBy('id').execute(),
    });
    const before = await snapshot();
    for (const client of [outsider.client, signedOut]) {
      const answers = [
        (
          await client.query(CREATE, {
            input: { advertiserId, campaign: CAMPAIGN, adGroup: AD_GROUP, ads: [{ pinId: outsiderPin }] },
          })
        ).createCampaign,
        (await client.query(UPDATE, { id: campaign.entityId, input: CAMPAIGN })).updateCampaign,
        (await client.query(SET_STATUS, { ids: [campaign.entityId], status: 'PAUSED' })).setCampaignsStatus,
        (await client.query(PAUSE, { id: campaign.entityId })).pauseCampaign,
        (await client.query(RESUME, { id: campaign.entityId })).resumeCampaign,
        (await client.query(DUPLICATE, { id: campaign.entityId })).duplicateCampaign,
        (await client.query(CREATE_AD_GROUP, { id: campaign.entityId, input: AD_GROUP })).createAdGroup,
        (await client.query(UPDATE_AD_GROUP, { id: group.entityId, input: AD_GROUP })).updateAdGroup,
        (await client.query(SET_AD_GROUP_STATUS, { id: group.entityId, status: 'PAUSED' })).setAdGroupStatus,
        (await client.query(DUPLICATE_AD_GROUP, { id: group.entityId })).duplicateAdGroup,
        (await client.query(CREATE_AD, { id: group.entityId, input: { pinId: outsiderPin } })).createAd,
        (await client.query(UPDATE_AD, { id: ad.entityId, name: 'Mine now' })).updateAd,
        (await client.query(SET_AD_STATUS, { id: ad.entityId, status: 'PAUSED' })).setAdStatus,
        (await client.query(DUPLICATE_AD, { id: ad.entityId })).duplicateAd,
      ];
      const expected = client === signedOut ? 'UNAUTHENTICATED' : 'NOT_FOUND';
      expect(answers.map((a) => refusal(a).code)).toEqual(answers.map(() => expected));
    }
    expect(await snapshot()).toEqual(before);
    // Nor can they read them.
    const { viewer } = await outsider.client.query(LIST, { advertiserId: campaign.entityId });
    expect(viewer.advertiser!.campaigns.edges.map((e) => e.node.entityId)).not.toContain(campaign.entityId);
    expect(outsiderAdvertiser).not.toBe(advertiserId);
  });

  it('delivers only ads whose ad, ad group and campaign are active, within schedule, with budget left', async () => {
    const person = await seasonedUser();
    const id = await setUpAdvertiser(person);
    const pin = await promotablePin(person);
    const campaign = await createCampaign(person, id, pin);
    const group = firstGroup(campaign);
    const ad = group.ads.edges[0]!.node;
    const viewer = (await seasonedUser()).client;
    expect(await isPromoted(viewer, pin)).toBe(true);

    const toggles: [() => Promise<unknown>, () => Promise<unknown>][] = [
      [
        () => person.client.query(SET_AD_STATUS, { id: ad.entityId, status: 'PAUSED' }),
        () => person.client.query(SET_AD_STATUS, { id: ad.entityId, status: 'ACTIVE' }),
      ],
      [
        () => person.client.query(SET_AD_GROUP_STATUS, { id: group.entityId, status: 'PAUSED' }),
        () => person.client.query(SET_AD_GROUP_STATUS, { id: group.entityId, status: 'ACTIVE' }),
      ],
      [
        () => person.client.query(PAUSE, { id: campaign.entityId }),
        () => person.client.query(RESUME, { id: campaign.entityId }),
      ],
    ];
    for (const [off, on] of toggles) {
      await off();
      expect(await isPromoted(viewer, pin)).toBe(false);
      await on();
      expect(await isPromoted(viewer, pin)).toBe(true);
    }

    // Scheduled to start tomorrow: not yet.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await person.client.query(UPDATE, { id: campaign.entityId, input: { ...CAMPAIGN, startsAt: tomorrow } });
    expect(await isPromoted(viewer, pin)).toBe(false);
    await person.client.query(UPDATE, {
      id: campaign.entityId,
      input: { ...CAMPAIGN, startsAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(await isPromoted(viewer, pin)).toBe(true);

    // Daily budget: 50.00 a day, bid 2.50 per 1,000 impressions. Spent up today: stopped; spent yesterday: runs.
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const full = String(5000 * 1000 - 100);
    await app.db
      .updateTable('campaigns')
      .set({ spend_day: today, day_spend_milli: full })
      .where('id', '=', campaign.entityId)
      .execute();
    expect(await isPromoted(viewer, pin)).toBe(false);
    await app.db
      .updateTable('campaigns')
      .set({ spend_day: yesterday })
      .where('id', '=', campaign.entityId)
      .execute();
    expect(await isPromoted(viewer, pin)).toBe(true);

    // The ad group's own lifetime budget, spent: stopped.
    await app.db
      .updateTable('ad_groups')
      .set({ budget_type: 'LIFETIME', budget_minor: '1000', total_spend_milli: String(1000 * 1000) })
      .where('id', '=', group.entityId)
      .execute();
    expect(await isPromoted(viewer, pin)).toBe(false);
    await app.db
      .updateTable('ad_groups')
      .set({ budget_type: null, budget_minor: null })
      .where('id', '=', group.entityId)
      .execute();
    expect(await isPromoted(viewer, pin)).toBe(true);
  });

  it('never charges past a budget under hundreds of concurrent impressions', async () => {
    const person = await seasonedUser();
    const id = await setUpAdvertiser(person);
    const pin = await promotablePin(person);
    const campaign = await createCampaign(person, id, pin);
    const group = firstGroup(campaign);
    const ad = group.ads.edges[0]!.node;
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const charge = {
      campaignId: campaign.entityId,
      adGroupId: group.entityId,
      adId: ad.entityId,
      bidMinor: '250',
    };
    const fire = async (count: number) =>
      (await Promise.all(Array.from({ length: count }, () => chargeImpression(app.db, charge, now)))).filter(
        Boolean,
      ).length;

    // Daily budget 50.00: room for 37 more impressions at 2.50 per 1,000 (250 thousandths each).
    await app.db
      .updateTable('campaigns')
      .set({ spend_day: today, day_spend_milli: String(5000 * 1000 - 37 * 250 - 10) })
      .where('id', '=', campaign.entityId)
      .execute();
    expect(await fire(300)).toBe(37);
    let row = await app.db
      .selectFrom('campaigns')
      .selectAll()
      .where('id', '=', campaign.entityId)
      .executeTakeFirstOrThrow();
    expect(Number(row.day_spend_milli)).toBe(5000 * 1000 - 10);
    expect(Number(row.impressions)).toBe(37);

    // The ad group's own lifetime budget of 10.00: 40 impressions, and the campaign is charged for no more.
    await app.db
      .updateTable('campaigns')
      .set({ spend_day: null, day_spend_milli: '0', total_spend_milli: '0', impressions: '0' })
      .where('id', '=', campaign.entityId)
      .execute();
    await app.db
      .updateTable('ad_groups')
      .set({ budget_type: 'LIFETIME', budget_minor: '10', total_spend_milli: '0' })
      .where('id', '=', group.entityId)
      .execute();
    expect(await fire(250)).toBe(40);
    row = await app.db
      .selectFrom('campaigns')
      .selectAll()
      .where('id', '=', campaign.entityId)
      .executeTakeFirstOrThrow();
    const groupRow = await app.db
      .selectFrom('ad_groups')
      .selectAll()
      .where('id', '=', group.entityId)
      .executeTakeFirstOrThrow();
    expect([
      Number(groupRow.total_spend_milli),
      Number(row.total_spend_milli),
      Number(row.impressions),
    ]).toEqual([10_000, 10_000, 40]);
    const adRow = await app.db
      .selectFrom('ads')
      .selectAll()
      .where('id', '=', ad.entityId)
      .executeTakeFirstOrThrow();
    expect(Number(adRow.impressions)).toBe(77);
  });
});

describe('migration 0044', () => {
  it('turns each quick promotion into a campaign with one ad group and one ad, keeping its counts', async () => {
    const person = await seasonedUser();
    const id = await setUpAdvertiser(person);
    const pin = await promotablePin(person);
    const migrator = new Migrator({ db: app.db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo('0040_board_former_slugs');
    expect(down.error).toBeUndefined();
    const targeting = JSON.stringify({
      ages: ['25-34'],
      genders: ['female'],
      interests: ['lamps'],
      country: ['US'],
    });
    const legacy = await sql<{
      id: string;
    }>`insert into campaigns (advertiser_id, pin_id, name, objective_type,
        destination_url, daily_budget_micros, currency, duration_days, is_ongoing, targeting, auto_targeting, status,
        starts_at, ends_at, impressions, clicks)
      values (${id}, ${pin}, 'Old promotion', 'CONSIDERATION', 'https://goods.example.com/old', 4500000, 'USD', 10,
        false, ${targeting}, false, 'ACTIVE', now() - interval '1 day', now() + interval '9 days', 7, 2)
      returning id`.execute(app.db);
    const campaignId = String(legacy.rows[0]!.id);
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();

    const campaign = await app.db
      .selectFrom('campaigns')
      .selectAll()
      .where('id', '=', campaignId)
      .executeTakeFirstOrThrow();
    expect([campaign.budget_type, String(campaign.budget_minor), String(campaign.impressions)]).toEqual([
      'DAILY',
      '450',
      '7',
    ]);
    const groups = await app.db
      .selectFrom('ad_groups')
      .selectAll()
      .where('campaign_id', '=', campaignId)
      .execute();
    expect(groups.map((g) => [g.name, g.status, JSON.parse(g.targeting), g.budget_type])).toEqual([
      ['Old promotion', 'ACTIVE', JSON.parse(targeting), null],
    ]);
    const ads = await app.db.selectFrom('ads').selectAll().where('ad_group_id', '=', groups[0]!.id).execute();
    expect(
      ads.map((a) => [a.pin_id, a.destination_url, a.status, String(a.impressions), String(a.clicks)]),
    ).toEqual([[pin, 'https://goods.example.com/old', 'ACTIVE', '7', '2']]);
    // And it is delivered as before.
    expect(await isPromoted((await seasonedUser()).client, pin)).toBe(true);
  });
});
