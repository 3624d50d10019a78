import { invoiceNumber, invoicePdfPath } from '../core/billing';
import type { InvoiceLineRow, InvoiceRow } from '../server/db/tables/invoices';
import {
  type AdAccount,
  adAccountsOf,
  invoiceLinesOf,
  liftAdvertiserPause,
  markInvoicePaid,
  type OperatorAdvertiserRow,
  type OrderLine,
  operatorAdvertisers,
  operatorOpenInvoices,
  pauseAdvertiser,
  viewerInvoices,
  viewerOrderLines,
} from '../server/domain/billing';
import { builder } from './builder';
import { domainErrors } from './errors';
import { keysetConnection } from './pagination';
import { AdvertiserRef } from './promote';
import { ViewerRef } from './viewer';

// Billing: an advertiser's monthly invoices and the spend not yet invoiced (its owner's, on `Advertiser`), and the
// operator's view of every advertiser's spend and invoices (the `admin` scope; the domain checks again).

const InvoiceStatusEnum = builder.enumType('InvoiceStatus', { values: ['open', 'paid'] as const });

const InvoiceLineRef = builder.objectRef<InvoiceLineRow>('InvoiceLine').implement({
  description: "One campaign's spend on an invoice.",
  fields: (t) => ({
    campaignId: t.exposeString('campaign_id', { nullable: true }),
    campaignName: t.exposeString('campaign_name'),
    amountMinor: t.exposeString('amount_minor', { description: 'Minor units (cents), a decimal string.' }),
  }),
});

const InvoiceRef = builder.objectRef<InvoiceRow>('Invoice').implement({
  description: "A month's ad spend of one advertiser, billed by invoice.",
  fields: (t) => ({
    entityId: t.exposeString('id'),
    number: t.string({ resolve: (i) => invoiceNumber(i.id, i.period_start) }),
    advertiserId: t.exposeString('advertiser_id'),
    advertiserName: t.exposeString('advertiser_name', {
      description: 'As it was when the invoice was issued.',
    }),
    periodStart: t.exposeString('period_start', { description: 'YYYY-MM-DD.' }),
    periodEnd: t.exposeString('period_end', { description: 'YYYY-MM-DD, the last day billed.' }),
    currency: t.exposeString('currency'),
    totalMinor: t.exposeString('total_minor', { description: 'Minor units (cents), a decimal string.' }),
    status: t.field({ type: InvoiceStatusEnum, resolve: (i) => i.status }),
    issuedAt: t.field({ type: 'DateTime', resolve: (i) => i.issued_at }),
    dueOn: t.exposeString('due_on', { description: 'YYYY-MM-DD.' }),
    paidAt: t.field({ type: 'DateTime', nullable: true, resolve: (i) => i.paid_at }),
    billToName: t.exposeString('bill_to_name', { nullable: true }),
    billToEmail: t.exposeString('bill_to_email', { nullable: true }),
    pdfPath: t.string({
      description: 'Where its PDF is served to the advertiser, people acting for it and the operator.',
      resolve: (i) => invoicePdfPath(i.id),
    }),
    lines: t.loadableGroup({
      type: InvoiceLineRef,
      description: 'A line per campaign.',
      load: (ids: string[], ctx) => invoiceLinesOf(ctx.db, ids),
      group: (line) => line.invoice_id,
      resolve: (i) => i.id,
    }),
  }),
});

const OrderLineRef = builder.objectRef<OrderLine>('OrderLine').implement({
  description:
    "A campaign's spend that no invoice holds yet: this month's so far, or a closed month's awaiting it.",
  fields: (t) => ({
    campaignId: t.exposeString('campaignId'),
    campaignName: t.exposeString('campaignName'),
    month: t.exposeString('month', { description: 'The month’s first day, YYYY-MM-DD.' }),
    amountMinor: t.exposeString('amountMinor', {
      description: 'Minor units (cents), rounded, a decimal string.',
    }),
  }),
});

builder.objectFields(AdvertiserRef, (t) => ({
  pausedAt: t.field({
    type: 'DateTime',
    nullable: true,
    description: 'Set while the operator has paused the account: none of its ads run.',
    resolve: (a) => a.paused_at,
  }),
  pauseReason: t.exposeString('pause_reason', { nullable: true }),
  invoices: t.field({
    type: [InvoiceRef],
    description: 'Its invoices, newest first (the latest 200).',
    resolve: (a, _, ctx) => viewerInvoices(ctx, a.id),
  }),
  orderLines: t.field({
    type: [OrderLineRef],
    description: 'Spend not invoiced yet, per campaign and month, newest first.',
    resolve: (a, _, ctx) => viewerOrderLines(ctx, a.id),
  }),
}));

const OperatorAdvertiserRef = builder.objectRef<OperatorAdvertiserRow>('OperatorAdvertiser').implement({
  description: 'An advertiser as the operator sees it.',
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
    currency: t.exposeString('currency'),
    ownerUsername: t.exposeString('owner_username'),
    pausedAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.paused_at }),
    pauseReason: t.exposeString('pause_reason', { nullable: true }),
    monthSpendMinor: t.string({
      description: 'Spent this calendar month (UTC), minor units rounded.',
      resolve: (a) => ((BigInt(a.month_spend_milli) + 500n) / 1000n).toString(),
    }),
    totalSpendMinor: t.string({
      description: 'Spent in all, minor units rounded.',
      resolve: (a) => ((BigInt(a.total_spend_milli) + 500n) / 1000n).toString(),
    }),
    openInvoiceCount: t.exposeInt('open_invoice_count'),
    openInvoiceMinor: t.exposeString('open_invoice_minor'),
  }),
});

builder.queryField('adminAdvertisers', (t) =>
  t.connection({
    type: OperatorAdvertiserRef,
    description: 'For the operator: every advertiser, newest first, with spend and open invoices.',
    authScopes: { admin: true },
    resolve: (_, args, ctx) =>
      keysetConnection(
        args,
        (page) => operatorAdvertisers(ctx, page),
        (a) => a.id,
      ),
  }),
);

builder.queryField('adminOpenInvoices', (t) =>
  t.connection({
    type: InvoiceRef,
    description: 'For the operator: every open invoice, oldest first.',
    authScopes: { admin: true },
    resolve: (_, args, ctx) =>
      keysetConnection(
        args,
        (page) => operatorOpenInvoices(ctx, page),
        (i) => i.id,
      ),
  }),
);

builder.mutationField('markInvoicePaid', (t) =>
  t.field({
    type: InvoiceRef,
    description: 'The operator records an open invoice as paid.',
    errors: domainErrors,
    authScopes: { admin: true },
    args: { invoiceId: t.arg.string({ required: true }) },
    resolve: (_, { invoiceId }, ctx) => markInvoicePaid(ctx, invoiceId),
  }),
);

builder.mutationField('pauseAdvertiser', (t) =>
  t.field({
    type: OperatorAdvertiserRef,
    description:
      'The operator pauses an advertiser: its ads stop at once, and its owner sees the reason and cannot run campaigns until the pause is lifted.',
    errors: domainErrors,
    authScopes: { admin: true },
    args: { advertiserId: t.arg.string({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_, { advertiserId, reason }, ctx) => pauseAdvertiser(ctx, advertiserId, reason),
  }),
);

builder.mutationField('liftAdvertiserPause', (t) =>
  t.field({
    type: OperatorAdvertiserRef,
    description: "The operator lifts an advertiser's pause: its active campaigns run again.",
    errors: domainErrors,
    authScopes: { admin: true },
    args: { advertiserId: t.arg.string({ required: true }) },
    resolve: (_, { advertiserId }, ctx) => liftAdvertiserPause(ctx, advertiserId),
  }),
);

const AdAccountRef = builder.objectRef<AdAccount>('AdAccount').implement({
  description: 'An ad account the signed-in person can manage, and the profile it belongs to.',
  fields: (t) => ({
    advertiserId: t.string({ resolve: (a) => a.advertiser.id }),
    name: t.string({ resolve: (a) => a.advertiser.name }),
    currency: t.string({ resolve: (a) => a.advertiser.currency }),
    pausedAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.advertiser.paused_at }),
    profileId: t.exposeString('profileId', { description: 'Act as this profile to manage the account.' }),
    profileName: t.exposeString('profileName'),
    current: t.exposeBoolean('current', { description: 'This request acts as its profile.' }),
    readOnly: t.boolean({
      description: 'An analyst’s: read (campaigns, reports) without acting for its profile, never changed.',
      resolve: (a) => a.access === 'READ',
    }),
  }),
});

builder.objectField(ViewerRef, 'adAccounts', (t) =>
  t.field({
    type: [AdAccountRef],
    description:
      'The ad accounts of the profiles the signed-in person may act for, their own first, then those they may read as an analyst (none for a token).',
    resolve: (_, __, ctx) => adAccountsOf(ctx),
  }),
);
