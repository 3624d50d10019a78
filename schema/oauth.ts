import type { ApiScope } from '../core/apiScopes';
import { describeScopes } from '../core/oauth';
import {
  type ConnectedApp,
  deleteOAuthApp,
  listConnectedApps,
  listOAuthApps,
  type OAuthApp,
  registerOAuthApp,
  revokeConnectedApp,
} from '../server/domain/oauthApps';
import {
  type AuthorizationCheck,
  answerAuthorizationRequest,
  checkAuthorizationRequest,
} from '../server/domain/oauthAuthorize';
import { builder } from './builder';
import { domainErrors } from './errors';

const ApiScopeRef = builder.objectRef<{ scope: ApiScope; description: string }>('ApiScopeGrant').implement({
  description: 'An access scope with the plain words the consent and settings screens show for it.',
  fields: (t) => ({
    scope: t.exposeString('scope', { description: "Pinterest's name for it, e.g. boards:read." }),
    description: t.exposeString('description'),
  }),
});

const OAuthAppRef = builder.objectRef<OAuthApp>('OAuthApp').implement({
  description: 'An OAuth 2.0 app the signed-in person registered.',
  fields: (t) => ({
    clientId: t.exposeString('clientId'),
    name: t.exposeString('name'),
    redirectUris: t.exposeStringList('redirectUris'),
    confidential: t.exposeBoolean('confidential', {
      description: 'A server that keeps a client secret; false for a public app, which must use PKCE.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const OAuthAppRegistrationRef = builder
  .objectRef<{ app: OAuthApp; clientSecret: string | null }>('OAuthAppRegistration')
  .implement({
    fields: (t) => ({
      app: t.field({ type: OAuthAppRef, resolve: (r) => r.app }),
      clientSecret: t.exposeString('clientSecret', {
        nullable: true,
        description: 'The client secret of a confidential app, shown this once; null for a public app.',
      }),
    }),
  });

const ConnectedAppRef = builder.objectRef<ConnectedApp>('ConnectedApp').implement({
  description: 'An app the signed-in person allowed to act for them.',
  fields: (t) => ({
    clientId: t.exposeString('clientId'),
    name: t.exposeString('name'),
    scopes: t.field({ type: [ApiScopeRef], resolve: (a) => describeScopes(a.scopes) }),
    connectedAt: t.expose('connectedAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When access was last allowed.' }),
  }),
});

const OAuthAuthorizationKindEnum = builder.enumType('OAuthAuthorizationKind', {
  description:
    'INVALID: show the message and never send the person back (unknown app or unregistered address). REDIRECT: send the browser to redirectUrl (the app is told what was wrong). CONSENT: ask the person.',
  values: ['INVALID', 'REDIRECT', 'CONSENT'] as const,
});

const OAuthAuthorizationRef = builder.objectRef<AuthorizationCheck>('OAuthAuthorization').implement({
  description: 'What the consent page at /oauth/ does with the request an app sent the person with.',
  fields: (t) => ({
    kind: t.field({
      type: OAuthAuthorizationKindEnum,
      resolve: (c) => (c.kind === 'invalid' ? 'INVALID' : c.kind === 'redirect' ? 'REDIRECT' : 'CONSENT'),
    }),
    message: t.string({ nullable: true, resolve: (c) => (c.kind === 'invalid' ? c.message : null) }),
    redirectUrl: t.string({ nullable: true, resolve: (c) => (c.kind === 'redirect' ? c.url : null) }),
    appName: t.string({ nullable: true, resolve: (c) => (c.kind === 'consent' ? c.appName : null) }),
    scopes: t.field({
      type: [ApiScopeRef],
      resolve: (c) => (c.kind === 'consent' ? describeScopes(c.scopes) : []),
    }),
  }),
});

const OAuthAuthorizationInput = builder.inputType('OAuthAuthorizationInput', {
  description: "The authorize page's query parameters, as the app sent them.",
  fields: (t) => ({
    clientId: t.string({ required: false }),
    redirectUri: t.string({ required: false }),
    responseType: t.string({ required: false }),
    scope: t.string({ required: false }),
    state: t.string({ required: false }),
    codeChallenge: t.string({ required: false }),
    codeChallengeMethod: t.string({ required: false }),
  }),
});

type AuthorizationInput = {
  clientId?: string | null;
  redirectUri?: string | null;
  responseType?: string | null;
  scope?: string | null;
  state?: string | null;
  codeChallenge?: string | null;
  codeChallengeMethod?: string | null;
};

function authorizationRequestOf(input: AuthorizationInput) {
  return {
    clientId: input.clientId ?? null,
    redirectUri: input.redirectUri ?? null,
    responseType: input.responseType ?? null,
    scope: input.scope ?? null,
    state: input.state ?? null,
    codeChallenge: input.codeChallenge ?? null,
    codeChallengeMethod: input.codeChallengeMethod ?? null,
  };
}

builder.queryField('oauthAuthorization', (t) =>
  t.field({
    type: OAuthAuthorizationRef,
    description:
      'Checks an OAuth authorization request for the consent page (no sign-in needed to check it).',
    args: { request: t.arg({ type: OAuthAuthorizationInput, required: true }) },
    resolve: (_, { request }, ctx) => checkAuthorizationRequest(ctx, authorizationRequestOf(request)),
  }),
);

builder.mutationField('answerOAuthAuthorization', (t) =>
  t.string({
    description:
      "The signed-in person's Allow (a new code) or Cancel (access_denied) on the consent page: the address to send the browser to, with the app's state. Browser sessions only.",
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: {
      request: t.arg({ type: OAuthAuthorizationInput, required: true }),
      allow: t.arg.boolean({ required: true }),
    },
    resolve: (_, { request, allow }, ctx) =>
      answerAuthorizationRequest(ctx, authorizationRequestOf(request), allow),
  }),
);

builder.queryField('oauthApps', (t) =>
  t.field({
    type: [OAuthAppRef],
    description: 'The OAuth apps the signed-in person registered, newest first. Browser sessions only.',
    authScopes: { loggedIn: true },
    resolve: (_, __, ctx) => listOAuthApps(ctx),
  }),
);

builder.queryField('connectedApps', (t) =>
  t.field({
    type: [ConnectedAppRef],
    description: 'The apps the signed-in person allowed, most recent first. Browser sessions only.',
    authScopes: { loggedIn: true },
    resolve: (_, __, ctx) => listConnectedApps(ctx),
  }),
);

const RegisterOAuthAppInput = builder.inputType('RegisterOAuthAppInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    redirectUris: t.stringList({ required: true, description: 'Exact addresses codes may be sent to.' }),
    confidential: t.boolean({ required: true }),
  }),
});

builder.mutationField('registerOAuthApp', (t) =>
  t.field({
    type: OAuthAppRegistrationRef,
    description: 'Registers an OAuth app; a confidential one gets a client secret, shown this once.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: RegisterOAuthAppInput, required: true }) },
    resolve: (_, { input }, ctx) => registerOAuthApp(ctx, input),
  }),
);

builder.mutationField('deleteOAuthApp', (t) =>
  t.string({
    description: "Deletes one of the person's apps and ends every token it holds; answers its client id.",
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { clientId: t.arg.string({ required: true }) },
    resolve: async (_, { clientId }, ctx) => {
      await deleteOAuthApp(ctx, clientId);
      return clientId;
    },
  }),
);

builder.mutationField('revokeConnectedApp', (t) =>
  t.string({
    description:
      "Takes back an app's access: its tokens for the person stop working at once; answers its client id.",
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { clientId: t.arg.string({ required: true }) },
    resolve: async (_, { clientId }, ctx) => {
      await revokeConnectedApp(ctx, clientId);
      return clientId;
    },
  }),
);
