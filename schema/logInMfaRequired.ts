import { LOGIN_METHOD_MULTIFACTOR } from '../core/mfa';
import { MFA_CODE_MISSING } from '../core/texts';
import { DomainError } from '../server/domain/errors';
import type { MfaChallenge } from '../server/domain/mfa';
import { builder } from './builder';

/**
 * The answer to a right password when the account asks for a code too (login method
 * "multifactor" 6): no session yet, a ticket for `verifyLoginCode` instead.
 * NOTE: it is an Error so it can travel through the errors plugin as one more member of a mutation's result
 * union (`logIn`, `resetPassword`): clients written before two-factor keep valid queries and simply see a
 * typename they do not handle, where turning the success type into a union would have broken them.
 */
export class LogInMfaRequired extends Error {
  readonly ticket: string;
  readonly expiresAt: Date;

  constructor(challenge: MfaChallenge) {
    super(MFA_CODE_MISSING);
    this.name = 'LogInMfaRequired';
    this.ticket = challenge.ticket;
    this.expiresAt = challenge.expiresAt;
  }
}

builder.objectType(LogInMfaRequired, {
  name: 'LogInMfaRequired',
  description:
    'The password was right; send a code from the authenticator (or a recovery code) with the ticket.',
  fields: (t) => ({
    ticket: t.exposeString('ticket', {
      description: 'Works once, for a few minutes, for this account only.',
    }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    loginMethod: t.int({
      description: 'The legacy login method number: 6, "multifactor".',
      resolve: () => LOGIN_METHOD_MULTIFACTOR,
    }),
    message: t.exposeString('message'),
  }),
});

/** Error options for mutations that may end in the code step instead of a session. */
export const logInOutcomeErrors = { types: [DomainError, LogInMfaRequired] };
