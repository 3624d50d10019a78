import {
  changeEmail,
  type EmailSettingsView,
  emailSettings,
  resendVerificationEmail,
  verifyEmail,
} from '../server/domain/emailVerification';
import { builder } from './builder';
import { domainErrors } from './errors';

const EmailSettingsRef = builder.objectRef<EmailSettingsView>('EmailSettings').implement({
  description: "The signed-in person's email address and whether they have verified it.",
  fields: (t) => ({
    /** One cached object per account, so mutations that answer it update the settings page in place. */
    id: t.id({ resolve: (s) => `EmailSettings:${s.userId}` }),
    email: t.exposeString('email'),
    verified: t.exposeBoolean('verified'),
    resendAvailableAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When "Resend verification email" works again; null when it works now (or is not needed).',
      resolve: (s) => s.resendAvailableAt,
    }),
  }),
});

builder.queryField('emailSettings', (t) =>
  t.field({
    type: EmailSettingsRef,
    nullable: true,
    description:
      "The signed-in person's own address (theirs even while acting for a business); null signed out.",
    resolve: (_, __, ctx) => (ctx.actor ? emailSettings(ctx) : null),
  }),
);

builder.mutationField('verifyEmail', (t) =>
  t.field({
    type: EmailSettingsRef,
    description:
      'Marks an address verified from the link mailed to it (/verify-email/{token}/). Works signed out too: the link proves the mailbox.',
    errors: domainErrors,
    args: { token: t.arg.string({ required: true }) },
    resolve: (_, { token }, ctx) => verifyEmail(ctx, token),
  }),
);

builder.mutationField('resendVerificationEmail', (t) =>
  t.field({
    type: EmailSettingsRef,
    description: 'Mails a new verification link to the unverified address; at most once a minute.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    resolve: (_, __, ctx) => resendVerificationEmail(ctx),
  }),
);

const ChangeEmailInput = builder.inputType('ChangeEmailInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    currentPassword: t.string({ description: 'Needed when the account has a password.' }),
  }),
});

builder.mutationField('changeEmail', (t) =>
  t.field({
    type: EmailSettingsRef,
    description: 'Changes the address; it is unverified until the link mailed to it is opened.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: ChangeEmailInput, required: true }) },
    resolve: (_, { input }, ctx) => changeEmail(ctx, input),
  }),
);
