import type { ConversionEventRow, ConversionTokenRow } from '../server/db/tables/conversions';
import {
  type ConversionOverviewRow,
  conversionOverview,
  createConversionToken,
  listConversionEvents,
  listConversionTokens,
  type NewConversionToken,
  revokeConversionToken,
  sendTestConversionEvent,
} from '../server/domain/conversions';
import { builder } from './builder';
import { domainErrors } from './errors';
import { keysetConnection } from './pagination';
import { AdvertiserRef } from './promote';
import { CampaignRef } from './refs';

const ConversionTokenRef = builder.objectRef<ConversionTokenRow>('ConversionToken').implement({
  description: 'A conversion access token for the conversions API; its secret was shown once, when made.',
  fields: (t) => ({
    entityId: t.exposeString('id'),
    hint: t.exposeString('hint', { description: 'The secret’s last four characters.' }),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.created_at }),
    lastUsedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.last_used_at }),
  }),
});

const NewConversionTokenRef = builder.objectRef<NewConversionToken>('NewConversionToken').implement({
  fields: (t) => ({
    secret: t.exposeString('secret', { description: 'Shown this once: copy it now.' }),
    token: t.field({ type: ConversionTokenRef, resolve: (r) => r.token }),
  }),
});

const ConversionEventRef = builder.objectRef<ConversionEventRow>('ConversionEvent').implement({
  description: 'An event the advertiser’s site reported (tag, conversions API, or a test).',
  fields: (t) => ({
    entityId: t.exposeString('id'),
    eventId: t.exposeString('event_id'),
    eventName: t.exposeString('event_name'),
    source: t.exposeString('source', { description: 'tag, api or test.' }),
    isTest: t.exposeBoolean('is_test'),
    eventTime: t.field({ type: 'DateTime', resolve: (r) => r.event_time }),
    pageUrl: t.exposeString('page_url', { nullable: true }),
    valueMinor: t.float({
      nullable: true,
      resolve: (r) => (r.value_minor === null ? null : Number(r.value_minor)),
    }),
    currency: t.exposeString('currency', { nullable: true }),
    campaign: t.field({
      type: CampaignRef,
      nullable: true,
      description: 'The campaign of the click it was attributed to.',
      resolve: (r) => r.campaign_id,
    }),
  }),
});

const ConversionOverviewRowRef = builder.objectRef<ConversionOverviewRow>('ConversionOverviewRow').implement({
  fields: (t) => ({
    eventName: t.exposeString('eventName'),
    events: t.exposeInt('events'),
    attributed: t.exposeInt('attributed'),
    valueMinor: t.exposeFloat('valueMinor'),
  }),
});

builder.objectFields(AdvertiserRef, (t) => ({
  conversionTokens: t.field({
    type: [ConversionTokenRef],
    description: 'Its conversion access tokens that are not revoked, newest first.',
    resolve: (a, _, ctx) => listConversionTokens(ctx, a.id),
  }),
  conversionEvents: t.connection({
    type: ConversionEventRef,
    description:
      'Events its site reported, newest first; `test` picks test events only (true) or real ones (false).',
    args: { test: t.arg.boolean() },
    resolve: (a, args, ctx) =>
      keysetConnection(
        args,
        (page) => listConversionEvents(ctx, a.id, args.test ?? null, page),
        (e) => e.id,
      ),
  }),
  conversionOverview: t.field({
    type: [ConversionOverviewRowRef],
    description: 'Real events of the last 30 days by event name: how many, how many attributed, their value.',
    resolve: (a, _, ctx) => conversionOverview(ctx, a.id),
  }),
}));

builder.objectFields(CampaignRef, (t) => ({
  conversions: t.float({
    description: 'Conversions attributed to clicks on its pins (test events never are).',
    resolve: (c) => Number(c.conversions),
  }),
  conversionEvent: t.exposeString('conversion_event', {
    nullable: true,
    description: 'A WEB_CONVERSION campaign’s conversion event (page_visit, signup or checkout).',
  }),
}));

builder.mutationField('createConversionToken', (t) =>
  t.field({
    type: NewConversionTokenRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { advertiserId: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => createConversionToken(ctx, args.advertiserId),
  }),
);

builder.mutationField('revokeConversionToken', (t) =>
  t.field({
    type: ConversionTokenRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { tokenId: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => revokeConversionToken(ctx, args.tokenId),
  }),
);

builder.mutationField('sendTestConversionEvent', (t) =>
  t.field({
    type: ConversionEventRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { advertiserId: t.arg.string({ required: true }), eventName: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => sendTestConversionEvent(ctx, args.advertiserId, args.eventName),
  }),
);
