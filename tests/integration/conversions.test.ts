import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSION_TEXTS, TAG_EVENTS_PER_MINUTE } from '../../core/conversions';
import { graphql } from '../gql';
import { newAdvertiser, seasonedUser as newSeasonedUser, type Person } from '../support/advertisers';
import { createBoard, savePin, storeTestImage, succeeded } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;

const CREATE = graphql(`
  mutation ConversionsCreateCampaign($input: CreateCampaignInput!) {
    createCampaign(input: $input) {
      __typename ...DomainErrorFields
      ... on MutationCreateCampaignSuccess { data { entityId } }
    }
  }`);

const CREATE_TOKEN = graphql(`
  mutation ConversionsCreateToken($id: String!) {
    createConversionToken(advertiserId: $id) {
      __typename ...DomainErrorFields
      ... on MutationCreateConversionTokenSuccess { data { secret token { entityId hint } } }
    }
  }`);

const REVOKE_TOKEN = graphql(`
  mutation ConversionsRevokeToken($id: String!) {
    revokeConversionToken(tokenId: $id) {
      __typename ...DomainErrorFields
      ... on MutationRevokeConversionTokenSuccess { data { entityId } }
    }
  }`);

const TEST_EVENT = graphql(`
  mutation ConversionsTestEvent($id: String!, $name: String!) {
    sendTestConversionEvent(advertiserId: $id, eventName: $name) {
      __typename ...DomainErrorFields
      ... on MutationSendTestConversionEventSuccess { data { eventName isTest source campaign { entityId } } }
    }
  }`);

const CONVERSIONS = graphql(`
  query ConversionsOfAdvertiser($test: Boolean) { viewer { advertiser {
    conversionTokens { entityId hint }
    conversionOverview { eventName events attributed valueMinor }
    conversionEvents(first: 20, test: $test) { edges { node { eventId eventName source isTest valueMinor currency campaign { entityId } } } }
    campaigns(first: 5) { edges { node { entityId conversions } } }
  } } }`);

const QUICK_PROMOTE = graphql(`
  mutation ConversionsQuickPromote($input: QuickPromoteInput!) {
    quickPromote(input: $input) {
      __typename ...DomainErrorFields
      ... on MutationQuickPromoteSuccess { data { entityId objectiveType conversionEvent } }
    }
  }`);

const PIN_LINK = graphql(`query ConversionsPinLink($id: String!) { pin(id: $id) { offsiteUrl } }`);

function seasonedUser(): Promise<Person> {
  return newSeasonedUser(app);
}

let seed = 14_100;
async function advertiserWithCampaign(
  name: string,
): Promise<{ person: Person; id: string; campaignId: string; pinId: string }> {
  const person = await seasonedUser();
  const id = await newAdvertiser(person, { name, website: 'https://shop.example.com' });
  const board = await createBoard(person.client, { name: `${name} board` });
  const pinId = (
    await savePin(app, person.user, {
      boardId: board.entityId,
      title: 'Lamp',
      link: 'https://shop.example.com/lamp?color=red',
      imageId: (await storeTestImage(app, seed++)).id,
    })
  ).id;
  const { createCampaign } = await person.client.query(CREATE, {
    input: {
      advertiserId: id,
      campaign: { name: 'Lamps', objectiveType: 'CONSIDERATION', budgetType: 'DAILY', budgetMinor: 100_000 },
      adGroup: { name: 'Everyone', countries: [], interests: [], bidMinor: 100 },
      ads: [{ pinId }],
    },
  });
  return { person, id, campaignId: succeeded(createCampaign).entityId, pinId };
}

async function postEvents(advertiserId: string, token: string | null, body: unknown, query = '') {
  const response = await fetch(`${app.baseUrl}/v5/ad_accounts/${advertiserId}/events${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function postTag(payload: unknown) {
  const response = await fetch(`${app.baseUrl}/conversion-tag/events`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', origin: 'https://shop.example.com' },
    body: JSON.stringify(payload),
  });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

const now = () => Math.floor(Date.now() / 1000);

let shop: Awaited<ReturnType<typeof advertiserWithCampaign>>;
let other: Awaited<ReturnType<typeof advertiserWithCampaign>>;
let token: string;

beforeAll(async () => {
  app = await startTestApp();
  shop = await advertiserWithCampaign('Lamp Shop');
  other = await advertiserWithCampaign('Other Shop');
  const made = succeeded(
    (await shop.person.client.query(CREATE_TOKEN, { id: shop.id })).createConversionToken,
  );
  token = made.secret;
  expect(made.token.hint).toBe(token.slice(-4));
});
afterAll(async () => {
  await app?.close();
});

describe('conversion access tokens', () => {
  it('are made, listed without their secret and revoked only by the advertiser', async () => {
    const { viewer } = await shop.person.client.query(CONVERSIONS, {});
    expect(viewer.advertiser!.conversionTokens.map((t) => t.hint)).toEqual([token.slice(-4)]);
    const stored = await app.db.selectFrom('conversion_tokens').select('token_hash').execute();
    expect(stored.every((row) => row.token_hash !== token)).toBe(true);

    const stranger = await seasonedUser();
    const refused = (await stranger.client.query(CREATE_TOKEN, { id: shop.id })).createConversionToken;
    expect(refused).toMatchObject({ __typename: 'DomainError', code: 'NOT_FOUND' });
    const anonymous = await app.client().query(CREATE_TOKEN, { id: shop.id });
    expect(anonymous.createConversionToken).toMatchObject({
      __typename: 'DomainError',
      code: 'UNAUTHENTICATED',
    });
    const tokenId = viewer.advertiser!.conversionTokens[0]!.entityId;
    expect((await stranger.client.query(REVOKE_TOKEN, { id: tokenId })).revokeConversionToken).toMatchObject({
      __typename: 'DomainError',
      code: 'NOT_FOUND',
    });
    expect(
      (await other.person.client.query(REVOKE_TOKEN, { id: tokenId })).revokeConversionToken.__typename,
    ).toBe('DomainError');
  });

  it('refuses the conversions API without a token, with a wrong, revoked or another advertiser’s token', async () => {
    const event = { event_name: 'checkout', event_id: 'refused-1', event_time: now() };
    expect((await postEvents(shop.id, null, { data: [event] })).status).toBe(401);
    expect((await postEvents(shop.id, 'tbc_wrong', { data: [event] })).status).toBe(401);
    const otherToken = succeeded(
      (await other.person.client.query(CREATE_TOKEN, { id: other.id })).createConversionToken,
    );
    const crossed = await postEvents(shop.id, otherToken.secret, { data: [event] });
    expect(crossed).toMatchObject({ status: 401, body: { code: 2, message: CONVERSION_TEXTS.tokenRefused } });
    succeeded(
      (await other.person.client.query(REVOKE_TOKEN, { id: otherToken.token.entityId }))
        .revokeConversionToken,
    );
    expect((await postEvents(other.id, otherToken.secret, { data: [event] })).status).toBe(401);
    expect(await app.db.selectFrom('conversion_events').select('id').execute()).toEqual([]);
  });
});

describe('conversions', () => {
  it('attributes an API event to the click by its click id, once per event id, and counts it for the campaign', async () => {
    const clicker = await seasonedUser();
    const { pin } = await clicker.client.query(PIN_LINK, { id: shop.pinId });
    const response = await clicker.client.get(pin!.offsiteUrl!, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('https://shop.example.com/lamp');
    expect(location.searchParams.get('color')).toBe('red');
    const clickId = location.searchParams.get('tb_click_id')!;
    expect(clickId).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const event = {
      event_name: 'checkout',
      event_id: 'order-1',
      event_time: now(),
      event_source_url: 'https://shop.example.com/thanks',
      user_data: { click_id: clickId },
      custom_data: { value: 49.9, currency: 'usd' },
    };
    const first = await postEvents(shop.id, token, {
      data: [event, { event_name: 'bought', event_id: 'x' }],
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      num_events_received: 2,
      num_events_processed: 1,
      events: [
        { status: 'processed' },
        { status: 'failed', error_message: CONVERSION_TEXTS.eventNameInvalid },
      ],
    });
    const again = await postEvents(shop.id, token, { data: [event] });
    expect(again.body).toMatchObject({
      events: [{ status: 'processed', warning_message: expect.any(String) }],
    });

    // By the hashed email of a signed-in clicker, without the click id.
    const email = createHash('sha256').update(clicker.user.email.trim().toLowerCase()).digest('hex');
    await postEvents(shop.id, token, {
      data: [{ event_name: 'signup', event_id: 'signup-1', event_time: now(), user_data: { em: [email] } }],
    });
    // Neither: stored, not attributed.
    await postEvents(shop.id, token, {
      data: [{ event_name: 'page_visit', event_id: 'visit-1', event_time: now() }],
    });

    const { viewer } = await shop.person.client.query(CONVERSIONS, { test: false });
    const campaign = viewer.advertiser!.campaigns.edges.find((e) => e.node.entityId === shop.campaignId)!;
    expect(campaign.node.conversions).toBe(2);
    const byId = new Map(viewer.advertiser!.conversionEvents.edges.map((e) => [e.node.eventId, e.node]));
    expect(byId.get('order-1')).toMatchObject({
      valueMinor: 4990,
      currency: 'USD',
      campaign: { entityId: shop.campaignId },
    });
    expect(byId.get('signup-1')!.campaign).toEqual({ entityId: shop.campaignId });
    expect(byId.get('visit-1')!.campaign).toBeNull();
    expect(viewer.advertiser!.conversionOverview).toEqual([
      { eventName: 'page_visit', events: 1, attributed: 0, valueMinor: 0 },
      { eventName: 'signup', events: 1, attributed: 1, valueMinor: 0 },
      { eventName: 'checkout', events: 1, attributed: 1, valueMinor: 4990 },
    ]);
    // The other advertiser sees none of it.
    const seen = await other.person.client.query(CONVERSIONS, {});
    expect(seen.viewer.advertiser!.conversionEvents.edges).toEqual([]);
  });

  it('takes tag events from any site, attributed by the kept click id, checked and rate limited', async () => {
    const script = await fetch(`${app.baseUrl}/conversion-tag.js`);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(script.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await script.text()).toContain('tb_click_id');

    const clicker = await seasonedUser();
    const { pin } = await clicker.client.query(PIN_LINK, { id: shop.pinId });
    const location = new URL(
      (await clicker.client.get(pin!.offsiteUrl!, { redirect: 'manual' })).headers.get('location')!,
    );
    const { response, body } = await postTag({
      advertiser_id: shop.id,
      event_name: 'checkout',
      event_id: 'tag-order-1',
      page_url: 'https://shop.example.com/thanks',
      click_id: location.searchParams.get('tb_click_id'),
      value: '10.00',
      currency: 'USD',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(body).toEqual({ status: 'received' });
    const row = await app.db
      .selectFrom('conversion_events')
      .select(['campaign_id', 'user_id', 'source'])
      .where('event_id', '=', 'tag-order-1')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ campaign_id: shop.campaignId, user_id: clicker.user.id, source: 'tag' });

    expect(
      (await postTag({ advertiser_id: shop.id, event_name: 'nope', event_id: 'a' })).response.status,
    ).toBe(400);
    expect(
      (await postTag({ advertiser_id: '999999', event_name: 'page_visit', event_id: 'a' })).response.status,
    ).toBe(404);
    const preflight = await fetch(`${app.baseUrl}/conversion-tag/events`, { method: 'OPTIONS' });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');

    let status = 200;
    for (let i = 0; i <= TAG_EVENTS_PER_MINUTE && status !== 429; i++) {
      status = (await postTag({ advertiser_id: other.id, event_name: 'page_visit', event_id: `v-${i}` }))
        .response.status;
    }
    expect(status).toBe(429);
  });

  it('sends test events shown as tests and never attributed, for the advertiser only', async () => {
    const sent = succeeded(
      (await shop.person.client.query(TEST_EVENT, { id: shop.id, name: 'checkout' })).sendTestConversionEvent,
    );
    expect(sent).toEqual({ eventName: 'checkout', isTest: true, source: 'test', campaign: null });
    const stranger = await seasonedUser();
    expect(
      (await stranger.client.query(TEST_EVENT, { id: shop.id, name: 'checkout' })).sendTestConversionEvent,
    ).toMatchObject({ __typename: 'DomainError', code: 'NOT_FOUND' });
    const { viewer } = await shop.person.client.query(CONVERSIONS, { test: true });
    expect(viewer.advertiser!.conversionEvents.edges.map((e) => e.node.isTest)).toEqual([true]);
    // A test through the API is a test too: stored, not attributed.
    await postEvents(
      shop.id,
      token,
      { data: [{ event_name: 'signup', event_id: 'api-test-1', event_time: now() }] },
      '?test=true',
    );
    const test = await app.db
      .selectFrom('conversion_events')
      .select(['is_test', 'campaign_id'])
      .where('event_id', '=', 'api-test-1')
      .executeTakeFirstOrThrow();
    expect(test).toEqual({ is_test: true, campaign_id: null });
  });
});

describe('quick promote for conversions', () => {
  it('runs a WEB_CONVERSION promotion for an event of the advertiser’s own conversion tag', async () => {
    const input = {
      advertiserId: other.id,
      pinId: other.pinId,
      campaignName: 'Lamp checkouts',
      destinationUrl: 'https://shop.example.com/lamp',
      budgetInMicroCurrency: 3_000_000,
      duration: 10,
      isOngoing: false,
      autoTargetingEnabled: true,
      targetingSpec: { ages: [], genders: ['female', 'male', 'unknown'], interests: [], country: ['US'] },
      objectiveType: 'WEB_CONVERSION',
    };
    const refusals = [
      null,
      { conversionTagId: shop.id, conversionEvent: 'checkout' },
      { conversionTagId: other.id, conversionEvent: 'purchase' },
    ];
    for (const selectedOcpmTag of refusals) {
      const { quickPromote } = await other.person.client.query(QUICK_PROMOTE, {
        input: { ...input, selectedOcpmTag },
      });
      expect(quickPromote).toMatchObject({ __typename: 'DomainError', field: 'selectedOcpmTag' });
    }
    const { quickPromote } = await other.person.client.query(QUICK_PROMOTE, {
      input: { ...input, selectedOcpmTag: { conversionTagId: other.id, conversionEvent: 'checkout' } },
    });
    expect(succeeded(quickPromote)).toMatchObject({
      objectiveType: 'WEB_CONVERSION',
      conversionEvent: 'checkout',
    });
  });
});
