import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_TEXTS, invoiceNumber, monthStart } from '../../core/billing';
import { ADMIN_TEXTS, LOGIN_REQUIRED } from '../../core/texts';
import { chargeImpression } from '../../server/db/campaigns';
import { issueInvoices } from '../../server/domain/billing';
import { startInvoicing } from '../../server/jobs/invoicing';
import { graphql } from '../gql';
import { newAdvertiser, seasonedUser as newSeasonedUser, type Person } from '../support/advertisers';
import { createBoard, newUser, savePin, storeTestImage, succeeded } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/testApp';

// Billing: monthly invoices from real spend (idempotent, safe under concurrent runs), the advertiser's billing
// page data, invoice PDFs for the owner, people acting for it and the operator only, and the operator's view
// (spend, open invoices, mark paid, pause an advertiser so its ads stop at once).

let app: TestApp;

const CREATE = graphql(`
  mutation BillingCreateCampaign($input: CreateCampaignInput!) {
    createCampaign(input: $input) {
      __typename ...DomainErrorFields
      ... on MutationCreateCampaignSuccess { data {
        entityId
        adGroups(first: 1) { edges { node { entityId ads(first: 1) { edges { node { entityId } } } } } }
      } }
    }
  }`);

const RESUME = graphql(`
  mutation BillingResume($id: String!) {
    resumeCampaign(campaignId: $id) { __typename ...DomainErrorFields }
  }`);

const PAUSE_CAMPAIGN = graphql(`
  mutation BillingPauseCampaign($id: String!) {
    pauseCampaign(campaignId: $id) { __typename ...DomainErrorFields }
  }`);

const ADVERTISER_BILLING = graphql(`
  query BillingAdvertiser {
    viewer { advertiser {
      entityId pausedAt pauseReason
      invoices { entityId number periodStart periodEnd currency totalMinor status dueOn pdfPath billToName
        lines { campaignId campaignName amountMinor } }
      orderLines { campaignId campaignName month amountMinor }
    } }
  }`);

const ADMIN_ADVERTISERS = graphql(`
  query BillingAdminAdvertisers {
    adminAdvertisers(first: 50) { edges { node {
      id name ownerUsername pausedAt pauseReason monthSpendMinor totalSpendMinor openInvoiceCount openInvoiceMinor
    } } }
  }`);

const ADMIN_OPEN_INVOICES = graphql(`
  query BillingAdminOpenInvoices { adminOpenInvoices(first: 50) { edges { node { entityId status totalMinor } } } }`);

const MARK_PAID = graphql(`
  mutation BillingMarkPaid($id: String!) {
    markInvoicePaid(invoiceId: $id) {
      __typename ...DomainErrorFields
      ... on MutationMarkInvoicePaidSuccess { data { entityId status paidAt } }
    }
  }`);

const PAUSE_ADVERTISER = graphql(`
  mutation BillingPauseAdvertiser($id: String!, $reason: String!) {
    pauseAdvertiser(advertiserId: $id, reason: $reason) {
      __typename ...DomainErrorFields
      ... on MutationPauseAdvertiserSuccess { data { id pausedAt pauseReason } }
    }
  }`);

const LIFT_PAUSE = graphql(`
  mutation BillingLiftPause($id: String!) {
    liftAdvertiserPause(advertiserId: $id) {
      __typename ...DomainErrorFields
      ... on MutationLiftAdvertiserPauseSuccess { data { id pausedAt } }
    }
  }`);

const PIN_PROMOTED = graphql(`query BillingPinPromoted($id: String!) { pin(id: $id) { isPromoted } }`);

let seed = 48_000;

function seasonedUser(): Promise<Person> {
  return newSeasonedUser(app);
}

interface Advertiser {
  person: Person;
  advertiserId: string;
  pinId: string;
  charge: { campaignId: string; adGroupId: string; adId: string; bidMinor: string };
}

/** A person with an advertiser, billing details and one running campaign (bid 2.50 per 1,000 impressions). */
async function advertiserWithCampaign(name: string): Promise<Advertiser> {
  const person = await seasonedUser();
  const advertiserId = await newAdvertiser(person, { name, billTo: 'Bea Billing' });
  const board = await createBoard(person.client, { name: `Shop ${seed}` });
  const image = await storeTestImage(app, seed++);
  const pinId = (
    await savePin(app, person.user, {
      boardId: board.entityId,
      title: 'Walnut desk',
      link: 'https://goods.example.com/desk',
      imageId: image.id,
    })
  ).id;
  const { createCampaign } = await person.client.query(CREATE, {
    input: {
      advertiserId,
      campaign: {
        name: `${name} desks`,
        objectiveType: 'CONSIDERATION',
        budgetType: 'DAILY',
        budgetMinor: 50_000,
      },
      adGroup: { name: 'Makers', countries: ['US'], interests: [], bidMinor: 250 },
      ads: [{ pinId }],
      draft: false,
    },
  });
  const campaign = succeeded(createCampaign);
  const group = campaign.adGroups.edges[0]!.node;
  return {
    person,
    advertiserId,
    pinId,
    charge: {
      campaignId: campaign.entityId,
      adGroupId: group.entityId,
      adId: group.ads.edges[0]!.node.entityId,
      bidMinor: '250',
    },
  };
}

/** Charges impressions at the ad group's bid, or at `bidMinor` per 1,000 (a pricier ad group, fewer statements). */
async function charge(advertiser: Advertiser, impressions: number, bidMinor = '250'): Promise<void> {
  for (let i = 0; i < impressions; i++)
    expect(await chargeImpression(app.db, { ...advertiser.charge, bidMinor }, new Date())).toBe(true);
}

/** A moment in the month after this one: this month is then closed. */
function nextMonth(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 3));
}

let admin: Person;

beforeAll(async () => {
  app = await startTestApp();
  // The first account of an instance is its administrator.
  admin = await newUser(app, { fullName: 'Opal Operator' });
});
afterAll(async () => {
  await app?.close();
});

describe('monthly invoices', () => {
  it('invoice each closed month’s spend once, a line per campaign, with the billing contact, however often invoicing runs', async () => {
    const shop = await advertiserWithCampaign('Alder Goods');
    // 10 impressions at 2.50 per 1,000: 0.025 → rounds to 0.03 on the line.
    await charge(shop, 10);
    let { viewer } = await shop.person.client.query(ADVERTISER_BILLING);
    expect(viewer.advertiser!.orderLines).toEqual([
      {
        campaignId: shop.charge.campaignId,
        campaignName: 'Alder Goods desks',
        month: monthStart(new Date()),
        amountMinor: '3',
      },
    ]);
    expect(viewer.advertiser!.invoices).toEqual([]);

    // The month is not closed yet: nothing is invoiced.
    expect(await issueInvoices(app.db, new Date())).toEqual([]);

    const made = await issueInvoices(app.db, nextMonth());
    const mine = made.filter((i) => i.advertiser_id === shop.advertiserId);
    expect(mine).toHaveLength(1);
    ({ viewer } = await shop.person.client.query(ADVERTISER_BILLING));
    const [invoice] = viewer.advertiser!.invoices;
    expect(invoice).toMatchObject({
      number: invoiceNumber(invoice!.entityId, monthStart(new Date())),
      periodStart: monthStart(new Date()),
      currency: 'USD',
      totalMinor: '3',
      status: 'open',
      billToName: 'Bea Billing',
      lines: [{ campaignId: shop.charge.campaignId, campaignName: 'Alder Goods desks', amountMinor: '3' }],
    });
    expect(viewer.advertiser!.orderLines).toEqual([]);
    // Due 30 days after issue.
    expect(invoice!.dueOn).toBe(new Date(nextMonth().getTime() + 30 * 86_400_000).toISOString().slice(0, 10));

    // Running again invoices nothing more.
    expect(
      (await issueInvoices(app.db, nextMonth())).filter((i) => i.advertiser_id === shop.advertiserId),
    ).toEqual([]);

    // Spend that lands in an invoiced month afterwards (a charge committing late) goes on a second invoice alone.
    await charge(shop, 1, '100000');
    const late = (await issueInvoices(app.db, nextMonth())).filter(
      (i) => i.advertiser_id === shop.advertiserId,
    );
    expect(late.map((i) => i.total_minor)).toEqual(['100']);
  });

  it('the invoicing job issues a closed month’s invoices by itself', async () => {
    const shop = await advertiserWithCampaign('Juniper Goods');
    await charge(shop, 1, '100000');
    const job = startInvoicing(app.db, { now: nextMonth, checkMs: 60_000 });
    await job.settled();
    await job.stop();
    const rows = await app.db
      .selectFrom('invoices')
      .select('total_minor')
      .where('advertiser_id', '=', shop.advertiserId)
      .execute();
    expect(rows.map((r) => r.total_minor)).toEqual(['100']);
  });

  it('never invoices the same spend twice when several invoicing runs go at once', async () => {
    const shops = await Promise.all(
      ['Birch Co', 'Cedar Co', 'Dogwood Co'].map((n) => advertiserWithCampaign(n)),
    );
    for (const [i, shop] of shops.entries()) await charge(shop, i + 1, '10000');
    const runs = await Promise.all(Array.from({ length: 4 }, () => issueInvoices(app.db, nextMonth())));
    const ids = new Set(shops.map((s) => s.advertiserId));
    const made = runs.flat().filter((i) => ids.has(i.advertiser_id));
    expect(made).toHaveLength(3);
    const rows = await app.db
      .selectFrom('invoices')
      .select(['advertiser_id', 'total_minor'])
      .where('advertiser_id', 'in', [...ids])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.total_minor).sort()).toEqual(['10', '20', '30']);
    const lines = await app.db
      .selectFrom('invoice_lines')
      .innerJoin('invoices', 'invoices.id', 'invoice_lines.invoice_id')
      .select('invoice_lines.amount_minor')
      .where('invoices.advertiser_id', 'in', [...ids])
      .execute();
    expect(lines).toHaveLength(3);
  });
});

describe('invoice PDFs', () => {
  let shop: Advertiser;
  let pdfPath: string;

  beforeAll(async () => {
    shop = await advertiserWithCampaign('Elm Supplies');
    await charge(shop, 2, '100000');
    await issueInvoices(app.db, nextMonth());
    const { viewer } = await shop.person.client.query(ADVERTISER_BILLING);
    pdfPath = viewer.advertiser!.invoices[0]!.pdfPath;
  });

  it('serves the invoice as a PDF to its owner and to the operator', async () => {
    for (const client of [shop.person.client, admin.client]) {
      const response = await client.get(pdfPath);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('serves it to someone acting for the business that owns the advertiser, whose link carries no header', async () => {
    const member = await newUser(app);
    await app.db.updateTable('users').set({ is_partner: true }).where('id', '=', member.user.id).execute();
    await app.db
      .updateTable('users')
      .set({ is_partner: true })
      .where('id', '=', shop.person.user.id)
      .execute();
    await app.db
      .insertInto('business_access')
      .values({
        business_id: shop.person.user.id,
        member_id: member.user.id,
        permission: 'ADMIN',
        granted_by: shop.person.user.id,
      })
      .execute();
    expect((await member.client.get(pdfPath)).status).toBe(200);
  });

  it('is not found for anyone else, and asks the signed-out to log in', async () => {
    const other = await seasonedUser();
    const otherResponse = await other.client.get(pdfPath);
    expect(otherResponse.status).toBe(404);
    expect((await otherResponse.json()).message).toBe(BILLING_TEXTS.invoiceNotFound);
    expect((await other.client.get('/billing/invoices/999999999.pdf')).status).toBe(404);
    const signedOut = await app.client().get(pdfPath);
    expect(signedOut.status).toBe(401);
    expect((await signedOut.json()).message).toBe(LOGIN_REQUIRED);
  });
});

describe('the operator', () => {
  it('refuses every operator query and mutation to other people and the signed out', async () => {
    const shop = await advertiserWithCampaign('Fir Goods');
    for (const client of [shop.person.client, app.client()]) {
      const list = await client.gql(ADMIN_ADVERTISERS);
      expect(list.data?.adminAdvertisers ?? null).toBeNull();
      expect(list.errors?.[0]).toBeDefined();
      const open = await client.gql(ADMIN_OPEN_INVOICES);
      expect(open.data?.adminOpenInvoices ?? null).toBeNull();
      for (const result of [
        (await client.query(PAUSE_ADVERTISER, { id: shop.advertiserId, reason: 'Unpaid' })).pauseAdvertiser,
        (await client.query(LIFT_PAUSE, { id: shop.advertiserId })).liftAdvertiserPause,
        (await client.query(MARK_PAID, { id: '1' })).markInvoicePaid,
      ]) {
        expect(result.__typename).toBe('DomainError');
      }
    }
    const refused = (await shop.person.client.query(PAUSE_ADVERTISER, { id: shop.advertiserId, reason: 'x' }))
      .pauseAdvertiser;
    expect(refused).toMatchObject({ __typename: 'DomainError', message: ADMIN_TEXTS.adminOnly });
    const row = await app.db
      .selectFrom('advertisers')
      .select('paused_at')
      .where('id', '=', shop.advertiserId)
      .executeTakeFirstOrThrow();
    expect(row.paused_at).toBeNull();
  });

  it('sees every advertiser’s spend and open invoices, and marks an invoice paid', async () => {
    const shop = await advertiserWithCampaign('Ginkgo Goods');
    await charge(shop, 2, '250000');
    const invoice = (await issueInvoices(app.db, nextMonth())).find(
      (i) => i.advertiser_id === shop.advertiserId,
    )!;
    await charge(shop, 1, '100000');
    const { adminAdvertisers } = await admin.client.query(ADMIN_ADVERTISERS);
    const row = adminAdvertisers.edges.map((e) => e.node).find((a) => a.id === shop.advertiserId)!;
    expect(row).toMatchObject({
      name: 'Ginkgo Goods',
      ownerUsername: shop.person.user.username,
      monthSpendMinor: '600',
      totalSpendMinor: '600',
      openInvoiceCount: 1,
      openInvoiceMinor: '500',
    });
    const open = await admin.client.query(ADMIN_OPEN_INVOICES);
    expect(open.adminOpenInvoices.edges.map((e) => e.node.entityId)).toContain(invoice.id);

    const paid = succeeded((await admin.client.query(MARK_PAID, { id: invoice.id })).markInvoicePaid);
    expect(paid.status).toBe('paid');
    expect((await admin.client.query(MARK_PAID, { id: invoice.id })).markInvoicePaid).toMatchObject({
      __typename: 'DomainError',
      message: BILLING_TEXTS.alreadyPaid,
    });
    const after = await admin.client.query(ADMIN_OPEN_INVOICES);
    expect(after.adminOpenInvoices.edges.map((e) => e.node.entityId)).not.toContain(invoice.id);
    const { viewer } = await shop.person.client.query(ADVERTISER_BILLING);
    expect(viewer.advertiser!.invoices[0]!.status).toBe('paid');
  });

  it('pauses an advertiser: its ads stop at once, its owner sees why and cannot resume until the operator lifts it', async () => {
    const shop = await advertiserWithCampaign('Hazel Goods');
    const visitor = (await seasonedUser()).client;
    const promoted = async () => (await visitor.query(PIN_PROMOTED, { id: shop.pinId })).pin?.isPromoted;
    expect(await promoted()).toBe(true);

    expect(
      (await admin.client.query(PAUSE_ADVERTISER, { id: shop.advertiserId, reason: '  ' })).pauseAdvertiser,
    ).toMatchObject({ __typename: 'DomainError', message: BILLING_TEXTS.pauseReasonMissing });
    const paused = succeeded(
      (await admin.client.query(PAUSE_ADVERTISER, { id: shop.advertiserId, reason: 'Invoice overdue.' }))
        .pauseAdvertiser,
    );
    expect(paused.pauseReason).toBe('Invoice overdue.');
    expect(await promoted()).toBe(false);
    expect(await chargeImpression(app.db, shop.charge, new Date())).toBe(false);

    const { viewer } = await shop.person.client.query(ADVERTISER_BILLING);
    expect(viewer.advertiser).toMatchObject({ pauseReason: 'Invoice overdue.' });
    expect(viewer.advertiser!.pausedAt).not.toBeNull();
    // The owner's own pause and resume: pausing is fine, resuming is refused with the reason.
    expect(
      (await shop.person.client.query(PAUSE_CAMPAIGN, { id: shop.charge.campaignId })).pauseCampaign
        .__typename,
    ).not.toBe('DomainError');
    expect(
      (await shop.person.client.query(RESUME, { id: shop.charge.campaignId })).resumeCampaign,
    ).toMatchObject({
      __typename: 'DomainError',
      message: BILLING_TEXTS.advertiserPaused('Invoice overdue.'),
    });

    succeeded((await admin.client.query(LIFT_PAUSE, { id: shop.advertiserId })).liftAdvertiserPause);
    expect(
      (await shop.person.client.query(RESUME, { id: shop.charge.campaignId })).resumeCampaign.__typename,
    ).not.toBe('DomainError');
    expect(await promoted()).toBe(true);
    expect(
      (await admin.client.query(LIFT_PAUSE, { id: shop.advertiserId })).liftAdvertiserPause,
    ).toMatchObject({
      __typename: 'DomainError',
      message: BILLING_TEXTS.notPaused,
    });
  });
});
