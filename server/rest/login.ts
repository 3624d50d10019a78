import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOGIN_METHOD_MULTIFACTOR } from '../../core/mfa';
import { SOCIAL_PROVIDERS } from '../../core/socialLogin';
import { type LogInOutcome, logIn } from '../domain/accounts';
import { rememberDevice } from '../domain/knownDevices';
import { type MfaChallenge, verifyLoginCode } from '../domain/mfa';
import { ID_TOKEN_FIELDS, logInWithIdToken } from '../domain/socialLogin';
import { setKnownDevicesCookie, setSessionCookie } from '../http/cookies';
import { respond } from './envelope';
import { requestField } from './resourceTypes';
import { userJson } from './serializers';

/**
 * The "a multi-factor step is required" answer: a success envelope, since the password was right,
 * whose data names the login method (6, multifactor) and carries the ticket for POST /v3/login/multifactor/.
 */
function multifactorJson(challenge: MfaChallenge) {
  return {
    multifactor_required: true,
    login_method: LOGIN_METHOD_MULTIFACTOR,
    ticket: challenge.ticket,
    expires_at: challenge.expiresAt.toISOString(),
  };
}

function userAgentOf(request: FastifyRequest): string {
  return request.headers['user-agent'] ?? '';
}

/**
 * The legacy log-in's payload: a provider's ID token (`facebook_id` with `facebook_token`, `google_open_id_token`,
 * `line_id_token`, `sso_id_token`) when one is sent, else a login and password.
 */
function logInFromPayload(request: FastifyRequest): Promise<LogInOutcome> {
  const facebookId = requestField(request, 'facebook_id');
  for (const provider of SOCIAL_PROVIDERS) {
    const idToken = requestField(request, ID_TOKEN_FIELDS[provider]);
    if (idToken || (provider === 'facebook' && facebookId)) {
      return logInWithIdToken(
        request.ctx,
        { provider, idToken, subject: provider === 'facebook' ? facebookId : null },
        userAgentOf(request),
      );
    }
  }
  const login = requestField(request, 'username_or_email') || requestField(request, 'email');
  return logIn(
    request.ctx,
    {
      login,
      password: requestField(request, 'password'),
      botCheckToken: requestField(request, 'bot_check_token'),
    },
    userAgentOf(request),
  );
}

/** Legacy log-in over the same domain rules as GraphQL's logIn and verifyLoginCode. */
export function registerLoginRoutes(app: FastifyInstance, secureCookies: boolean): void {
  app.post('/v3/login/', (request, reply) =>
    respond(reply, async () => {
      const outcome = await logInFromPayload(request);
      if (outcome.kind === 'mfaRequired') return multifactorJson(outcome);
      setSessionCookie(reply, outcome.sessionToken, secureCookies);
      setKnownDevicesCookie(reply, await rememberDevice(request.ctx, outcome.user.id), secureCookies);
      return userJson(request.ctx, outcome.user);
    }),
  );

  app.post('/v3/login/multifactor/', (request, reply) =>
    respond(reply, async () => {
      const { user, sessionToken } = await verifyLoginCode(
        request.ctx,
        { ticket: requestField(request, 'ticket'), code: requestField(request, 'code') },
        userAgentOf(request),
      );
      setSessionCookie(reply, sessionToken, secureCookies);
      setKnownDevicesCookie(reply, await rememberDevice(request.ctx, user.id), secureCookies);
      return userJson(request.ctx, user);
    }),
  );
}
