import { type SqlBool, sql } from 'kysely';
import { VIDEO_VIEW_MIN_MS } from '../../core/adReports';
import { QUICK_PROMOTE_BID_MINOR } from '../../core/adsManager';
import { isConversionEventName, QUICK_PROMOTE_CONVERSION_TEXTS } from '../../core/conversions';
import { CATALOG_TEXTS } from '../../core/productCatalog';
import {
  ageTargetingMatches,
  type CampaignStatus,
  cutCampaignName,
  DEFAULT_QUICK_PROMOTE_OBJECTIVE,
  isoDate,
  isQuickPromoteAnswer,
  QUICK_PROMOTE_ANSWER_TEXTS,
  QUICK_PROMOTE_ANSWERS,
  QUICK_PROMOTE_OBJECTIVES,
  QUICK_PROMOTE_TEXTS,
  type QuickPromoteField,
  type QuickPromoteSettings,
  quickPromoteErrors,
  type TargetingSpec,
} from '../../core/quickPromote';
import { DAY_MS } from '../../core/time';
import { watchTimeToRecord } from '../../core/videoPlayback';
import { addToAdDay } from '../db/adDailyStats';
import { adsMayDeliver } from '../db/adDelivery';
import { targetingAdmits, targetingProfile } from '../db/adTargeting';
import { notBlockedWith } from '../db/blocks';
import { chargeImpression, servableAds } from '../db/campaigns';
import type { DbOrTx } from '../db/database';
import { isEntityId } from '../db/ids';
import { applyKeyset, type KeysetOrder, type KeysetPage } from '../db/keyset';
import { idIsNoneOf, prepared } from '../db/preparedStatements';
import { adPromotesPin, servedPinOfAd } from '../db/productGroups';
import { queryTemplate } from '../db/queryTemplates';
import type { AdGroupRow } from '../db/tables/adGroups';
import type { AdRow } from '../db/tables/ads';
import type { CampaignRow } from '../db/tables/campaigns';
import type { PinRow } from '../db/tables/pins';
import { recordCampaignEdit, recordCreated } from './adChangeHistory';
import {
  advertiserBilling,
  advertiserFor,
  promoteError,
  readableAdvertiserIds,
  requirePromoteEligible,
} from './advertisers';
import { requireViewer } from './auth';
import { requireNotPaused } from './billing';
import { type RequestContext, viewerIdOf } from './context';
import { pinById } from './pins';
import { ownedProductGroup } from './productGroups';

/**
 * Quick promote: a person promotes one of their own pins as an advertiser. Campaigns run from
 * their start to their end (or on, when ongoing) unless paused; the home feed shows running campaigns' pins to
 * other people, counting impressions and clicks. A quick promotion is a campaign with one ad group (its targeting)
 * and one ad (its pin); each impression is charged at the ad group's bid against the daily budget.
 */

/**
 * A pin the viewer may promote: one they saved themselves, on a public board (a promoted pin is shown to everyone,
 * so it cannot come from a secret board), with a link for the ad to lead to (the link is required).
 */
export function pinPromotable(ctx: RequestContext, pin: PinRow, boardPrivacy: string): boolean {
  return (
    ctx.viewer !== null && pin.pinner_id === ctx.viewer.id && boardPrivacy === 'public' && Boolean(pin.link)
  );
}

/** Reads through the caller's transaction: PGlite has one connection, so a read outside it would wait forever. */
export async function promotablePin(db: DbOrTx, ctx: RequestContext, pinId: string): Promise<PinRow> {
  const viewerId = requireViewer(ctx).id;
  const row = isEntityId(pinId)
    ? await db
        .selectFrom('pins')
        .innerJoin('boards', 'boards.id', 'pins.board_id')
        .selectAll('pins')
        .select('boards.privacy as board_privacy')
        .where('pins.id', '=', pinId)
        .executeTakeFirst()
    : undefined;
  // Someone else's pin on a board the viewer may not see does not exist, as far as they can tell.
  if (!row || (row.board_privacy !== 'public' && row.pinner_id !== viewerId)) {
    throw promoteError('NOT_FOUND', "Sorry, we couldn't find that Pin.");
  }
  const { board_privacy, ...pin } = row;
  if (!pinPromotable(ctx, pin, board_privacy))
    throw promoteError('FORBIDDEN', QUICK_PROMOTE_TEXTS.pinNotPromotable);
  return pin;
}

/** Whether the viewer may promote this pin, for the Promote button (only when promotable). */
export async function isPinPromotable(ctx: RequestContext, pin: PinRow): Promise<boolean> {
  if (!ctx.viewer || pin.pinner_id !== ctx.viewer.id || !pin.link) return false;
  const board = await ctx.db
    .selectFrom('boards')
    .select('privacy')
    .where('id', '=', pin.board_id)
    .executeTakeFirst();
  return board?.privacy === 'public';
}

/** The checked settings plus what they apply to. */
export interface QuickPromoteInput extends QuickPromoteSettings {
  advertiserId: string;
  pinId: string | null;
  productGroupId: string | null;
  objectiveType: string | null;
  /** WEB_CONVERSION: the conversion tag (the advertiser's id: one tag per advertiser) and the event it is for. */
  selectedOcpmTag?: { conversionTagId: string; conversionEvent: string } | null;
  /** The answer to QUICK_PROMOTE_QUESTION (0–3); absent or null: not answered (0). */
  questionAnswer?: number | null;
}

const FIELD_ORDER: QuickPromoteField[] = [
  'campaignName',
  'destinationUrl',
  'budget',
  'duration',
  'inclusiveEndDate',
  'genders',
  'ages',
  'interests',
  'country',
];

function endOf(input: QuickPromoteInput, start: Date): Date | null {
  if (input.isOngoing) return null;
  // An inclusive end date runs to the end of that day (UTC); otherwise the duration counts whole days from now.
  if (input.inclusiveEndDate) return new Date(Date.parse(`${input.inclusiveEndDate}T00:00:00Z`) + DAY_MS);
  return new Date(start.getTime() + (input.durationDays ?? 0) * DAY_MS);
}

/** What quick promote made: the campaign, its ad group and its ad. */
export interface QuickPromotion {
  campaign: CampaignRow;
  adGroup: AdGroupRow;
  ad: AdRow;
}

/**
 * Promotes a pin. Only the advertiser's owner may; the advertiser needs billing details; the pin must be
 * promotable; the settings pass the shared rules in the advertiser's currency. A pin runs one campaign at a time:
 * promoting it again ends the earlier running or paused campaigns with an ad for it — all writes in one
 * transaction, so a failure changes nothing.
 */
export async function quickPromote(ctx: RequestContext, input: QuickPromoteInput): Promise<QuickPromotion> {
  await requirePromoteEligible(ctx);
  if (!input.pinId) {
    // A product group without a pin is not submitted: quick promote always starts from a pin.
    throw promoteError('VALIDATION', QUICK_PROMOTE_TEXTS.productGroupWithoutPin, 'pinId');
  }
  const answer = input.questionAnswer ?? QUICK_PROMOTE_ANSWERS.notAnswered;
  if (!isQuickPromoteAnswer(answer))
    throw promoteError('VALIDATION', QUICK_PROMOTE_ANSWER_TEXTS.invalid, 'questionAnswer');
  const objective = input.objectiveType ?? DEFAULT_QUICK_PROMOTE_OBJECTIVE;
  if (objective === 'WEB_CONVERSION' && answer === QUICK_PROMOTE_ANSWERS.no)
    throw promoteError('VALIDATION', QUICK_PROMOTE_ANSWER_TEXTS.conversionsNeedOwnSite, 'questionAnswer');
  let conversionEvent: string | null = null;
  if (!(QUICK_PROMOTE_OBJECTIVES as readonly string[]).includes(objective)) {
    throw promoteError('VALIDATION', 'Choose a campaign objective from the list.', 'objectiveType');
  }
  if (objective === 'WEB_CONVERSION') {
    // The advertiser's conversion tag is the one tag it has: its id is the advertiser's.
    const tag = input.selectedOcpmTag ?? null;
    if (!tag || tag.conversionTagId !== input.advertiserId) {
      throw promoteError('VALIDATION', QUICK_PROMOTE_CONVERSION_TEXTS.tagRequired, 'selectedOcpmTag');
    }
    if (!isConversionEventName(tag.conversionEvent)) {
      throw promoteError('VALIDATION', QUICK_PROMOTE_CONVERSION_TEXTS.eventRequired, 'selectedOcpmTag');
    }
    conversionEvent = tag.conversionEvent;
  }
  // CATALOG_SALES promotes a product group (as well as the pin); other objectives take none.
  if (objective === 'CATALOG_SALES' && !input.productGroupId)
    throw promoteError('VALIDATION', CATALOG_TEXTS.catalogSalesNeedsGroup, 'productGroupId');
  if (objective !== 'CATALOG_SALES' && input.productGroupId)
    throw promoteError('VALIDATION', CATALOG_TEXTS.productGroupOnlyForCatalogSales, 'productGroupId');
  const pinId = input.pinId;
  const pinnerId = requireViewer(ctx).id;
  // The person who pressed Promote, even when acting for a business profile (the request context's `actor`).
  const createdBy = ctx.actor?.id ?? pinnerId;
  return ctx.db.transaction().execute(async (tx) => {
    const advertiser = await advertiserFor(tx, ctx, input.advertiserId, 'MANAGE');
    await tx.selectFrom('advertisers').select('id').where('id', '=', advertiser.id).forUpdate().execute();
    if (!(await advertiserBilling(tx, advertiser.id))) {
      throw promoteError('VALIDATION', 'Add your billing details first.', 'billing');
    }
    await requireNotPaused(tx, advertiser.id);
    const productGroup = input.productGroupId
      ? await ownedProductGroup(tx, ctx, advertiser.id, input.productGroupId)
      : null;
    const pin = await promotablePin(tx, ctx, pinId);
    const errors = quickPromoteErrors(
      {
        campaignName: input.campaignName,
        destinationUrl: input.destinationUrl,
        budgetInMicroCurrency: input.budgetInMicroCurrency,
        durationDays: input.durationDays,
        isOngoing: input.isOngoing,
        inclusiveEndDate: input.inclusiveEndDate,
        autoTargeting: input.autoTargeting,
        targeting: input.targeting,
      },
      { country: advertiser.country, today: ctx.now() },
    );
    const field = FIELD_ORDER.find((f) => errors[f]);
    if (field) throw promoteError('VALIDATION', errors[field]!, field);
    const now = ctx.now();
    // A new promotion of the pin ends its earlier ones, whichever campaign and ad group they run in.
    const running = await tx
      .selectFrom('campaigns')
      .selectAll()
      .where('status', 'in', ['ACTIVE', 'PAUSED'])
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('ads')
          .innerJoin('ad_groups', 'ad_groups.id', 'ads.ad_group_id')
          .select('ad_groups.campaign_id')
          .where('ads.pin_id', '=', pin.id),
      )
      .orderBy('id')
      .forUpdate()
      .execute();
    const ended =
      running.length === 0
        ? []
        : await tx
            .updateTable('campaigns')
            .set({ status: 'COMPLETED', ends_at: now, updated_at: now })
            .where(
              'id',
              'in',
              running.map((c) => c.id),
            )
            .returningAll()
            .execute();
    const targeting: TargetingSpec = input.autoTargeting
      ? {
          ages: [],
          genders: ['female', 'male', 'unknown'],
          interests: input.targeting.interests,
          country: input.targeting.country,
        }
      : input.targeting;
    const name = cutCampaignName(input.campaignName);
    // Every currency we price in has two decimals: a minor unit is 10,000 micros.
    const budgetMinor = Math.max(1, Math.round(input.budgetInMicroCurrency / 10_000));
    const campaign = await tx
      .insertInto('campaigns')
      .values({
        advertiser_id: advertiser.id,
        name,
        objective_type: objective,
        conversion_event: conversionEvent,
        quick_promote_answer: answer,
        budget_type: 'DAILY',
        budget_minor: budgetMinor,
        currency: advertiser.currency,
        duration_days: input.isOngoing ? null : input.inclusiveEndDate ? null : input.durationDays,
        is_ongoing: input.isOngoing,
        inclusive_end_date: input.isOngoing ? null : input.inclusiveEndDate,
        status: 'ACTIVE',
        starts_at: now,
        ends_at: endOf(input, now),
        created_by: createdBy,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const adGroup = await tx
      .insertInto('ad_groups')
      .values({
        campaign_id: campaign.id,
        name,
        status: 'ACTIVE',
        targeting: JSON.stringify(targeting),
        auto_targeting: input.autoTargeting,
        bid_minor: Math.min(QUICK_PROMOTE_BID_MINOR, budgetMinor),
        budget_type: null,
        budget_minor: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const ad = await tx
      .insertInto('ads')
      .values({
        ad_group_id: adGroup.id,
        pin_id: pin.id,
        name,
        destination_url: input.destinationUrl.trim(),
        status: 'ACTIVE',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    let productAd: AdRow | null = null;
    if (productGroup) {
      // Catalog sales: a second ad promotes the group's in-stock product pins, each leading to its own link.
      productAd = await tx
        .insertInto('ads')
        .values({
          ad_group_id: adGroup.id,
          pin_id: null,
          product_group_id: productGroup.id,
          name: [...productGroup.name].slice(0, 64).join(''),
          destination_url: '',
          status: 'ACTIVE',
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    for (const done of ended) {
      const before = running.find((c) => c.id === done.id);
      if (before) await recordCampaignEdit(tx, ctx, 'STATUS', before, done);
    }
    await recordCreated(tx, ctx, advertiser.id, {
      campaign,
      adGroups: [adGroup],
      ads: productAd ? [ad, productAd] : [ad],
    });
    return { campaign, adGroup, ad };
  });
}

/** A campaign's status as people see it: an active or paused one past its end has completed. */
export function campaignStatus(campaign: CampaignRow, now: Date): CampaignStatus {
  if (
    (campaign.status === 'ACTIVE' || campaign.status === 'PAUSED') &&
    campaign.ends_at !== null &&
    campaign.ends_at <= now
  )
    return 'COMPLETED';
  return campaign.status;
}

export function adGroupTargeting(adGroup: AdGroupRow): TargetingSpec {
  const parsed = JSON.parse(adGroup.targeting) as Partial<TargetingSpec>;
  return {
    ages: parsed.ages ?? [],
    genders: parsed.genders ?? [],
    interests: parsed.interests ?? [],
    country: parsed.country ?? [],
  };
}

export const CAMPAIGN_ORDER: KeysetOrder = {
  sort: 'campaigns.id',
  id: 'campaigns.id',
  sortType: 'bigint',
  direction: 'desc',
};

/** The advertiser's campaigns, newest first; only its owner may list them. */
export async function listCampaigns(
  ctx: RequestContext,
  advertiserId: string,
  page: KeysetPage,
): Promise<CampaignRow[]> {
  const advertiser = await advertiserFor(ctx.db, ctx, advertiserId, 'READ');
  return applyKeyset(
    ctx.db.selectFrom('campaigns').selectAll().where('campaigns.advertiser_id', '=', advertiser.id),
    CAMPAIGN_ORDER,
    page,
  ).execute();
}

/** Campaigns by id for the GraphQL loader, only those of advertisers the viewer may read; others come back null. */
export async function loadCampaigns(
  ctx: RequestContext,
  ids: readonly string[],
): Promise<(CampaignRow | null)[]> {
  const viewerId = viewerIdOf(ctx);
  const valid = ids.filter((id) => isEntityId(id));
  if (!viewerId || valid.length === 0) return ids.map(() => null);
  const rows = await ctx.db
    .selectFrom('campaigns')
    .innerJoin('advertisers', 'advertisers.id', 'campaigns.advertiser_id')
    .selectAll('campaigns')
    .where('campaigns.id', 'in', valid)
    .where('campaigns.advertiser_id', 'in', readableAdvertiserIds(ctx.db, ctx))
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id) ?? null);
}

/**
 * The promoter (advertiser name) of each pin with an ad being delivered, for `Pin.isPromoted` and `Pin.promoter`:
 * one query per list of pins. Pins without one map to ''.
 */
export async function promotersOfPins(ctx: RequestContext, pinIds: readonly string[]): Promise<string[]> {
  const valid = pinIds.filter((id) => isEntityId(id));
  if (valid.length === 0 || !(await adsMayDeliver(ctx.db))) return pinIds.map(() => '');
  // A pin is promoted by its own ad or, a product pin, by a catalog sales ad whose product group matches it.
  const rows = await servableAds(ctx.db, ctx.now())
    .innerJoin('pins as shown', (join) => join.on(adPromotesPin(sql.ref('shown.id'))))
    .select(['shown.id as pin_id', 'advertisers.name'])
    .where('shown.id', 'in', valid)
    .execute();
  const byPin = new Map(rows.map((r) => [r.pin_id ?? '', r.name]));
  return pinIds.map((id) => byPin.get(id) ?? '');
}

export interface ServedPromotion {
  pin: PinRow;
  campaignId: string;
  adId: string;
  promoter: string;
}

/** Candidates looked at per serve; age targeting is checked in code on these (countries and interests in SQL). */
const SERVE_CANDIDATES = 20;

interface PromotedCandidateValues extends Record<string, unknown> {
  now: Date;
  /** `now`'s day (UTC), for daily budgets. */
  today: string;
  /** Pins already on the page. */
  excluded: readonly string[];
  country: string | null;
  interests: readonly string[];
}

/**
 * The ads that may fill a feed page's promoted slot, fewest impressions first, with the pin each shows: see
 * servePromotedPin. `viewerId` null builds the signed-out shape.
 */
function promotedCandidates(db: DbOrTx, values: PromotedCandidateValues, viewerId: string | null) {
  const { now, excluded } = values;
  // An ad's own pin, or for a catalog sales ad one of its product group's in-stock product pins.
  const query = prepared(servableAds(db, now, values.today))
    .innerJoin('pins', (join) => join.on(sql<SqlBool>`pins.id = ${servedPinOfAd(excluded)}`))
    .innerJoin('boards', 'boards.id', 'pins.board_id')
    .selectAll('pins')
    .select([
      'ads.id as ad_id',
      'ad_groups.id as ad_group_id',
      'ad_groups.bid_minor as ad_group_bid',
      'campaigns.id as campaign_id',
      'ad_groups.targeting as ad_group_targeting',
      'advertisers.name as promoter',
    ])
    .where('boards.privacy', '=', 'public')
    .where(idIsNoneOf('pins.id', excluded))
    .where(targetingAdmits({ country: values.country, interests: values.interests, userId: viewerId }, now))
    .orderBy('ads.impressions', 'asc')
    .orderBy('ads.id', 'asc')
    .limit(sql.lit(SERVE_CANDIDATES));
  return viewerId === null
    ? query
    : query
        .where('advertisers.owner_id', '!=', viewerId)
        .where(notBlockedWith('pins.pinner_id', viewerId))
        .where(notBlockedWith('boards.owner_id', viewerId));
}

// Compiled once per database (server/db/queryTemplates.ts): built per request, it was ≈ 6 % of a feed request's CPU.
// A viewer id of null builds the signed-out shape.
const promotedFor = queryTemplate((db, values: PromotedCandidateValues & { viewerId: string | null }) =>
  promotedCandidates(db, values, values.viewerId),
);

/**
 * Picks the promoted pin for one feed page and charges its impression. Only ads being delivered (see
 * servableAds), never the viewer's own, never from someone the viewer has a block with, never a pin already on
 * the page, and only where the ad group's targeting admits the viewer: countries and interests as
 * core/adTargeting.ts says, ages when their birth date is known. The ad
 * with the fewest impressions goes first, which spreads the feed's slots evenly across advertisers. When a
 * concurrent serve spent the last of a budget first, the next candidate is tried.
 */
export async function servePromotedPin(
  ctx: RequestContext,
  excludePinIds: readonly string[],
): Promise<ServedPromotion | null> {
  if (!(await adsMayDeliver(ctx.db))) return null;
  const viewerId = viewerIdOf(ctx);
  const now = ctx.now();
  const values: PromotedCandidateValues = {
    now,
    today: isoDate(now),
    excluded: excludePinIds.filter((id) => isEntityId(id)),
    country: ctx.requestRegion ?? null,
    interests: [],
  };
  let birthDate: string | null = null;
  if (viewerId) {
    const profile = await targetingProfile(ctx.db, viewerId);
    birthDate = profile.birthDate;
    values.country = profile.businessCountry ?? values.country;
    values.interests = profile.interests;
  }
  const query = promotedFor(ctx.db, { ...values, viewerId });
  const candidates = (await ctx.db.executeQuery(query)).rows.filter((c) => {
    const ages = (JSON.parse(c.ad_group_targeting) as Partial<TargetingSpec>).ages ?? [];
    return ageTargetingMatches(ages, birthDate, now);
  });
  for (const chosen of candidates) {
    const charged = await chargeImpression(
      ctx.db,
      {
        campaignId: chosen.campaign_id,
        adGroupId: chosen.ad_group_id,
        adId: chosen.ad_id,
        bidMinor: chosen.ad_group_bid,
      },
      now,
    );
    if (!charged) continue;
    const {
      campaign_id,
      ad_id,
      ad_group_id: _group,
      ad_group_bid: _bid,
      ad_group_targeting: _targeting,
      promoter,
      ...pin
    } = chosen;
    return { pin, campaignId: campaign_id, adId: ad_id, promoter };
  }
  return null;
}

/** Where in a feed page the promoted pin goes: the fifth place, or before the last pin of a shorter page. */
export const PROMOTED_SLOT = 4;

/**
 * Puts the promoted item into a page of the organic feed. It takes the cursor of the organic item before it, so
 * paging on from it (or from the page's end) continues the organic feed exactly; it never ends a page, so the
 * page's end cursor stays the last organic one. Pages of fewer than two items get none.
 */
export function mixPromoted<T extends { cursor: string }>(
  edges: readonly T[],
  promoted: (cursor: string) => T,
): T[] {
  if (edges.length < 2) return [...edges];
  const slot = Math.min(PROMOTED_SLOT, edges.length - 1);
  return [...edges.slice(0, slot), promoted(edges[slot - 1]!.cursor), ...edges.slice(slot)];
}

/**
 * Counts a click on a promoted pin: its link opened through /offsite/, or its close-up opened. Only while an ad
 * for it is delivered, and not by the advertiser's owner. Returns whether a click was counted.
 */
export async function recordPromotedClick(ctx: RequestContext, pinId: string): Promise<boolean> {
  const counted = await countedAdOf(ctx, pinId);
  if (!counted) return false;
  await ctx.db.transaction().execute(async (tx) => {
    await tx.updateTable('ads').set({ clicks: sql`clicks + 1` }).where('id', '=', counted.adId).execute();
    await tx
      .updateTable('campaigns')
      .set({ clicks: sql`clicks + 1` })
      .where('id', '=', counted.campaignId)
      .execute();
    await addToAdDay(tx, counted.adId, isoDate(ctx.now()), { clicks: 1 });
  });
  return true;
}

/**
 * Adds time watched to a promoted video's campaign, reported when the video pauses. Counted like clicks: only
 * while an ad for a video pin the viewer may see is delivered, never the advertiser's own watching; each report
 * adds at most MAX_WATCH_REPORT_MS. A report of at least VIDEO_VIEW_MIN_MS also counts a video view on the ad's day.
 * Returns whether time was counted.
 */
export async function recordPromotedVideoWatch(
  ctx: RequestContext,
  pinId: string,
  watchedMs: number,
): Promise<boolean> {
  const watched = watchTimeToRecord(watchedMs);
  if (watched === 0) return false;
  const counted = await countedAdOf(ctx, pinId, { videoOnly: true });
  if (!counted) return false;
  await ctx.db.transaction().execute(async (tx) => {
    await tx
      .updateTable('campaigns')
      .set({ video_watch_ms: sql`video_watch_ms + ${watched}` })
      .where('id', '=', counted.campaignId)
      .execute();
    await addToAdDay(tx, counted.adId, isoDate(ctx.now()), {
      videoWatchMs: watched,
      videoViews: watched >= VIDEO_VIEW_MIN_MS ? 1 : 0,
    });
  });
  return true;
}

/** The delivered ad of a pin the viewer may see whose counts this viewer adds to (not its advertiser's). */
export async function countedAdOf(
  ctx: RequestContext,
  pinId: string,
  options: { videoOnly?: boolean } = {},
): Promise<{ adId: string; campaignId: string } | null> {
  if (!isEntityId(pinId)) return null;
  const viewerId = viewerIdOf(ctx);
  const pin = await pinById(ctx, pinId);
  if (!pin || (options.videoOnly && !pin.video_id)) return null;
  let running = servableAds(ctx.db, ctx.now())
    .select(['ads.id as adId', 'campaigns.id as campaignId'])
    .where(adPromotesPin(sql`${pin.id}::bigint`))
    .orderBy('ads.id', 'desc');
  if (viewerId) running = running.where('advertisers.owner_id', '!=', viewerId);
  return (await running.executeTakeFirst()) ?? null;
}

/**
 * One page of the home feed with its promoted pin mixed in (forward pages only: a page read backwards is one the
 * viewer has already seen). The organic edges and their cursors are untouched.
 */
export async function withPromotedPin(
  ctx: RequestContext,
  edges: readonly { cursor: string; node: PinRow }[],
): Promise<{ cursor: string; node: PinRow }[]> {
  if (edges.length < 2) return [...edges];
  const served = await servePromotedPin(
    ctx,
    edges.map((edge) => edge.node.id),
  );
  return served ? mixPromoted(edges, (cursor) => ({ cursor, node: served.pin })) : [...edges];
}
