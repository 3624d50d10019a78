import { sql } from 'kysely';
import {
  BILLING_TEXTS,
  dayAfter,
  INVOICE_DUE_DAYS,
  minorFromMilli,
  monthEnd,
  monthStart,
  pauseReasonError,
} from '../../core/billing';
import { type AdvertiserAccess, profileUsable } from '../../core/business';
import { LOGIN_REQUIRED } from '../../core/texts';
import type { Db, DbOrTx } from '../db/database';
import { isEntityId } from '../db/ids';
import { applyKeyset, type KeysetPage } from '../db/keyset';
import type { AdvertiserRow } from '../db/tables/advertisers';
import type { InvoiceLineRow, InvoiceRow } from '../db/tables/invoices';
import { isAdmin, requireAdmin } from './admin';
import { advertiserFor } from './advertisers';
import { requireBrowserSession } from './apiTokens';
import { actingSubject, businessProfiles } from './business';
import type { RequestContext } from './context';
import { DomainError, validationError } from './errors';

/**
 * Billing: each closed calendar month (UTC), the spend of an advertiser's campaigns not yet invoiced becomes one
 * invoice with a line per campaign, due INVOICE_DUE_DAYS after issue. Spend per campaign and month is counted with
 * every charge (`campaign_spend_months`); invoicing takes what is not yet invoiced under row locks, so two
 * invoicing runs at once, or one run repeated, never bill the same spend twice.
 */

/** One campaign's spend not yet invoiced: this month's so far, or a closed month's waiting for its invoice. */
export interface OrderLine {
  campaignId: string;
  campaignName: string;
  /** YYYY-MM-01. */
  month: string;
  spendMilli: string;
  amountMinor: string;
}

export interface InvoiceWithLines {
  invoice: InvoiceRow;
  lines: InvoiceLineRow[];
}

/** Spend under half a minor unit rounds to nothing: such a line is left out, and an invoice of nothing is not made. */
async function invoiceAdvertiserMonth(
  db: Db,
  advertiserId: string,
  month: string,
  now: Date,
): Promise<InvoiceRow | null> {
  return db.transaction().execute(async (tx) => {
    // NOTE: the lock is what makes concurrent runs safe: a second run waits here, then re-reads each row and finds
    // its spend invoiced, so it takes nothing. Only these rows are locked (never campaigns, which charges lock
    // before these), so invoicing and charging cannot wait on each other in a circle.
    const rows = await tx
      .selectFrom('campaign_spend_months')
      .select(['campaign_id', 'spend_milli', 'invoiced_milli'])
      .where('month', '=', month)
      .where('campaign_id', 'in', (eb) =>
        eb.selectFrom('campaigns').select('id').where('advertiser_id', '=', advertiserId),
      )
      .where(sql<boolean>`spend_milli > invoiced_milli`)
      .orderBy('campaign_id')
      .forUpdate()
      .execute();
    if (rows.length === 0) return null;
    for (const row of rows) {
      await tx
        .updateTable('campaign_spend_months')
        .set({ invoiced_milli: row.spend_milli })
        .where('campaign_id', '=', row.campaign_id)
        .where('month', '=', month)
        .execute();
    }
    const lines = rows
      .map((row) => {
        const milli = BigInt(row.spend_milli) - BigInt(row.invoiced_milli);
        return { campaignId: row.campaign_id, milli, minor: minorFromMilli(milli) };
      })
      .filter((line) => line.minor > 0n);
    if (lines.length === 0) return null;
    const advertiser = await tx
      .selectFrom('advertisers')
      .leftJoin('advertiser_billing', 'advertiser_billing.advertiser_id', 'advertisers.id')
      .select([
        'advertisers.name',
        'advertisers.currency',
        'advertiser_billing.contact_name',
        'advertiser_billing.email',
        'advertiser_billing.address',
        'advertiser_billing.country',
      ])
      .where('advertisers.id', '=', advertiserId)
      .executeTakeFirstOrThrow();
    const names = new Map(
      (
        await tx
          .selectFrom('campaigns')
          .select(['id', 'name'])
          .where(
            'id',
            'in',
            lines.map((l) => l.campaignId),
          )
          .execute()
      ).map((c) => [c.id, c.name]),
    );
    const total = lines.reduce((sum, line) => sum + line.minor, 0n);
    const invoice = await tx
      .insertInto('invoices')
      .values({
        advertiser_id: advertiserId,
        period_start: month,
        period_end: monthEnd(month),
        currency: advertiser.currency,
        total_minor: total.toString(),
        issued_at: now,
        due_on: dayAfter(now, INVOICE_DUE_DAYS),
        paid_at: null,
        paid_by: null,
        advertiser_name: advertiser.name,
        bill_to_name: advertiser.contact_name,
        bill_to_email: advertiser.email,
        bill_to_address: advertiser.address,
        bill_to_country: advertiser.country,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('invoice_lines')
      .values(
        lines.map((line) => ({
          invoice_id: invoice.id,
          campaign_id: line.campaignId,
          campaign_name: names.get(line.campaignId) ?? '',
          spend_milli: line.milli.toString(),
          amount_minor: line.minor.toString(),
        })),
      )
      .execute();
    return invoice;
  });
}

/**
 * Invoices every closed month's spend not yet invoiced: one invoice per advertiser and month, a line per campaign.
 * Safe to run at any time, repeatedly and from several processes at once. Returns the invoices it made.
 */
export async function issueInvoices(db: Db, now: Date): Promise<InvoiceRow[]> {
  const pending = await db
    .selectFrom('campaign_spend_months')
    .innerJoin('campaigns', 'campaigns.id', 'campaign_spend_months.campaign_id')
    .select(['campaigns.advertiser_id', 'campaign_spend_months.month'])
    .distinct()
    .where('campaign_spend_months.month', '<', monthStart(now))
    .where(sql<boolean>`campaign_spend_months.spend_milli > campaign_spend_months.invoiced_milli`)
    .orderBy('campaigns.advertiser_id')
    .orderBy('campaign_spend_months.month')
    .execute();
  const made: InvoiceRow[] = [];
  for (const { advertiser_id, month } of pending) {
    const invoice = await invoiceAdvertiserMonth(db, advertiser_id, month, now);
    if (invoice) made.push(invoice);
  }
  return made;
}

/** Thousandths of a minor unit, per campaign and month, that no invoice holds yet, newest month first. */
export async function orderLinesOf(db: DbOrTx, advertiserId: string): Promise<OrderLine[]> {
  const rows = await db
    .selectFrom('campaign_spend_months')
    .innerJoin('campaigns', 'campaigns.id', 'campaign_spend_months.campaign_id')
    .select([
      'campaigns.id',
      'campaigns.name',
      'campaign_spend_months.month',
      sql<string>`campaign_spend_months.spend_milli - campaign_spend_months.invoiced_milli`.as('milli'),
    ])
    .where('campaigns.advertiser_id', '=', advertiserId)
    .where(sql<boolean>`campaign_spend_months.spend_milli > campaign_spend_months.invoiced_milli`)
    .orderBy('campaign_spend_months.month', 'desc')
    .orderBy('campaigns.id', 'desc')
    .execute();
  return rows.map((r) => ({
    campaignId: r.id,
    campaignName: r.name,
    month: r.month,
    spendMilli: r.milli,
    amountMinor: minorFromMilli(r.milli).toString(),
  }));
}

/** An advertiser's invoices, newest first. */
export function invoicesOf(db: DbOrTx, advertiserId: string, limit = 200): Promise<InvoiceRow[]> {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('advertiser_id', '=', advertiserId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function invoiceLinesOf(db: DbOrTx, invoiceIds: readonly string[]): Promise<InvoiceLineRow[]> {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('invoice_lines')
    .selectAll()
    .where('invoice_id', 'in', [...invoiceIds])
    .orderBy('invoice_id')
    .orderBy('id')
    .execute();
}

/** The viewer's advertiser's invoices (the owner, or someone acting for the profile that owns it). */
export async function viewerInvoices(ctx: RequestContext, advertiserId: string): Promise<InvoiceRow[]> {
  const advertiser = await advertiserFor(ctx.db, ctx, advertiserId, 'MANAGE');
  return invoicesOf(ctx.db, advertiser.id);
}

export async function viewerOrderLines(ctx: RequestContext, advertiserId: string): Promise<OrderLine[]> {
  const advertiser = await advertiserFor(ctx.db, ctx, advertiserId, 'MANAGE');
  return orderLinesOf(ctx.db, advertiser.id);
}

/**
 * Whether this request may read the advertiser's billing documents: its owner (or someone acting for the profile
 * that owns it, whether or not this request names that profile — a download link carries no header), or the
 * operator. Browser sessions only.
 */
async function mayReadBilling(ctx: RequestContext, advertiser: AdvertiserRow): Promise<boolean> {
  if (ctx.viewer?.id === advertiser.owner_id || ctx.actor?.id === advertiser.owner_id) return true;
  if (!ctx.actor) return false;
  if (await isAdmin(ctx.db, ctx.actor.id)) return true;
  return actingSubject(ctx.db, ctx.actor, advertiser.owner_id).then(
    () => true,
    () => false,
  );
}

/**
 * One invoice with its lines and advertiser, for its PDF. Signed out: "log in"; anyone who may not read it gets
 * the same "not found" as for an invoice that does not exist.
 */
export async function invoiceDocument(
  ctx: RequestContext,
  invoiceId: string,
): Promise<InvoiceWithLines & { advertiser: AdvertiserRow }> {
  if (!ctx.actor) throw new DomainError('UNAUTHENTICATED', LOGIN_REQUIRED);
  requireBrowserSession(ctx);
  const notFound = new DomainError('NOT_FOUND', BILLING_TEXTS.invoiceNotFound);
  if (!isEntityId(invoiceId)) throw notFound;
  const invoice = await ctx.db
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', invoiceId)
    .executeTakeFirst();
  if (!invoice) throw notFound;
  const advertiser = await ctx.db
    .selectFrom('advertisers')
    .selectAll()
    .where('id', '=', invoice.advertiser_id)
    .executeTakeFirstOrThrow();
  if (!(await mayReadBilling(ctx, advertiser))) throw notFound;
  return { invoice, lines: await invoiceLinesOf(ctx.db, [invoice.id]), advertiser };
}

/** An advertiser as the operator's billing view shows it. */
export interface OperatorAdvertiserRow {
  id: string;
  name: string;
  currency: string;
  owner_id: string;
  owner_username: string;
  paused_at: Date | null;
  pause_reason: string | null;
  /** Thousandths of a minor unit, this calendar month (UTC). */
  month_spend_milli: string;
  total_spend_milli: string;
  open_invoice_count: number;
  open_invoice_minor: string;
}

function operatorAdvertiserQuery(ctx: RequestContext) {
  const month = monthStart(ctx.now());
  return ctx.db
    .selectFrom('advertisers')
    .innerJoin('users', 'users.id', 'advertisers.owner_id')
    .select([
      'advertisers.id',
      'advertisers.name',
      'advertisers.currency',
      'advertisers.owner_id',
      'users.username as owner_username',
      'advertisers.paused_at',
      'advertisers.pause_reason',
      sql<string>`coalesce((select sum(m.spend_milli) from campaign_spend_months m
        join campaigns c on c.id = m.campaign_id
        where c.advertiser_id = advertisers.id and m.month = ${month}::date), 0)::text`.as(
        'month_spend_milli',
      ),
      sql<string>`coalesce((select sum(c.total_spend_milli) from campaigns c
        where c.advertiser_id = advertisers.id), 0)::text`.as('total_spend_milli'),
      sql<number>`(select count(*) from invoices i
        where i.advertiser_id = advertisers.id and i.status = 'open')::int`.as('open_invoice_count'),
      sql<string>`coalesce((select sum(i.total_minor) from invoices i
        where i.advertiser_id = advertisers.id and i.status = 'open'), 0)::text`.as('open_invoice_minor'),
    ]);
}

/** Every advertiser, newest first, with its spend this month and in all, and its open invoices. */
export async function operatorAdvertisers(
  ctx: RequestContext,
  page: KeysetPage,
): Promise<OperatorAdvertiserRow[]> {
  await requireAdmin(ctx);
  return applyKeyset(
    operatorAdvertiserQuery(ctx),
    { sort: 'advertisers.id', id: 'advertisers.id', sortType: 'bigint', direction: 'desc' },
    page,
  ).execute();
}

async function operatorAdvertiser(ctx: RequestContext, advertiserId: string): Promise<OperatorAdvertiserRow> {
  const row = await operatorAdvertiserQuery(ctx)
    .where('advertisers.id', '=', advertiserId)
    .executeTakeFirst();
  if (!row) throw new DomainError('NOT_FOUND', BILLING_TEXTS.advertiserNotFound);
  return row;
}

/** Open invoices across every advertiser, oldest due first. */
export async function operatorOpenInvoices(ctx: RequestContext, page: KeysetPage): Promise<InvoiceRow[]> {
  await requireAdmin(ctx);
  return applyKeyset(
    ctx.db.selectFrom('invoices').selectAll('invoices').where('invoices.status', '=', 'open'),
    { sort: 'invoices.id', id: 'invoices.id', sortType: 'bigint', direction: 'asc' },
    page,
  ).execute();
}

/** The operator records an open invoice as paid. */
export async function markInvoicePaid(ctx: RequestContext, invoiceId: string): Promise<InvoiceRow> {
  const admin = await requireAdmin(ctx);
  const notFound = new DomainError('NOT_FOUND', BILLING_TEXTS.invoiceNotFound);
  if (!isEntityId(invoiceId)) throw notFound;
  return ctx.db.transaction().execute(async (tx) => {
    const invoice = await tx
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', invoiceId)
      .forUpdate()
      .executeTakeFirst();
    if (!invoice) throw notFound;
    if (invoice.status === 'paid') throw validationError(BILLING_TEXTS.alreadyPaid);
    return tx
      .updateTable('invoices')
      .set({ status: 'paid', paid_at: ctx.now(), paid_by: admin.id })
      .where('id', '=', invoice.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/**
 * The operator pauses an advertiser: from this moment none of its ads serve or are charged (`servableAds` and
 * `chargeImpression` read the pause), and its owner sees the reason and cannot run campaigns until it is lifted.
 */
export async function pauseAdvertiser(
  ctx: RequestContext,
  advertiserId: string,
  reason: string,
): Promise<OperatorAdvertiserRow> {
  await requireAdmin(ctx);
  const error = pauseReasonError(reason);
  if (error) throw validationError(error, 'reason');
  return setPause(ctx, advertiserId, { paused_at: ctx.now(), pause_reason: reason.trim() });
}

/** The operator lifts an advertiser's pause: its active campaigns serve again at once. */
export async function liftAdvertiserPause(
  ctx: RequestContext,
  advertiserId: string,
): Promise<OperatorAdvertiserRow> {
  await requireAdmin(ctx);
  return setPause(ctx, advertiserId, { paused_at: null, pause_reason: null });
}

/**
 * Pauses (a time and reason) or lifts (nulls) an advertiser's pause, changing only one in the other state: an
 * advertiser already so is refused with its own text, a missing one is not found.
 */
async function setPause(
  ctx: RequestContext,
  advertiserId: string,
  pause: { paused_at: Date | null; pause_reason: string | null },
): Promise<OperatorAdvertiserRow> {
  if (!isEntityId(advertiserId)) throw new DomainError('NOT_FOUND', BILLING_TEXTS.advertiserNotFound);
  const pausing = pause.paused_at !== null;
  const updated = await ctx.db
    .updateTable('advertisers')
    .set(pause)
    .where('id', '=', advertiserId)
    .where('paused_at', pausing ? 'is' : 'is not', null)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) {
    const exists = await ctx.db
      .selectFrom('advertisers')
      .select('id')
      .where('id', '=', advertiserId)
      .executeTakeFirst();
    if (!exists) throw new DomainError('NOT_FOUND', BILLING_TEXTS.advertiserNotFound);
    throw validationError(pausing ? BILLING_TEXTS.alreadyPaused : BILLING_TEXTS.notPaused);
  }
  return operatorAdvertiser(ctx, advertiserId);
}

/** Refuses running an advertiser's campaigns while the operator has it paused. */
export async function requireNotPaused(db: DbOrTx, advertiserId: string): Promise<void> {
  const row = await db
    .selectFrom('advertisers')
    .select(['paused_at', 'pause_reason'])
    .where('id', '=', advertiserId)
    .executeTakeFirst();
  if (row?.paused_at) throw validationError(BILLING_TEXTS.advertiserPaused(row.pause_reason ?? ''));
}

/** An ad account the signed-in person can manage: their own advertiser, or a business profile's they act for. */
export interface AdAccount {
  advertiser: AdvertiserRow;
  profileId: string;
  profileName: string;
  /** Whether this request acts as that profile now (or, for the person's own, acts as nobody else). */
  current: boolean;
  /** MANAGE by acting for its profile (owners and admins); READ for an analyst, who reads it without acting. */
  access: AdvertiserAccess;
}

/**
 * The ad accounts of the profiles the person may act for (their own first), and of those they are an analyst of,
 * for the accounts manager.
 */
export async function adAccountsOf(ctx: RequestContext): Promise<AdAccount[]> {
  if (!ctx.actor || ctx.grant) return [];
  const profiles = (await businessProfiles(ctx)).filter((p) => p.viewerMeetsMfaRequirement);
  if (profiles.length === 0) return [];
  const advertisers = await ctx.db
    .selectFrom('advertisers')
    .selectAll()
    .where(
      'owner_id',
      'in',
      profiles.map((p) => p.user.id),
    )
    .execute();
  const byOwner = new Map(advertisers.map((a) => [a.owner_id, a]));
  return profiles.flatMap((profile) => {
    const advertiser = byOwner.get(profile.user.id);
    if (!advertiser) return [];
    return [
      {
        advertiser,
        profileId: profile.user.id,
        profileName: profile.user.business_name || profile.user.full_name,
        current: ctx.viewer?.id === profile.user.id,
        access: profileUsable(profile) ? ('MANAGE' as const) : ('READ' as const),
      },
    ];
  });
}
