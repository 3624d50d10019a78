import {
  type AccessTokenRow,
  createAccessToken,
  listAccessTokens,
  revokeAccessToken,
} from '../server/domain/apiTokens';
import { builder } from './builder';
import { domainErrors } from './errors';

const AccessTokenRef = builder.objectRef<AccessTokenRow>('AccessToken').implement({
  description: 'A personal access token, as its person sees it in settings. Its secret is shown only once.',
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
    scopes: t.exposeStringList('scopes'),
    createdAt: t.field({ type: 'DateTime', resolve: (token) => token.created_at }),
    lastUsedAt: t.field({ type: 'DateTime', nullable: true, resolve: (token) => token.last_used_at }),
    expiresAt: t.field({ type: 'DateTime', nullable: true, resolve: (token) => token.expires_at }),
  }),
});

const CreatedAccessTokenRef = builder
  .objectRef<{ token: AccessTokenRow; secret: string }>('CreatedAccessToken')
  .implement({
    fields: (t) => ({
      token: t.field({ type: AccessTokenRef, resolve: (created) => created.token }),
      secret: t.exposeString('secret', {
        description: 'The bearer secret: shown in this answer only; Tackboard keeps just its hash.',
      }),
    }),
  });

builder.queryField('accessTokens', (t) =>
  t.field({
    type: [AccessTokenRef],
    description:
      "The signed-in person's personal access tokens in force, newest first (browser sessions only).",
    authScopes: { loggedIn: true },
    resolve: (_, __, ctx) => listAccessTokens(ctx),
  }),
);

const CreateAccessTokenInput = builder.inputType('CreateAccessTokenInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    scopes: t.stringList({ required: true, description: 'Pinterest v5 scope names, e.g. boards:read.' }),
    expiresInDays: t.int({ description: 'One of 7, 30, 90 or 365; left out, the token never expires.' }),
  }),
});

builder.mutationField('createAccessToken', (t) =>
  t.field({
    type: CreatedAccessTokenRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: CreateAccessTokenInput, required: true }) },
    resolve: (_, { input }, ctx) =>
      createAccessToken(ctx, { name: input.name, scopes: input.scopes, expiresInDays: input.expiresInDays }),
  }),
);

builder.mutationField('revokeAccessToken', (t) =>
  t.field({
    type: AccessTokenRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { id: t.arg.string({ required: true }) },
    resolve: (_, { id }, ctx) => revokeAccessToken(ctx, id),
  }),
);
