import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import helmet from 'helmet';
import { ACTING_AS_HEADER } from '../../core/actingAs';
import { regionOfAcceptLanguage } from '../../core/adTargeting';
import { GOOGLE_IDENTITY_ORIGIN_PATH, GOOGLE_IDENTITY_SCRIPT } from '../../core/googleOneTap';
import { SESSION_EXPIRED } from '../../core/texts';
import type { Config } from '../config';
import type { DatabaseTarget } from '../db/connect';
import type { Db } from '../db/database';
import { type ApiGrant, authenticateBearer } from '../domain/apiTokens';
import { actingSubject } from '../domain/business';
import type { RequestContext, Viewer } from '../domain/context';
import { DomainError } from '../domain/errors';
import type { JobQueue } from '../domain/jobQueue';
import { createLoaders } from '../domain/loaders';
import type { Mailer } from '../domain/mailer';
import type { SafeFetch } from '../domain/media/fetchPolicy';
import type { MediaStore } from '../domain/media/mediaStore';
import type { OidcClient } from '../domain/oidc';
import { serverSettingsFromConfig } from '../domain/serverSettings';
import { hashToken, viewerForSession } from '../domain/sessions';
import { localMediaStore } from '../infra/localMediaStore';
import { outboxMailer, smtpMailer } from '../infra/mailers';
import { metricsTelemetry } from '../infra/metrics';
import { oidcClient } from '../infra/oidcClient';
import { s3MediaStore } from '../infra/s3MediaStore';
import { safeFetch as fetchSafely } from '../infra/safeFetch';
import { jobQueue } from '../jobs/queue';
import { registerBotCheckRoutes } from '../rest/botCheck';
import { registerBusinessRoutes } from '../rest/business';
import { failureBody, sendFailure } from '../rest/envelope';
import { registerFacebookRoutes } from '../rest/facebook';
import { registerFeedRoutes } from '../rest/feeds';
import { registerHashtagRoutes } from '../rest/hashtags';
import { registerLoginRoutes } from '../rest/login';
import { registerMediaRoutes } from '../rest/media';
import { registerOffsiteRoutes } from '../rest/offsite';
import { registerPinRoutes } from '../rest/pins';
import { registerPromoteRoutes } from '../rest/promote';
import { registerResourceRoutes } from '../rest/resources';
import { registerSocialRoutes } from '../rest/social';
import { registerTextBoundary } from '../rest/textBoundary';
import { registerUserSettingsRoutes } from '../rest/userSettings';
import { registerUserRoutes } from '../rest/users';
import { registerConversionsApi } from '../rest/v5/conversions';
import { V5_CODES, V5Failure } from '../rest/v5/failure';
import { registerV5Routes } from '../rest/v5/plugin';
import { bearerSecretOf, refuseBearer } from './bearer';
import { registerBillingRoutes } from './billing';
import { registerConversionTag } from './conversionTag';
import {
  ACCOUNTS_COOKIE,
  CSRF_COOKIE,
  CSRF_HEADER,
  ensureCsrfCookie,
  ensureVisitorCookie,
  KNOWN_DEVICES_COOKIE,
  readKnownDevicesCookie,
  SESSION_COOKIE,
} from './cookies';
import { registerDataPortRoutes } from './dataPort';
import { registerDeveloperPages } from './developers';
import { registerEmbedPages } from './embed';
import { registerGraphql } from './graphql';
import { registerHealthRoutes } from './health';
import { registerMediaFileRoutes } from './mediaFiles';
import { observeRequestDurations, registerMetricsRoute } from './metrics';
import { registerOAuthTokenRoutes } from './oauthToken';
import { registerOffsitePage } from './offsite';
import { registerOidcRoutes, SOCIAL_SIGNUP_COOKIE } from './oidc';
import { databaseRateLimitStore } from './rateLimitStore';
import { OneLineRequestLog, requestLogOptions } from './requestLog';
import { registerUploadRoutes } from './uploads';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
    sessionToken: string | null;
  }
  interface FastifyContextConfig {
    /**
     * The route never acts through the session cookie (a client authenticates itself in the request), so a
     * cookie the browser attaches cannot be abused and no CSRF token is asked for.
     */
    sessionless?: boolean;
    /**
     * Health and metrics: answered without looking at a session or an API bearer token, so a probe costs no
     * database work whatever cookies it carries (and /metrics reads its own bearer token, not an API token).
     */
    operational?: boolean;
    /**
     * The route reads no session cookie and no API token: it authenticates its caller itself (the conversions
     * API's conversion token) or takes anyone (the conversion tag), so no CSRF token is asked for either.
     */
    ownCredentials?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Fastify's default: far above any API call's JSON. */
const API_BODY_LIMIT = 1024 * 1024;

/** A hop count believes the nearest proxies only (the addresses they forward from, nearest first). */
function trustedProxies(
  setting: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** The explorer's page and its own script bundle, which are not served when the explorer is switched off. */
const EXPLORER_PATH = /^\/(graphiql(\.html)?\/?$|assets\/graphiql-)/;

/** The cookies that carry someone's authority: while a request has none of them, a forged one can do nothing. */
const AUTHORITY_COOKIES = [SESSION_COOKIE, ACCOUNTS_COOKIE, KNOWN_DEVICES_COOKIE, SOCIAL_SIGNUP_COOKIE];

/**
 * Whether a state-changing request needs the double-submit CSRF token. Not a cookie-less call to /graphql, so any
 * GraphQL client can use it: nothing a browser attaches on its own is there to abuse, and Apollo's own CSRF
 * prevention (csrfPrevention in graphql.ts) refuses the simple requests a cross-site form or script could send
 * (text/plain, form posts, GET without a preflight header), so a forged logIn (login CSRF) cannot happen there
 * either. Everywhere else (/v3, forms, /resource/) cookie-less posts still need the token: plain HTML forms can
 * send those cross-site, and one could sign the victim into the attacker's account.
 */
function needsCsrfToken(request: FastifyRequest): boolean {
  if (!STATE_CHANGING.has(request.method)) return false;
  if (request.url.split('?')[0] !== '/graphql') return true;
  return AUTHORITY_COOKIES.some((name) => request.cookies[name] !== undefined);
}

export interface AppDeps {
  config: Config;
  db: Db;
  media: MediaStore;
  mailer?: Mailer;
  jobs?: JobQueue;
  safeFetch?: SafeFetch;
  oidc?: OidcClient;
  now?: () => Date;
  /**
   * Which database `db` is (the configured one unless given): on Postgres the request rate limiter counts in
   * the database, shared by every app process; PGlite is one process by construction and counts in memory.
   */
  databaseKind?: DatabaseTarget['kind'];
  /** Where log lines go (standard output unless given; tests read them). */
  logStream?: NonNullable<Extract<FastifyServerOptions['logger'], { stream?: unknown }>['stream']>;
}

/** SMTP when SMTP_URL is set, else the outbox folder under the data directory. */
export function mailerFromConfig(config: Config): Mailer {
  return config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.publicUrl)
    : outboxMailer(config.outboxDir, config.publicUrl);
}

/** The S3-compatible bucket when S3_BUCKET is set, else the media folder under the data directory. */
export function mediaStoreFromConfig(config: Config): MediaStore {
  const { mediaStore } = config;
  return mediaStore.kind === 's3' ? s3MediaStore(mediaStore) : localMediaStore(config.mediaDir);
}

/** Builds the HTTP server: GraphQL, the legacy REST shim, media files and the built client. */
export async function buildApp({
  config,
  db,
  media,
  mailer = mailerFromConfig(config),
  jobs = jobQueue,
  safeFetch = fetchSafely,
  oidc = oidcClient,
  now = () => new Date(),
  databaseKind = config.database.kind,
  logStream,
}: AppDeps): Promise<FastifyInstance> {
  const settings = serverSettingsFromConfig(config);
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, ...requestLogOptions, ...(logStream ? { stream: logStream } : {}) },
    logController: new OneLineRequestLog(),
    // Off unless the operator names the proxies: otherwise any client could choose the address the limits count.
    trustProxy: trustedProxies(config.trustProxy),
    // API bodies are small; the routes that take a picture inline raise their own limit (uploads stream apart).
    bodyLimit: API_BODY_LIMIT,
  });

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  // Google's one-tap prompt runs Google's own script, frames and calls: allowed only where Google log-in is set up.
  const oneTap = config.socialLogin.providers.some((provider) => provider.name === 'google')
    ? [GOOGLE_IDENTITY_ORIGIN_PATH]
    : [];
  // NOTE: helmet's middleware is made once here; @fastify/helmet made it again for every request (its directives
  // parsed and checked each time, ≈ 1 % of a feed request's CPU).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Pages show pictures from other sites before they are saved (the pin-create page, the draft for
        // visitors), so https images are allowed; scripts and connections stay on our own origin.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'", ...oneTap],
        scriptSrc: ["'self'", ...(oneTap.length > 0 ? [GOOGLE_IDENTITY_SCRIPT] : [])],
        frameSrc: ["'self'", ...oneTap],
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...oneTap],
        // NOTE: only for https origins, added per response below: on a plain-http LAN address it would send the
        // browser to https for every script and stylesheet, and the page would stay blank.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The same: a browser that saw HSTS for an http-only host could not reach it any more.
    hsts: false,
    // Browsers ignore it on untrustworthy (plain-http, non-local) origins, with a console error on every page.
    crossOriginOpenerPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)),
  );
  app.addHook('onSend', async (request, reply) => {
    if (!(config.httpsOrigin || request.protocol === 'https')) return;
    reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    reply.header('cross-origin-opener-policy', 'same-origin');
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      reply.header('content-security-policy', `${policy};upgrade-insecure-requests`);
    }
  });
  if (config.rateLimitPerMinute > 0) {
    await app.register(fastifyRateLimit, {
      max: config.rateLimitPerMinute,
      timeWindow: '1 minute',
      // NOTE: a count the database cannot take lets the request through rather than failing it: /healthz must
      // stay alive while Postgres is away, and the requests that need the database fail on their own.
      ...(databaseKind === 'postgres' ? { store: databaseRateLimitStore(db, now), skipOnError: true } : {}),
      // A program with a token gets its own allowance wherever it runs from (and does not use up that of the
      // people behind the same address); anything else counts per address. Keyed by the secret's hash, as
      // stored: a token that turns out invalid is refused with 401 right after, and its 256 bits are not guessable.
      keyGenerator: (request) => {
        const secret = bearerSecretOf(request.headers.authorization);
        return secret ? `token:${hashToken(secret)}` : request.ip;
      },
      errorResponseBuilder: (request, context) => {
        const message = `Too many requests. Try again in ${context.after}.`;
        return request.url.startsWith('/v5/')
          ? new V5Failure(429, V5_CODES.rateLimited, message)
          : new DomainError('RATE_LIMITED', message);
      },
    });
  }

  observeRequestDurations(app);

  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.operational) {
      // The page's csrftoken cookie is handed out on every response, these included; nothing else is read.
      ensureCsrfCookie(request, reply, config.secureCookies);
      return;
    }
    if (!config.graphiql && request.method === 'GET' && EXPLORER_PATH.test(request.url.split('?')[0] ?? '')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    const ownCredentials = request.routeOptions.config.ownCredentials === true;
    const bearer = ownCredentials ? null : bearerSecretOf(request.headers.authorization);
    let person: Viewer | null = null;
    let grant: ApiGrant | undefined;
    let visitorId: string | undefined;
    if (bearer !== null) {
      // A bearer token is sent deliberately by a program, never attached by a browser on its own, so it needs no
      // CSRF token; the session cookie is ignored so a request acts one way only.
      const found = bearer === '' ? null : await authenticateBearer(db, bearer, now());
      if (!found) return refuseBearer(request.url, reply);
      person = found.viewer;
      grant = found.grant;
      request.sessionToken = null;
    } else if (ownCredentials || request.url.startsWith('/v5/')) {
      // /v5 is for programs and acts through bearer tokens only: a browser's cookies never act there, so it
      // needs no CSRF token either, and a request without a token is refused by the route.
      request.sessionToken = null;
    } else {
      const csrfToken = ensureCsrfCookie(request, reply, config.secureCookies);
      if (needsCsrfToken(request) && !request.routeOptions.config.sessionless) {
        const sent = request.headers[CSRF_HEADER];
        if (!request.cookies[CSRF_COOKIE] || sent !== csrfToken) {
          return reply.status(403).send(
            failureBody({
              code: 403,
              message: SESSION_EXPIRED,
              messageDetail: 'CSRF token missing or incorrect.',
            }),
          );
        }
      }
      visitorId = ensureVisitorCookie(request, reply, config.secureCookies);
      const token = request.cookies[SESSION_COOKIE] ?? null;
      person = token ? await viewerForSession(db, token, now()) : null;
      request.sessionToken = person ? token : null;
    }
    let viewer = person;
    const actingAs = request.headers[ACTING_AS_HEADER];
    if (person && typeof actingAs === 'string' && actingAs !== '') {
      try {
        viewer = await actingSubject(db, person, actingAs);
      } catch (error) {
        return sendFailure(reply, error);
      }
    }
    const region = regionOfAcceptLanguage(request.headers['accept-language']);
    request.ctx = {
      db,
      viewer,
      actor: person,
      now,
      media,
      mailer,
      jobs,
      safeFetch,
      oidc,
      settings,
      clientAddress: request.ip,
      knownDevices: readKnownDevicesCookie(request),
      telemetry: metricsTelemetry,
      ...(grant ? { grant } : {}),
      ...(visitorId ? { visitorId } : {}),
      ...(region ? { requestRegion: region } : {}),
    };
    // Made now, before GraphQL copies the context, so resolvers, REST serializers and list queries share them.
    request.ctx.loaders = createLoaders(request.ctx);
  });

  registerTextBoundary(app);

  // Anything that escapes a route or hook (a database outage while reading the session, say) is answered in
  // the envelope without detail; client errors (bad JSON, too large) keep their status and message.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof V5Failure) return reply.status(error.statusCode).send(error.body());
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      return reply
        .status(status)
        .send(failureBody({ code: status, message: error instanceof Error ? error.message : 'Bad request' }));
    }
    return sendFailure(reply, error);
  });

  // Websites embed our Save button script: it is the one file other origins may load.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.split('?')[0] === '/save-button.js')
      reply.header('cross-origin-resource-policy', 'cross-origin');
  });

  registerHealthRoutes(app, { db, media });
  registerMetricsRoute(app, { access: config.metrics, db, now });
  await registerGraphql(app, { secureCookies: config.secureCookies, introspection: config.introspection });
  registerPinRoutes(app);
  registerUserRoutes(app);
  registerLoginRoutes(app, config.secureCookies);
  registerBotCheckRoutes(app);
  registerResourceRoutes(app);
  registerSocialRoutes(app);
  registerMediaRoutes(app);
  registerUserSettingsRoutes(app);
  registerOffsiteRoutes(app);
  registerBusinessRoutes(app);
  registerHashtagRoutes(app);
  registerPromoteRoutes(app);
  registerFeedRoutes(app);
  registerFacebookRoutes(app);
  registerOffsitePage(app);
  registerConversionTag(app);
  registerConversionsApi(app);
  registerEmbedPages(app);
  registerOidcRoutes(app, config.secureCookies);
  registerOAuthTokenRoutes(app);
  await registerDataPortRoutes(app, config.uploadDir);
  registerBillingRoutes(app);
  await registerUploadRoutes(app, config.uploadDir);
  await registerV5Routes(app);
  registerDeveloperPages(app);

  registerMediaFileRoutes(app, media);

  const hasClient = existsSync(path.join(config.clientDir, 'index.html'));
  if (hasClient) {
    const hashedAssets = path.join(config.clientDir, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: config.clientDir,
      prefix: '/',
      index: false,
      wildcard: false,
      // The build writes a brotli and a gzip copy beside each file (client/build/precompress.ts), sent in its
      // place to a browser that accepts it. They get no routes of their own (a route per file, and two per copy,
      // made start-up slower).
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (reply, file) => {
        // A file under assets/ carries a hash of its content in its name: a new build makes new names, so a
        // browser keeps each one for a year without asking again. The rest (index.html, the Save button's
        // script) keep the default: asked again every time, answered 304 while unchanged.
        if (file.startsWith(hashedAssets))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    const apiPath = /^\/(v3|v5|resource|graphql|media)\//.test(request.url);
    if (wantsPage && !apiPath && hasClient) {
      if (request.url.startsWith('/graphiql')) {
        if (!config.graphiql) return reply.status(404).type('text/plain').send('Not found');
        return reply.type('text/html').sendFile('graphiql.html', config.clientDir);
      }
      return reply.type('text/html').sendFile('index.html', config.clientDir);
    }
    return reply.status(404).send(failureBody({ code: 404, message: 'Not found', apiErrorCode: 40 }));
  });

  return app;
}
