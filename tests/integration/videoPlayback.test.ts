import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_WATCH_REPORT_MS } from '../../core/videoPlayback';
import { graphql } from '../gql';
import { quickPromoted } from '../support/advertisers';
import {
  createBoard,
  type DomainErrorResult,
  newUser,
  quickPromoteInput,
  savePin,
  storeTestImage,
  type TestUser,
} from '../support/fixtures';
import type { TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;

interface Person {
  client: TestClient;
  user: TestUser;
}

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const AUTOPLAY = graphql(`
  query VideoPlaybackAutoplay { viewer { autoplayVideos } userSettings { autoplayVideos } }
`);
const SET_AUTOPLAY = graphql(`
  mutation VideoPlaybackSetAutoplay($on: Boolean!) {
    updateUserSettings(input: { autoplayVideos: $on }) {
      __typename ...DomainErrorFields
      ... on MutationUpdateUserSettingsSuccess { data { autoplayVideos listedWebsiteUrl } }
    }
  }
`);

describe('the autoplay setting', () => {
  it('is on until the person switches it off, is kept on the server and shown in the viewer state', async () => {
    const person = await newUser(app);
    expect(await person.client.query(AUTOPLAY)).toEqual({
      viewer: { autoplayVideos: true },
      userSettings: { autoplayVideos: true },
    });
    const { updateUserSettings: off } = await person.client.query(SET_AUTOPLAY, { on: false });
    expect(off).toEqual({
      __typename: 'MutationUpdateUserSettingsSuccess',
      data: { autoplayVideos: false, listedWebsiteUrl: null },
    });
    expect(await person.client.query(AUTOPLAY)).toEqual({
      viewer: { autoplayVideos: false },
      userSettings: { autoplayVideos: false },
    });
    // Someone else's setting is their own.
    const other = await newUser(app);
    expect((await other.client.query(AUTOPLAY)).viewer.autoplayVideos).toBe(true);
    await person.client.query(SET_AUTOPLAY, { on: true });
    expect((await person.client.query(AUTOPLAY)).viewer.autoplayVideos).toBe(true);
  });

  it('changing the website leaves autoplay as it was, and the other way round', async () => {
    const person = await newUser(app);
    await person.client.query(SET_AUTOPLAY, { on: false });
    await person.client.query(
      graphql(
        `mutation VideoPlaybackWebsite { updateUserSettings(input: { listedWebsiteUrl: "https://pots.example/" }) { __typename } }`,
      ),
    );
    expect((await person.client.query(AUTOPLAY)).userSettings.autoplayVideos).toBe(false);
    const { updateUserSettings } = await person.client.query(SET_AUTOPLAY, { on: true });
    expect(updateUserSettings).toMatchObject({ data: { listedWebsiteUrl: 'https://pots.example/' } });
  });

  it('visitors get autoplay on; only a signed-in person can change it', async () => {
    const visitor = app.client();
    const { viewer } = await visitor.query(
      graphql(`query VideoPlaybackVisitor { viewer { autoplayVideos } }`),
    );
    expect(viewer.autoplayVideos).toBe(true);
    const { updateUserSettings } = await visitor.query(SET_AUTOPLAY, { on: false });
    expect(updateUserSettings.__typename).toBe('DomainError');
  });
});

// Promoting a pin: an advertiser with billing, then a running campaign (see promote.test.ts for the rules).
const BUSINESS = graphql(`
  mutation VideoPlaybackBusiness($input: AdvertiserBusinessInfoInput!) {
    saveAdvertiserBusinessInfo(input: $input) {
      __typename ...DomainErrorFields
      ... on MutationSaveAdvertiserBusinessInfoSuccess { data { entityId } }
    }
  }`);
const BILLING = graphql(`
  mutation VideoPlaybackBilling($input: AdvertiserBillingInput!) {
    saveAdvertiserBilling(input: $input) { __typename ...DomainErrorFields }
  }`);
const WATCH = graphql(`
  mutation VideoPlaybackWatch($pinId: String!, $ms: Int!) { recordPromotedVideoWatch(pinId: $pinId, watchedMs: $ms) }
`);
const CAMPAIGNS = graphql(`
  query VideoPlaybackCampaigns {
    viewer { advertiser { campaigns(first: 10) { edges { node { entityId videoWatchSeconds } } } } }
  }`);

const LINK = 'https://pots.example/teapot';

async function advertiserWithPromotedPin(video: boolean): Promise<{ person: Person; pinId: string }> {
  const person = await newUser(app, { fullName: 'Pia Pots' });
  await app.db
    .updateTable('users')
    .set({ created_at: sql<Date>`now() - interval '2 days'` })
    .where('id', '=', person.user.id)
    .execute();
  const { saveAdvertiserBusinessInfo: business } = await person.client.query(BUSINESS, {
    input: { name: 'Pia Pots', country: 'US', website: 'https://pots.example' },
  });
  if (business.__typename === 'DomainError') throw new Error((business as DomainErrorResult).message);
  const advertiserId = (business as { data: { entityId: string } }).data.entityId;
  await person.client.query(BILLING, {
    input: {
      advertiserId,
      contactName: 'Pia Pots',
      email: 'billing@pots.example',
      address: '1 Main St',
      country: 'US',
    },
  });
  const board = await createBoard(person.client, { name: `Pots ${Math.random().toString(36).slice(2, 8)}` });
  const image = await storeTestImage(app, Math.floor(Math.random() * 1000));
  const pin = await savePin(app, person.user, {
    boardId: board.entityId,
    title: 'Teapot',
    link: LINK,
    imageId: image.id,
  });
  if (video) {
    const row = await app.db
      .insertInto('videos')
      .values({
        signature: `v${Math.random().toString(16).slice(2).padEnd(31, '0')}`,
        format: 'mp4',
        width: 320,
        height: 240,
        duration_ms: 3000,
        byte_size: 1000,
        cover_image_id: image.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db.updateTable('pins').set({ video_id: row.id }).where('id', '=', pin.id).execute();
  }
  await quickPromoted(person, quickPromoteInput(advertiserId, pin.id, LINK, { campaignName: 'Teapot week' }));
  return { person, pinId: pin.id };
}

async function watchedSeconds(person: Person): Promise<number> {
  const { viewer } = await person.client.query(CAMPAIGNS);
  return viewer.advertiser!.campaigns.edges[0]!.node.videoWatchSeconds;
}

describe('time watched on promoted videos', () => {
  it('pausing a promoted video adds the time it played to its campaign, at most ten minutes a report', async () => {
    const { person, pinId } = await advertiserWithPromotedPin(true);
    const viewer = await newUser(app);
    expect((await viewer.client.query(WATCH, { pinId, ms: 2400 })).recordPromotedVideoWatch).toBe(true);
    expect(await watchedSeconds(person)).toBe(2.4);
    expect((await app.client().query(WATCH, { pinId, ms: 600 })).recordPromotedVideoWatch).toBe(true);
    expect(await watchedSeconds(person)).toBe(3);
    await viewer.client.query(WATCH, { pinId, ms: 2_000_000_000 });
    expect(await watchedSeconds(person)).toBe(3 + MAX_WATCH_REPORT_MS / 1000);

    // The ad's day holds the same time; plays of 2 seconds or more (not the 0.6 s one) are video views.
    const day = await app.db
      .selectFrom('ad_daily_stats')
      .innerJoin('ads', 'ads.id', 'ad_daily_stats.ad_id')
      .select(['ad_daily_stats.day', 'ad_daily_stats.video_views', 'ad_daily_stats.video_watch_ms'])
      .where('ads.pin_id', '=', pinId)
      .executeTakeFirstOrThrow();
    expect(day).toEqual({
      day: new Date().toISOString().slice(0, 10),
      video_views: '2',
      video_watch_ms: String(3000 + MAX_WATCH_REPORT_MS),
    });
  });

  it("the advertiser's own watching, nothing watched, and pictures count nothing", async () => {
    const { person, pinId } = await advertiserWithPromotedPin(true);
    expect((await person.client.query(WATCH, { pinId, ms: 5000 })).recordPromotedVideoWatch).toBe(false);
    const viewer = await newUser(app);
    expect((await viewer.client.query(WATCH, { pinId, ms: 0 })).recordPromotedVideoWatch).toBe(false);
    expect((await viewer.client.query(WATCH, { pinId, ms: -5 })).recordPromotedVideoWatch).toBe(false);
    expect(await watchedSeconds(person)).toBe(0);

    const picture = await advertiserWithPromotedPin(false);
    expect(
      (await viewer.client.query(WATCH, { pinId: picture.pinId, ms: 5000 })).recordPromotedVideoWatch,
    ).toBe(false);
    expect(await watchedSeconds(picture.person)).toBe(0);
  });
});
