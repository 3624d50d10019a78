import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPERIMENTS, experimentBucket, groupForBucket } from '../../server/domain/experiments';
import { graphql } from '../gql';
import { newUser, succeeded } from '../support/fixtures';
import { restJson } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';
import { createResource, getResource } from './mediaSupport';

// After a pin is created from the external page: the photo-network upsell's inputs (user state, settings,
// experiment) and the tracking request.
let app: TestApp;
let forced: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  forced = await startTestApp({ env: { EXPERIMENTS: 'web_post_create_retargeting=enabled' } });
});
afterAll(async () => {
  await forced?.close();
  await app?.close();
});

describe('UserStateResource', () => {
  it('records that the upsell was seen (claiming_upsells_seen ← POST_CREATE_UPSELL_V2), once', async () => {
    const { client } = await newUser(app);
    const first = await createResource<{ state: string; values: string[] }>(client, 'UserStateResource', {
      state: 'claiming_upsells_seen',
      value: 'POST_CREATE_UPSELL_V2',
    });
    expect(first.body).toMatchObject({
      status: 'success',
      data: { state: 'claiming_upsells_seen', values: ['POST_CREATE_UPSELL_V2'] },
    });
    await createResource(client, 'UserStateResource', {
      state: 'claiming_upsells_seen',
      value: 'POST_CREATE_UPSELL_V2',
    });
    await createResource(client, 'UserStateResource', {
      state: 'claiming_upsells_seen',
      value: 'OTHER_UPSELL',
    });
    const read = await getResource<{ values: string[] }>(client, 'UserStateResource', {
      state: 'claiming_upsells_seen',
    });
    expect(read.body).toMatchObject({ data: { values: ['POST_CREATE_UPSELL_V2', 'OTHER_UPSELL'] } });

    const { userState } = await client.query(
      graphql(`query MediaPostCreateUserState { userState(state: "claiming_upsells_seen") }`),
    );
    expect(userState).toEqual(['POST_CREATE_UPSELL_V2', 'OTHER_UPSELL']);
    // Someone else has seen nothing.
    const other = await newUser(app);
    expect(
      (
        await other.client.query(
          graphql(`query MediaPostCreateUserState { userState(state: "claiming_upsells_seen") }`),
        )
      ).userState,
    ).toEqual([]);
  });

  it('GraphQL setUserState does the same; bad names and anonymous callers are refused', async () => {
    const { client } = await newUser(app);
    const { setUserState } = await client.query(
      graphql(`mutation MediaPostCreateSetUserState { setUserState(state: "claiming_upsells_seen", value: "POST_CREATE_UPSELL_V2") { __typename
         ...DomainErrorFields ... on MutationSetUserStateSuccess { data } } }`),
    );
    expect(setUserState).toEqual({
      __typename: 'MutationSetUserStateSuccess',
      data: ['POST_CREATE_UPSELL_V2'],
    });
    const bad = await createResource(client, 'UserStateResource', { state: 'Not A State!', value: 'x' });
    expect(bad.status).toBe(400);
    const anonymous = await createResource(app.client(), 'UserStateResource', {
      state: 'claiming_upsells_seen',
      value: 'POST_CREATE_UPSELL_V2',
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('user settings: connected account and listed website', () => {
  interface Settings {
    connected_to_instagram: boolean;
    listed_website_url: string | null;
  }

  it('GET /v3/users/settings answers connected_to_instagram and listed_website_url, set through GraphQL', async () => {
    const { client } = await newUser(app);
    const fresh = await restJson<Settings>(await client.get('/v3/users/settings'));
    expect(fresh.body).toMatchObject({
      status: 'success',
      data: { connected_to_instagram: false, listed_website_url: null },
    });

    const updated = await client.query(
      graphql(`mutation MediaPostCreateUpdateUserSettings { updateUserSettings(input: { listedWebsiteUrl: "https://www.instagram.com/pat.pins/" }) {
         __typename ...DomainErrorFields ... on MutationUpdateUserSettingsSuccess { data { listedWebsiteUrl } } } }`),
    );
    expect(succeeded(updated.updateUserSettings).listedWebsiteUrl).toBe(
      'https://www.instagram.com/pat.pins/',
    );
    const connected = await client.query(
      graphql(`mutation MediaPostCreateConnectAccount { connectAccount(input: { network: "instagram", username: "@pat.pins" }) {
         ... on MutationConnectAccountSuccess { data { connectedToInstagram connectedAccounts { network username } } } } }`),
    );
    expect(connected.connectAccount.data).toEqual({
      connectedToInstagram: true,
      connectedAccounts: [{ network: 'instagram', username: 'pat.pins' }],
    });

    const after = await restJson<Settings>(await client.get('/v3/users/settings/'));
    expect(after.body).toMatchObject({
      data: { connected_to_instagram: true, listed_website_url: 'https://www.instagram.com/pat.pins/' },
    });

    await client.query(
      graphql(
        `mutation MediaPostCreateDisconnectAccount { disconnectAccount(network: "instagram") { __typename } }`,
      ),
    );
    await client.query(
      graphql(
        `mutation MediaPostCreateUpdateUserSettings3 { updateUserSettings(input: { listedWebsiteUrl: "" }) { __typename } }`,
      ),
    );
    const cleared = await restJson<Settings>(await client.get('/v3/users/settings'));
    expect(cleared.body).toMatchObject({ data: { connected_to_instagram: false, listed_website_url: null } });
  });

  it('refuses a website that is not a web link, and networks it does not know', async () => {
    const { client } = await newUser(app);
    const website = await client.query(
      graphql(
        `mutation MediaPostCreateUpdateUserSettings2 { updateUserSettings(input: { listedWebsiteUrl: "javascript:alert(1)" }) { __typename ...DomainErrorFields } }`,
      ),
    );
    expect(website.updateUserSettings).toMatchObject({
      __typename: 'DomainError',
      field: 'listed_website_url',
    });
    const network = await client.query(
      graphql(
        `mutation MediaPostCreateConnectAccount2 { connectAccount(input: { network: "myspace", username: "pat" }) { __typename ...DomainErrorFields } }`,
      ),
    );
    expect(network.connectAccount.__typename).toBe('DomainError');
    expect((await app.client().get('/v3/users/settings')).status).toBe(401);
  });
});

describe('experiments', () => {
  it('web_post_create_retargeting puts each person in a stored, deterministic group', async () => {
    const groups = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const { client, user } = await newUser(app);
      const query = graphql(
        `query MediaPostCreate { experimentGroup(name: "web_post_create_retargeting") experimentEnabled(name: "web_post_create_retargeting") }`,
      );
      const first = await client.query(query);
      const expected = groupForBucket(
        EXPERIMENTS.get('web_post_create_retargeting')!,
        experimentBucket('web_post_create_retargeting', user.id),
      );
      expect(first).toEqual({ experimentGroup: expected, experimentEnabled: expected === 'enabled' });
      expect(await client.query(query)).toEqual(first);
      const stored = await app.db
        .selectFrom('experiment_assignments')
        .select('group_name')
        .where('user_id', '=', user.id)
        .where('experiment', '=', 'web_post_create_retargeting')
        .executeTakeFirstOrThrow();
      expect(stored.group_name).toBe(expected);
      groups.add(expected);
    }
    expect([...groups].every((g) => g === 'enabled' || g === 'control')).toBe(true);
  });

  it('a stored group stays put; unknown experiments and anonymous viewers have none', async () => {
    const { client, user } = await newUser(app);
    await app.db
      .insertInto('experiment_assignments')
      .values({ user_id: user.id, experiment: 'web_post_create_retargeting', group_name: 'control' })
      .execute();
    expect(
      await client.query(
        graphql(
          `query MediaPostCreate { experimentGroup(name: "web_post_create_retargeting") experimentEnabled(name: "web_post_create_retargeting") }`,
        ),
      ),
    ).toEqual({ experimentGroup: 'control', experimentEnabled: false });
    expect(
      await client.query(
        graphql(`query MediaPostCreateExperimentGroup { experimentGroup(name: "no_such_experiment") }`),
      ),
    ).toEqual({
      experimentGroup: null,
    });
    expect(
      await app
        .client()
        .query(
          graphql(
            `query MediaPostCreateExperimentGroup2 { experimentGroup(name: "web_post_create_retargeting") }`,
          ),
        ),
    ).toEqual({
      experimentGroup: null,
    });
  });

  it('EXPERIMENTS in the environment forces a group for everyone', async () => {
    const { client } = await newUser(forced);
    expect(
      await client.query(
        graphql(
          `query MediaPostCreateExperimentEnabled { experimentEnabled(name: "web_post_create_retargeting") }`,
        ),
      ),
    ).toEqual({
      experimentEnabled: true,
    });
  });
});

describe('the tracking request after the external pin-create page', () => {
  it('GET /v3/callback/event/ records pin_create_success and pin_create_fail and answers an image', async () => {
    const { client, user } = await newUser(app);
    const path = '/pin/create/button/?url=https%3A%2F%2Fexample.com%2F';
    const success = await client.get(
      `/v3/callback/event/?client=web&event=pin_create_success&pin_id=12345&path=${encodeURIComponent(path)}`,
    );
    expect(success.status).toBe(200);
    expect(success.headers.get('content-type')).toBe('image/gif');
    await app
      .client()
      .get('/v3/callback/event/?client=web&event=pin_create_fail&path=%2Fpin%2Fcreate%2Fbookmarklet%2F');
    // Unknown events answer the image too, and are not recorded.
    expect((await client.get('/v3/callback/event/?client=web&event=drop_tables')).status).toBe(200);

    const rows = await app.db
      .selectFrom('tracking_events')
      .select(['user_id', 'client', 'event', 'pin_id', 'path'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { user_id: user.id, client: 'web', event: 'pin_create_success', pin_id: '12345', path },
      {
        user_id: null,
        client: 'web',
        event: 'pin_create_fail',
        pin_id: null,
        path: '/pin/create/bookmarklet/',
      },
    ]);
  });

  it('GraphQL trackEvent records the same', async () => {
    const { client, user } = await newUser(app);
    const { trackEvent } = await client.query(
      graphql(
        `mutation MediaPostCreateTrackEvent { trackEvent(input: { event: "pin_create_fail", path: "/pin/create/link/" }) { __typename ...DomainErrorFields } }`,
      ),
    );
    expect(trackEvent.__typename).toBe('MutationTrackEventSuccess');
    const row = await app.db
      .selectFrom('tracking_events')
      .select(['event', 'path'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ event: 'pin_create_fail', path: '/pin/create/link/' });
  });
});
