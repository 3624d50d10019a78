import { HOSTED_SITE_TYPES } from '../core/siteTypes';
import { builder } from './builder';

// Where each hosted site type lives, so the client prefixes links that cross them (core/siteTypes.ts sitePath).

const SiteOriginRef = builder.objectRef<{ siteType: number; origin: string }>('SiteOrigin').implement({
  description: 'A site type (0 main, 3 ads, 6 business) and the address its pages live at; empty: this host.',
  fields: (t) => ({
    siteType: t.exposeInt('siteType'),
    origin: t.exposeString('origin'),
  }),
});

builder.queryField('siteOrigins', (t) =>
  t.field({
    type: [SiteOriginRef],
    description:
      'Where the main site, the ads site and the business hub live (the operator’s SITE_URL_* settings).',
    resolve: (_, __, ctx) =>
      HOSTED_SITE_TYPES.map((siteType) => ({ siteType, origin: ctx.settings.siteOrigins[siteType] ?? '' })),
  }),
);
