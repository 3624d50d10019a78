import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GOOGLE_ONE_TAP_PATH } from '../../core/googleOneTap';
import { LOGIN_PATH } from '../../core/paths';
import { safeRedirectPath } from '../../core/redirect';
import {
  CONNECTIONS_PATH,
  SOCIAL_SIGNUP_PATH,
  SOCIAL_SIGNUP_TTL_MS,
  type SocialLoginIntent,
  socialLoginErrorText,
} from '../../core/socialLogin';
import { rememberDevice } from '../domain/knownDevices';
import { OidcUnavailableError } from '../domain/oidc';
import {
  configuredProvider,
  finishSocialLogin,
  logInWithGoogleOneTap,
  redirectUriFor,
  SocialLoginFailure,
  startSocialLogin,
} from '../domain/socialLogin';
import { failureBody, ok, sendFailure } from '../rest/envelope';
import { setKnownDevicesCookie, setSessionCookie } from './cookies';

/** A random key per browser binding each trip to the provider to the browser that left (see the callback). */
const BROWSER_COOKIE = 'tb_oidc';
/** The pending "finish signing up" of this browser; read by GraphQL, hence the whole site as its path. */
export const SOCIAL_SIGNUP_COOKIE = 'tb_social_signup';

const FLOW_PATH = '/login/oidc/';

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** This browser's key, made on its first trip; httpOnly and sent only to the flow's own paths. */
function browserKey(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = request.cookies[BROWSER_COOKIE];
  if (existing && /^[A-Za-z0-9_-]{32,}$/.test(existing)) return existing;
  const key = randomBytes(24).toString('base64url');
  // NOTE: SameSite=Lax, not Strict: the provider's redirect back to us is a cross-site top-level GET, and
  // Strict would leave the cookie behind, failing every callback.
  reply.setCookie(BROWSER_COOKIE, key, {
    path: FLOW_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: 86_400,
  });
  return key;
}

export function setSocialSignupCookie(reply: FastifyReply, token: string | null, secure: boolean): void {
  if (token === null) {
    reply.clearCookie(SOCIAL_SIGNUP_COOKIE, { path: '/' });
    return;
  }
  reply.setCookie(SOCIAL_SIGNUP_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SOCIAL_SIGNUP_TTL_MS / 1000,
  });
}

function withQuery(path: string, params: Record<string, string | null>): string {
  const url = new URL(path, 'http://x');
  for (const [key, value] of Object.entries(params)) if (value !== null) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Back to where the trip started: the log-in page (keeping `next`) or, when connecting, the settings page. */
function failurePath(failure: SocialLoginFailure): string {
  if (failure.intent === 'link')
    return withQuery(CONNECTIONS_PATH, { social_error: failure.reason, provider: failure.provider });
  return withQuery(LOGIN_PATH, {
    next: failure.next === '/' ? null : failure.next,
    social_error: failure.reason,
    provider: failure.provider,
  });
}

function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store');
}

/**
 * The two GET routes of the OpenID Connect redirect flow (social log-in). Both are plain navigations:
 * the buttons are links and the provider sends the browser back with a GET, so the CSRF header never applies;
 * the state bound to the browser's cookie is what ties the answer to this browser's request.
 */
export function registerOidcRoutes(app: FastifyInstance, secureCookies: boolean): void {
  app.get<{ Params: { name: string }; Querystring: { next?: string; intent?: string } }>(
    '/login/oidc/:name/',
    async (request, reply) => {
      const provider = configuredProvider(request.ctx, request.params.name);
      if (!provider) return reply.callNotFound();
      const intent: SocialLoginIntent = request.query.intent === 'link' ? 'link' : 'login';
      const origin = requestOrigin(request);
      const next =
        intent === 'link' && !request.query.next
          ? CONNECTIONS_PATH
          : safeRedirectPath(request.query.next, origin);
      noStore(reply);
      if (intent === 'link' && !request.ctx.actor)
        return reply.redirect(withQuery(LOGIN_PATH, { next: CONNECTIONS_PATH }));
      try {
        const url = await startSocialLogin(request.ctx, {
          provider,
          intent,
          next,
          browserKey: browserKey(request, reply, secureCookies),
          redirectUri: redirectUriFor(request.ctx, provider.name, origin),
        });
        return reply.redirect(url.href);
      } catch (error) {
        if (!(error instanceof SocialLoginFailure)) throw error;
        request.log.warn(
          { err: error.cause ?? error, provider: provider.name },
          'social log-in could not start',
        );
        return reply.redirect(failurePath(error));
      }
    },
  );

  // Google's one-tap prompt: the page posts the ID token it was handed (a JSON POST, so the CSRF check applies
  // like any API call). Answers where to go next, in the legacy envelope; only where Google log-in is configured.
  app.post<{ Body: { credential?: unknown; next?: unknown } }>(
    GOOGLE_ONE_TAP_PATH,
    async (request, reply) => {
      if (!configuredProvider(request.ctx, 'google')) return reply.callNotFound();
      noStore(reply);
      const body = request.body ?? {};
      const credential = typeof body.credential === 'string' ? body.credential : '';
      const next = safeRedirectPath(typeof body.next === 'string' ? body.next : null, requestOrigin(request));
      const nextQuery = next === '/' ? null : next;
      try {
        const outcome = await logInWithGoogleOneTap(
          request.ctx,
          { credential, next },
          request.headers['user-agent'] ?? '',
        );
        switch (outcome.kind) {
          case 'signedIn':
            setSessionCookie(reply, outcome.sessionToken, secureCookies);
            setKnownDevicesCookie(reply, await rememberDevice(request.ctx, outcome.user.id), secureCookies);
            return reply.send(ok({ outcome: 'signed_in', redirect: outcome.next }));
          case 'mfaRequired':
            return reply.send(
              ok({
                outcome: 'mfa_required',
                redirect: withQuery(LOGIN_PATH, { next: nextQuery, mfa: outcome.ticket }),
              }),
            );
          case 'signup':
            setSocialSignupCookie(reply, outcome.signupToken, secureCookies);
            return reply.send(
              ok({ outcome: 'signup', redirect: withQuery(SOCIAL_SIGNUP_PATH, { next: nextQuery }) }),
            );
        }
      } catch (error) {
        if (!(error instanceof OidcUnavailableError)) return sendFailure(reply, error);
        request.log.warn({ err: error }, 'Google one tap could not check its token');
        return reply
          .status(503)
          .send(failureBody({ code: 503, message: socialLoginErrorText('unavailable', 'google') }));
      }
    },
  );

  app.get<{ Params: { name: string } }>('/login/oidc/:name/callback/', async (request, reply) => {
    const provider = configuredProvider(request.ctx, request.params.name);
    if (!provider) return reply.callNotFound();
    noStore(reply);
    const callbackUrl = new URL(redirectUriFor(request.ctx, provider.name, requestOrigin(request)));
    callbackUrl.search = new URL(request.url, 'http://x').search;
    try {
      const outcome = await finishSocialLogin(request.ctx, {
        provider,
        callbackUrl,
        browserKey: request.cookies[BROWSER_COOKIE] ?? null,
        userAgent: request.headers['user-agent'] ?? '',
      });
      const next = outcome.next === '/' ? null : outcome.next;
      switch (outcome.kind) {
        case 'signedIn':
          setSessionCookie(reply, outcome.sessionToken, secureCookies);
          // Like a password log-in, so this browser's own tries are counted apart from strangers' later.
          setKnownDevicesCookie(reply, await rememberDevice(request.ctx, outcome.user.id), secureCookies);
          return reply.redirect(outcome.next);
        case 'mfaRequired':
          // The log-in page opens at its code step with this ticket (single use, minutes, this account only).
          return reply.redirect(withQuery(LOGIN_PATH, { next, mfa: outcome.ticket }));
        case 'signup':
          setSocialSignupCookie(reply, outcome.signupToken, secureCookies);
          return reply.redirect(withQuery(SOCIAL_SIGNUP_PATH, { next }));
        case 'linked':
          return reply.redirect(
            outcome.next === CONNECTIONS_PATH
              ? withQuery(CONNECTIONS_PATH, { connected: provider.name })
              : outcome.next,
          );
      }
    } catch (error) {
      if (!(error instanceof SocialLoginFailure)) throw error;
      request.log.warn(
        { err: error.cause ?? error, provider: provider.name, reason: error.reason },
        'social log-in refused',
      );
      return reply.redirect(failurePath(error));
    }
  });
}
