import { createAd, duplicateAd, setAdStatus, updateAd } from '../server/domain/adsManager';
import { builder } from './builder';
import { AdInput, DeliveryStatusEnum } from './campaign';
import { domainErrors } from './errors';
import { AdGroupRef, AdRef, PinRef } from './refs';

AdRef.implement({
  description: 'A promoted Pin in an ad group.',
  fields: (t) => ({
    entityId: t.exposeString('id'),
    name: t.exposeString('name'),
    status: t.field({ type: DeliveryStatusEnum, resolve: (a) => a.status }),
    adGroup: t.field({ type: AdGroupRef, resolve: (a) => a.ad_group_id }),
    pin: t.field({ type: PinRef, nullable: true, resolve: (a) => a.pin_id }),
    destinationUrl: t.exposeString('destination_url'),
    impressions: t.float({ resolve: (a) => Number(a.impressions) }),
    clicks: t.float({ resolve: (a) => Number(a.clicks) }),
  }),
});

builder.mutationField('createAd', (t) =>
  t.field({
    type: AdRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { adGroupId: t.arg.string({ required: true }), input: t.arg({ type: AdInput, required: true }) },
    resolve: (_, args, ctx) =>
      createAd(ctx, args.adGroupId, {
        pinId: args.input.pinId ?? null,
        productGroupId: args.input.productGroupId ?? null,
        name: args.input.name ?? null,
      }),
  }),
);

builder.mutationField('updateAd', (t) =>
  t.field({
    type: AdRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { adId: t.arg.string({ required: true }), name: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => updateAd(ctx, args.adId, args.name),
  }),
);

builder.mutationField('setAdStatus', (t) =>
  t.field({
    type: AdRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: {
      adId: t.arg.string({ required: true }),
      status: t.arg({ type: DeliveryStatusEnum, required: true }),
    },
    resolve: (_, args, ctx) => setAdStatus(ctx, args.adId, args.status),
  }),
);

builder.mutationField('duplicateAd', (t) =>
  t.field({
    type: AdRef,
    description: 'A paused copy in the same ad group.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { adId: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => duplicateAd(ctx, args.adId),
  }),
);
