import { AD_COUNTRY_TEXTS, isAdvertiserCountry } from '../../core/adCountries';
import {
  ADVERTISER_READ_ONLY,
  type AdvertiserAccess,
  advertiserAccessAllows,
  businessNameError,
} from '../../core/business';
import { isValidEmail } from '../../core/email';
import { isSafeLink } from '../../core/links';
import {
  currencyForCountry,
  type IneligibleReason,
  QUICK_PROMOTE_TEXTS,
  quickPromoteIneligibility,
} from '../../core/quickPromote';
import { LOGIN_REQUIRED } from '../../core/texts';
import type { DbOrTx } from '../db/database';
import { isEntityId } from '../db/ids';
import type { AdvertiserBillingRow, AdvertiserRow } from '../db/tables/advertisers';
import { requireBrowserSession } from './apiTokens';
import { requireViewer } from './auth';
import type { RequestContext } from './context';
import { DomainError } from './errors';

/** A quick-promote refusal: its text is also the envelope's message_detail, which the legacy client shows. */
export function promoteError(
  code: 'VALIDATION' | 'FORBIDDEN' | 'NOT_FOUND',
  message: string,
  field: string | null = null,
): DomainError {
  return new DomainError(code, message, { messageDetail: message, field });
}

const ADVERTISER_NOT_FOUND = "Sorry, we couldn't find that advertiser.";

const INELIGIBLE_TEXT: Record<Exclude<IneligibleReason, 'signedOut'>, string> = {
  tooNew: QUICK_PROMOTE_TEXTS.accountTooNew,
};

/** Why the viewer may not quick-promote, or null when they may. */
export async function promoteIneligibility(ctx: RequestContext): Promise<IneligibleReason | null> {
  if (!ctx.viewer) return 'signedOut';
  const user = await ctx.db
    .selectFrom('users')
    .select(['created_at'])
    .where('id', '=', ctx.viewer.id)
    .executeTakeFirst();
  if (!user) return 'signedOut';
  return quickPromoteIneligibility(
    { createdAt: user.created_at },
    ctx.now(),
    ctx.settings.quickPromoteMinAccountAgeMs,
  );
}

/** Throws the refusal's text unless the viewer may quick-promote. */
export async function requirePromoteEligible(ctx: RequestContext): Promise<string> {
  const viewer = requireViewer(ctx);
  // Ads and billing have no scope among the ones tokens are given: only a signed-in browser promotes.
  requireBrowserSession(ctx);
  const reason = await promoteIneligibility(ctx);
  if (reason === 'signedOut') throw new DomainError('UNAUTHENTICATED', LOGIN_REQUIRED);
  if (reason) throw promoteError('FORBIDDEN', INELIGIBLE_TEXT[reason]);
  return viewer.id;
}

export function viewerAdvertiser(ctx: RequestContext): Promise<AdvertiserRow | null> {
  if (!ctx.viewer) return Promise.resolve(null);
  return ctx.db
    .selectFrom('advertisers')
    .selectAll()
    .where('owner_id', '=', ctx.viewer.id)
    .executeTakeFirst()
    .then((row) => row ?? null);
}

/**
 * The ids of the advertisers this request may read, as a subquery: the viewer's own, and those of business
 * profiles the signed-in person is a member of (any permission, while still a business account and meeting the
 * profile's two-factor requirement, as acting asks). Tokens read none but their own person's.
 */
export function readableAdvertiserIds(db: DbOrTx, ctx: RequestContext) {
  const viewerId = ctx.viewer?.id ?? '0';
  const actorId = ctx.grant ? null : (ctx.actor?.id ?? null);
  return db
    .selectFrom('advertisers')
    .select('advertisers.id')
    .where((eb) =>
      eb.or([
        eb('advertisers.owner_id', '=', viewerId),
        ...(actorId === null
          ? []
          : [
              eb(
                'advertisers.owner_id',
                'in',
                eb
                  .selectFrom('business_access')
                  .innerJoin('users as member', 'member.id', 'business_access.member_id')
                  .innerJoin('users as business', 'business.id', 'business_access.business_id')
                  .select('business_access.business_id')
                  .where('business_access.member_id', '=', actorId)
                  .where('member.is_partner', '=', true)
                  .where((inner) =>
                    inner.or([
                      inner('business.requires_mfa', '=', false),
                      inner.exists(
                        inner
                          .selectFrom('mfa_factors')
                          .select('mfa_factors.user_id')
                          .where('mfa_factors.user_id', '=', actorId)
                          .where('mfa_factors.enabled_at', 'is not', null),
                      ),
                    ]),
                  ),
              ),
            ]),
      ]),
    );
}

/** What this request may do with an advertiser it can read (see AdvertiserAccess): its owner manages. */
export function advertiserAccessOf(ctx: RequestContext, advertiser: { owner_id: string }): AdvertiserAccess {
  return ctx.viewer?.id === advertiser.owner_id ? 'MANAGE' : 'READ';
}

/** Refuses a change (or a billing or secret read) to someone who may only read the advertiser. */
export function requireAdvertiserAccess(
  ctx: RequestContext,
  advertiser: { owner_id: string },
  need: AdvertiserAccess,
): void {
  if (!advertiserAccessAllows(advertiserAccessOf(ctx, advertiser), need))
    throw promoteError('FORBIDDEN', ADVERTISER_READ_ONLY);
}

/**
 * The advertiser, when this request may do `need` with it: every ads-area read and write goes through here (or
 * through readableAdvertiserIds and requireAdvertiserAccess for campaigns, ad groups and ads). One it may not read
 * at all (or that does not exist) is "not found": we do not tell outsiders which advertiser ids exist; one it may
 * only read refuses a change with ADVERTISER_READ_ONLY.
 */
export async function advertiserFor(
  db: DbOrTx,
  ctx: RequestContext,
  advertiserId: string,
  need: AdvertiserAccess,
): Promise<AdvertiserRow> {
  requireViewer(ctx);
  requireBrowserSession(ctx);
  const row = isEntityId(advertiserId)
    ? await db
        .selectFrom('advertisers')
        .selectAll()
        .where('id', '=', advertiserId)
        .where('id', 'in', readableAdvertiserIds(db, ctx))
        .executeTakeFirst()
    : undefined;
  if (!row) throw promoteError('NOT_FOUND', ADVERTISER_NOT_FOUND);
  requireAdvertiserAccess(ctx, row, need);
  return row;
}

/** An advertiser the viewer may read, or null (for `Viewer.advertiser(entityId:)`). */
export async function readableAdvertiser(
  ctx: RequestContext,
  advertiserId: string,
): Promise<AdvertiserRow | null> {
  if (!ctx.viewer || ctx.grant || !isEntityId(advertiserId)) return null;
  return (
    (await ctx.db
      .selectFrom('advertisers')
      .selectAll()
      .where('id', '=', advertiserId)
      .where('id', 'in', readableAdvertiserIds(ctx.db, ctx))
      .executeTakeFirst()) ?? null
  );
}

export async function advertiserBilling(
  db: DbOrTx,
  advertiserId: string,
): Promise<AdvertiserBillingRow | null> {
  return (
    (await db
      .selectFrom('advertiser_billing')
      .selectAll()
      .where('advertiser_id', '=', advertiserId)
      .executeTakeFirst()) ?? null
  );
}

function countryCode(value: string, field: string): string {
  const code = value.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) throw promoteError('VALIDATION', QUICK_PROMOTE_TEXTS.countryInvalid, field);
  return code;
}

export interface BusinessInfoInput {
  name: string;
  country: string;
  website: string;
}

/**
 * The business form: makes the viewer's advertiser, or updates it. The country fixes the currency, so it
 * cannot change once the advertiser has campaigns priced in it.
 */
export async function saveAdvertiserBusinessInfo(
  ctx: RequestContext,
  input: BusinessInfoInput,
): Promise<AdvertiserRow> {
  const viewerId = await requirePromoteEligible(ctx);
  const name = input.name.trim();
  const nameError = businessNameError(name);
  if (nameError) throw promoteError('VALIDATION', nameError, 'name');
  const website = input.website.trim();
  if (!isSafeLink(website)) throw promoteError('VALIDATION', QUICK_PROMOTE_TEXTS.websiteInvalid, 'website');
  const country = countryCode(input.country, 'country');
  return ctx.db.transaction().execute(async (tx) => {
    const existing = await tx
      .selectFrom('advertisers')
      .selectAll()
      .where('owner_id', '=', viewerId)
      .forUpdate()
      .executeTakeFirst();
    // An advertiser made before the list keeps its country; a new one, or a new country, must be on the list.
    if (existing?.country !== country && !isAdvertiserCountry(country))
      throw promoteError('VALIDATION', AD_COUNTRY_TEXTS.advertiserCountry, 'country');
    if (!existing) {
      return tx
        .insertInto('advertisers')
        .values({ owner_id: viewerId, name, country, currency: currencyForCountry(country), website })
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    if (existing.country !== country) {
      const campaign = await tx
        .selectFrom('campaigns')
        .select('id')
        .where('advertiser_id', '=', existing.id)
        .executeTakeFirst();
      if (campaign) {
        throw promoteError(
          'VALIDATION',
          `Your campaigns are priced in ${existing.currency}, so the country stays ${existing.country}.`,
          'country',
        );
      }
    }
    return tx
      .updateTable('advertisers')
      .set({ name, country, currency: currencyForCountry(country), website })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export interface BillingInput {
  advertiserId: string;
  contactName: string;
  email: string;
  address: string;
  country: string;
}

/** The billing form: who gets the monthly invoice. We take no card details; invoice is the only payment method. */
export async function saveAdvertiserBilling(
  ctx: RequestContext,
  input: BillingInput,
): Promise<AdvertiserBillingRow> {
  await requirePromoteEligible(ctx);
  const contactName = input.contactName.trim();
  if (contactName === '')
    throw promoteError('VALIDATION', QUICK_PROMOTE_TEXTS.billingNameMissing, 'contactName');
  const email = input.email.trim();
  if (!isValidEmail(email))
    throw promoteError('VALIDATION', QUICK_PROMOTE_TEXTS.billingEmailInvalid, 'email');
  const address = input.address.trim();
  if (address === '') throw promoteError('VALIDATION', QUICK_PROMOTE_TEXTS.billingAddressMissing, 'address');
  const country = countryCode(input.country, 'country');
  return ctx.db.transaction().execute(async (tx) => {
    const advertiser = await advertiserFor(tx, ctx, input.advertiserId, 'MANAGE');
    const values = { contact_name: contactName, email, address, country };
    return tx
      .insertInto('advertiser_billing')
      .values({ advertiser_id: advertiser.id, ...values })
      .onConflict((oc) => oc.column('advertiser_id').doUpdateSet({ ...values, updated_at: ctx.now() }))
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
