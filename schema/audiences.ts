import { targetingList } from '../core/adTargeting';
import { AUDIENCE_MIN_SHOWN_SIZE } from '../core/conversions';
import type { AudienceRow } from '../server/db/tables/conversions';
import {
  createAudience,
  deleteAudience,
  listAudiences,
  type SizedAudience,
} from '../server/domain/audiences';
import { builder } from './builder';
import { domainErrors } from './errors';
import { AdvertiserRef } from './promote';
import { AdGroupRef } from './refs';

const AudienceRef = builder.objectRef<SizedAudience | AudienceRow>('Audience').implement({
  description: 'People an advertiser can target or leave out: who engaged with its pins or visited its site.',
  fields: (t) => ({
    entityId: t.exposeString('id'),
    name: t.exposeString('name'),
    kind: t.exposeString('kind', {
      description: 'ENGAGED (saved or clicked its pins) or VISITORS (its site).',
    }),
    lookbackDays: t.exposeInt('lookback_days'),
    createdAt: t.field({ type: 'DateTime', resolve: (a) => a.created_at }),
    size: t.int({
      nullable: true,
      description: `People in it now; null below ${AUDIENCE_MIN_SHOWN_SIZE}, so nobody can be singled out by it.`,
      resolve: (a) => ('size' in a && a.size >= AUDIENCE_MIN_SHOWN_SIZE ? a.size : null),
    }),
  }),
});

builder.objectField(AdvertiserRef, 'audiences', (t) =>
  t.field({
    type: [AudienceRef],
    description: 'Its audiences, newest first.',
    resolve: (a, _, ctx) => listAudiences(ctx, a.id),
  }),
);

/** The audience ids an ad group's targeting JSON holds under `key`. */
function audienceIdsOf(targeting: string, key: 'audiences_include' | 'audiences_exclude'): string[] {
  return targetingList(JSON.parse(targeting) as Record<string, unknown>, key);
}

builder.objectFields(AdGroupRef, (t) => ({
  audiencesInclude: t.stringList({
    description: 'Audience ids it serves to only (empty: everyone).',
    resolve: (g) => audienceIdsOf(g.targeting, 'audiences_include'),
  }),
  audiencesExclude: t.stringList({
    description: 'Audience ids it never serves to.',
    resolve: (g) => audienceIdsOf(g.targeting, 'audiences_exclude'),
  }),
}));

const AudienceInput = builder.inputType('AudienceInput', {
  fields: (t) => ({
    advertiserId: t.string({ required: true }),
    name: t.string({ required: true }),
    kind: t.string({ required: true, description: 'ENGAGED or VISITORS.' }),
    lookbackDays: t.int({ required: true, description: '1 to 180.' }),
  }),
});

builder.mutationField('createAudience', (t) =>
  t.field({
    type: AudienceRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: AudienceInput, required: true }) },
    resolve: (_, args, ctx) => createAudience(ctx, args.input),
  }),
);

builder.mutationField('deleteAudience', (t) =>
  t.field({
    type: AudienceRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { audienceId: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => deleteAudience(ctx, args.audienceId),
  }),
);
