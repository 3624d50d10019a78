import {
  adGroupTotalsOf,
  createAdGroup,
  duplicateAdGroup,
  listAds,
  setAdGroupStatus,
  updateAdGroup,
} from '../server/domain/adsManager';
import { adGroupTargeting } from '../server/domain/promote';
import { builder } from './builder';
import {
  AdGroupSettingsInput,
  AdInput,
  adGroupInputOf,
  BudgetTypeEnum,
  DeliveryStatusEnum,
  spendInUnits,
  TargetingRef,
} from './campaign';
import { domainErrors } from './errors';
import { keysetConnection } from './pagination';
import { AdGroupRef, AdRef, CampaignRef } from './refs';

AdGroupRef.implement({
  description: 'Who a campaign’s ads are shown to and what each impression costs.',
  fields: (t) => ({
    entityId: t.exposeString('id'),
    name: t.exposeString('name'),
    status: t.field({ type: DeliveryStatusEnum, resolve: (g) => g.status }),
    campaign: t.field({ type: CampaignRef, resolve: (g) => g.campaign_id }),
    targeting: t.field({ type: TargetingRef, resolve: (g) => adGroupTargeting(g) }),
    bidMinor: t.int({
      description: 'What 1,000 impressions cost, in minor units.',
      resolve: (g) => Number(g.bid_minor),
    }),
    budgetType: t.field({ type: BudgetTypeEnum, nullable: true, resolve: (g) => g.budget_type }),
    budgetMinor: t.int({
      nullable: true,
      resolve: (g) => (g.budget_minor === null ? null : Number(g.budget_minor)),
    }),
    spend: t.float({ description: 'In the currency.', resolve: (g) => spendInUnits(g.total_spend_milli) }),
    // Batched over the ad groups of the answer: one statement each for the list, not one per ad group.
    impressions: t.loadable({
      type: 'Float',
      description: 'Its ads’ impressions.',
      load: async (ids: string[], ctx) =>
        (await adGroupTotalsOf(ctx, ids)).map((totals) => totals.impressions),
      resolve: (g) => g.id,
    }),
    clicks: t.loadable({
      type: 'Float',
      description: 'Its ads’ clicks.',
      load: async (ids: string[], ctx) => (await adGroupTotalsOf(ctx, ids)).map((totals) => totals.clicks),
      resolve: (g) => g.id,
    }),
    ads: t.connection({
      type: AdRef,
      description: 'Oldest first.',
      resolve: (g, args, ctx) =>
        keysetConnection(
          args,
          (page) => listAds(ctx, g.id, page),
          (a) => a.id,
        ),
    }),
  }),
});

builder.mutationField('createAdGroup', (t) =>
  t.field({
    type: AdGroupRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: {
      campaignId: t.arg.string({ required: true }),
      input: t.arg({ type: AdGroupSettingsInput, required: true }),
      ads: t.arg({ type: [AdInput] }),
    },
    resolve: (_, args, ctx) =>
      createAdGroup(
        ctx,
        args.campaignId,
        adGroupInputOf(args.input),
        (args.ads ?? []).map((ad) => ({
          pinId: ad.pinId ?? null,
          productGroupId: ad.productGroupId ?? null,
          name: ad.name ?? null,
        })),
      ),
  }),
);

builder.mutationField('updateAdGroup', (t) =>
  t.field({
    type: AdGroupRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: {
      adGroupId: t.arg.string({ required: true }),
      input: t.arg({ type: AdGroupSettingsInput, required: true }),
    },
    resolve: (_, args, ctx) => updateAdGroup(ctx, args.adGroupId, adGroupInputOf(args.input)),
  }),
);

builder.mutationField('setAdGroupStatus', (t) =>
  t.field({
    type: AdGroupRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: {
      adGroupId: t.arg.string({ required: true }),
      status: t.arg({ type: DeliveryStatusEnum, required: true }),
    },
    resolve: (_, args, ctx) => setAdGroupStatus(ctx, args.adGroupId, args.status),
  }),
);

builder.mutationField('duplicateAdGroup', (t) =>
  t.field({
    type: AdGroupRef,
    description: 'A paused copy with its ads, in the same campaign.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { adGroupId: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => duplicateAdGroup(ctx, args.adGroupId),
  }),
);
