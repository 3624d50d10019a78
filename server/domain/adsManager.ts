import {
  ADS_MANAGER_TEXTS,
  type AdGroupSettings,
  adGroupSettingsError,
  type BudgetType,
  type CampaignSettings,
  campaignSettingsError,
  type DeliveryStatus,
  duplicateName,
  MAX_AD_GROUPS,
  MAX_ADS,
  normalizeCountries,
  normalizeInterests,
} from '../../core/adsManager';
import { targetingList } from '../../core/adTargeting';
import { CONVERSION_TEXTS, MAX_AUDIENCES } from '../../core/conversions';
import { CATALOG_TEXTS } from '../../core/productCatalog';
import { QUICK_PROMOTE_TEXTS, type TargetingSpec } from '../../core/quickPromote';
import type { DbOrTx, Tx } from '../db/database';
import { isEntityId } from '../db/ids';
import { applyKeyset, type KeysetOrder, type KeysetPage } from '../db/keyset';
import type { AdGroupRow } from '../db/tables/adGroups';
import type { AdRow } from '../db/tables/ads';
import type { CampaignRow } from '../db/tables/campaigns';
import {
  adGroupSnapshot,
  adSnapshot,
  campaignSnapshot,
  recordAdChange,
  recordAdEdit,
  recordAdGroupEdit,
  recordCampaignEdit,
  recordCreated,
} from './adChangeHistory';
import {
  advertiserBilling,
  advertiserFor,
  promoteError,
  readableAdvertiserIds,
  requireAdvertiserAccess,
  requirePromoteEligible,
} from './advertisers';
import { requireBrowserSession } from './apiTokens';
import { requireViewer } from './auth';
import { requireNotPaused } from './billing';
import { type RequestContext, viewerIdOf } from './context';
import { DomainError } from './errors';
import { ownedProductGroup } from './productGroups';
import { adGroupTargeting, campaignStatus, loadCampaigns, promotablePin } from './promote';

/**
 * The ads manager: an advertiser's campaigns, their ad groups and their ads. Only the advertiser's owner (the
 * signed-in account, or the business profile they act as) may read or change them; to anyone else they do not
 * exist. Every write runs in one transaction that locks the campaign first, so a refused write changes nothing
 * and the per-campaign limits hold under concurrent writes.
 */

export interface CampaignInput {
  name: string;
  objectiveType: string;
  budgetType: string;
  /** Minor units. */
  budget: number;
  /** Null: now. */
  startsAt: Date | null;
  endsAt: Date | null;
}

export interface AdGroupInput {
  name: string;
  countries: string[];
  interests: string[];
  /** Audience ids (see audiences.ts) to serve to only / never; null: unchanged (none for a new ad group). */
  audiencesInclude?: string[] | null;
  audiencesExclude?: string[] | null;
  /** Per 1,000 impressions, minor units. */
  bid: number;
  budgetType: string | null;
  budget: number | null;
}

export interface AdInput {
  /** The pin an ad promotes; or, in a catalog sales campaign, `productGroupId` instead. */
  pinId: string | null;
  productGroupId?: string | null;
  /** Null or blank: the pin's title (or the product group's name), or "Ad". */
  name: string | null;
}

/**
 * A catalog sales campaign's ads promote product groups, every other campaign's ads promote pins: an ad of the
 * wrong kind is refused, and a catalog sales campaign needs at least one product group.
 */
function checkAdKinds(objective: string, ads: readonly AdInput[], requireGroup: boolean): void {
  const catalog = objective === 'CATALOG_SALES';
  for (const ad of ads) {
    if (catalog && !ad.productGroupId) throw validation(CATALOG_TEXTS.catalogSalesOnlyGroups, 'ads');
    if (!catalog && ad.productGroupId) throw validation(CATALOG_TEXTS.productGroupOnlyForCatalogSales, 'ads');
  }
  if (catalog && requireGroup && ads.length === 0)
    throw validation(CATALOG_TEXTS.catalogSalesNeedsGroup, 'productGroupId');
}

export type StatusChange = DeliveryStatus;

function validation(message: string, field: string | null = null) {
  return promoteError('VALIDATION', message, field);
}

function campaignSettings(input: CampaignInput, now: Date): CampaignSettings {
  return {
    name: input.name.trim(),
    objectiveType: input.objectiveType,
    budgetType: input.budgetType,
    budget: input.budget,
    startsAt: input.startsAt ?? now,
    endsAt: input.endsAt,
  };
}

function checkedCampaign(input: CampaignInput, now: Date): CampaignSettings {
  const settings = campaignSettings(input, now);
  const error = campaignSettingsError(settings, now);
  if (error) throw validation(error.message, error.field);
  return settings;
}

function adGroupSettings(input: AdGroupInput): AdGroupSettings {
  return {
    name: input.name.trim(),
    countries: normalizeCountries(input.countries),
    interests: normalizeInterests(input.interests),
    bid: input.bid,
    budgetType: input.budgetType,
    budget: input.budget,
  };
}

function checkedAdGroup(input: AdGroupInput, campaignBudget: number): AdGroupSettings {
  const settings = adGroupSettings(input);
  const error = adGroupSettingsError(settings, campaignBudget);
  if (error) throw validation(error.message, `adGroup.${error.field}`);
  return settings;
}

/** Audience ids as given: numeric ids, without repeats, at most MAX_AUDIENCES. */
function audienceIds(ids: readonly string[] | null | undefined): string[] | null {
  if (ids === null || ids === undefined) return null;
  return [...new Set(ids.filter((id) => isEntityId(id)))].slice(0, MAX_AUDIENCES);
}

/**
 * Refuses audiences that are not the advertiser's own (another advertiser's, a deleted or made-up one): they would
 * never match anyone, and saying so is kinder than an ad group that silently reaches nobody. Ids the ad group
 * already keeps (`kept`) pass: an audience deleted since matches nobody, and must not block other edits.
 */
async function checkAudiences(
  tx: Tx,
  advertiserId: string,
  input: AdGroupInput,
  kept: readonly unknown[] = [],
): Promise<void> {
  const ids = [
    ...new Set([
      ...(audienceIds(input.audiencesInclude) ?? []),
      ...(audienceIds(input.audiencesExclude) ?? []),
    ]),
  ].filter((id) => !kept.includes(id));
  if (ids.length === 0) return;
  const own = await tx
    .selectFrom('audiences')
    .select('id')
    .where('advertiser_id', '=', advertiserId)
    .where('id', 'in', ids)
    .execute();
  if (own.length < ids.length) throw validation(CONVERSION_TEXTS.audienceNotYours, 'adGroup.audiences');
}

function targetingOf(settings: AdGroupSettings, input: AdGroupInput): string {
  const spec: TargetingSpec & { audiences_include: string[]; audiences_exclude: string[] } = {
    ages: [],
    genders: ['female', 'male', 'unknown'],
    interests: settings.interests,
    country: settings.countries,
    audiences_include: audienceIds(input.audiencesInclude) ?? [],
    audiences_exclude: audienceIds(input.audiencesExclude) ?? [],
  };
  return JSON.stringify(spec);
}

const CHILD_ORDER = (table: 'ad_groups' | 'ads'): KeysetOrder => ({
  sort: `${table}.id`,
  id: `${table}.id`,
  sortType: 'bigint',
  direction: 'asc',
});

/**
 * The viewer's campaign to change, locked for the transaction: one of an advertiser they may only read is refused
 * as read-only, anyone else's is "not found".
 */
async function ownedCampaign(tx: DbOrTx, ctx: RequestContext, campaignId: string): Promise<CampaignRow> {
  requireViewer(ctx);
  requireBrowserSession(ctx);
  const row = isEntityId(campaignId)
    ? await tx
        .selectFrom('campaigns')
        .innerJoin('advertisers', 'advertisers.id', 'campaigns.advertiser_id')
        .selectAll('campaigns')
        .select('advertisers.owner_id')
        .where('campaigns.id', '=', campaignId)
        .where('campaigns.advertiser_id', 'in', readableAdvertiserIds(tx, ctx))
        .forUpdate(['campaigns'])
        .executeTakeFirst()
    : undefined;
  if (!row) throw promoteError('NOT_FOUND', ADS_MANAGER_TEXTS.campaignNotFound);
  requireAdvertiserAccess(ctx, row, 'MANAGE');
  const { owner_id: _owner, ...campaign } = row;
  return campaign;
}

/** A parent's "not found" told as the child's; other refusals (read-only, signed out) pass as they are. */
function renameNotFound(message: string): (error: unknown) => never {
  return (error) => {
    if (error instanceof DomainError && error.code === 'NOT_FOUND') throw promoteError('NOT_FOUND', message);
    throw error;
  };
}

async function ownedAdGroup(
  tx: DbOrTx,
  ctx: RequestContext,
  adGroupId: string,
): Promise<{ campaign: CampaignRow; adGroup: AdGroupRow }> {
  const row = isEntityId(adGroupId)
    ? await tx.selectFrom('ad_groups').selectAll().where('id', '=', adGroupId).executeTakeFirst()
    : undefined;
  if (!row) throw promoteError('NOT_FOUND', ADS_MANAGER_TEXTS.adGroupNotFound);
  const campaign = await ownedCampaign(tx, ctx, row.campaign_id).catch(
    renameNotFound(ADS_MANAGER_TEXTS.adGroupNotFound),
  );
  return { campaign, adGroup: row };
}

async function ownedAd(
  tx: DbOrTx,
  ctx: RequestContext,
  adId: string,
): Promise<{ campaign: CampaignRow; adGroup: AdGroupRow; ad: AdRow }> {
  const row = isEntityId(adId)
    ? await tx.selectFrom('ads').selectAll().where('id', '=', adId).executeTakeFirst()
    : undefined;
  if (!row) throw promoteError('NOT_FOUND', ADS_MANAGER_TEXTS.adNotFound);
  const owned = await ownedAdGroup(tx, ctx, row.ad_group_id).catch(
    renameNotFound(ADS_MANAGER_TEXTS.adNotFound),
  );
  return { ...owned, ad: row };
}

function refuseArchived(...statuses: string[]): void {
  if (statuses.includes('ARCHIVED')) throw validation(ADS_MANAGER_TEXTS.archived);
}

/** Every ad group's bid must fit the campaign's budget. */
async function requireBidsFit(tx: Tx, campaignId: string, budget: number): Promise<void> {
  const over = await tx
    .selectFrom('ad_groups')
    .select('id')
    .where('campaign_id', '=', campaignId)
    .where('bid_minor', '>', String(budget))
    .executeTakeFirst();
  if (over) throw validation(ADS_MANAGER_TEXTS.bidOverBudget, 'budget');
}

/**
 * A campaign changing to or from catalog sales: its ads that are not archived must already be of the new kind
 * (product groups for catalog sales, pins otherwise), and catalog sales needs at least one.
 */
async function requireAdsFitObjective(tx: Tx, campaignId: string, objective: string): Promise<void> {
  const ads = await tx
    .selectFrom('ads')
    .innerJoin('ad_groups', 'ad_groups.id', 'ads.ad_group_id')
    .select(['ads.pin_id', 'ads.product_group_id'])
    .where('ad_groups.campaign_id', '=', campaignId)
    .where('ads.status', '!=', 'ARCHIVED')
    .execute();
  const catalog = objective === 'CATALOG_SALES';
  if (catalog && !ads.some((ad) => ad.product_group_id !== null))
    throw validation(CATALOG_TEXTS.catalogSalesNeedsGroup, 'objectiveType');
  if (catalog && ads.some((ad) => ad.product_group_id === null))
    throw validation(CATALOG_TEXTS.catalogSalesOnlyGroups, 'objectiveType');
  if (!catalog && ads.some((ad) => ad.product_group_id !== null))
    throw validation(CATALOG_TEXTS.productGroupOnlyForCatalogSales, 'objectiveType');
}

/** Publishing or resuming needs the advertiser not paused by the operator, billing details and an ad that can run. */
async function requireReadyToRun(tx: Tx, campaign: CampaignRow): Promise<void> {
  await requireNotPaused(tx, campaign.advertiser_id);
  if (!(await advertiserBilling(tx, campaign.advertiser_id)))
    throw validation(ADS_MANAGER_TEXTS.billingMissing, 'billing');
  const ad = await tx
    .selectFrom('ads')
    .innerJoin('ad_groups', 'ad_groups.id', 'ads.ad_group_id')
    .select('ads.id')
    .where('ad_groups.campaign_id', '=', campaign.id)
    .where('ads.status', '!=', 'ARCHIVED')
    .where('ad_groups.status', '!=', 'ARCHIVED')
    .executeTakeFirst();
  if (!ad) throw validation(ADS_MANAGER_TEXTS.adNeedsPin, 'ads');
}

async function insertAdGroup(
  tx: Tx,
  campaignId: string,
  settings: AdGroupSettings,
  input: AdGroupInput,
): Promise<AdGroupRow> {
  const count = await tx
    .selectFrom('ad_groups')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('campaign_id', '=', campaignId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= MAX_AD_GROUPS) throw validation(ADS_MANAGER_TEXTS.tooManyAdGroups);
  const { advertiser_id } = await tx
    .selectFrom('campaigns')
    .select('advertiser_id')
    .where('id', '=', campaignId)
    .executeTakeFirstOrThrow();
  await checkAudiences(tx, advertiser_id, input);
  return tx
    .insertInto('ad_groups')
    .values({
      campaign_id: campaignId,
      name: settings.name,
      status: 'ACTIVE',
      targeting: targetingOf(settings, input),
      bid_minor: settings.bid,
      budget_type: settings.budgetType as BudgetType | null,
      budget_minor: settings.budget,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function insertAd(
  tx: Tx,
  ctx: RequestContext,
  campaign: CampaignRow,
  adGroupId: string,
  input: AdInput,
): Promise<AdRow> {
  checkAdKinds(campaign.objective_type, [input], false);
  const count = await tx
    .selectFrom('ads')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('ad_group_id', '=', adGroupId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= MAX_ADS) throw validation(ADS_MANAGER_TEXTS.tooManyAds);
  if (input.productGroupId) {
    // Only a group of the campaign's own advertiser: another's (or a made-up id) is "not found".
    const group = await ownedProductGroup(tx, ctx, campaign.advertiser_id, input.productGroupId);
    const groupAdName = input.name?.trim() || group.name;
    return tx
      .insertInto('ads')
      .values({
        ad_group_id: adGroupId,
        pin_id: null,
        product_group_id: group.id,
        name: [...groupAdName].slice(0, 64).join(''),
        // Each product pin leads to its own link.
        destination_url: '',
        status: 'ACTIVE',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  if (!input.pinId) throw validation(ADS_MANAGER_TEXTS.adNeedsPin, 'ads');
  const pin = await promotablePin(tx, ctx, input.pinId);
  const name = input.name?.trim() || pin.title?.trim() || 'Ad';
  return tx
    .insertInto('ads')
    .values({
      ad_group_id: adGroupId,
      pin_id: pin.id,
      name: [...name].slice(0, 64).join(''),
      destination_url: pin.link ?? '',
      status: 'ACTIVE',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Creates a campaign with its first ad group and its ads. A draft is saved as it is and never served; otherwise
 * the campaign runs from its start, which needs billing details and at least one ad.
 */
export async function createCampaign(
  ctx: RequestContext,
  input: {
    advertiserId: string;
    campaign: CampaignInput;
    adGroup: AdGroupInput;
    ads: AdInput[];
    draft: boolean;
  },
): Promise<CampaignRow> {
  await requirePromoteEligible(ctx);
  const now = ctx.now();
  const settings = checkedCampaign(input.campaign, now);
  const groupSettings = checkedAdGroup(input.adGroup, settings.budget);
  if (input.ads.length > MAX_ADS) throw validation(ADS_MANAGER_TEXTS.tooManyAds, 'ads');
  checkAdKinds(settings.objectiveType, input.ads, true);
  const createdBy = ctx.actor?.id ?? requireViewer(ctx).id;
  return ctx.db.transaction().execute(async (tx) => {
    const advertiser = await advertiserFor(tx, ctx, input.advertiserId, 'MANAGE');
    const campaign = await tx
      .insertInto('campaigns')
      .values({
        advertiser_id: advertiser.id,
        name: settings.name,
        objective_type: settings.objectiveType,
        budget_type: settings.budgetType as BudgetType,
        budget_minor: settings.budget,
        currency: advertiser.currency,
        duration_days: null,
        is_ongoing: settings.endsAt === null,
        inclusive_end_date: null,
        status: input.draft ? 'DRAFT' : 'ACTIVE',
        starts_at: settings.startsAt,
        ends_at: settings.endsAt,
        created_by: createdBy,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const adGroup = await insertAdGroup(tx, campaign.id, groupSettings, input.adGroup);
    const ads: AdRow[] = [];
    for (const ad of input.ads) ads.push(await insertAd(tx, ctx, campaign, adGroup.id, ad));
    if (!input.draft) await requireReadyToRun(tx, campaign);
    await recordCreated(tx, ctx, advertiser.id, { campaign, adGroups: [adGroup], ads });
    return campaign;
  });
}

/** Edits a campaign's settings (not an archived one). Its ad groups' bids must still fit the budget. */
export async function updateCampaign(
  ctx: RequestContext,
  campaignId: string,
  input: CampaignInput,
): Promise<CampaignRow> {
  await requirePromoteEligible(ctx);
  return ctx.db.transaction().execute(async (tx) => {
    const campaign = await ownedCampaign(tx, ctx, campaignId);
    refuseArchived(campaign.status);
    const now = ctx.now();
    const settings = checkedCampaign({ ...input, startsAt: input.startsAt ?? campaign.starts_at }, now);
    await requireBidsFit(tx, campaign.id, settings.budget);
    if ((settings.objectiveType === 'CATALOG_SALES') !== (campaign.objective_type === 'CATALOG_SALES'))
      await requireAdsFitObjective(tx, campaign.id, settings.objectiveType);
    const updated = await tx
      .updateTable('campaigns')
      .set({
        name: settings.name,
        objective_type: settings.objectiveType,
        budget_type: settings.budgetType as BudgetType,
        budget_minor: settings.budget,
        starts_at: settings.startsAt,
        ends_at: settings.endsAt,
        is_ongoing: settings.endsAt === null,
        // The schedule is now the dates chosen here, not quick promote's duration.
        duration_days: null,
        inclusive_end_date: null,
        status: campaign.status === 'COMPLETED' ? 'PAUSED' : campaign.status,
        updated_at: now,
      })
      .where('id', '=', campaign.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordCampaignEdit(tx, ctx, 'EDITED', campaign, updated);
    return updated;
  });
}

/**
 * Pauses, resumes (or publishes a draft) or archives campaigns, all or none. Archived is final; an ended
 * campaign can only be archived (edit its end to run it again); a draft is published by making it ACTIVE, which
 * needs billing details and an ad, and cannot be paused before.
 */
export async function setCampaignsStatus(
  ctx: RequestContext,
  campaignIds: readonly string[],
  status: StatusChange,
): Promise<CampaignRow[]> {
  await requirePromoteEligible(ctx);
  return ctx.db.transaction().execute(async (tx) => {
    const now = ctx.now();
    const changed: CampaignRow[] = [];
    // Locked in id order, so two bulk changes never wait on each other in a circle.
    if (!campaignIds.every((id) => isEntityId(id)))
      throw promoteError('NOT_FOUND', ADS_MANAGER_TEXTS.campaignNotFound);
    const ids = [...new Set(campaignIds)].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
    for (const id of ids) {
      const campaign = await ownedCampaign(tx, ctx, id);
      refuseArchived(campaign.status);
      if (status !== 'ARCHIVED') {
        if (campaignStatus(campaign, now) === 'COMPLETED')
          throw validation(QUICK_PROMOTE_TEXTS.campaignCompleted);
        if (campaign.status === 'DRAFT' && status === 'PAUSED')
          throw validation(ADS_MANAGER_TEXTS.draftCannotPause);
        if (status === 'ACTIVE') await requireReadyToRun(tx, campaign);
      }
      const updated = await tx
        .updateTable('campaigns')
        .set({ status, updated_at: now })
        .where('id', '=', campaign.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordCampaignEdit(tx, ctx, 'STATUS', campaign, updated);
      changed.push(updated);
    }
    return changed;
  });
}

/**
 * Copies a campaign with its ad groups and ads that are not archived, with nothing spent or counted. The copy is
 * paused (a draft's copy is a draft), starts now, and runs as long as the original was scheduled to.
 */
export async function duplicateCampaign(ctx: RequestContext, campaignId: string): Promise<CampaignRow> {
  await requirePromoteEligible(ctx);
  return ctx.db.transaction().execute(async (tx) => {
    const original = await ownedCampaign(tx, ctx, campaignId);
    const now = ctx.now();
    const length = original.ends_at ? original.ends_at.getTime() - original.starts_at.getTime() : null;
    const copy = await tx
      .insertInto('campaigns')
      .values({
        advertiser_id: original.advertiser_id,
        name: duplicateName(original.name),
        objective_type: original.objective_type,
        budget_type: original.budget_type,
        budget_minor: original.budget_minor,
        currency: original.currency,
        duration_days: null,
        is_ongoing: original.ends_at === null,
        inclusive_end_date: null,
        status: original.status === 'DRAFT' ? 'DRAFT' : 'PAUSED',
        starts_at: now,
        ends_at: length === null ? null : new Date(now.getTime() + length),
        created_by: ctx.actor?.id ?? requireViewer(ctx).id,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const groups = await tx
      .selectFrom('ad_groups')
      .selectAll()
      .where('campaign_id', '=', original.id)
      .where('status', '!=', 'ARCHIVED')
      .orderBy('id')
      .execute();
    const copies: AdGroupRow[] = [];
    for (const group of groups) copies.push(await copyAdGroup(tx, group, copy.id, group.name));
    await recordAdChange(tx, ctx, {
      advertiserId: copy.advertiser_id,
      objectType: 'CAMPAIGN',
      objectId: copy.id,
      objectName: copy.name,
      action: 'DUPLICATED',
      before: {},
      after: campaignSnapshot(copy),
    });
    return copy;
  });
}

async function copyAdGroup(tx: Tx, group: AdGroupRow, campaignId: string, name: string): Promise<AdGroupRow> {
  const copy = await tx
    .insertInto('ad_groups')
    .values({
      campaign_id: campaignId,
      name,
      status: group.status,
      targeting: group.targeting,
      auto_targeting: group.auto_targeting,
      bid_minor: group.bid_minor,
      budget_type: group.budget_type,
      budget_minor: group.budget_minor,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const ads = await tx
    .selectFrom('ads')
    .selectAll()
    .where('ad_group_id', '=', group.id)
    .where('status', '!=', 'ARCHIVED')
    .orderBy('id')
    .execute();
  if (ads.length > 0) {
    await tx
      .insertInto('ads')
      .values(
        ads.map((ad) => ({
          ad_group_id: copy.id,
          pin_id: ad.pin_id,
          product_group_id: ad.product_group_id,
          name: ad.name,
          destination_url: ad.destination_url,
          status: ad.status,
        })),
      )
      .execute();
  }
  return copy;
}

/** Adds an ad group to a campaign (not an archived one), with its ads. */
export async function createAdGroup(
  ctx: RequestContext,
  campaignId: string,
  input: AdGroupInput,
  ads: AdInput[],
): Promise<AdGroupRow> {
  await requirePromoteEligible(ctx);
  return ctx.db.transaction().execute(async (tx) => {
    const campaign = await ownedCampaign(tx, ctx, campaignId);
    refuseArchived(campaign.status);
    const settings = checkedAdGroup(input, Number(campaign.budget_minor));
    if (ads.length > MAX_ADS) throw validation(ADS_MANAGER_TEXTS.tooManyAds, 'ads');
    const group = await insertAdGroup(tx, campaign.id, settings, input);
    const created: AdRow[] = [];
    for (const ad of ads) created.push(await insertAd(tx, ctx, campaign, group.id, ad));
    await recordCreated(tx, ctx, campaign.advertiser_id, { campaign: null, adGroups: [group], ads: created });
    return group;
  });
}

/** Edits an ad group's name, targeting, bid and own budget. */
export async function updateAdGroup(
  ctx: RequestContext,
  adGroupId: string,
  input: AdGroupInput,
): Promise<AdGroupRow> {
  await requirePromoteEligible(ctx);
  return ctx.db.transaction().execute(async (tx) => {
    const { campaign, adGroup } = await ownedAdGroup(tx, ctx, adGroupId);
    refuseArchived(campaign.status, adGroup.status);
    const settings = checkedAdGroup(input, Number(campaign.budget_minor));
    // Kept as stored (audiences included) but for what the input changes.
    const stored = JSON.parse(adGroup.targeting) as Record<string, unknown>;
    const keptAudiences = [
      ...targetingList(stored, 'audiences_include'),
      ...targetingList(stored, 'audiences_exclude'),
    ];
    await checkAudiences(tx, campaign.advertiser_id, input, keptAudiences);
    const targeting = {
      ...stored,
      ...adGroupTargeting(adGroup),
      interests: settings.interests,
      country: settings.countries,
      ...(input.audiencesInclude != null ? { audiences_include: audienceIds(input.audiencesInclude) } : {}),
      ...(input.audiencesExclude != null ? { audiences_exclude: audienceIds(input.audiencesExclude) } : {}),
    };
    const updated = await tx
      .updateTable('ad_groups')
      .set({
        name: settings.name,
        targeting: JSON.stringify(targeting),
        bid_minor: settings.bid,
        budget_type: settings.budgetType as BudgetType | null,
        budget_minor: settings.budget,
      })
      .where('id', '=', adGroup.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAdGroupEdit(tx, ctx, campaign.advertiser_id, 'EDITED', adGroup, updated);
    return updated;
  });
}

/** Pauses, resumes or archives an ad group; archived is final. */
export async function setAdGroupStatus(
  ctx: RequestContext,
  adGroupId: string,
  status: StatusChange,
): Promise<AdGroupRow> {
  await requirePromoteEligible(ctx);
  return ctx.db.transaction().execute(async (tx) => {
    const { campaign, adGroup } = await ownedAdGroup(tx, ctx, adGroupId);
    refuseArchived(campaign.status, adGroup.status);
    const updated = await tx
      .updateTable('ad_groups')
      .set({ status })
      .where('id', '=', adGroup.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAdGroupEdit(tx, ctx, campaign.advertiser_id, 'STATUS', adGroup, updated);
    return updated;
  });
}

/** Copies an ad group with its ads into the same campaign, paused. */
export async function duplicateAdGroup(ctx: RequestContext, adGroupId: string): Promise<AdGroupRow> {
  await requirePromoteEligible(ctx);
  return ctx.db.transaction().execute(async (tx) => {
    const { campaign, adGroup } = await ownedAdGroup(tx, ctx, adGroupId);
    refuseArchived(campaign.status);
    const count = await tx
      .selectFrom('ad_groups')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('campaign_id', '=', campaign.id)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_AD_GROUPS) throw validation(ADS_MANAGER_TEXTS.tooManyAdGroups);
    const copy = await copyAdGroup(
      tx,
      { ...adGroup, status: 'PAUSED' },
      campaign.id,
      duplicateName(adGroup.name),
    );
    await recordAdChange(tx, ctx, {
      advertiserId: campaign.advertiser_id,
      objectType: 'AD_GROUP',
      objectId: copy.id,
      objectName: copy.name,
      action: 'DUPLICATED',
      before: {},
      after: adGroupSnapshot(copy),
    });
    return copy;
  });
}

/** Adds an ad for one of the viewer's promotable pins to an ad group. */
export async function createAd(ctx: RequestContext, adGroupId: string, input: AdInput): Promise<AdRow> {
  await requirePromoteEligible(ctx);
  return ctx.db.transaction().execute(async (tx) => {
    const { campaign, adGroup } = await ownedAdGroup(tx, ctx, adGroupId);
    refuseArchived(campaign.status, adGroup.status);
    const ad = await insertAd(tx, ctx, campaign, adGroup.id, input);
    await recordCreated(tx, ctx, campaign.advertiser_id, { campaign: null, adGroups: [], ads: [ad] });
    return ad;
  });
}

/** Renames an ad. */
export async function updateAd(ctx: RequestContext, adId: string, name: string): Promise<AdRow> {
  await requirePromoteEligible(ctx);
  return ctx.db.transaction().execute(async (tx) => {
    const { campaign, adGroup, ad } = await ownedAd(tx, ctx, adId);
    refuseArchived(campaign.status, adGroup.status, ad.status);
    const trimmed = name.trim();
    if (trimmed === '') throw validation(ADS_MANAGER_TEXTS.nameMissing, 'name');
    if ([...trimmed].length > 64) throw validation(ADS_MANAGER_TEXTS.nameTooLong, 'name');
    const updated = await tx
      .updateTable('ads')
      .set({ name: trimmed })
      .where('id', '=', ad.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAdEdit(tx, ctx, campaign.advertiser_id, 'EDITED', ad, updated);
    return updated;
  });
}

/** Pauses, resumes or archives an ad; archived is final. */
export async function setAdStatus(ctx: RequestContext, adId: string, status: StatusChange): Promise<AdRow> {
  await requirePromoteEligible(ctx);
  return ctx.db.transaction().execute(async (tx) => {
    const { campaign, adGroup, ad } = await ownedAd(tx, ctx, adId);
    refuseArchived(campaign.status, adGroup.status, ad.status);
    const updated = await tx
      .updateTable('ads')
      .set({ status })
      .where('id', '=', ad.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAdEdit(tx, ctx, campaign.advertiser_id, 'STATUS', ad, updated);
    return updated;
  });
}

/** Copies an ad into its ad group, paused. */
export async function duplicateAd(ctx: RequestContext, adId: string): Promise<AdRow> {
  await requirePromoteEligible(ctx);
  return ctx.db.transaction().execute(async (tx) => {
    const { campaign, adGroup, ad } = await ownedAd(tx, ctx, adId);
    refuseArchived(campaign.status, adGroup.status);
    const count = await tx
      .selectFrom('ads')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('ad_group_id', '=', adGroup.id)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_ADS) throw validation(ADS_MANAGER_TEXTS.tooManyAds);
    const copy = await tx
      .insertInto('ads')
      .values({
        ad_group_id: adGroup.id,
        pin_id: ad.pin_id,
        product_group_id: ad.product_group_id,
        name: duplicateName(ad.name),
        destination_url: ad.destination_url,
        status: 'PAUSED',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAdChange(tx, ctx, {
      advertiserId: campaign.advertiser_id,
      objectType: 'AD',
      objectId: copy.id,
      objectName: copy.name,
      action: 'DUPLICATED',
      before: {},
      after: adSnapshot(copy),
    });
    return copy;
  });
}

/** A campaign's ad groups, oldest first (read by its owner, through the campaign they loaded). */
export async function listAdGroups(
  ctx: RequestContext,
  campaignId: string,
  page: KeysetPage,
): Promise<AdGroupRow[]> {
  return applyKeyset(
    ctx.db.selectFrom('ad_groups').selectAll().where('ad_groups.campaign_id', '=', campaignId),
    CHILD_ORDER('ad_groups'),
    page,
  ).execute();
}

/** An ad group's ads, oldest first. */
export async function listAds(ctx: RequestContext, adGroupId: string, page: KeysetPage): Promise<AdRow[]> {
  return applyKeyset(
    ctx.db.selectFrom('ads').selectAll().where('ads.ad_group_id', '=', adGroupId),
    CHILD_ORDER('ads'),
    page,
  ).execute();
}

/** Ad groups by id, only those of advertisers the viewer may read; others come back null. */
export async function loadAdGroups(
  ctx: RequestContext,
  ids: readonly string[],
): Promise<(AdGroupRow | null)[]> {
  const viewerId = viewerIdOf(ctx);
  const valid = ids.filter((id) => isEntityId(id));
  if (!viewerId || valid.length === 0) return ids.map(() => null);
  const rows = await ctx.db
    .selectFrom('ad_groups')
    .innerJoin('campaigns', 'campaigns.id', 'ad_groups.campaign_id')
    .innerJoin('advertisers', 'advertisers.id', 'campaigns.advertiser_id')
    .selectAll('ad_groups')
    .where('ad_groups.id', 'in', valid)
    .where('campaigns.advertiser_id', 'in', readableAdvertiserIds(ctx.db, ctx))
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id) ?? null);
}

/** Ads by id, only those of advertisers the viewer may read; others come back null. */
export async function loadAds(ctx: RequestContext, ids: readonly string[]): Promise<(AdRow | null)[]> {
  const viewerId = viewerIdOf(ctx);
  const valid = ids.filter((id) => isEntityId(id));
  if (!viewerId || valid.length === 0) return ids.map(() => null);
  const rows = await ctx.db
    .selectFrom('ads')
    .innerJoin('ad_groups', 'ad_groups.id', 'ads.ad_group_id')
    .innerJoin('campaigns', 'campaigns.id', 'ad_groups.campaign_id')
    .innerJoin('advertisers', 'advertisers.id', 'campaigns.advertiser_id')
    .selectAll('ads')
    .where('ads.id', 'in', valid)
    .where('campaigns.advertiser_id', 'in', readableAdvertiserIds(ctx.db, ctx))
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id) ?? null);
}

/** Totals of ad groups' ads, impressions and clicks, for a list of ad groups in one statement, in the order asked. */
export async function adGroupTotalsOf(
  ctx: RequestContext,
  adGroupIds: readonly string[],
): Promise<{ impressions: number; clicks: number }[]> {
  if (adGroupIds.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('ads')
    .select((eb) => [
      'ad_group_id',
      eb.fn.sum<string>('impressions').as('impressions'),
      eb.fn.sum<string>('clicks').as('clicks'),
    ])
    .where('ad_group_id', 'in', [...adGroupIds])
    .groupBy('ad_group_id')
    .execute();
  const byId = new Map(rows.map((row) => [row.ad_group_id, row]));
  return adGroupIds.map((id) => {
    const row = byId.get(id);
    return { impressions: Number(row?.impressions ?? 0), clicks: Number(row?.clicks ?? 0) };
  });
}

/**
 * Each campaign's first ad group and first ad (quick promote's targeting and pin: it makes one of each), for a
 * list of campaigns in one statement each. Campaigns without one map to null.
 */
export async function firstAdGroupsOf(
  ctx: RequestContext,
  campaignIds: readonly string[],
): Promise<(AdGroupRow | null)[]> {
  if (campaignIds.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('ad_groups')
    .selectAll()
    .where('campaign_id', 'in', [...campaignIds])
    .orderBy('id')
    .execute();
  const first = new Map<string, AdGroupRow>();
  for (const row of rows) if (!first.has(row.campaign_id)) first.set(row.campaign_id, row);
  return campaignIds.map((id) => first.get(id) ?? null);
}

export async function firstAdsOf(
  ctx: RequestContext,
  campaignIds: readonly string[],
): Promise<(AdRow | null)[]> {
  if (campaignIds.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('ads')
    .innerJoin('ad_groups', 'ad_groups.id', 'ads.ad_group_id')
    .selectAll('ads')
    .select('ad_groups.campaign_id')
    .where('ad_groups.campaign_id', 'in', [...campaignIds])
    .orderBy('ads.id')
    .execute();
  const first = new Map<string, AdRow>();
  for (const { campaign_id, ...ad } of rows) if (!first.has(campaign_id)) first.set(campaign_id, ad);
  return campaignIds.map((id) => first.get(id) ?? null);
}

/** The viewer's campaign by id for the edit screen, or null (anyone else's is not found). */
export async function viewerCampaign(
  ctx: RequestContext,
  advertiserId: string,
  campaignId: string,
): Promise<CampaignRow | null> {
  const [row] = await loadCampaigns(ctx, [campaignId]);
  return row && row.advertiser_id === advertiserId ? row : null;
}
