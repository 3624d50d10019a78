import { isFollowable, LINK_STATUSES, type LinkStatus } from '../core/offsite';
import { checkOffsite } from '../server/domain/offsite';
import { builder } from './builder';
import { domainErrors } from './errors';

const LinkStatusEnum = builder.enumType('LinkStatus', { values: LINK_STATUSES });

const LinkCheckRef = builder.objectRef<{ status: LinkStatus; url: string }>('LinkCheck').implement({
  fields: (t) => ({
    redirectStatus: t.field({ type: LinkStatusEnum, resolve: (check) => check.status }),
    url: t.exposeString('url'),
    followable: t.boolean({ resolve: (check) => isFollowable(check.status) }),
  }),
});

builder.queryField('linkCheck', (t) =>
  t.field({
    type: LinkCheckRef,
    description: 'The offsite check of an outbound link: blocked, suspicious or porn links are not followed.',
    errors: domainErrors,
    args: { url: t.arg.string({ required: true }), pinId: t.arg.string() },
    resolve: (_, args, ctx) => checkOffsite(ctx, { url: args.url, pinId: args.pinId ?? null }),
  }),
);
