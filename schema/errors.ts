import { DomainError } from '../server/domain/errors';
import { builder } from './builder';

const DomainErrorCodeEnum = builder.enumType('DomainErrorCode', {
  values: [
    'VALIDATION',
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'NOT_FOUND',
    'CONFLICT',
    'RATE_LIMITED',
    // Not a refusal: what was asked for by an old address is at the error's `redirectUrl` extension now.
    'MOVED',
  ] as const,
});

/** An expected failure with the text to show; `field` names the input it belongs under. */
builder.objectType(DomainError, {
  name: 'DomainError',
  fields: (t) => ({
    code: t.field({ type: DomainErrorCodeEnum, resolve: (e) => e.code }),
    message: t.exposeString('message'),
    messageDetail: t.exposeString('messageDetail', { nullable: true }),
    apiErrorCode: t.exposeInt('apiErrorCode'),
    field: t.exposeString('field', { nullable: true }),
    loginOutcome: t.exposeInt('loginOutcome', {
      nullable: true,
      description:
        'For a log-in that started no session, why: soft banned 0, rate limited 1, login assistance 2, password reset sent 3, prevent Facebook register 4, prevent Google register 5, suspended 6.',
    }),
  }),
});

/** Error options for every mutation: domain errors come back typed, anything else is an unexpected error. */
export const domainErrors = { types: [DomainError] };
