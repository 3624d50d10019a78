import { BUDGET_TYPES, CAMPAIGN_OBJECTIVES, DELIVERY_STATUSES } from '../core/adsManager';
import { CAMPAIGN_STATUSES } from '../core/quickPromote';
import {
  createCampaign,
  duplicateCampaign,
  listAdGroups,
  setCampaignsStatus,
  updateCampaign,
} from '../server/domain/adsManager';
import { loadersOf } from '../server/domain/loaders';
import { adGroupTargeting, campaignStatus } from '../server/domain/promote';
import { builder } from './builder';
import { domainErrors } from './errors';
import { keysetConnection } from './pagination';
import { AdGroupRef, CampaignRef, PinRef } from './refs';

export const CampaignStatusEnum = builder.enumType('CampaignStatus', { values: CAMPAIGN_STATUSES });
export const DeliveryStatusEnum = builder.enumType('DeliveryStatus', {
  description: 'What an advertiser sets a campaign, ad group or ad to.',
  values: DELIVERY_STATUSES,
});
export const BudgetTypeEnum = builder.enumType('BudgetType', { values: BUDGET_TYPES });
export const CampaignObjectiveEnum = builder.enumType('CampaignObjective', { values: CAMPAIGN_OBJECTIVES });

export const TargetingRef = builder
  .objectRef<{ ages: string[]; genders: string[]; interests: string[]; country: string[] }>('AdTargeting')
  .implement({
    fields: (t) => ({
      ages: t.exposeStringList('ages'),
      genders: t.exposeStringList('genders'),
      interests: t.exposeStringList('interests'),
      country: t.exposeStringList('country'),
    }),
  });

/** Spend is kept in thousandths of a minor unit; shown in the currency's units. */
export function spendInUnits(milli: string): number {
  return Number(milli) / 100_000;
}

CampaignRef.implement({
  description:
    'A campaign: objective, budget and schedule; its ad groups hold the targeting and bid, their ads the pins. Each impression is charged at the ad group’s bid.',
  fields: (t) => ({
    entityId: t.exposeString('id'),
    name: t.exposeString('name'),
    advertiserId: t.exposeString('advertiser_id'),
    status: t.field({ type: CampaignStatusEnum, resolve: (c, _, ctx) => campaignStatus(c, ctx.now()) }),
    objectiveType: t.exposeString('objective_type'),
    budgetType: t.field({ type: BudgetTypeEnum, resolve: (c) => c.budget_type }),
    budgetMinor: t.int({
      description: 'The daily or lifetime budget in minor units.',
      resolve: (c) => Number(c.budget_minor),
    }),
    budget: t.float({ description: 'In the currency.', resolve: (c) => Number(c.budget_minor) / 100 }),
    dailyBudget: t.float({
      nullable: true,
      description: 'In the currency; null for a lifetime budget.',
      resolve: (c) => (c.budget_type === 'DAILY' ? Number(c.budget_minor) / 100 : null),
    }),
    dailyBudgetInMicroCurrency: t.string({
      nullable: true,
      resolve: (c) => (c.budget_type === 'DAILY' ? String(BigInt(c.budget_minor) * 10_000n) : null),
    }),
    spend: t.float({
      description: 'Charged so far, in the currency.',
      resolve: (c) => spendInUnits(c.total_spend_milli),
    }),
    currency: t.exposeString('currency'),
    durationDays: t.exposeInt('duration_days', { nullable: true }),
    isOngoing: t.exposeBoolean('is_ongoing'),
    inclusiveEndDate: t.exposeString('inclusive_end_date', { nullable: true }),
    destinationUrl: t.string({
      nullable: true,
      description: 'Its first ad’s link.',
      resolve: async (c, _, ctx) => (await loadersOf(ctx).firstAds.load(c.id))?.destination_url ?? null,
    }),
    autoTargeting: t.boolean({
      description: 'Whether its first ad group was auto targeted.',
      resolve: async (c, _, ctx) => (await loadersOf(ctx).firstAdGroups.load(c.id))?.auto_targeting ?? false,
    }),
    targeting: t.field({
      type: TargetingRef,
      description: 'Its first ad group’s targeting.',
      resolve: async (c, _, ctx) => {
        const group = await loadersOf(ctx).firstAdGroups.load(c.id);
        return group ? adGroupTargeting(group) : { ages: [], genders: [], interests: [], country: [] };
      },
    }),
    startsAt: t.field({ type: 'DateTime', resolve: (c) => c.starts_at }),
    endsAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.ends_at }),
    createdAt: t.field({ type: 'DateTime', resolve: (c) => c.created_at }),
    impressions: t.float({
      description: 'Times the feed showed its pins.',
      resolve: (c) => Number(c.impressions),
    }),
    clicks: t.float({
      description: 'Times someone opened one of its pins or their links.',
      resolve: (c) => Number(c.clicks),
    }),
    videoWatchSeconds: t.float({
      description: 'Time people watched its promoted videos, in seconds (counted when they paused).',
      resolve: (c) => Number(c.video_watch_ms) / 1000,
    }),
    pin: t.field({
      type: PinRef,
      nullable: true,
      description: 'Its first ad’s pin.',
      resolve: async (c, _, ctx) => (await loadersOf(ctx).firstAds.load(c.id))?.pin_id ?? null,
    }),
    adGroups: t.connection({
      type: AdGroupRef,
      description: 'Oldest first.',
      resolve: (c, args, ctx) =>
        keysetConnection(
          args,
          (page) => listAdGroups(ctx, c.id, page),
          (g) => g.id,
        ),
    }),
  }),
});

export const CampaignSettingsInput = builder.inputType('CampaignSettingsInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    objectiveType: t.field({ type: CampaignObjectiveEnum, required: true }),
    budgetType: t.field({ type: BudgetTypeEnum, required: true }),
    budgetMinor: t.int({ required: true, description: 'Minor units (cents).' }),
    startsAt: t.field({ type: 'DateTime', description: 'Absent: now.' }),
    endsAt: t.field({ type: 'DateTime', description: 'Absent: runs on (daily budgets only).' }),
  }),
});

export const AdGroupSettingsInput = builder.inputType('AdGroupSettingsInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    countries: t.stringList({ required: true, description: 'Two-letter codes; empty: everywhere.' }),
    interests: t.stringList({ required: true }),
    audiencesInclude: t.stringList({
      description: 'Audience ids: serve only to people in one. Absent: unchanged.',
    }),
    audiencesExclude: t.stringList({
      description: 'Audience ids: never serve to people in one. Absent: unchanged.',
    }),
    bidMinor: t.int({ required: true, description: 'What 1,000 impressions cost at most, in minor units.' }),
    budgetType: t.field({ type: BudgetTypeEnum, description: 'Its own budget, if any.' }),
    budgetMinor: t.int(),
  }),
});

export const AdInput = builder.inputType('AdInput', {
  fields: (t) => ({
    pinId: t.string({ description: 'One of your Pins on a public board, with a link.' }),
    productGroupId: t.string({
      description: 'Catalog sales campaigns: one of your product groups instead of a Pin.',
    }),
    name: t.string({ description: 'Absent: the Pin’s title.' }),
  }),
});

const CreateCampaignInput = builder.inputType('CreateCampaignInput', {
  fields: (t) => ({
    advertiserId: t.string({ required: true }),
    campaign: t.field({ type: CampaignSettingsInput, required: true }),
    adGroup: t.field({ type: AdGroupSettingsInput, required: true }),
    ads: t.field({ type: [AdInput], required: true }),
    draft: t.boolean({ description: 'Save as a draft, which is never served.' }),
  }),
});

type CampaignSettingsShape = typeof CampaignSettingsInput.$inferInput;
type AdGroupSettingsShape = typeof AdGroupSettingsInput.$inferInput;

export function campaignInputOf(input: CampaignSettingsShape) {
  return {
    name: input.name,
    objectiveType: input.objectiveType,
    budgetType: input.budgetType,
    budget: input.budgetMinor,
    startsAt: input.startsAt ?? null,
    endsAt: input.endsAt ?? null,
  };
}

export function adGroupInputOf(input: AdGroupSettingsShape) {
  return {
    name: input.name,
    countries: input.countries,
    interests: input.interests,
    audiencesInclude: input.audiencesInclude ?? null,
    audiencesExclude: input.audiencesExclude ?? null,
    bid: input.bidMinor,
    budgetType: input.budgetType ?? null,
    budget: input.budgetMinor ?? null,
  };
}

builder.mutationField('createCampaign', (t) =>
  t.field({
    type: CampaignRef,
    description: 'A campaign with its first ad group and ads; a draft is saved and never served.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: CreateCampaignInput, required: true }) },
    resolve: (_, { input }, ctx) =>
      createCampaign(ctx, {
        advertiserId: input.advertiserId,
        campaign: campaignInputOf(input.campaign),
        adGroup: adGroupInputOf(input.adGroup),
        ads: input.ads.map((ad) => ({
          pinId: ad.pinId ?? null,
          productGroupId: ad.productGroupId ?? null,
          name: ad.name ?? null,
        })),
        draft: input.draft ?? false,
      }),
  }),
);

builder.mutationField('updateCampaign', (t) =>
  t.field({
    type: CampaignRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: {
      campaignId: t.arg.string({ required: true }),
      input: t.arg({ type: CampaignSettingsInput, required: true }),
    },
    resolve: (_, args, ctx) => updateCampaign(ctx, args.campaignId, campaignInputOf(args.input)),
  }),
);

builder.mutationField('setCampaignsStatus', (t) =>
  t.field({
    type: [CampaignRef],
    description:
      'Pauses, resumes (publishing drafts) or archives campaigns: all of them, or none when one is refused.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: {
      campaignIds: t.arg.stringList({ required: true }),
      status: t.arg({ type: DeliveryStatusEnum, required: true }),
    },
    resolve: (_, args, ctx) => setCampaignsStatus(ctx, args.campaignIds, args.status),
  }),
);

builder.mutationField('pauseCampaign', (t) =>
  t.field({
    type: CampaignRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { campaignId: t.arg.string({ required: true }) },
    resolve: async (_, args, ctx) => (await setCampaignsStatus(ctx, [args.campaignId], 'PAUSED'))[0]!,
  }),
);

builder.mutationField('resumeCampaign', (t) =>
  t.field({
    type: CampaignRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { campaignId: t.arg.string({ required: true }) },
    resolve: async (_, args, ctx) => (await setCampaignsStatus(ctx, [args.campaignId], 'ACTIVE'))[0]!,
  }),
);

builder.mutationField('duplicateCampaign', (t) =>
  t.field({
    type: CampaignRef,
    description: 'A paused copy (a draft’s copy is a draft) with its ad groups and ads, starting now.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { campaignId: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => duplicateCampaign(ctx, args.campaignId),
  }),
);
