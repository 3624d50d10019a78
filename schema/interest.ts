import { INTEREST_CHOICES, INTERESTS_MAX, type InterestTopic } from '../core/interests';
import {
  finishWelcome,
  interestChoices,
  interestsOf,
  saveInterests,
  welcomePending,
} from '../server/domain/interests';
import { builder } from './builder';
import { domainErrors } from './errors';
import { ViewerRef } from './viewer';

const InterestRef = builder.objectRef<InterestTopic>('Interest').implement({
  description:
    'A topic a person may say they like: one of the ideas area, or of a built-in list before it has any.',
  fields: (t) => ({
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
  }),
});

builder.queryField('interestChoices', (t) =>
  t.field({
    type: [InterestRef],
    description: `The topics the interests step offers (up to ${INTEREST_CHOICES}), most saved first.`,
    resolve: (_, __, ctx) => interestChoices(ctx),
  }),
);

// The signed-in person's own (never an access token's): what they like is theirs, not a profile's they act for.
builder.objectFields(ViewerRef, (t) => ({
  interests: t.field({
    type: [InterestRef],
    description:
      'The topics the signed-in person chose; their public pins lead the home feed until they follow someone.',
    resolve: (_, __, ctx) => (ctx.actor && !ctx.grant ? interestsOf(ctx.db, ctx.actor.id) : []),
  }),
  welcomePending: t.boolean({
    description: 'Whether the account, made since, has yet to see its welcome (interests, shown once).',
    resolve: (_, __, ctx) => (ctx.grant ? false : welcomePending(ctx)),
  }),
}));

builder.mutationField('saveInterests', (t) =>
  t.field({
    type: [InterestRef],
    description: `Replaces the signed-in person's interests (topic slugs, up to ${INTERESTS_MAX}) and ends their welcome.`,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { slugs: t.arg.stringList({ required: true }) },
    resolve: (_, { slugs }, ctx) => saveInterests(ctx, slugs),
  }),
);

builder.mutationField('finishWelcome', (t) =>
  t.boolean({
    description: 'Ends the welcome without choosing interests (Skip): it is not shown again.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    resolve: async (_, __, ctx) => {
      await finishWelcome(ctx);
      return true;
    },
  }),
);
