import { AD_RECOMMENDATION_KINDS, type AdRecommendation } from '../core/adRecommendations';
import { adRecommendations } from '../server/domain/adRecommendations';
import { builder } from './builder';
import { AdvertiserRef } from './promote';

const AdRecommendationKindEnum = builder.enumType('AdRecommendationKind', {
  values: AD_RECOMMENDATION_KINDS,
});

const AdRecommendationRef = builder.objectRef<AdRecommendation>('AdRecommendation').implement({
  description: 'Something the advertiser could change, with why, worked out from its campaigns now.',
  fields: (t) => ({
    kind: t.field({ type: AdRecommendationKindEnum, resolve: (r) => r.kind }),
    objectType: t.string({
      nullable: true,
      description: 'CAMPAIGN, AD_GROUP or AD; null: the account.',
      resolve: (r) => r.objectType,
    }),
    objectId: t.string({ nullable: true, resolve: (r) => r.objectId }),
    campaignId: t.string({
      nullable: true,
      description: 'The campaign to open to act on it.',
      resolve: (r) => r.campaignId,
    }),
    title: t.exposeString('title'),
    text: t.exposeString('text'),
  }),
});

builder.objectField(AdvertiserRef, 'recommendations', (t) =>
  t.field({
    type: [AdRecommendationRef],
    description:
      'What it could change now: budgets that run out, ad groups reaching nobody, weak or deleted Pins …',
    resolve: (a, _, ctx) => adRecommendations(ctx, a.id),
  }),
);
