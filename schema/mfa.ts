import {
  confirmMfaEnrollment,
  disableMfa,
  type MfaEnrollment,
  regenerateRecoveryCodes,
  startMfaEnrollment,
  userHasMfa,
  verifyLoginCode,
} from '../server/domain/mfa';
import { startSignedIn } from './browserAccounts';
import { builder } from './builder';
import { domainErrors } from './errors';
import { UserRef } from './refs';
import { ViewerRef } from './viewer';

builder.objectField(ViewerRef, 'mfaEnabled', (t) =>
  t.boolean({
    description:
      "Whether logging in asks the signed-in person for a code from an authenticator app (two-factor authentication); their own account's, also while acting for a business profile.",
    resolve: (v, _, ctx) => (v.user && ctx.actor ? userHasMfa(ctx.db, ctx.actor.id) : false),
  }),
);

const MfaEnrollmentRef = builder.objectRef<MfaEnrollment>('MfaEnrollment').implement({
  description: 'What setting up an authenticator needs: scan the QR code, or type the secret.',
  fields: (t) => ({
    secret: t.exposeString('secret', { description: 'Base32, for typing into an app that cannot scan.' }),
    otpauthUri: t.exposeString('otpauthUri'),
    qrCodeDataUrl: t.exposeString('qrCodeDataUrl', { description: 'The QR code as an SVG data: URL.' }),
  }),
});

builder.mutationField('startMfaEnrollment', (t) =>
  t.field({
    type: MfaEnrollmentRef,
    description: 'Starts setting up two-factor authentication: a new secret, not asked for until confirmed.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    resolve: (_, __, ctx) => startMfaEnrollment(ctx),
  }),
);

const ConfirmMfaEnrollmentInput = builder.inputType('ConfirmMfaEnrollmentInput', {
  fields: (t) => ({
    code: t.string({ required: true, description: 'The 6-digit code the app shows now' }),
    password: t.string({ required: true, description: 'The current password' }),
  }),
});

builder.mutationField('confirmMfaEnrollment', (t) =>
  t.field({
    type: ['String'],
    description: 'Switches two-factor authentication on; answers the 10 recovery codes, shown this once.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: ConfirmMfaEnrollmentInput, required: true }) },
    resolve: (_, { input }, ctx) => confirmMfaEnrollment(ctx, input),
  }),
);

const DisableMfaInput = builder.inputType('DisableMfaInput', {
  fields: (t) => ({
    password: t.string({ required: true }),
    code: t.string({ required: true, description: 'A code from the app, or a recovery code' }),
  }),
});

builder.mutationField('disableMfa', (t) =>
  t.boolean({
    description: 'Switches two-factor authentication off (password and a code needed).',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: DisableMfaInput, required: true }) },
    resolve: async (_, { input }, ctx) => {
      await disableMfa(ctx, input);
      return true;
    },
  }),
);

const RegenerateRecoveryCodesInput = builder.inputType('RegenerateRecoveryCodesInput', {
  fields: (t) => ({ password: t.string({ required: true }) }),
});

builder.mutationField('regenerateRecoveryCodes', (t) =>
  t.field({
    type: ['String'],
    description: 'New recovery codes (the old ones stop working), shown this once; the password is needed.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: RegenerateRecoveryCodesInput, required: true }) },
    resolve: (_, { input }, ctx) => regenerateRecoveryCodes(ctx, input),
  }),
);

const VerifyLoginCodeInput = builder.inputType('VerifyLoginCodeInput', {
  fields: (t) => ({
    ticket: t.string({ required: true, description: 'From LogInMfaRequired' }),
    code: t.string({ required: true, description: 'A code from the app, or a recovery code' }),
    addAccount: t.boolean({
      description: 'As given to logIn: keep the account signed in now among otherAccounts.',
    }),
  }),
});

builder.mutationField('verifyLoginCode', (t) =>
  t.field({
    type: UserRef,
    description: "The log-in's code step: signs in like logIn does when the code is right.",
    errors: domainErrors,
    args: { input: t.arg({ type: VerifyLoginCodeInput, required: true }) },
    resolve: async (_, { input }, ctx) => {
      const signedIn = await verifyLoginCode(ctx, input, ctx.userAgent);
      await startSignedIn(ctx, signedIn, input.addAccount);
      return signedIn.user;
    },
  }),
);
