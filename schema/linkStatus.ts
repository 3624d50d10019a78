import type { LinkStatus } from '../core/linkStatus';
import { pinLinkStatus } from '../server/domain/linkStatus';
import { builder } from './builder';
import { domainErrors } from './errors';

const LinkStatusKindEnum = builder.enumType('PinLinkStatusKind', {
  values: ['reachable', 'redirects', 'broken', 'unreachable', 'not_allowed'] as const,
});

const LinkStatusRef = builder.objectRef<LinkStatus>('PinLinkStatus').implement({
  description: "A pin link's state, checked before publishing",
  fields: (t) => ({
    kind: t.field({ type: LinkStatusKindEnum, resolve: (s) => s.kind }),
    redirectsTo: t.exposeString('redirectsTo', { nullable: true }),
    httpStatus: t.exposeInt('httpStatus', { nullable: true }),
  }),
});

builder.queryField('pinLinkStatus', (t) =>
  t.field({
    type: LinkStatusRef,
    description:
      'Fetches a link once (safe fetcher, cached 5 minutes, 20 fetches a minute per person) and says whether it works.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { url: t.arg.string({ required: true }) },
    resolve: (_, { url }, ctx) => pinLinkStatus(ctx, url),
  }),
);
