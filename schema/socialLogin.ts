import { SOCIAL_LOGIN_METHODS, SOCIAL_PROVIDERS, type SocialProvider } from '../core/socialLogin';
import type { SocialLoginRow } from '../server/db/tables/socialLogins';
import { rememberDevice } from '../server/domain/knownDevices';
import {
  completeSocialSignup,
  configuredProviders,
  disconnectSocialLogin,
  isSingleLogin,
  type LoginMethods,
  loginMethods,
  type PendingSocialSignup,
  pendingSocialSignup,
} from '../server/domain/socialLogin';
import { builder } from './builder';
import type { GraphQLContext } from './context';
import { domainErrors } from './errors';
import { UserRef } from './refs';
import { ViewerRef } from './viewer';

/** Lowercase, as the legacy login types and the /login/oidc/{name}/ paths spell them. */
const SocialLoginProviderEnum = builder.enumType('SocialLoginProvider', {
  values: SOCIAL_PROVIDERS,
});

const SocialLoginOptionRef = builder
  .objectRef<{ name: SocialProvider; label: string; clientId: string }>('SocialLoginOption')
  .implement({
    description:
      'A provider people can log in with (configured by the operator); its button links to /login/oidc/{provider}/.',
    fields: (t) => ({
      provider: t.field({ type: SocialLoginProviderEnum, resolve: (o) => o.name }),
      label: t.exposeString('label', { description: 'The button text, e.g. "Continue with Google".' }),
      loginMethod: t.int({
        description: 'The legacy login method number: Facebook 2, Google 3, LINE 8, SSO 9.',
        resolve: (o) => SOCIAL_LOGIN_METHODS[o.name],
      }),
      oneTapClientId: t.string({
        nullable: true,
        description:
          "Google's only: the client id its one-tap prompt is started with (public, as in any sign-in link); null for the others.",
        resolve: (o) => (o.name === 'google' ? o.clientId : null),
      }),
    }),
  });

builder.queryField('socialLoginProviders', (t) =>
  t.field({
    type: [SocialLoginOptionRef],
    description: 'The social log-in providers this server offers (only configured ones).',
    resolve: (_, __, ctx) =>
      configuredProviders(ctx).map(({ name, label, clientId }) => ({ name, label, clientId })),
  }),
);

const methodsByContext = new WeakMap<GraphQLContext, Promise<LoginMethods | null>>();

/**
 * How the signed-in person logs in, read once per request however many Viewer fields ask. Their own
 * account's, also while acting for a business profile (account matters follow the person).
 */
function actorLoginMethods(ctx: GraphQLContext): Promise<LoginMethods | null> {
  let methods = methodsByContext.get(ctx);
  if (!methods) {
    methods = ctx.actor ? loginMethods(ctx.db, ctx.actor.id) : Promise.resolve(null);
    methodsByContext.set(ctx, methods);
  }
  return methods;
}

const SocialNetworkRef = builder.objectRef<LoginMethods>('SocialNetwork').implement({
  description: 'Which providers are connected to the account (socialNetwork).',
  fields: (t) => {
    const connected = (provider: SocialProvider) =>
      t.boolean({ resolve: (m) => m.socialLogins.some((l) => l.provider === provider) });
    return {
      facebook: connected('facebook'),
      google: connected('google'),
      line: connected('line'),
      sso: connected('sso'),
    };
  },
});

const SocialLoginRef = builder.objectRef<SocialLoginRow>('SocialLogin').implement({
  description: 'A provider identity connected to the account.',
  fields: (t) => ({
    provider: t.field({ type: SocialLoginProviderEnum, resolve: (l) => l.provider as SocialProvider }),
    email: t.exposeString('email', {
      nullable: true,
      description: "The provider's email for it when it was connected.",
    }),
    connectedAt: t.expose('created_at', { type: 'DateTime' }),
  }),
});

builder.objectFields(ViewerRef, (t) => ({
  hasPassword: t.boolean({
    description:
      'Whether the signed-in person has a password (accounts made with a social log-in have none).',
    resolve: async (v, _, ctx) => (v.user ? ((await actorLoginMethods(ctx))?.hasPassword ?? false) : false),
  }),
  socialNetwork: t.field({
    type: SocialNetworkRef,
    nullable: true,
    description: 'Which social log-ins are connected; null when signed out.',
    resolve: async (v, _, ctx) => (v.user ? actorLoginMethods(ctx) : null),
  }),
  socialLogins: t.field({
    type: [SocialLoginRef],
    description: 'The connected social log-ins, oldest first.',
    resolve: async (v, _, ctx) => (v.user ? ((await actorLoginMethods(ctx))?.socialLogins ?? []) : []),
  }),
  isSingleLogin: t.boolean({
    description:
      'Single-login: no password and one connected log-in, which therefore cannot be disconnected.',
    resolve: async (v, _, ctx) => {
      const methods = v.user ? await actorLoginMethods(ctx) : null;
      return methods ? isSingleLogin(methods) : false;
    },
  }),
}));

builder.mutationField('disconnectSocialLogin', (t) =>
  t.field({
    type: ViewerRef,
    description:
      "Disconnects a provider from the signed-in person's account; refused when it is their only log-in.",
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { provider: t.arg({ type: SocialLoginProviderEnum, required: true }) },
    resolve: async (_, { provider }, ctx) => {
      const methods = disconnectSocialLogin(ctx, provider);
      methodsByContext.set(ctx, methods);
      await methods;
      return { user: ctx.viewer ? await UserRef.getDataloader(ctx).load(ctx.viewer.id) : null };
    },
  }),
);

const PendingSocialSignupRef = builder.objectRef<PendingSocialSignup>('PendingSocialSignup').implement({
  description: 'A provider identity with no account yet, waiting for the "Finish signing up" page.',
  fields: (t) => ({
    provider: t.field({ type: SocialLoginProviderEnum, resolve: (p) => p.provider }),
    email: t.exposeString('email', { nullable: true }),
    emailVerified: t.exposeBoolean('emailVerified'),
    fullName: t.exposeString('fullName'),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

builder.queryField('pendingSocialSignup', (t) =>
  t.field({
    type: PendingSocialSignupRef,
    nullable: true,
    description: "This browser's social sign-up waiting to be finished (15 minutes), or null.",
    resolve: (_, __, ctx) => pendingSocialSignup(ctx, ctx.socialSignupToken),
  }),
);

const CompleteSocialSignupInput = builder.inputType('CompleteSocialSignupInput', {
  fields: (t) => ({
    fullName: t.string({ required: true }),
    birthDate: t.string({ required: true, description: 'Calendar date, YYYY-MM-DD' }),
    email: t.string({ required: true, description: "The provider's email, or another one" }),
  }),
});

builder.mutationField('completeSocialSignup', (t) =>
  t.field({
    type: UserRef,
    description:
      "Creates the account of this browser's pending social sign-up (no password), connects the log-in and signs in.",
    errors: domainErrors,
    args: { input: t.arg({ type: CompleteSocialSignupInput, required: true }) },
    resolve: async (_, { input }, ctx) => {
      const { user, sessionToken } = await completeSocialSignup(
        ctx,
        ctx.socialSignupToken,
        input,
        ctx.userAgent,
      );
      ctx.setSessionCookie(sessionToken);
      ctx.setKnownDevices(await rememberDevice(ctx, user.id));
      ctx.clearSocialSignupCookie();
      return user;
    },
  }),
);
