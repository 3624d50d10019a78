import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_COUNTRY_TEXTS } from '../../core/adCountries';
import {
  QUICK_PROMOTE_ANSWER_TEXTS,
  QUICK_PROMOTE_TEXTS,
  quickPromoteAnswerNote,
} from '../../core/quickPromote';
import { LOGIN_REQUIRED } from '../../core/texts';
import { graphql } from '../gql';
import type { QuickPromoteInput } from '../gql/graphql';
import {
  createBoard,
  type DomainErrorResult,
  newUser,
  quickPromoteInput,
  savePin,
  storeTestImage,
  succeeded,
  type TestUser,
} from '../support/fixtures';
import { restJson, type TestClient } from '../support/httpClient';
import { actingAs } from '../support/privacyMatrix';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;

const LINK = 'https://lamps.example.com/brass-lamp';

interface Person {
  client: TestClient;
  user: TestUser;
}

/** A new person whose account is two days old (quick promote refuses accounts younger than a day). */
async function seasonedUser(input: { birthDate?: string; fullName?: string } = {}): Promise<Person> {
  const person = await newUser(app, input);
  await app.db
    .updateTable('users')
    .set({ created_at: sql<Date>`now() - interval '2 days'` })
    .where('id', '=', person.user.id)
    .execute();
  return person;
}

const CONVERT = graphql(`mutation PromoteConvert($input: ConvertToBusinessInput!) {
  convertToBusiness(input: $input) { __typename }
}`);

const BUSINESS = graphql(`
  mutation PromoteBusiness($input: AdvertiserBusinessInfoInput!) {
    saveAdvertiserBusinessInfo(input: $input) {
      __typename ...DomainErrorFields
      ... on MutationSaveAdvertiserBusinessInfoSuccess { data { entityId name country currency quickPromoteDefaults { budget durationDays minimumBudget } } }
    }
  }`);

const BILLING = graphql(`
  mutation PromoteBilling($input: AdvertiserBillingInput!) {
    saveAdvertiserBilling(input: $input) {
      __typename ...DomainErrorFields
      ... on MutationSaveAdvertiserBillingSuccess { data { entityId billing { contactName email paymentMethod } } }
    }
  }`);

graphql(`fragment PromoteCampaignFields on Campaign { entityId name status dailyBudget dailyBudgetInMicroCurrency currency durationDays isOngoing
  inclusiveEndDate autoTargeting targeting { ages genders interests country } startsAt endsAt impressions clicks
  pin { entityId } }`);

const QUICK_PROMOTE = graphql(`
  mutation PromoteQuickPromote($input: QuickPromoteInput!) {
    quickPromote(input: $input) {
      __typename ...DomainErrorFields
      ... on MutationQuickPromoteSuccess { data { ...PromoteCampaignFields } }
    }
  }`);

interface Campaign {
  entityId: string;
  name: string;
  status: string;
  dailyBudget: number;
  dailyBudgetInMicroCurrency: string;
  currency: string;
  durationDays: number | null;
  isOngoing: boolean;
  inclusiveEndDate: string | null;
  autoTargeting: boolean;
  targeting: { ages: string[]; genders: string[]; interests: string[]; country: string[] };
  startsAt: string;
  endsAt: string | null;
  impressions: number;
  clicks: number;
  pin: { entityId: string } | null;
}

async function setUpAdvertiser(person: Person, country = 'US'): Promise<string> {
  const { saveAdvertiserBusinessInfo: business } = await person.client.query(BUSINESS, {
    input: { name: `${person.user.fullName} Lamps`, country, website: 'https://lamps.example.com' },
  });
  if (business.__typename === 'DomainError') throw new Error((business as DomainErrorResult).message);
  const advertiserId = (business as { data: { entityId: string } }).data.entityId;
  const { saveAdvertiserBilling: billing } = await person.client.query(BILLING, {
    input: {
      advertiserId,
      contactName: person.user.fullName,
      email: 'billing@lamps.example.com',
      address: '1 Main St, Springfield',
      country,
    },
  });
  if (billing.__typename === 'DomainError') throw new Error((billing as DomainErrorResult).message);
  return advertiserId;
}

async function promotablePin(person: Person, link: string | null = LINK): Promise<string> {
  const board = await createBoard(person.client, { name: `Shop ${Math.random().toString(36).slice(2, 8)}` });
  const image = await storeTestImage(app, Math.floor(Math.random() * 1000));
  return (
    await savePin(app, person.user, { boardId: board.entityId, title: 'Brass lamp', link, imageId: image.id })
  ).id;
}

function promoteInput(advertiserId: string, pinId: string, overrides: Record<string, unknown> = {}) {
  return quickPromoteInput(advertiserId, pinId, LINK, { campaignName: 'Brass lamp spring', ...overrides });
}

// Loosely typed: the validation cases send values the input type does not allow.
async function promote(person: Person, input: Record<string, unknown>) {
  const { quickPromote } = await person.client.query(QUICK_PROMOTE, {
    input: input as QuickPromoteInput,
  });
  return quickPromote;
}

async function promoted(person: Person, input: Record<string, unknown>): Promise<Campaign> {
  const result = await promote(person, input);
  if (result.__typename === 'DomainError')
    throw new Error(`quickPromote refused: ${(result as DomainErrorResult).message}`);
  return (result as { data: Campaign }).data;
}

function refusal(result: { __typename: string }): DomainErrorResult {
  expect(result.__typename).toBe('DomainError');
  return result as DomainErrorResult;
}

/** The campaigns with an ad for the pin. */
function campaignsOfPin(pinId: string) {
  return app.db
    .selectFrom('campaigns')
    .innerJoin('ad_groups', 'ad_groups.campaign_id', 'campaigns.id')
    .innerJoin('ads', 'ads.ad_group_id', 'ad_groups.id')
    .where('ads.pin_id', '=', pinId);
}

async function campaignRow(id: string) {
  return app.db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('quick-promote eligibility', () => {
  const ELIGIBLE = graphql(
    `query PromoteEligible { viewer { quickPromoteEligible quickPromoteIneligibleReason } }`,
  );

  it('refuses visitors who are not signed in', async () => {
    const client = app.client();
    const { viewer } = await client.query(ELIGIBLE);
    expect(viewer.quickPromoteEligible).toBe(false);
    const { quickPromote } = await client.query(QUICK_PROMOTE, {
      input: promoteInput('1', '1'),
    });
    expect(refusal(quickPromote)).toMatchObject({ code: 'UNAUTHENTICATED', message: LOGIN_REQUIRED });
  });

  it('refuses accounts younger than a day, with the reason', async () => {
    const fresh = await newUser(app);
    const { viewer } = await fresh.client.query(ELIGIBLE);
    expect(viewer.quickPromoteIneligibleReason).toBe('tooNew');
    const { saveAdvertiserBusinessInfo } = await fresh.client.query(BUSINESS, {
      input: { name: 'New shop', country: 'US', website: 'https://new.example.com' },
    });
    expect(refusal(saveAdvertiserBusinessInfo)).toMatchObject({
      code: 'FORBIDDEN',
      message: QUICK_PROMOTE_TEXTS.accountTooNew,
    });
  });

  it('lets a business account promote: Promote your Pin converts a person on the way to quick promote', async () => {
    const person = await seasonedUser();
    const pinId = await promotablePin(person);
    const { convertToBusiness } = await person.client.query(CONVERT, {
      input: { businessName: 'Brass & Co', website: 'https://lamps.example.com', country: 'US' },
    });
    expect(convertToBusiness.__typename).toBe('MutationConvertToBusinessSuccess');
    const { viewer } = await person.client.query(ELIGIBLE);
    expect(viewer).toEqual({ quickPromoteEligible: true, quickPromoteIneligibleReason: null });
    const advertiserId = await setUpAdvertiser(person);
    const campaign = await promoted(person, promoteInput(advertiserId, pinId));
    expect(campaign).toMatchObject({ status: 'ACTIVE', pin: { entityId: pinId } });
  });

  it('lets a day-old personal account promote', async () => {
    const person = await seasonedUser();
    const { viewer } = await person.client.query(ELIGIBLE);
    expect(viewer.quickPromoteEligible).toBe(true);
  });
});

describe('promotable pins', () => {
  it('are the viewer’s own pins on public boards with a link', async () => {
    const person = await seasonedUser();
    const other = await seasonedUser();
    const own = await promotablePin(person);
    const noLink = await promotablePin(person, null);
    const secretBoard = await createBoard(person.client, { name: 'Private', privacy: 'secret' });
    const secret = (
      await savePin(app, person.user, { boardId: secretBoard.entityId, title: 'Hidden', link: LINK })
    ).id;
    const theirs = await promotablePin(other);
    const PROMOTABLE = graphql(`query PromotePromotable($id: String!) { pin(id: $id) { promotable } }`);
    const ask = async (id: string) => (await person.client.query(PROMOTABLE, { id })).pin!.promotable;
    expect(await ask(own)).toBe(true);
    expect(await ask(noLink)).toBe(false);
    expect(await ask(secret)).toBe(false);
    expect(await ask(theirs)).toBe(false);

    const advertiserId = await setUpAdvertiser(person);
    expect(refusal(await promote(person, promoteInput(advertiserId, theirs)))).toMatchObject({
      code: 'FORBIDDEN',
      message: QUICK_PROMOTE_TEXTS.pinNotPromotable,
    });
    expect(refusal(await promote(person, promoteInput(advertiserId, secret))).message).toBe(
      QUICK_PROMOTE_TEXTS.pinNotPromotable,
    );
    expect(refusal(await promote(person, promoteInput(advertiserId, noLink))).message).toBe(
      QUICK_PROMOTE_TEXTS.pinNotPromotable,
    );
  });
});

describe('quickPromote', () => {
  it('creates a running campaign in the advertiser’s currency, in micro currency', async () => {
    const person = await seasonedUser();
    const pinId = await promotablePin(person);
    const advertiserId = await setUpAdvertiser(person, 'de');
    const campaign = await promoted(
      person,
      promoteInput(advertiserId, pinId, { budgetInMicroCurrency: 4_500_000, campaignName: 'x'.repeat(70) }),
    );
    expect(campaign).toMatchObject({
      status: 'ACTIVE',
      currency: 'EUR',
      dailyBudget: 4.5,
      dailyBudgetInMicroCurrency: '4500000',
      durationDays: 10,
      isOngoing: false,
      impressions: 0,
      clicks: 0,
      pin: { entityId: pinId },
    });
    expect(campaign.name).toBe(`${'x'.repeat(62)}…`);
    expect(Date.parse(campaign.endsAt!) - Date.parse(campaign.startsAt)).toBe(10 * 86_400_000);
    const row = await campaignRow(campaign.entityId);
    expect(row.created_by).toBe(person.user.id);
  });

  it('runs ongoing campaigns with no end, and dated ones to the end of their last day', async () => {
    const person = await seasonedUser();
    const advertiserId = await setUpAdvertiser(person);
    const ongoing = await promoted(
      person,
      promoteInput(advertiserId, await promotablePin(person), { isOngoing: true, duration: null }),
    );
    expect(ongoing.endsAt).toBeNull();
    const today = app.clock.now();
    const end = new Date(today.getTime() + 5 * 86_400_000).toISOString().slice(0, 10);
    const dated = await promoted(
      person,
      promoteInput(advertiserId, await promotablePin(person), { inclusiveEndDate: end, duration: null }),
    );
    expect(dated.inclusiveEndDate).toBe(end);
    expect(dated.endsAt).toBe(new Date(Date.parse(`${end}T00:00:00Z`) + 86_400_000).toISOString());
  });

  it('refuses bad settings with the field and the text that name the problem', async () => {
    const person = await seasonedUser();
    const pinId = await promotablePin(person);
    const advertiserId = await setUpAdvertiser(person);
    const today = app.clock.now().toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ budgetInMicroCurrency: 500_000 }, 'budget', QUICK_PROMOTE_TEXTS.budgetTooLow('$1.00')],
      [{ duration: 91 }, 'duration', QUICK_PROMOTE_TEXTS.durationInvalid],
      [{ duration: 0 }, 'duration', QUICK_PROMOTE_TEXTS.durationInvalid],
      [{ inclusiveEndDate: today, duration: null }, 'inclusiveEndDate', QUICK_PROMOTE_TEXTS.endDateInvalid],
      [{ destinationUrl: '' }, 'destinationUrl', QUICK_PROMOTE_TEXTS.linkRequired],
      [
        {
          autoTargetingEnabled: false,
          targetingSpec: { ages: [], genders: ['robots'], interests: [], country: ['US'] },
        },
        'genders',
        QUICK_PROMOTE_TEXTS.gendersInvalid,
      ],
      [
        {
          autoTargetingEnabled: false,
          targetingSpec: { ages: ['12-15'], genders: ['female'], interests: [], country: ['US'] },
        },
        'ages',
        QUICK_PROMOTE_TEXTS.agesInvalid,
      ],
      [
        {
          autoTargetingEnabled: false,
          targetingSpec: { ages: [], genders: ['female'], interests: [], country: ['US', 'KP'] },
        },
        'country',
        AD_COUNTRY_TEXTS.targetCountry,
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const error = refusal(await promote(person, promoteInput(advertiserId, pinId, overrides)));
      expect({ field: error.field, message: error.message, detail: error.messageDetail }).toEqual({
        field,
        message,
        detail: message,
      });
    }
    expect(await campaignsOfPin(pinId).select('campaigns.id').execute()).toEqual([]);
  });

  it('uses the minimum of the advertiser’s country: 11 in CZ', async () => {
    const person = await seasonedUser();
    const advertiserId = await setUpAdvertiser(person, 'CZ');
    const error = refusal(
      await promote(
        person,
        promoteInput(advertiserId, await promotablePin(person), { budgetInMicroCurrency: 10_990_000 }),
      ),
    );
    expect(error.message).toBe('Your daily budget must be at least $11.00.');
  });

  it('takes businesses from the eligible countries only', async () => {
    const person = await seasonedUser();
    const { saveAdvertiserBusinessInfo } = await person.client.query(BUSINESS, {
      input: { name: 'Far away', country: 'AR', website: 'https://far.example.com' },
    });
    expect(refusal(saveAdvertiserBusinessInfo)).toMatchObject({
      field: 'country',
      message: AD_COUNTRY_TEXTS.advertiserCountry,
    });
    expect(
      await app.db.selectFrom('advertisers').select('id').where('owner_id', '=', person.user.id).execute(),
    ).toEqual([]);
  });

  it('needs billing details first', async () => {
    const person = await seasonedUser();
    const { saveAdvertiserBusinessInfo } = await person.client.query(BUSINESS, {
      input: { name: 'No billing', country: 'GB', website: 'https://nb.example.com' },
    });
    expect(succeeded(saveAdvertiserBusinessInfo).currency).toBe('GBP');
    const error = refusal(
      await promote(
        person,
        promoteInput(succeeded(saveAdvertiserBusinessInfo).entityId, await promotablePin(person)),
      ),
    );
    expect(error.field).toBe('billing');
  });

  it('refuses someone else’s advertiser as not found, for promoting, billing and pausing', async () => {
    const owner = await seasonedUser();
    const stranger = await seasonedUser();
    const advertiserId = await setUpAdvertiser(owner);
    const campaign = await promoted(owner, promoteInput(advertiserId, await promotablePin(owner)));
    await setUpAdvertiser(stranger);

    const strangersPin = await promotablePin(stranger);
    expect(refusal(await promote(stranger, promoteInput(advertiserId, strangersPin)))).toMatchObject({
      code: 'NOT_FOUND',
      message: "Sorry, we couldn't find that advertiser.",
    });
    const { saveAdvertiserBilling } = await stranger.client.query(BILLING, {
      input: { advertiserId, contactName: 'Mallory', email: 'm@evil.example', address: 'x', country: 'US' },
    });
    expect(refusal(saveAdvertiserBilling).code).toBe('NOT_FOUND');
    const { pauseCampaign } = await stranger.client.query(
      graphql(
        `mutation PromotePauseCampaign($id: String!) { pauseCampaign(campaignId: $id) { __typename ...DomainErrorFields } }`,
      ),
      { id: campaign.entityId },
    );
    expect(refusal(pauseCampaign).code).toBe('NOT_FOUND');
    expect((await campaignRow(campaign.entityId)).status).toBe('ACTIVE');
    const billing = await app.db
      .selectFrom('advertiser_billing')
      .select('contact_name')
      .where('advertiser_id', '=', advertiserId)
      .executeTakeFirstOrThrow();
    expect(billing.contact_name).toBe(owner.user.fullName);
    // The node query does not hand out other people's campaigns either.
    const { node } = await stranger.client.query(
      graphql(`query PromoteNode($id: ID!) { node(id: $id) { id } }`),
      {
        id: Buffer.from(`Campaign:${campaign.entityId}`).toString('base64'),
      },
    );
    expect(node).toBeNull();
  });

  it('pauses and resumes a campaign; an ended one stays ended', async () => {
    const person = await seasonedUser();
    const advertiserId = await setUpAdvertiser(person);
    const campaign = await promoted(person, promoteInput(advertiserId, await promotablePin(person)));
    const PAUSE = graphql(
      `mutation PromotePauseCampaignStatus($id: String!) { pauseCampaign(campaignId: $id) { __typename ...DomainErrorFields ... on MutationPauseCampaignSuccess { data { status } } } }`,
    );
    const RESUME = graphql(
      `mutation PromoteResumeCampaignStatus($id: String!) { resumeCampaign(campaignId: $id) { __typename ...DomainErrorFields ... on MutationResumeCampaignSuccess { data { status } } } }`,
    );
    const paused = await person.client.query(PAUSE, {
      id: campaign.entityId,
    });
    expect(succeeded(paused.pauseCampaign).status).toBe('PAUSED');
    const resumed = await person.client.query(RESUME, {
      id: campaign.entityId,
    });
    expect(succeeded(resumed.resumeCampaign).status).toBe('ACTIVE');
    app.clock.set(new Date(Date.now() + 11 * 86_400_000));
    try {
      const late = await person.client.query(PAUSE, {
        id: campaign.entityId,
      });
      expect(refusal(late.pauseCampaign).message).toBe(QUICK_PROMOTE_TEXTS.campaignCompleted);
    } finally {
      app.clock.reset();
    }
  });

  it('lists the advertiser’s campaigns newest first, paged', async () => {
    const person = await seasonedUser();
    const advertiserId = await setUpAdvertiser(person);
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      made.push((await promoted(person, promoteInput(advertiserId, await promotablePin(person)))).entityId);
    }
    const LIST =
      graphql(`query PromoteList($after: String) { viewer { advertiser { entityId campaigns(first: 2, after: $after) {
      edges { node { entityId } } pageInfo { hasNextPage endCursor } } } } }`);
    const first = await person.client.query(LIST);
    expect(first.viewer.advertiser!.entityId).toBe(advertiserId);
    const second = await person.client.query(LIST, {
      after: first.viewer.advertiser!.campaigns.pageInfo.endCursor,
    });
    expect(
      [...first.viewer.advertiser!.campaigns.edges, ...second.viewer.advertiser!.campaigns.edges].map(
        (e) => e.node.entityId,
      ),
    ).toEqual([...made].reverse());
    expect(second.viewer.advertiser!.campaigns.pageInfo.hasNextPage).toBe(false);
  });

  it('a pin runs one campaign at a time, and a failed write leaves everything as it was', async () => {
    const person = await seasonedUser();
    const advertiserId = await setUpAdvertiser(person);
    const pinId = await promotablePin(person);
    const first = await promoted(person, promoteInput(advertiserId, pinId));
    const second = await promoted(person, promoteInput(advertiserId, pinId, { campaignName: 'Second go' }));
    expect((await campaignRow(first.entityId)).status).toBe('COMPLETED');
    expect((await campaignRow(second.entityId)).status).toBe('ACTIVE');

    // Make the insert fail after the earlier campaign was ended in the same transaction.
    await sql`create function refuse_campaign() returns trigger language plpgsql as $$
      begin
        if new.name = 'Doomed' then raise exception 'refused by test'; end if;
        return new;
      end $$`.execute(app.db);
    await sql`create trigger refuse_campaign before insert on campaigns for each row execute function refuse_campaign()`.execute(
      app.db,
    );
    try {
      const result = await person.client.gql(QUICK_PROMOTE, {
        input: promoteInput(advertiserId, pinId, { campaignName: 'Doomed' }),
      });
      expect(result.errors?.length).toBeGreaterThan(0);
    } finally {
      await sql`drop trigger refuse_campaign on campaigns`.execute(app.db);
      await sql`drop function refuse_campaign()`.execute(app.db);
    }
    expect((await campaignRow(second.entityId)).status).toBe('ACTIVE');
    const names = await campaignsOfPin(pinId).select('campaigns.name').execute();
    expect(names.map((n) => n.name).sort()).toEqual(['Brass lamp spring', 'Second go']);
  });
});

describe('POST /ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/', () => {
  function body(advertiserId: string, pinId: string, overrides: Record<string, unknown> = {}) {
    return {
      budget_in_micro_currency: 5_000_000,
      campaign_name: 'REST lamp',
      destination_url: LINK,
      duration: '7',
      auto_targeting_enabled: false,
      is_ongoing: false,
      start_now: true,
      targeting_spec: {
        ages: ['25-34', '35-44'],
        interests: ['home decor'],
        genders: ['female'],
        country: 'US+CA',
      },
      advertiser_id: advertiserId,
      ads_client_type: 'quick_promote',
      pin_id: pinId,
      product_group_id: null,
      flexible_daily_budget_enabled: false,
      objective_type: 'CONSIDERATION',
      optimization_goal_metadata: {},
      ...overrides,
    };
  }

  it('promotes through the same rules and answers the campaign in the envelope', async () => {
    const person = await seasonedUser();
    const advertiserId = await setUpAdvertiser(person);
    const pinId = await promotablePin(person);
    const { status, body: envelope } = await restJson<Record<string, unknown>>(
      await person.client.post(
        `/ads/v4/advertisers/${advertiserId}/pins/${pinId}/quick_promote/`,
        body(advertiserId, pinId),
      ),
    );
    expect(status).toBe(200);
    expect(envelope.status).toBe('success');
    if (envelope.status !== 'success') return;
    expect(envelope.data).toMatchObject({
      advertiser_id: advertiserId,
      pin_id: pinId,
      name: 'REST lamp',
      status: 'ACTIVE',
      budget_in_micro_currency: '5000000',
      currency: 'USD',
      duration: 7,
      auto_targeting_enabled: false,
      targeting_spec: {
        ages: ['25-34', '35-44'],
        genders: ['female'],
        interests: ['home decor'],
        country: ['US', 'CA'],
      },
    });
  });

  it('answers failures with message_detail', async () => {
    const person = await seasonedUser();
    const advertiserId = await setUpAdvertiser(person);
    const pinId = await promotablePin(person);
    const path = `/ads/v4/advertisers/${advertiserId}/pins/${pinId}/quick_promote/`;
    const low = await restJson(
      await person.client.post(path, body(advertiserId, pinId, { budget_in_micro_currency: 10 })),
    );
    expect(low.status).toBe(400);
    expect(low.body).toMatchObject({
      status: 'failure',
      message_detail: QUICK_PROMOTE_TEXTS.budgetTooLow('$1.00'),
    });
    const noLink = await restJson(
      await person.client.post(path, body(advertiserId, pinId, { destination_url: '' })),
    );
    expect(noLink.body).toMatchObject({ message_detail: QUICK_PROMOTE_TEXTS.linkRequired });

    const stranger = await seasonedUser();
    const theirs = await restJson(await stranger.client.post(path, body(advertiserId, pinId)));
    expect(theirs.status).toBe(404);

    const anonymous = await restJson(await app.client().post(path, body(advertiserId, pinId)));
    expect(anonymous.status).toBe(401);
    expect(await campaignsOfPin(pinId).select('campaigns.id').execute()).toEqual([]);
  });
});

describe('promoted pins in the home feed', () => {
  const FEED =
    graphql(`query PromoteFeed($first: Int, $after: String) { homeFeed(first: $first, after: $after) {
    edges { cursor node { entityId isPromoted promoter } }
    pageInfo { hasNextPage endCursor } } }`);
  interface FeedPage {
    homeFeed: {
      edges: { cursor: string; node: { entityId: string; isPromoted: boolean; promoter: string | null } }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
  }

  async function walkFeed(client: TestClient, first: number) {
    const pages: FeedPage['homeFeed']['edges'][] = [];
    let after: string | null = null;
    for (let i = 0; i < 50; i++) {
      const { homeFeed }: FeedPage = await client.query(FEED, { first, after });
      pages.push(homeFeed.edges);
      if (!homeFeed.pageInfo.hasNextPage) break;
      after = homeFeed.pageInfo.endCursor;
    }
    return pages;
  }

  /** The promoted edge takes the cursor of the organic edge before it, which is how a client can tell it apart. */
  function promotedSlot(edges: readonly { cursor: string }[]): number {
    return edges.findIndex((edge, i) => i > 0 && edge.cursor === edges[i - 1]!.cursor);
  }

  let advertiser: Person;
  let promotedPinId: string;
  let campaignId: string;

  beforeAll(async () => {
    advertiser = await seasonedUser({ fullName: 'Ada Advertiser' });
    const advertiserId = await setUpAdvertiser(advertiser);
    await app.db
      .updateTable('advertisers')
      .set({ name: 'Ada Lamps' })
      .where('id', '=', advertiserId)
      .execute();
    promotedPinId = await promotablePin(advertiser);
    // The feed's newest pins are others', so the promoted pin is deep in the organic feed.
    const filler = await seasonedUser();
    const board = await createBoard(filler.client, { name: 'Filler' });
    const image = await storeTestImage(app, 3);
    for (let i = 0; i < 12; i++) {
      await savePin(app, filler.user, { boardId: board.entityId, title: `Filler ${i}`, imageId: image.id });
    }
    // End every other test's campaign, so this one is the only one running.
    await app.db.updateTable('campaigns').set({ status: 'COMPLETED' }).execute();
    campaignId = (await promoted(advertiser, promoteInput(advertiserId, promotedPinId))).entityId;
    // The viewers here send no language with a region, so their country is unknown: the promotion targets no
    // country (targeting has its tests in adTargeting.test.ts).
    await app.db
      .updateTable('ad_groups')
      .set({
        targeting: JSON.stringify({
          ages: [],
          genders: ['female', 'male', 'unknown'],
          interests: [],
          country: [],
        }),
      })
      .where('campaign_id', '=', campaignId)
      .execute();
  });

  async function resetCounts() {
    await app.db
      .updateTable('campaigns')
      .set({ impressions: '0', clicks: '0' })
      .where('id', '=', campaignId)
      .execute();
  }

  it('shows one promoted pin on each page, "Promoted by" its advertiser, without skipping or repeating organic pins', async () => {
    await resetCounts();
    const viewer = await seasonedUser({ birthDate: '1990-05-17' });
    const pages = await walkFeed(viewer.client, 5);
    const organic: string[] = [];
    let servedPages = 0;
    for (const page of pages) {
      const slot = promotedSlot(page);
      if (slot !== -1) {
        servedPages += 1;
        expect(page[slot]!.node).toEqual({
          entityId: promotedPinId,
          isPromoted: true,
          promoter: 'Ada Lamps',
        });
        expect(slot).toBe(Math.min(4, page.length - 2));
      }
      organic.push(...page.filter((_, i) => i !== slot).map((e) => e.node.entityId));
    }
    expect(promotedSlot(pages[0]!)).toBe(4);
    const expected = await app.db
      .selectFrom('pins')
      .innerJoin('boards', 'boards.id', 'pins.board_id')
      .select('pins.id')
      .where('boards.privacy', '=', 'public')
      .orderBy('pins.id', 'desc')
      .execute();
    expect(organic).toEqual(expected.map((r) => r.id));
    // Every page but the one that holds the pin itself shows it; each showing counted one impression.
    expect(servedPages).toBeGreaterThanOrEqual(pages.length - 2);
    expect(Number((await campaignRow(campaignId)).impressions)).toBe(servedPages);
  });

  it('is never the viewer’s own, never from someone they blocked, never when paused', async () => {
    const hasPromoted = async (client: TestClient) => {
      const { homeFeed } = await client.query(FEED, { first: 10 });
      return promotedSlot(homeFeed.edges) !== -1;
    };
    expect(await hasPromoted(advertiser.client)).toBe(false);
    const blocker = await seasonedUser();
    await blocker.client.query(
      graphql(
        `mutation PromoteBlockUser($id: String!) { blockUser(userId: $id, source: "profile") { __typename } }`,
      ),
      { id: advertiser.user.id },
    );
    expect(await hasPromoted(blocker.client)).toBe(false);

    const viewer = await seasonedUser();
    expect(await hasPromoted(viewer.client)).toBe(true);
    await app.db.updateTable('campaigns').set({ status: 'PAUSED' }).where('id', '=', campaignId).execute();
    try {
      expect(await hasPromoted(viewer.client)).toBe(false);
    } finally {
      await app.db.updateTable('campaigns').set({ status: 'ACTIVE' }).where('id', '=', campaignId).execute();
    }
    // Past its end, it is not served either.
    app.clock.set(new Date(Date.now() + 11 * 86_400_000));
    try {
      expect(await hasPromoted(viewer.client)).toBe(false);
    } finally {
      app.clock.reset();
    }
  });

  it('honours the campaign’s age targeting against the viewer’s birth date', async () => {
    await app.db
      .updateTable('ad_groups')
      .set({
        targeting: JSON.stringify({ ages: ['65+'], genders: ['female'], interests: [], country: [] }),
      })
      .where('campaign_id', '=', campaignId)
      .execute();
    try {
      const young = await seasonedUser({ birthDate: '1995-01-01' });
      const old = await seasonedUser({ birthDate: '1940-01-01' });
      const served = async (client: TestClient) =>
        promotedSlot((await client.query(FEED, { first: 10 })).homeFeed.edges) !== -1;
      expect(await served(young.client)).toBe(false);
      expect(await served(old.client)).toBe(true);
    } finally {
      await app.db
        .updateTable('ad_groups')
        .set({
          targeting: JSON.stringify({
            ages: [],
            genders: ['female', 'male', 'unknown'],
            interests: [],
            country: [],
          }),
        })
        .where('campaign_id', '=', campaignId)
        .execute();
    }
  });

  it('is marked PROMOTED_PIN in the legacy feed', async () => {
    const viewer = await seasonedUser();
    const { body } = await restJson<{
      pins: {
        id: string;
        is_promoted: boolean;
        promoter: string | null;
        recommendation_reason: { reason: string } | null;
      }[];
      bookmark: string | null;
    }>(await viewer.client.get('/v3/feeds/home/?page_size=6'));
    if (body.status !== 'success') throw new Error(body.message);
    const pin = body.data.pins[4]!;
    expect(pin).toMatchObject({
      id: promotedPinId,
      is_promoted: true,
      promoter: 'Ada Lamps',
      recommendation_reason: { reason: 'PROMOTED_PIN' },
    });
    expect(body.data.pins[0]!.recommendation_reason).toBeNull();
    expect(body.data.bookmark).not.toBeNull();
  });

  it('counts a click when someone opens its close-up or its link, not when the advertiser does', async () => {
    await resetCounts();
    const viewer = await seasonedUser();
    const CLICK = graphql(`mutation PromoteClick($id: String!) { recordPromotedPinClick(pinId: $id) }`);
    const counted = await viewer.client.query(CLICK, {
      id: promotedPinId,
    });
    expect(counted.recordPromotedPinClick).toBe(true);
    const own = await advertiser.client.query(CLICK, {
      id: promotedPinId,
    });
    expect(own.recordPromotedPinClick).toBe(false);

    const { pin } = await viewer.client.query(
      graphql(`query PromotePin($id: String!) { pin(id: $id) { offsiteUrl } }`),
      { id: promotedPinId },
    );
    const response = await viewer.client.get(pin!.offsiteUrl!, { redirect: 'manual' });
    expect(response.status).toBe(302);
    // The link carries the click's id, for the advertiser's conversions (conversions.test.ts).
    expect(response.headers.get('location')).toMatch(new RegExp(`^${LINK}\\?tb_click_id=[\\w-]+$`));
    expect(Number((await campaignRow(campaignId)).clicks)).toBe(2);

    const { viewer: seen } = await advertiser.client.query(
      graphql(
        `query PromoteViewer { viewer { advertiser { campaigns(first: 1) { edges { node { entityId clicks } } } } } }`,
      ),
    );
    expect(seen.advertiser!.campaigns.edges[0]!.node).toEqual({ entityId: campaignId, clicks: 2 });
  });
});

describe('acting for a business profile', () => {
  const CREATE_LINKED = graphql(`mutation PromoteCreateLinked($input: CreateLinkedBusinessInput!) {
    createLinkedBusiness(input: $input) {
      __typename ...DomainErrorFields
      ... on MutationCreateLinkedBusinessSuccess { data { id } }
    }
  }`);
  const SELLER = graphql(`query PromoteSeller { viewer {
    username fullName imageMediumUrl isPartner merchantId scheduledPinCount eligibleForStlTool
    advertiser { entityId merchantId }
    businessAccessProfiles { id merchantId scheduledPinCount eligibleForStlTool user { username } }
  } }`);

  it('shows the acting profile’s name, username, merchant id, scheduled pins and shopping-tool eligibility, and promotes as it', async () => {
    const person = await seasonedUser({ fullName: 'Ada Brass' });
    await person.client.query(CONVERT, {
      input: { businessName: 'Ada’s Lamps', website: 'https://lamps.example.com', country: 'US' },
    });
    const { createLinkedBusiness } = await person.client.query(CREATE_LINKED, {
      input: { businessName: 'Ada’s Studio', email: `studio.${Date.now()}@lamps.example.com` },
    });
    const businessId = succeeded(createLinkedBusiness).id;
    await app.db
      .updateTable('users')
      .set({ created_at: sql<Date>`now() - interval '2 days'` })
      .where('id', '=', businessId)
      .execute();
    const business = await app.db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('id', '=', businessId)
      .executeTakeFirstOrThrow();
    const acting: Person = {
      client: actingAs(app, person.client, businessId),
      user: { ...person.user, id: business.id, username: business.username },
    };

    // Before either has an advertiser account: no merchant id, so no shopping tool.
    const before = (await acting.client.query(SELLER)).viewer;
    expect(before).toMatchObject({
      username: business.username,
      fullName: 'Ada’s Studio',
      merchantId: null,
      scheduledPinCount: 0,
      eligibleForStlTool: false,
    });

    const businessAdvertiser = await setUpAdvertiser(acting);
    const ownAdvertiser = await setUpAdvertiser(person);
    expect(businessAdvertiser).not.toBe(ownAdvertiser);

    const asBusiness = (await acting.client.query(SELLER)).viewer;
    expect(asBusiness).toMatchObject({
      username: business.username,
      merchantId: businessAdvertiser,
      eligibleForStlTool: true,
      advertiser: { entityId: businessAdvertiser, merchantId: businessAdvertiser },
    });
    const asPerson = (await person.client.query(SELLER)).viewer;
    expect(asPerson).toMatchObject({
      username: person.user.username,
      fullName: 'Ada Brass',
      merchantId: ownAdvertiser,
      advertiser: { merchantId: ownAdvertiser },
    });
    // The switcher lists each profile with its own facts.
    expect(asPerson.businessAccessProfiles).toEqual([
      {
        id: person.user.id,
        merchantId: ownAdvertiser,
        scheduledPinCount: 0,
        eligibleForStlTool: true,
        user: { username: person.user.username },
      },
      {
        id: businessId,
        merchantId: businessAdvertiser,
        scheduledPinCount: 0,
        eligibleForStlTool: true,
        user: { username: business.username },
      },
    ]);

    // Acting for the business, its own pin is promoted under its advertiser, recorded as the person's doing.
    const pinId = await promotablePin(acting);
    const campaign = await promoted(acting, promoteInput(businessAdvertiser, pinId));
    const row = await campaignRow(campaign.entityId);
    expect(row).toMatchObject({ advertiser_id: businessAdvertiser, created_by: person.user.id });
    // The person's own advertiser is not the business's to use.
    expect(refusal(await promote(acting, promoteInput(ownAdvertiser, pinId))).code).toBe('NOT_FOUND');
  });
});

describe('quick-promote stage logging', () => {
  it('records view, submit, submit success and submit error through the tracking request', async () => {
    const person = await seasonedUser();
    for (const event of [
      'quick_promote_view',
      'quick_promote_submit',
      'quick_promote_submit_success',
      'quick_promote_submit_error',
    ]) {
      const answer = await person.client.get(
        `/v3/callback/event/?client=web&event=${event}&pin_id=77&path=%2Fadvertiser%2Fquick_promote%2F`,
      );
      expect(answer.headers.get('content-type')).toBe('image/gif');
    }
    const rows = await app.db
      .selectFrom('tracking_events')
      .select(['event', 'pin_id', 'path'])
      .where('user_id', '=', person.user.id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.event)).toEqual([
      'quick_promote_view',
      'quick_promote_submit',
      'quick_promote_submit_success',
      'quick_promote_submit_error',
    ]);
    expect(rows[0]).toMatchObject({ pin_id: '77', path: '/advertiser/quick_promote/' });
  });
});

describe('the quick-promote question', () => {
  const ANSWER = graphql(`query PromoteAnswer($id: String!) {
    viewer { advertiser { campaign(entityId: $id) { quickPromoteAnswer quickPromoteAnswerNote } } }
  }`);

  it('keeps the answer code with the campaign, 0 when unanswered, and refuses codes outside 0–3', async () => {
    const person = await seasonedUser();
    const advertiserId = await setUpAdvertiser(person);
    const unanswered = await promoted(person, promoteInput(advertiserId, await promotablePin(person)));
    expect((await campaignRow(unanswered.entityId)).quick_promote_answer).toBe(0);
    const notSure = await promoted(
      person,
      promoteInput(advertiserId, await promotablePin(person), { questionAnswer: 3 }),
    );
    const { viewer } = await person.client.query(ANSWER, { id: notSure.entityId });
    expect(viewer.advertiser!.campaign).toEqual({
      quickPromoteAnswer: 3,
      quickPromoteAnswerNote: quickPromoteAnswerNote(3),
    });
    const pinId = await promotablePin(person);
    for (const code of [4, -1]) {
      expect(
        refusal(await promote(person, promoteInput(advertiserId, pinId, { questionAnswer: code }))),
      ).toMatchObject({
        message: QUICK_PROMOTE_ANSWER_TEXTS.invalid,
        field: 'questionAnswer',
      });
    }
    expect(await campaignsOfPin(pinId).select('campaigns.id').execute()).toEqual([]);
  });

  it('refuses a conversions campaign for a link that leads to someone else’s site', async () => {
    const person = await seasonedUser();
    const advertiserId = await setUpAdvertiser(person);
    const pinId = await promotablePin(person);
    const conversions = {
      objectiveType: 'WEB_CONVERSION',
      selectedOcpmTag: { conversionTagId: advertiserId, conversionEvent: 'checkout' },
    };
    expect(
      refusal(await promote(person, promoteInput(advertiserId, pinId, { ...conversions, questionAnswer: 2 })))
        .message,
    ).toBe(QUICK_PROMOTE_ANSWER_TEXTS.conversionsNeedOwnSite);
    const yes = await promoted(
      person,
      promoteInput(advertiserId, pinId, { ...conversions, questionAnswer: 1 }),
    );
    expect((await campaignRow(yes.entityId)).quick_promote_answer).toBe(1);
  });

  it('takes question_answer in the REST body and answers it back, refusing other codes', async () => {
    const person = await seasonedUser();
    const advertiserId = await setUpAdvertiser(person);
    const pinId = await promotablePin(person);
    const path = `/ads/v4/advertisers/${advertiserId}/pins/${pinId}/quick_promote/`;
    const base = {
      budget_in_micro_currency: 5_000_000,
      campaign_name: 'REST question',
      destination_url: LINK,
      duration: '7',
      auto_targeting_enabled: true,
      is_ongoing: false,
      targeting_spec: { ages: [], interests: [], genders: [], country: 'US' },
    };
    const bad = await restJson(await person.client.post(path, { ...base, question_answer: 'yes' }));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 'failure', message: QUICK_PROMOTE_ANSWER_TEXTS.invalid });
    const good = await restJson<{ question_answer: number }>(
      await person.client.post(path, { ...base, question_answer: 2 }),
    );
    expect(good.status).toBe(200);
    expect(good.body.status === 'success' && good.body.data.question_answer).toBe(2);
  });
});
