import { finishLoginAssistance } from '../server/domain/loginAssistance';
import {
  changePassword,
  isResetLinkUsable,
  requestPasswordReset,
  resetPassword,
} from '../server/domain/passwordResets';
import { startSignedIn } from './browserAccounts';
import { builder } from './builder';
import { domainErrors } from './errors';
import { LogInMfaRequired, logInOutcomeErrors } from './logInMfaRequired';
import { UserRef } from './refs';

builder.queryField('passwordResetLinkUsable', (t) =>
  t.boolean({
    description: 'Whether a reset link (its token) still works: unused and under an hour old.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_, { token }, ctx) => isResetLinkUsable(ctx, token),
  }),
);

builder.mutationField('requestPasswordReset', (t) =>
  t.field({
    type: 'Boolean',
    description:
      'Mails a reset link to the account with this email, if any. Always true: the answer does not tell who has an account.',
    errors: domainErrors,
    args: {
      email: t.arg.string({ required: true }),
      botCheckToken: t.arg.string({
        description: 'The solved bot-check challenge (see botCheckChallenge), when the server checks.',
      }),
    },
    resolve: async (_, { email, botCheckToken }, ctx) => {
      await requestPasswordReset(ctx, email, botCheckToken ?? null);
      return true;
    },
  }),
);

const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  fields: (t) => ({
    token: t.string({ required: true }),
    password: t.string({ required: true }),
  }),
});

builder.mutationField('resetPassword', (t) =>
  t.field({
    type: UserRef,
    description:
      'Sets a new password from a reset link, ends every session of the account and signs in afresh (or answers LogInMfaRequired when the account asks for a code).',
    errors: logInOutcomeErrors,
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    resolve: async (_, { input }, ctx) => {
      const outcome = await resetPassword(ctx, input, ctx.userAgent);
      if (outcome.kind === 'mfaRequired') throw new LogInMfaRequired(outcome);
      await startSignedIn(ctx, outcome, false);
      return outcome.user;
    },
  }),
);

builder.mutationField('finishLoginAssistance', (t) =>
  t.field({
    type: UserRef,
    description:
      'Finishes a log-in from the link mailed when a right password came from a new browser while others were guessing at the account (login outcome 2): signs in, or answers LogInMfaRequired when the account asks for a code. The link works once.',
    errors: logInOutcomeErrors,
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_, { token }, ctx) => {
      const outcome = await finishLoginAssistance(ctx, token, ctx.userAgent);
      if (outcome.kind === 'mfaRequired') throw new LogInMfaRequired(outcome);
      await startSignedIn(ctx, outcome, false);
      return outcome.user;
    },
  }),
);

const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  fields: (t) => ({
    currentPassword: t.string({ required: true }),
    newPassword: t.string({ required: true }),
    botCheckToken: t.string({
      description: 'The solved bot-check challenge (see botCheckChallenge), when the server checks.',
    }),
  }),
});

builder.mutationField('changePassword', (t) =>
  t.field({
    type: 'Boolean',
    description: "Changes the viewer's password; their other sessions end, this one stays.",
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    resolve: async (_, { input }, ctx) => {
      await changePassword(ctx, input, ctx.sessionToken);
      return true;
    },
  }),
);
