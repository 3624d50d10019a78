import { PIN_ATTRIBUTION_GROUPS } from '../core/pinAttribution';
import type { UserRow } from '../server/db/tables/users';
import { logOutOfActiveAccount } from '../server/domain/accountSwitching';
import { logIn, signUp } from '../server/domain/accounts';
import { pinAttribution } from '../server/domain/experiments';
import { rememberDevice } from '../server/domain/knownDevices';
import { autoplayVideos } from '../server/domain/userSettings';
import { avatarUrl } from '../server/views/images';
import { browserAccounts, startSignedIn, storeBrowserAccounts } from './browserAccounts';
import { builder } from './builder';
import { domainErrors } from './errors';
import { withImage } from './image';
import { LogInMfaRequired, logInOutcomeErrors } from './logInMfaRequired';
import { UserRef } from './refs';

const PinAttributionEnum = builder.enumType('PinAttribution', {
  values: {
    PINNER_AND_BOARD: {
      value: PIN_ATTRIBUTION_GROUPS.pinnerAndBoard,
      description: 'The person and the board',
    },
    BOARD: { value: PIN_ATTRIBUTION_GROUPS.board, description: 'The board alone' },
    PINNER: { value: PIN_ATTRIBUTION_GROUPS.pinner, description: 'The person alone' },
  } as const,
});

/** Who is looking: anonymous (isAuth false, everything else null) or a signed-in user. */
export const ViewerRef = builder.objectRef<{ user: UserRow | null }>('Viewer').implement({
  // Who the token's person is: user_accounts:read, as Pinterest's GET /v5/user_account asks.
  authScopes: { apiScope: 'user_accounts:read' },
  runScopesOnType: true,
  fields: (t) => ({
    isAuth: t.boolean({ resolve: (v) => v.user !== null }),
    id: t.string({ nullable: true, resolve: (v) => v.user?.id ?? null }),
    username: t.string({ nullable: true, resolve: (v) => v.user?.username ?? null }),
    fullName: t.string({ nullable: true, resolve: (v) => v.user?.full_name ?? null }),
    imageSmallUrl: t.string({
      nullable: true,
      resolve: (v, _, ctx) => withImage(ctx, v.user?.image_id ?? null, (image) => avatarUrl(image, '75x75')),
    }),
    imageMediumUrl: t.string({
      nullable: true,
      resolve: (v, _, ctx) => withImage(ctx, v.user?.image_id ?? null, (image) => avatarUrl(image, '170x')),
    }),
    user: t.field({ type: UserRef, nullable: true, resolve: (v) => v.user }),
    autoplayVideos: t.boolean({
      description:
        "Whether feeds play videos by themselves (muted, while in view) for this viewer: their setting, on for visitors. The browser's reduced-motion preference still turns it off.",
      resolve: (v, _, ctx) => (v.user ? autoplayVideos(ctx.db, v.user.id) : true),
    }),
    pinAttribution: t.field({
      type: PinAttributionEnum,
      description:
        'How pin cards credit a pin: who saved it and to which board for signed-in people; for a signed-out visitor, the variant their experiment group (drawn from the visitor cookie) shows.',
      resolve: (_, __, ctx) => pinAttribution(ctx),
    }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({
    type: ViewerRef,
    resolve: async (_, __, ctx) => ({
      user: ctx.viewer ? await UserRef.getDataloader(ctx).load(ctx.viewer.id) : null,
    }),
  }),
);

const SignUpInput = builder.inputType('SignUpInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    fullName: t.string({ required: true }),
    birthDate: t.string({ required: true, description: 'Calendar date, YYYY-MM-DD' }),
    botCheckToken: t.string({
      description: 'The solved bot-check challenge (see botCheckChallenge), when the server checks.',
    }),
    inviteToken: t.string({
      description: "The administrator's invite link's token, while sign-ups are by invitation.",
    }),
  }),
});

builder.mutationField('signUp', (t) =>
  t.field({
    type: UserRef,
    errors: domainErrors,
    args: { input: t.arg({ type: SignUpInput, required: true }) },
    resolve: async (_, { input }, ctx) => {
      const { user, sessionToken } = await signUp(ctx, input, ctx.userAgent);
      ctx.setSessionCookie(sessionToken);
      ctx.setKnownDevices(await rememberDevice(ctx, user.id));
      return user;
    },
  }),
);

const LogInInput = builder.inputType('LogInInput', {
  fields: (t) => ({
    login: t.string({ required: true, description: 'Email or username' }),
    password: t.string({ required: true }),
    botCheckToken: t.string({
      description: 'The solved bot-check challenge (see botCheckChallenge), when the server checks.',
    }),
    addAccount: t.boolean({
      description:
        'Add account: keep the account signed in now among otherAccounts instead of replacing it (pass it again to verifyLoginCode).',
    }),
  }),
});

builder.mutationField('logIn', (t) =>
  t.field({
    type: UserRef,
    description: 'Signs in, or answers LogInMfaRequired when the account asks for a code too.',
    errors: logInOutcomeErrors,
    args: { input: t.arg({ type: LogInInput, required: true }) },
    resolve: async (_, { input }, ctx) => {
      const outcome = await logIn(ctx, input, ctx.userAgent);
      if (outcome.kind === 'mfaRequired') throw new LogInMfaRequired(outcome);
      await startSignedIn(ctx, outcome, input.addAccount);
      return outcome.user;
    },
  }),
);

builder.mutationField('logOut', (t) =>
  t.boolean({
    description:
      'Logs out of the active account only; the most recently active of otherAccounts, if any, becomes the active one.',
    resolve: async (_, __, ctx) => {
      storeBrowserAccounts(ctx, await logOutOfActiveAccount(ctx, browserAccounts(ctx)));
      return true;
    },
  }),
);
