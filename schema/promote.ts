import { ADVERTISER_ACCESS_LEVELS } from '../core/business';
import {
  type IneligibleReason,
  minimumBudget,
  QUICK_PROMOTE_QUESTION,
  quickPromoteAnswerNote,
  quickPromoteDefaults,
} from '../core/quickPromote';
import type { AdvertiserBillingRow, AdvertiserRow } from '../server/db/tables/advertisers';
import { viewerCampaign } from '../server/domain/adsManager';
import {
  advertiserAccessOf,
  advertiserBilling,
  promoteIneligibility,
  readableAdvertiser,
  saveAdvertiserBilling,
  saveAdvertiserBusinessInfo,
  viewerAdvertiser,
} from '../server/domain/advertisers';
import { loadersOf } from '../server/domain/loaders';
import {
  isPinPromotable,
  listCampaigns,
  quickPromote,
  recordPromotedClick,
  recordPromotedVideoWatch,
} from '../server/domain/promote';
import { builder } from './builder';
import { domainErrors } from './errors';
import { keysetConnection } from './pagination';
import { CampaignRef, PinRef } from './refs';
import { ViewerRef } from './viewer';

const IneligibleReasonEnum = builder.enumType('QuickPromoteIneligibleReason', {
  values: ['signedOut', 'tooNew'] as const satisfies readonly IneligibleReason[],
});

const AdvertiserBillingRef = builder.objectRef<AdvertiserBillingRow>('AdvertiserBilling').implement({
  description: 'Who gets the monthly invoice. We take no cards: invoice is the only payment method.',
  fields: (t) => ({
    contactName: t.exposeString('contact_name'),
    email: t.exposeString('email'),
    address: t.exposeString('address'),
    country: t.exposeString('country'),
    paymentMethod: t.exposeString('payment_method'),
  }),
});

const QuickPromoteDefaultsRef = builder.objectRef<{ country: string }>('QuickPromoteDefaults').implement({
  description: 'The country’s starting budget and duration and its minimum daily budget.',
  fields: (t) => ({
    budget: t.float({ resolve: (d) => quickPromoteDefaults(d.country).budget }),
    durationDays: t.int({ resolve: (d) => quickPromoteDefaults(d.country).durationDays }),
    minimumBudget: t.float({ resolve: (d) => minimumBudget(d.country) }),
  }),
});

const AdvertiserAccessEnum = builder.enumType('AdvertiserAccess', {
  values: ADVERTISER_ACCESS_LEVELS,
});

export const AdvertiserRef = builder.objectRef<AdvertiserRow>('Advertiser').implement({
  description: 'The viewer as an advertiser: made from the quick-promote business form.',
  fields: (t) => ({
    entityId: t.exposeString('id'),
    merchantId: t.exposeString('id', {
      description: 'The merchant id: the advertiser account is the merchant its products and ads belong to.',
    }),
    name: t.exposeString('name'),
    access: t.field({
      type: AdvertiserAccessEnum,
      description:
        'MANAGE: its owner, or acting for the profile that owns it. READ: a member of that profile who does not act for it (an analyst): campaigns, reports, conversion events and audiences, but no changes, billing or tokens.',
      resolve: (a, _, ctx) => advertiserAccessOf(ctx, a),
    }),
    country: t.exposeString('country'),
    currency: t.exposeString('currency'),
    website: t.exposeString('website'),
    billing: t.field({
      type: AdvertiserBillingRef,
      nullable: true,
      description:
        'Null for someone who may only read the advertiser: the billing contact is for its managers.',
      resolve: (a, _, ctx) =>
        advertiserAccessOf(ctx, a) === 'MANAGE' ? advertiserBilling(ctx.db, a.id) : null,
    }),
    quickPromoteDefaults: t.field({
      type: QuickPromoteDefaultsRef,
      resolve: (a) => ({ country: a.country }),
    }),
    campaign: t.field({
      type: CampaignRef,
      nullable: true,
      description: 'One of its campaigns, for the edit screen.',
      args: { entityId: t.arg.string({ required: true }) },
      resolve: (a, args, ctx) => viewerCampaign(ctx, a.id, args.entityId),
    }),
    campaigns: t.connection({
      type: CampaignRef,
      description: 'Newest first, drafts and archived ones included.',
      resolve: (a, args, ctx) =>
        keysetConnection(
          args,
          (page) => listCampaigns(ctx, a.id, page),
          (c) => c.id,
        ),
    }),
  }),
});

builder.objectField(ViewerRef, 'quickPromoteEligible', (t) =>
  t.boolean({
    description: 'Signed in and at least a day old; personal and business accounts alike.',
    resolve: async (_, __, ctx) => (await promoteIneligibility(ctx)) === null,
  }),
);

builder.objectField(ViewerRef, 'quickPromoteIneligibleReason', (t) =>
  t.field({ type: IneligibleReasonEnum, nullable: true, resolve: (_, __, ctx) => promoteIneligibility(ctx) }),
);

builder.objectField(ViewerRef, 'advertiser', (t) =>
  t.field({
    type: AdvertiserRef,
    nullable: true,
    description:
      'The viewer’s own advertiser; with entityId, that advertiser when the viewer may read it (their own, or a business profile’s they are a member of), else null.',
    args: { entityId: t.arg.string() },
    resolve: (_, args, ctx) =>
      args.entityId ? readableAdvertiser(ctx, args.entityId) : viewerAdvertiser(ctx),
  }),
);

builder.objectFields(PinRef, (t) => ({
  promotable: t.boolean({
    description: 'The viewer saved it, on a public board, with a link: they may promote it.',
    resolve: (p, _, ctx) => isPinPromotable(ctx, p),
  }),
  promoter: t.string({
    nullable: true,
    description: 'The advertiser promoting this pin while its campaign runs ("Promoted by …").',
    resolve: (p, _, ctx) => loadersOf(ctx).promoters.load(p.id),
  }),
  isPromoted: t.boolean({
    description: 'A campaign is running for this pin.',
    resolve: async (p, _, ctx) => (await loadersOf(ctx).promoters.load(p.id)) !== '',
  }),
}));

const BusinessInfoInput = builder.inputType('AdvertiserBusinessInfoInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    country: t.string({ required: true, description: 'Two-letter code; it fixes the currency' }),
    website: t.string({ required: true }),
  }),
});

builder.mutationField('saveAdvertiserBusinessInfo', (t) =>
  t.field({
    type: AdvertiserRef,
    description: 'The quick-promote business form: makes or updates the viewer’s advertiser.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: BusinessInfoInput, required: true }) },
    resolve: (_, { input }, ctx) => saveAdvertiserBusinessInfo(ctx, input),
  }),
);

const BillingInput = builder.inputType('AdvertiserBillingInput', {
  fields: (t) => ({
    advertiserId: t.string({ required: true }),
    contactName: t.string({ required: true }),
    email: t.string({ required: true }),
    address: t.string({ required: true }),
    country: t.string({ required: true }),
  }),
});

builder.mutationField('saveAdvertiserBilling', (t) =>
  t.field({
    type: AdvertiserRef,
    description: 'The quick-promote billing form: who gets the monthly invoice.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: BillingInput, required: true }) },
    resolve: async (_, { input }, ctx) => {
      await saveAdvertiserBilling(ctx, input);
      return (await viewerAdvertiser(ctx))!;
    },
  }),
);

const TargetingInput = builder.inputType('AdTargetingInput', {
  fields: (t) => ({
    ages: t.stringList({ required: true }),
    genders: t.stringList({ required: true }),
    interests: t.stringList({ required: true }),
    country: t.stringList({ required: true }),
  }),
});

const SelectedOcpmTagInput = builder.inputType('SelectedOcpmTagInput', {
  fields: (t) => ({
    conversionTagId: t.string({ required: true }),
    conversionEvent: t.string({ required: true, description: 'page_visit, signup or checkout.' }),
  }),
});

const QuickPromoteInput = builder.inputType('QuickPromoteInput', {
  description: 'The quick-promote REST body, in camelCase.',
  fields: (t) => ({
    advertiserId: t.string({ required: true }),
    pinId: t.string(),
    productGroupId: t.string(),
    campaignName: t.string({ required: true }),
    destinationUrl: t.string({ required: true }),
    budgetInMicroCurrency: t.float({ required: true, description: '1 unit of the currency = 1,000,000' }),
    duration: t.int({ description: 'Days, when not ongoing and without an end date' }),
    isOngoing: t.boolean({ required: true }),
    inclusiveEndDate: t.string({ description: 'YYYY-MM-DD, the last day it runs' }),
    autoTargetingEnabled: t.boolean({ required: true }),
    targetingSpec: t.field({ type: TargetingInput, required: true }),
    objectiveType: t.string(),
    selectedOcpmTag: t.field({
      type: SelectedOcpmTagInput,
      description: 'WEB_CONVERSION: the conversion tag (your advertiser id) and the event to optimize for.',
    }),
    questionAnswer: t.int({
      description: `“${QUICK_PROMOTE_QUESTION}”: 0 not answered (the default), 1 yes, 2 no, 3 not sure. A conversions campaign refuses 2.`,
    }),
  }),
});

builder.objectFields(CampaignRef, (t) => ({
  quickPromoteAnswer: t.int({
    description: `Quick promote's “${QUICK_PROMOTE_QUESTION}”: 0 not answered (and ads-manager campaigns), 1 yes, 2 no, 3 not sure.`,
    resolve: (c) => c.quick_promote_answer,
  }),
  quickPromoteAnswerNote: t.string({
    nullable: true,
    description: 'What the answer means for its results, for the campaign page; null when not answered.',
    resolve: (c) => quickPromoteAnswerNote(c.quick_promote_answer),
  }),
}));

builder.mutationField('quickPromote', (t) =>
  t.field({
    type: CampaignRef,
    description: 'Promotes one of your pins; the campaign starts now.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: QuickPromoteInput, required: true }) },
    resolve: async (_, { input }, ctx) =>
      (
        await quickPromote(ctx, {
          advertiserId: input.advertiserId,
          pinId: input.pinId ?? null,
          productGroupId: input.productGroupId ?? null,
          campaignName: input.campaignName,
          destinationUrl: input.destinationUrl,
          budgetInMicroCurrency: input.budgetInMicroCurrency,
          durationDays: input.duration ?? null,
          isOngoing: input.isOngoing,
          inclusiveEndDate: input.inclusiveEndDate?.trim() || null,
          autoTargeting: input.autoTargetingEnabled,
          targeting: input.targetingSpec,
          objectiveType: input.objectiveType ?? null,
          selectedOcpmTag: input.selectedOcpmTag ?? null,
          questionAnswer: input.questionAnswer ?? null,
        })
      ).campaign,
  }),
);

builder.mutationField('recordPromotedPinClick', (t) =>
  t.boolean({
    description:
      'Counts a click on a promoted pin whose close-up was opened; true when one was counted (a running campaign, not yours).',
    args: { pinId: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => recordPromotedClick(ctx, args.pinId),
  }),
);

builder.mutationField('recordPromotedVideoWatch', (t) =>
  t.boolean({
    description:
      'Adds the time a promoted video played until it paused (watchedMs, at most ten minutes a report); true when counted (a running campaign of a video pin, not yours).',
    args: { pinId: t.arg.string({ required: true }), watchedMs: t.arg.int({ required: true }) },
    resolve: (_, args, ctx) => recordPromotedVideoWatch(ctx, args.pinId, args.watchedMs),
  }),
);
