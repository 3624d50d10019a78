import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_DELIVERY_TTL_MS } from '../../server/db/adDelivery';
import { graphql } from '../gql';
import type { QuickPromoteInput } from '../gql/graphql';
import { newAdvertiser, type Person, quickPromoted, seasonedUser } from '../support/advertisers';
import { createBoard, quickPromoteInput, savePin, storeTestImage } from '../support/fixtures';
import { restJson, type TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

// An instance where nobody advertises asks the database nothing about ads on a feed page, and one where somebody
// starts a campaign serves it on the next page (server/db/adDelivery.ts).

let app: TestApp;
let visitor: TestClient;

const LINK = 'https://lamps.example.com/brass-lamp';

const FEED = graphql(`query AdDeliveryFeed($first: Int) { homeFeed(first: $first) {
  edges { cursor node { entityId isPromoted promoter } } } }`);

/** The check's own statement (adDelivery.ts): the card page and the promoted slot run as query templates. */
function checks(): string[] {
  return app.statements.statements().filter((text) => text.startsWith('select "ads"."id" from "ads"'));
}

/** The pin in a first page's promoted slot (it repeats the cursor of the organic edge before it), or null. */
async function promotedPin(client: TestClient = visitor): Promise<string | null> {
  const { homeFeed } = await client.query(FEED, { first: 10 });
  const edges = homeFeed.edges;
  const slot = edges.findIndex((edge, i) => i > 0 && edge.cursor === edges[i - 1]!.cursor);
  if (slot === -1) return null;
  expect(edges[slot]!.node.isPromoted).toBe(true);
  return edges[slot]!.node.entityId;
}

let advertiser: Person;
let advertiserId: string;
let pinId: string;

beforeAll(async () => {
  app = await startTestApp();
  visitor = app.client();
  advertiser = await seasonedUser(app);
  advertiserId = await newAdvertiser(advertiser, { website: 'https://lamps.example.com' });
  const board = await createBoard(advertiser.client, { name: 'Lamps' });
  const image = await storeTestImage(app, 41);
  pinId = (
    await savePin(app, advertiser.user, {
      boardId: board.entityId,
      title: 'Brass lamp',
      link: LINK,
      imageId: image.id,
    })
  ).id;
  // Newer pins of someone else fill the first page, so the promoted pin is not among its organic ones.
  const filler = await seasonedUser(app);
  const fillerBoard = await createBoard(filler.client, { name: 'Filler' });
  for (let i = 0; i < 12; i++) {
    await savePin(app, filler.user, {
      boardId: fillerBoard.entityId,
      title: `Filler ${i}`,
      imageId: image.id,
    });
  }
});

afterAll(async () => {
  await app?.close();
});

describe('ad delivery on an instance', () => {
  let legacyFeedStatements = 0;

  it('without a live ad, a feed page and the legacy feed ask nothing about ads once that is known', async () => {
    expect(await promotedPin()).toBeNull();
    app.statements.reset();
    expect(await promotedPin()).toBeNull();
    // The page of cards, and no statement for the promoted slot or for the answer.
    expect(app.statements.count, app.statements.statements().join('\n')).toBe(1);
    app.statements.reset();
    const { status, body } = await restJson<{ pins: { is_promoted: boolean }[] }>(
      await visitor.get('/v3/feeds/home/?page_size=10'),
    );
    expect(status).toBe(200);
    expect(body.status === 'success' && body.data.pins.filter((pin) => pin.is_promoted)).toEqual([]);
    expect(checks()).toEqual([]);
    legacyFeedStatements = app.statements.count;
  });

  it('serves a campaign started in this process on the very next page, and stops asking once it is paused', async () => {
    expect(await promotedPin()).toBeNull();
    const campaignId = await quickPromoted(
      advertiser,
      quickPromoteInput(advertiserId, pinId, LINK, {
        targetingSpec: { ages: [], genders: ['female', 'male', 'unknown'], interests: [], country: [] },
      }) as QuickPromoteInput,
    );
    expect(await promotedPin()).toBe(pinId);
    // With a live ad the legacy feed asks who promotes its pins again ("Promoted by").
    app.statements.reset();
    await visitor.get('/v3/feeds/home/?page_size=10');
    expect(app.statements.count).toBeGreaterThan(legacyFeedStatements);

    await app.db.updateTable('campaigns').set({ status: 'PAUSED' }).where('id', '=', campaignId).execute();
    app.statements.reset();
    expect(await promotedPin()).toBeNull();
    expect(checks()).toHaveLength(1);
    app.statements.reset();
    expect(await promotedPin()).toBeNull();
    expect(app.statements.count).toBe(1);

    // A raw statement naming the tables counts as a change too (migrations and scripts write so).
    await sql`update campaigns set status = 'ACTIVE' where id = ${campaignId}`.execute(app.db);
    expect(await promotedPin()).toBe(pinId);
    // Spending (each impression served updates the campaign) changes nothing: the answer is kept.
    app.statements.reset();
    expect(await promotedPin()).toBe(pinId);
    expect(checks()).toEqual([]);
    await app.db.updateTable('campaigns').set({ status: 'PAUSED' }).where('id', '=', campaignId).execute();
  });

  it('asks the database once when 200 pages ask at the same time', async () => {
    // Forget the answer, as any change of an ad's status does, then ask with 200 pages at once.
    await app.db.updateTable('ads').set({ status: 'PAUSED' }).where('id', '=', '0').execute();
    app.statements.reset();
    const pages = await Promise.all(Array.from({ length: 200 }, () => promotedPin()));
    expect(pages.filter((pin) => pin !== null)).toEqual([]);
    expect(checks()).toHaveLength(1);
    expect(app.statements.count).toBe(201);
  });

  it(`sees a change made by another process within ${AD_DELIVERY_TTL_MS / 1000} s`, async () => {
    const campaign = await app.db
      .selectFrom('campaigns')
      .select('id')
      .where('advertiser_id', '=', advertiserId)
      .executeTakeFirstOrThrow();
    expect(await promotedPin()).toBeNull();
    // A handle without the app's plugins writes as another server process on the same database would.
    await app.db
      .withoutPlugins()
      .updateTable('campaigns')
      .set({ status: 'ACTIVE' })
      .where('id', '=', campaign.id)
      .execute();
    const written = performance.now();
    expect(await promotedPin()).toBeNull();
    let served: string | null = null;
    while (served === null && performance.now() - written < AD_DELIVERY_TTL_MS + 3_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      served = await promotedPin();
    }
    expect(served).toBe(pinId);
  }, 20_000);
});
