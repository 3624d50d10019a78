import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVERTISER_READ_ONLY } from '../../core/business';
import { graphql } from '../gql';
import type { CampaignSettingsInput } from '../gql/graphql';
import { newAdvertiser, type Person, seasonedUser } from '../support/advertisers';
import { createBoard, type DomainErrorResult, savePin, storeTestImage, succeeded } from '../support/fixtures';
import { restJson } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;

const CONVERT = graphql(`mutation AnalystConvert($input: ConvertToBusinessInput!) {
  convertToBusiness(input: $input) { __typename ...DomainErrorFields }
}`);

const GRANT = graphql(`mutation AnalystGrant($login: String!, $permission: BusinessPermission!) {
  grantBusinessAccess(login: $login, permission: $permission) { __typename ...DomainErrorFields }
}`);

const CREATE = graphql(`mutation AnalystCreateCampaign($input: CreateCampaignInput!) {
  createCampaign(input: $input) {
    __typename ...DomainErrorFields
    ... on MutationCreateCampaignSuccess { data { entityId
      adGroups(first: 1) { edges { node { entityId ads(first: 1) { edges { node { entityId } } } } } } } }
  }
}`);

const CREATE_AUDIENCE = graphql(`mutation AnalystCreateAudience($input: AudienceInput!) {
  createAudience(input: $input) { __typename ...DomainErrorFields ... on MutationCreateAudienceSuccess { data { entityId } } }
}`);

const CREATE_TOKEN = graphql(`mutation AnalystCreateToken($id: String!) {
  createConversionToken(advertiserId: $id) {
    __typename ...DomainErrorFields ... on MutationCreateConversionTokenSuccess { data { token { entityId } } }
  }
}`);

const ADVERTISER = graphql(`query AnalystAdvertiser($id: String!, $campaignId: String!) {
  viewer {
    adAccounts { advertiserId readOnly current }
    advertiser(entityId: $id) {
      entityId access name billing { contactName }
      campaigns(first: 10) { edges { node { entityId name } } }
      campaign(entityId: $campaignId) {
        entityId
        adGroups(first: 5) { edges { node { entityId name ads(first: 5) { edges { node { entityId name } } } } } }
      }
      audiences { entityId name size }
      conversionOverview { eventName events }
      conversionEvents(first: 5) { edges { node { eventId } } }
    }
  }
}`);

const SECRET_FIELDS = {
  invoices: graphql(
    `query AnalystInvoices($id: String!) { viewer { advertiser(entityId: $id) { invoices { number } } } }`,
  ),
  orderLines: graphql(
    `query AnalystOrderLines($id: String!) { viewer { advertiser(entityId: $id) { orderLines { month } } } }`,
  ),
  conversionTokens: graphql(
    `query AnalystTokens($id: String!) { viewer { advertiser(entityId: $id) { conversionTokens { entityId } } } }`,
  ),
};

const REPORT = graphql(`query AnalystReport($id: String!, $from: String!, $to: String!) {
  advertiserReport(advertiserId: $id, level: CAMPAIGN, from: $from, to: $to) { rows { name } }
}`);

const INSIGHTS =
  graphql(`query AnalystInsights($id: String!, $campaignId: String!, $from: String!, $to: String!) {
  campaignInsights(advertiserId: $id, campaignId: $campaignId, from: $from, to: $to, compareFrom: $from, compareTo: $to) {
    totals { impressions }
  }
}`);

const CREATE_REPORT = graphql(`mutation AnalystCreateReport($input: CreateAdReportInput!) {
  createAdReport(input: $input) { __typename ...DomainErrorFields ... on MutationCreateAdReportSuccess { data { entityId } } }
}`);

const RUNS = graphql(`query AnalystRuns($id: String!, $reportId: String!) {
  adReportRuns(advertiserId: $id, first: 5) { edges { node { entityId } } }
  adReportRun(advertiserId: $id, reportId: $reportId) { entityId csv }
}`);

/** Every change to an advertiser the ads area offers, each a domain-error union: all refused to an analyst. */
const WRITES = {
  createCampaign: graphql(
    `mutation AnalystWCreate($input: CreateCampaignInput!) { createCampaign(input: $input) { __typename ...DomainErrorFields } }`,
  ),
  updateCampaign: graphql(
    `mutation AnalystWUpdate($id: String!, $input: CampaignSettingsInput!) { updateCampaign(campaignId: $id, input: $input) { __typename ...DomainErrorFields } }`,
  ),
  setCampaignsStatus: graphql(
    `mutation AnalystWStatus($ids: [String!]!) { setCampaignsStatus(campaignIds: $ids, status: PAUSED) { __typename ...DomainErrorFields } }`,
  ),
  pauseCampaign: graphql(
    `mutation AnalystWPause($id: String!) { pauseCampaign(campaignId: $id) { __typename ...DomainErrorFields } }`,
  ),
  duplicateCampaign: graphql(
    `mutation AnalystWDuplicate($id: String!) { duplicateCampaign(campaignId: $id) { __typename ...DomainErrorFields } }`,
  ),
  createAdGroup: graphql(
    `mutation AnalystWCreateGroup($id: String!, $input: AdGroupSettingsInput!) { createAdGroup(campaignId: $id, input: $input) { __typename ...DomainErrorFields } }`,
  ),
  updateAdGroup: graphql(
    `mutation AnalystWUpdateGroup($id: String!, $input: AdGroupSettingsInput!) { updateAdGroup(adGroupId: $id, input: $input) { __typename ...DomainErrorFields } }`,
  ),
  setAdGroupStatus: graphql(
    `mutation AnalystWGroupStatus($id: String!) { setAdGroupStatus(adGroupId: $id, status: PAUSED) { __typename ...DomainErrorFields } }`,
  ),
  duplicateAdGroup: graphql(
    `mutation AnalystWDuplicateGroup($id: String!) { duplicateAdGroup(adGroupId: $id) { __typename ...DomainErrorFields } }`,
  ),
  createAd: graphql(
    `mutation AnalystWCreateAd($id: String!, $pinId: String!) { createAd(adGroupId: $id, input: { pinId: $pinId }) { __typename ...DomainErrorFields } }`,
  ),
  updateAd: graphql(
    `mutation AnalystWUpdateAd($id: String!) { updateAd(adId: $id, name: "Mine now") { __typename ...DomainErrorFields } }`,
  ),
  setAdStatus: graphql(
    `mutation AnalystWAdStatus($id: String!) { setAdStatus(adId: $id, status: PAUSED) { __typename ...DomainErrorFields } }`,
  ),
  duplicateAd: graphql(
    `mutation AnalystWDuplicateAd($id: String!) { duplicateAd(adId: $id) { __typename ...DomainErrorFields } }`,
  ),
  createAudience: graphql(
    `mutation AnalystWAudience($input: AudienceInput!) { createAudience(input: $input) { __typename ...DomainErrorFields } }`,
  ),
  deleteAudience: graphql(
    `mutation AnalystWDeleteAudience($id: String!) { deleteAudience(audienceId: $id) { __typename ...DomainErrorFields } }`,
  ),
  createConversionToken: graphql(
    `mutation AnalystWToken($id: String!) { createConversionToken(advertiserId: $id) { __typename ...DomainErrorFields } }`,
  ),
  revokeConversionToken: graphql(
    `mutation AnalystWRevoke($id: String!) { revokeConversionToken(tokenId: $id) { __typename ...DomainErrorFields } }`,
  ),
  sendTestConversionEvent: graphql(
    `mutation AnalystWTestEvent($id: String!) { sendTestConversionEvent(advertiserId: $id, eventName: "checkout") { __typename ...DomainErrorFields } }`,
  ),
  saveAdvertiserBilling: graphql(
    `mutation AnalystWBilling($input: AdvertiserBillingInput!) { saveAdvertiserBilling(input: $input) { __typename ...DomainErrorFields } }`,
  ),
};

const AD_GROUP = { name: 'Makers', countries: ['US'], interests: [], bidMinor: 250 };
const CAMPAIGN: CampaignSettingsInput = {
  name: 'Desks',
  objectiveType: 'CONSIDERATION',
  budgetType: 'DAILY',
  budgetMinor: 5000,
};
const FROM = '2026-01-01';
const TO = '2026-12-31';

let owner: Person;
let analyst: Person;
let outsider: Person;
let advertiserId: string;
let pinId: string;
let campaignId: string;
let adGroupId: string;
let adId: string;
let audienceId: string;
let tokenId: string;

async function convert(person: Person, name: string): Promise<void> {
  const { convertToBusiness } = await person.client.query(CONVERT, {
    input: { businessName: name, website: 'analysts.example', country: 'us' },
  });
  expect(convertToBusiness.__typename).toBe('MutationConvertToBusinessSuccess');
}

beforeAll(async () => {
  app = await startTestApp();
  owner = await seasonedUser(app);
  advertiserId = await newAdvertiser(owner);
  const board = await createBoard(owner.client, { name: 'Desks for sale' });
  const image = await storeTestImage(app, 14_141);
  pinId = (
    await savePin(app, owner.user, {
      boardId: board.entityId,
      title: 'Walnut desk',
      link: 'https://goods.example.com/desk',
      imageId: image.id,
    })
  ).id;
  const { createCampaign } = await owner.client.query(CREATE, {
    input: { advertiserId, campaign: CAMPAIGN, adGroup: AD_GROUP, ads: [{ pinId }] },
  });
  const campaign = succeeded(createCampaign);
  campaignId = campaign.entityId;
  adGroupId = campaign.adGroups.edges[0]!.node.entityId;
  adId = campaign.adGroups.edges[0]!.node.ads.edges[0]!.node.entityId;
  const { createAudience } = await owner.client.query(CREATE_AUDIENCE, {
    input: { advertiserId, name: 'Engaged', kind: 'ENGAGED', lookbackDays: 30 },
  });
  audienceId = succeeded(createAudience).entityId;
  const { createConversionToken } = await owner.client.query(CREATE_TOKEN, { id: advertiserId });
  tokenId = succeeded(createConversionToken).token.entityId;

  await convert(owner, 'Walnut Works');
  analyst = await seasonedUser(app);
  await convert(analyst, 'Numbers Co');
  outsider = await seasonedUser(app);
  await convert(outsider, 'Elsewhere Co');
  const { grantBusinessAccess } = await owner.client.query(GRANT, {
    login: analyst.user.username,
    permission: 'ANALYST',
  });
  expect(grantBusinessAccess.__typename).toBe('MutationGrantBusinessAccessSuccess');
});
afterAll(async () => {
  await app?.close();
});

describe('an analyst of the business that owns an advertiser', () => {
  it('reads its campaigns, ad groups, ads, audiences and conversion events, without acting for it', async () => {
    const { viewer } = await analyst.client.query(ADVERTISER, { id: advertiserId, campaignId });
    expect(viewer.adAccounts).toContainEqual({ advertiserId, readOnly: true, current: false });
    const advertiser = viewer.advertiser!;
    expect(advertiser).toMatchObject({ entityId: advertiserId, access: 'READ', billing: null });
    expect(advertiser.campaigns.edges.map((e) => e.node.entityId)).toEqual([campaignId]);
    const group = advertiser.campaign!.adGroups.edges[0]!.node;
    expect(group.entityId).toBe(adGroupId);
    expect(group.ads.edges.map((e) => e.node.entityId)).toEqual([adId]);
    expect(advertiser.audiences.map((a) => a.entityId)).toEqual([audienceId]);
    expect(advertiser.conversionOverview.map((r) => r.events)).toEqual([0, 0, 0]);
    expect(advertiser.conversionEvents.edges).toEqual([]);
  });

  it('reads reports and insights, and builds and downloads report-center reports', async () => {
    const { advertiserReport } = await analyst.client.query(REPORT, { id: advertiserId, from: FROM, to: TO });
    expect(advertiserReport.rows.map((r) => r.name)).toEqual(['Desks']);
    const { campaignInsights } = await analyst.client.query(INSIGHTS, {
      id: advertiserId,
      campaignId,
      from: FROM,
      to: TO,
    });
    expect(campaignInsights.totals.impressions).toBe(0);
    const { createAdReport } = await analyst.client.query(CREATE_REPORT, {
      input: { advertiserId, level: 'CAMPAIGN', from: FROM, to: TO, columns: ['name', 'impressions'] },
    });
    const reportId = succeeded(createAdReport).entityId;
    const runs = await analyst.client.query(RUNS, { id: advertiserId, reportId });
    expect(runs.adReportRuns.edges.map((e) => e.node.entityId)).toContain(reportId);
    expect(runs.adReportRun?.csv).toContain('Desks');
  });

  it('is refused every change, with the read-only text, and nothing changes', async () => {
    const c = analyst.client;
    const answers = {
      createCampaign: (
        await c.query(WRITES.createCampaign, {
          input: { advertiserId, campaign: CAMPAIGN, adGroup: AD_GROUP, ads: [{ pinId }] },
        })
      ).createCampaign,
      updateCampaign: (await c.query(WRITES.updateCampaign, { id: campaignId, input: CAMPAIGN }))
        .updateCampaign,
      setCampaignsStatus: (await c.query(WRITES.setCampaignsStatus, { ids: [campaignId] }))
        .setCampaignsStatus,
      pauseCampaign: (await c.query(WRITES.pauseCampaign, { id: campaignId })).pauseCampaign,
      duplicateCampaign: (await c.query(WRITES.duplicateCampaign, { id: campaignId })).duplicateCampaign,
      createAdGroup: (await c.query(WRITES.createAdGroup, { id: campaignId, input: AD_GROUP })).createAdGroup,
      updateAdGroup: (await c.query(WRITES.updateAdGroup, { id: adGroupId, input: AD_GROUP })).updateAdGroup,
      setAdGroupStatus: (await c.query(WRITES.setAdGroupStatus, { id: adGroupId })).setAdGroupStatus,
      duplicateAdGroup: (await c.query(WRITES.duplicateAdGroup, { id: adGroupId })).duplicateAdGroup,
      createAd: (await c.query(WRITES.createAd, { id: adGroupId, pinId })).createAd,
      updateAd: (await c.query(WRITES.updateAd, { id: adId })).updateAd,
      setAdStatus: (await c.query(WRITES.setAdStatus, { id: adId })).setAdStatus,
      duplicateAd: (await c.query(WRITES.duplicateAd, { id: adId })).duplicateAd,
      createAudience: (
        await c.query(WRITES.createAudience, {
          input: { advertiserId, name: 'Mine', kind: 'ENGAGED', lookbackDays: 7 },
        })
      ).createAudience,
      deleteAudience: (await c.query(WRITES.deleteAudience, { id: audienceId })).deleteAudience,
      createConversionToken: (await c.query(WRITES.createConversionToken, { id: advertiserId }))
        .createConversionToken,
      revokeConversionToken: (await c.query(WRITES.revokeConversionToken, { id: tokenId }))
        .revokeConversionToken,
      sendTestConversionEvent: (await c.query(WRITES.sendTestConversionEvent, { id: advertiserId }))
        .sendTestConversionEvent,
      saveAdvertiserBilling: (
        await c.query(WRITES.saveAdvertiserBilling, {
          input: {
            advertiserId,
            contactName: 'Eve',
            email: 'eve@analysts.example',
            address: '2 Side St',
            country: 'US',
          },
        })
      ).saveAdvertiserBilling,
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect({ name, answer: answer as DomainErrorResult }).toMatchObject({
        name,
        answer: { __typename: 'DomainError', code: 'FORBIDDEN', message: ADVERTISER_READ_ONLY },
      });
    }
    const { viewer } = await owner.client.query(ADVERTISER, { id: advertiserId, campaignId });
    expect(viewer.advertiser!.campaigns.edges).toHaveLength(1);
    expect(viewer.advertiser!.campaign!.adGroups.edges).toHaveLength(1);
    expect(viewer.advertiser!.audiences).toHaveLength(1);
    expect(viewer.advertiser!.billing?.contactName).toBe('Ada');
  });

  it('cannot read billing documents or conversion access tokens', async () => {
    for (const [name, document] of Object.entries(SECRET_FIELDS)) {
      const answer = await analyst.client.gql(String(document), { id: advertiserId });
      expect({ name, errors: answer.errors?.map((e) => e.message) }).toEqual({
        name,
        errors: [ADVERTISER_READ_ONLY],
      });
    }
  });

  it('is refused quick promote through REST too', async () => {
    const { status, body } = await restJson(
      await analyst.client.post(`/ads/v4/advertisers/${advertiserId}/pins/${pinId}/quick_promote/`, {
        budget_in_micro_currency: 5_000_000,
        campaign_name: 'Not mine',
        destination_url: 'https://goods.example.com/desk',
        duration: '7',
        auto_targeting_enabled: true,
        is_ongoing: false,
        start_now: true,
        targeting_spec: { ages: [], interests: [], genders: [], country: [] },
      }),
    );
    expect(status).toBe(403);
    expect(body).toMatchObject({ status: 'failure', message: ADVERTISER_READ_ONLY });
  });
});

describe('someone with no access to the business', () => {
  it('finds no advertiser, reports or campaigns', async () => {
    const { viewer } = await outsider.client.query(ADVERTISER, { id: advertiserId, campaignId });
    expect(viewer.advertiser).toBeNull();
    expect(viewer.adAccounts.map((a) => a.advertiserId)).not.toContain(advertiserId);
    const report = await outsider.client.gql(REPORT, { id: advertiserId, from: FROM, to: TO });
    expect(report.errors?.[0]?.message).toBe("Sorry, we couldn't find that advertiser.");
    const { pauseCampaign } = await outsider.client.query(WRITES.pauseCampaign, { id: campaignId });
    expect(pauseCampaign).toMatchObject({ __typename: 'DomainError', code: 'NOT_FOUND' });
  });
});
