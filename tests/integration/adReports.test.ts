import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_TEXTS } from '../../core/adReports';
import { migrations } from '../../migrations/index';
import { chargeImpression } from '../../server/db/campaigns';
import { graphql } from '../gql';
import type { AdGroupSettingsInput, CampaignSettingsInput } from '../gql/graphql';
import { newAdvertiser, seasonedUser as newSeasonedUser, type Person } from '../support/advertisers';
import {
  createBoard,
  type DomainErrorResult,
  newUser,
  savePin,
  storeTestImage,
  succeeded,
} from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;

const CREATE = graphql(`
  mutation ReportsCreateCampaign($input: CreateCampaignInput!) {
    createCampaign(input: $input) {
      __typename ...DomainErrorFields
      ... on MutationCreateCampaignSuccess { data {
        entityId
        adGroups(first: 5) { edges { node { entityId ads(first: 5) { edges { node { entityId } } } } } }
      } }
    }
  }`);

const CLICK = graphql(`mutation ReportsClick($id: String!) { recordPromotedPinClick(pinId: $id) }`);

const SAVE = graphql(`mutation ReportsSave($input: SavePinInput!) {
  savePin(input: $input) { __typename ...DomainErrorFields } }`);

const TOTALS = graphql(`query ReportsTotals($id: String!) {
  viewer { advertiser { campaign(entityId: $id) { impressions clicks spend } } }
}`);

const REPORT = graphql(`
  query ReportsReport($advertiserId: String!, $level: ReportLevel!, $from: String!, $to: String!,
    $campaignId: String, $adGroupId: String) {
    advertiserReport(advertiserId: $advertiserId, level: $level, from: $from, to: $to,
      campaignId: $campaignId, adGroupId: $adGroupId) {
      level from to currency
      rows { entityId name status campaignId campaignName adGroupId adGroupName
        impressions clicks saves videoViews videoWatchSeconds spend ctr cpc }
      totals { impressions clicks saves spend ctr cpc }
      csv
    }
  }`);

const INSIGHTS = graphql(`
  query ReportsInsights($advertiserId: String!, $campaignId: String!, $from: String!, $to: String!,
    $compareFrom: String!, $compareTo: String!) {
    campaignInsights(advertiserId: $advertiserId, campaignId: $campaignId, from: $from, to: $to,
      compareFrom: $compareFrom, compareTo: $compareTo) {
      campaign { entityId name }
      days { day impressions clicks saves spend }
      comparisonDays { day impressions }
      totals { impressions clicks saves spend ctr cpc }
      comparisonTotals { impressions clicks }
    }
  }`);

const CREATE_REPORT = graphql(`
  mutation ReportsCreateReport($input: CreateAdReportInput!) {
    createAdReport(input: $input) {
      __typename ...DomainErrorFields
      ... on MutationCreateAdReportSuccess { data { entityId level columns from to rowCount csv } }
    }
  }`);

const RUNS = graphql(`
  query ReportsRuns($advertiserId: String!) {
    adReportRuns(advertiserId: $advertiserId, first: 10) { edges { node { entityId rowCount csv } } }
  }`);

const RUN = graphql(`
  query ReportsRun($advertiserId: String!, $reportId: String!) {
    adReportRun(advertiserId: $advertiserId, reportId: $reportId) { entityId csv }
  }`);

const CAMPAIGN: CampaignSettingsInput = {
  name: 'Autumn lamps',
  objectiveType: 'CONSIDERATION',
  budgetType: 'DAILY',
  budgetMinor: 500_000,
};
const AD_GROUP: AdGroupSettingsInput = { name: 'Readers', countries: [], interests: [], bidMinor: 400 };

function seasonedUser(): Promise<Person> {
  return newSeasonedUser(app);
}

let seed = 7400;
async function advertiserWithCampaign(person: Person, campaignName = CAMPAIGN.name) {
  const advertiserId = await newAdvertiser(person, {
    name: `${person.user.fullName} Lamps`,
    website: 'https://lamps.example.com',
  });
  const board = await createBoard(person.client, { name: `Lamps ${seed}` });
  const image = await storeTestImage(app, seed++);
  const pin = await savePin(app, person.user, {
    boardId: board.entityId,
    title: 'Brass lamp',
    link: 'https://lamps.example.com/brass',
    imageId: image.id,
  });
  const campaign = await addCampaign(person, advertiserId, pin.id, campaignName);
  return { advertiserId, pinId: pin.id, ...campaign };
}

async function addCampaign(person: Person, advertiserId: string, pinId: string, name: string) {
  const { createCampaign } = await person.client.query(CREATE, {
    input: { advertiserId, campaign: { ...CAMPAIGN, name }, adGroup: AD_GROUP, ads: [{ pinId }] },
  });
  const campaign = succeeded(createCampaign);
  const group = campaign.adGroups.edges[0]!.node;
  return {
    campaignId: campaign.entityId,
    adGroupId: group.entityId,
    adId: group.ads.edges[0]!.node.entityId,
  };
}

function charge(c: { campaignId: string; adGroupId: string; adId: string }, now: Date) {
  return chargeImpression(app.db, { ...c, bidMinor: String(AD_GROUP.bidMinor) }, now);
}

const day = (date: Date) => date.toISOString().slice(0, 10);

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('per-day statistics', () => {
  it('counts concurrent impressions exactly on their UTC day, with their spend, matching the totals', async () => {
    const owner = await seasonedUser();
    const c = await advertiserWithCampaign(owner);
    const now = new Date();
    const results = await Promise.all(Array.from({ length: 60 }, () => charge(c, now)));
    expect(results.every(Boolean)).toBe(true);

    const rows = await app.db.selectFrom('ad_daily_stats').selectAll().where('ad_id', '=', c.adId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ day: day(now), impressions: '60', spend_milli: String(60 * 400) });

    const { viewer } = await owner.client.query(TOTALS, { id: c.campaignId });
    const { advertiserReport } = await owner.client.query(REPORT, {
      advertiserId: c.advertiserId,
      level: 'CAMPAIGN',
      from: day(now),
      to: day(now),
    });
    const row = advertiserReport.rows.find((r) => r.entityId === c.campaignId)!;
    expect(row.impressions).toBe(viewer.advertiser!.campaign!.impressions);
    expect(row.spend).toBeCloseTo(viewer.advertiser!.campaign!.spend, 6);
    expect(row.spend).toBeCloseTo(0.24, 6);
  });

  it('counts clicks and saves by other people while the ad runs, never the advertiser’s own', async () => {
    const owner = await seasonedUser();
    const c = await advertiserWithCampaign(owner);
    const other = await newUser(app);
    const otherBoard = await createBoard(other.client, { name: 'Ideas for the den' });

    expect((await other.client.query(CLICK, { id: c.pinId })).recordPromotedPinClick).toBe(true);
    expect((await owner.client.query(CLICK, { id: c.pinId })).recordPromotedPinClick).toBe(false);
    const saved = await other.client.query(SAVE, { input: { pinId: c.pinId, boardId: otherBoard.entityId } });
    expect(saved.savePin.__typename).toBe('MutationSavePinSuccess');
    const ownBoard = await createBoard(owner.client, { name: 'More lamps' });
    await owner.client.query(SAVE, { input: { pinId: c.pinId, boardId: ownBoard.entityId } });

    const today = day(new Date());
    const { advertiserReport } = await owner.client.query(REPORT, {
      advertiserId: c.advertiserId,
      level: 'AD',
      from: today,
      to: today,
    });
    expect(advertiserReport.rows).toHaveLength(1);
    expect(advertiserReport.rows[0]).toMatchObject({
      entityId: c.adId,
      campaignId: c.campaignId,
      adGroupId: c.adGroupId,
      clicks: 1,
      saves: 1,
      impressions: 0,
      cpc: 0,
    });
  });
});

describe('reports', () => {
  let owner: Person;
  let first: Awaited<ReturnType<typeof advertiserWithCampaign>>;
  let second: Awaited<ReturnType<typeof addCampaign>>;
  const today = new Date();
  const yesterday = new Date(today.getTime() - 86_400_000);
  const weekAgo = new Date(today.getTime() - 7 * 86_400_000);

  beforeAll(async () => {
    owner = await seasonedUser();
    first = await advertiserWithCampaign(owner, '=HYPERLINK("http://evil.example")');
    second = await addCampaign(owner, first.advertiserId, first.pinId, 'Winter, "cosy" lamps');
    // Days in the past are written as delivery writes them, with the day the charge happened on.
    await app.db
      .updateTable('campaigns')
      .set({ starts_at: new Date(weekAgo.getTime() - 86_400_000) })
      .where('id', 'in', [first.campaignId, second.campaignId])
      .execute();
    for (const [when, count] of [
      [weekAgo, 3],
      [yesterday, 5],
      [today, 2],
    ] as const) {
      for (let i = 0; i < count; i++) expect(await charge(first, when)).toBe(true);
    }
    for (let i = 0; i < 4; i++) expect(await charge(second, yesterday)).toBe(true);
  });

  it('sums the days of a range per campaign, ad group and ad, and the whole history equals the totals', async () => {
    const ask = (level: 'CAMPAIGN' | 'AD_GROUP' | 'AD', from: Date, to: Date) =>
      owner.client
        .query(REPORT, { advertiserId: first.advertiserId, level, from: day(from), to: day(to) })
        .then((r) => r.advertiserReport);

    const all = await ask('CAMPAIGN', weekAgo, today);
    expect(all.rows.map((r) => [r.entityId, r.impressions])).toEqual([
      [second.campaignId, 4],
      [first.campaignId, 10],
    ]);
    expect(all.totals.impressions).toBe(14);
    for (const row of all.rows) {
      const { viewer } = await owner.client.query(TOTALS, { id: row.campaignId });
      expect(row.impressions).toBe(viewer.advertiser!.campaign!.impressions);
      expect(row.spend).toBeCloseTo(viewer.advertiser!.campaign!.spend, 6);
    }

    const recent = await ask('AD_GROUP', yesterday, today);
    expect(recent.rows.map((r) => [r.entityId, r.impressions])).toEqual([
      [second.adGroupId, 4],
      [first.adGroupId, 7],
    ]);
    const onlyToday = await ask('AD', today, today);
    expect(onlyToday.rows.map((r) => [r.entityId, r.impressions])).toEqual([
      [second.adId, 0],
      [first.adId, 2],
    ]);

    const drill = await owner.client.query(REPORT, {
      advertiserId: first.advertiserId,
      level: 'AD',
      from: day(weekAgo),
      to: day(today),
      campaignId: first.campaignId,
    });
    expect(drill.advertiserReport.rows.map((r) => r.entityId)).toEqual([first.adId]);
  });

  it('writes CSV with quoted fields and formula cells made text', async () => {
    const { advertiserReport } = await owner.client.query(REPORT, {
      advertiserId: first.advertiserId,
      level: 'CAMPAIGN',
      from: day(weekAgo),
      to: day(today),
    });
    const lines = advertiserReport.csv.split('\r\n');
    expect(lines[0]).toBe(
      'Name,Status,Impressions,Clicks,CTR,Saves,Video views,Video watch time (s),Spend (USD),CPC (USD)',
    );
    expect(lines[1]).toBe('"Winter, ""cosy"" lamps",ACTIVE,4,0,0.00,0,0,0,0.02,');
    expect(lines[2]!.startsWith(`"'=HYPERLINK(""http://evil.example"")",ACTIVE,`)).toBe(true);
  });

  it('shows a campaign day by day with the period it is compared with', async () => {
    const from = day(new Date(today.getTime() - 2 * 86_400_000));
    const { campaignInsights } = await owner.client.query(INSIGHTS, {
      advertiserId: first.advertiserId,
      campaignId: first.campaignId,
      from,
      to: day(today),
      compareFrom: day(new Date(weekAgo.getTime() - 86_400_000)),
      compareTo: day(new Date(weekAgo.getTime() + 86_400_000)),
    });
    expect(campaignInsights.days.map((d) => [d.day, d.impressions])).toEqual([
      [from, 0],
      [day(yesterday), 5],
      [day(today), 2],
    ]);
    expect(campaignInsights.comparisonDays.map((d) => d.impressions)).toEqual([0, 3, 0]);
    expect(campaignInsights.totals).toMatchObject({ impressions: 7, clicks: 0, ctr: 0, cpc: null });
    expect(campaignInsights.comparisonTotals.impressions).toBe(3);
  });

  it('refuses ranges a report cannot cover, with the text to show', async () => {
    const refused = async (from: string, to: string) => {
      const response = await owner.client.gql(REPORT, {
        advertiserId: first.advertiserId,
        level: 'CAMPAIGN',
        from,
        to,
      });
      return response.errors?.[0]?.message;
    };
    expect(await refused('2026-02-30', '2026-03-01')).toBe(REPORT_TEXTS.badDate);
    expect(await refused('2026-03-02', '2026-03-01')).toBe(REPORT_TEXTS.endBeforeStart);
    expect(await refused('2024-01-01', '2026-03-01')).toBe(REPORT_TEXTS.tooLong);
  });

  it('keeps report-center reports with their CSV, newest first', async () => {
    const { createAdReport } = await owner.client.query(CREATE_REPORT, {
      input: {
        advertiserId: first.advertiserId,
        level: 'AD',
        columns: ['name', 'impressions', 'spend'],
        from: day(weekAgo),
        to: day(today),
      },
    });
    const run = succeeded(createAdReport);
    expect(run).toMatchObject({ level: 'AD', columns: ['name', 'impressions', 'spend'], rowCount: 2 });
    expect(run.csv).toBe('Name,Impressions,Spend (USD)\r\nBrass lamp,4,0.02\r\nBrass lamp,10,0.04\r\n');

    const { createAdReport: none } = await owner.client.query(CREATE_REPORT, {
      input: { advertiserId: first.advertiserId, level: 'AD', columns: [], from: day(today), to: day(today) },
    });
    expect((none as DomainErrorResult).message).toBe(REPORT_TEXTS.noColumns);

    const { adReportRuns } = await owner.client.query(RUNS, { advertiserId: first.advertiserId });
    expect(adReportRuns.edges.map((e) => e.node.entityId)).toEqual([run.entityId]);
    const { adReportRun } = await owner.client.query(RUN, {
      advertiserId: first.advertiserId,
      reportId: run.entityId,
    });
    expect(adReportRun?.csv).toBe(run.csv);
  });

  it('refuses another person and the signed-out, as if the advertiser did not exist', async () => {
    const stranger = await seasonedUser();
    const args = {
      advertiserId: first.advertiserId,
      level: 'CAMPAIGN' as const,
      from: day(today),
      to: day(today),
    };
    const asStranger = await stranger.client.gql(REPORT, args);
    expect(asStranger.errors?.[0]?.message).toBe("Sorry, we couldn't find that advertiser.");
    expect(asStranger.data?.advertiserReport ?? null).toBeNull();
    const signedOut = await app.client().gql(REPORT, args);
    expect(signedOut.errors?.[0]?.message).toBe('You need to log in first.');

    const insights = await stranger.client.gql(INSIGHTS, {
      advertiserId: first.advertiserId,
      campaignId: first.campaignId,
      from: day(today),
      to: day(today),
      compareFrom: day(yesterday),
      compareTo: day(yesterday),
    });
    expect(insights.errors?.[0]?.message).toBe("Sorry, we couldn't find that advertiser.");
    // Someone else's campaign under one's own advertiser is not found either.
    const { advertiserId: ownId } = await advertiserWithCampaign(stranger);
    const foreignCampaign = await stranger.client.gql(INSIGHTS, {
      advertiserId: ownId,
      campaignId: first.campaignId,
      from: day(today),
      to: day(today),
      compareFrom: day(yesterday),
      compareTo: day(yesterday),
    });
    expect(foreignCampaign.errors?.[0]?.message).toBe(REPORT_TEXTS.campaignNotFound);

    const runs = await stranger.client.gql(RUNS, { advertiserId: first.advertiserId });
    expect(runs.errors?.[0]?.message).toBe("Sorry, we couldn't find that advertiser.");
    const run = await app.client().gql(RUN, { advertiserId: first.advertiserId, reportId: '1' });
    expect(run.errors?.[0]?.message).toBe('You need to log in first.');
    const { createAdReport } = await stranger.client.query(CREATE_REPORT, {
      input: {
        advertiserId: first.advertiserId,
        level: 'AD',
        columns: ['name'],
        from: day(today),
        to: day(today),
      },
    });
    expect((createAdReport as DomainErrorResult).message).toBe("Sorry, we couldn't find that advertiser.");
  });
});

describe('migration 0047', () => {
  it('puts the totals from before days were kept on the campaign’s last spending day', async () => {
    const owner = await seasonedUser();
    const c = await advertiserWithCampaign(owner);
    const migrator = new Migrator({ db: app.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0046_account_restrictions')).error).toBeUndefined();
    await app.db.updateTable('ads').set({ impressions: '9', clicks: '2' }).where('id', '=', c.adId).execute();
    await app.db
      .updateTable('campaigns')
      .set({ spend_day: '2026-03-04', video_watch_ms: '4500' })
      .where('id', '=', c.campaignId)
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const rows = await app.db.selectFrom('ad_daily_stats').selectAll().where('ad_id', '=', c.adId).execute();
    expect(rows).toEqual([
      {
        ad_id: c.adId,
        day: '2026-03-04',
        impressions: '9',
        clicks: '2',
        saves: '0',
        video_views: '0',
        video_watch_ms: '4500',
        spend_milli: String(9 * AD_GROUP.bidMinor),
      },
    ]);
  });
});
