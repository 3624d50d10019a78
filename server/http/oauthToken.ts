import OAuth2Server from '@node-oauth/oauth2-server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  OAUTH_ACCESS_TOKEN_SECONDS,
  OAUTH_REFRESH_TOKEN_SECONDS,
  OAUTH_REVOKE_PATH,
  OAUTH_TOKEN_PATH,
} from '../../core/oauth';
import { authenticateOAuthClient } from '../domain/oauthApps';
import { OAUTH_GRANT_TYPES, oauthTokenModel, revokeOAuthToken } from '../domain/oauthTokens';
import { V5_CODES } from '../rest/v5/failure';

const CLIENT_CHALLENGE = 'Basic realm="Tackboard", charset="UTF-8"';

/**
 * Browser apps (public clients with PKCE) call the token endpoints from their own origin, so any origin may read
 * their answers. That is safe because nothing a browser attaches on its own acts here: the routes read no cookie,
 * and credentials are never allowed (the origin is `*`), so a page can only spend the code, verifier, refresh
 * token or client secret it already holds. Only these two paths answer cross-origin; the rest of the app does not.
 */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  // Answers are not shared with other origins through caches keyed without the Origin header.
  vary: 'origin',
  'cross-origin-resource-policy': 'cross-origin',
};

/** The preflight a browser sends before a cross-origin POST with a header or content type it does not allow bare. */
const PREFLIGHT_HEADERS = {
  ...CORS_HEADERS,
  'access-control-allow-methods': 'POST',
  // Basic client authentication, and a JSON content type (the form type needs no permission).
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-max-age': '600',
};

/** Route options of a token endpoint: no session, and its answers (refusals and errors too) readable cross-origin. */
const TOKEN_ROUTE = {
  config: { sessionless: true },
  onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    reply.headers(CORS_HEADERS);
    return payload;
  },
};

interface OAuthFailure {
  status: number;
  error: string;
  description: string;
}

/**
 * Pinterest's v5 code for a token endpoint refusal; the body also carries OAuth's own `error` and
 * `error_description`, so both v5 clients (which read `code` and `message`) and OAuth libraries understand it.
 */
function v5CodeOf(error: string): number {
  if (error === 'invalid_client') return V5_CODES.authenticationFailed;
  if (error === 'unauthorized_client') return V5_CODES.notPermitted;
  return V5_CODES.invalidParameters;
}

/** Answers an OAuth refusal as RFC 6749 shapes it (no caching; a Basic challenge with invalid_client on 401). */
function sendFailure(reply: FastifyReply, failure: OAuthFailure): FastifyReply {
  if (failure.status === 401) reply.header('www-authenticate', CLIENT_CHALLENGE);
  return reply.status(failure.status).send({
    error: failure.error,
    error_description: failure.description,
    code: v5CodeOf(failure.error),
    message: failure.description,
  });
}

/** A form body's fields; a field sent twice is a malformed request, so it is left out and reads as missing. */
function formFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof body !== 'object' || body === null) return fields;
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

function headersOf(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/**
 * The client id and secret of an `Authorization: Basic` header (each form-encoded before encoding, as OAuth
 * says), else of the form body; null when neither names a client.
 */
function clientCredentialsOf(
  request: FastifyRequest,
  fields: Record<string, string>,
): { clientId: string; secret: string | null } | null {
  const header = request.headers.authorization;
  const basic = header ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null;
  if (basic?.[1]) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return null;
    try {
      const clientId = decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' '));
      const secret = decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' '));
      return { clientId, secret: secret === '' ? null : secret };
    } catch {
      return null;
    }
  }
  if (fields.client_id) return { clientId: fields.client_id, secret: fields.client_secret ?? null };
  return null;
}

/**
 * `POST /v5/oauth/token` (authorization_code with PKCE, refresh_token with rotation) and
 * `POST /v5/oauth/token/revoke`, shaped as Pinterest's: HTTP Basic client authentication (or client_id and
 * client_secret in the body; a public app sends only its client_id), a form-encoded body, a JSON answer. Apps
 * act for a person only, so client_credentials (app-only access) is not offered.
 */
export function registerOAuthTokenRoutes(app: FastifyInstance): void {
  for (const path of [OAUTH_TOKEN_PATH, OAUTH_REVOKE_PATH]) {
    app.options(path, TOKEN_ROUTE, async (_request, reply) =>
      reply.status(204).headers(PREFLIGHT_HEADERS).send(),
    );
  }

  app.post(OAUTH_TOKEN_PATH, TOKEN_ROUTE, async (request, reply) => {
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    const fields = formFields(request.body);
    const grantType = fields.grant_type;
    if (grantType && !(OAUTH_GRANT_TYPES as readonly string[]).includes(grantType)) {
      return sendFailure(reply, {
        status: 400,
        error: 'unsupported_grant_type',
        description: `grant_type ${grantType} is not supported; use authorization_code or refresh_token.`,
      });
    }
    const server = new OAuth2Server({
      model: oauthTokenModel(request.ctx),
      accessTokenLifetime: OAUTH_ACCESS_TOKEN_SECONDS,
      refreshTokenLifetime: OAUTH_REFRESH_TOKEN_SECONDS,
      // A public app has no secret to send; the model still refuses a confidential app that sends none.
      requireClientAuthentication: { authorization_code: false, refresh_token: false },
      alwaysIssueNewRefreshToken: true,
    });
    const oauthRequest = new OAuth2Server.Request({
      method: request.method,
      headers: headersOf(request),
      query: {},
      body: fields,
    });
    const oauthResponse = new OAuth2Server.Response();
    try {
      const token = await server.token(oauthRequest, oauthResponse);
      return reply.send({
        access_token: token.accessToken,
        refresh_token: token.refreshToken,
        response_type: grantType,
        token_type: 'bearer',
        expires_in: OAUTH_ACCESS_TOKEN_SECONDS,
        refresh_token_expires_in: OAUTH_REFRESH_TOKEN_SECONDS,
        scope: (token.scope ?? []).join(' '),
      });
    } catch (error) {
      if (!(error instanceof OAuth2Server.OAuthError)) throw error;
      if (error.code >= 500) request.log.error({ err: error }, 'OAuth token endpoint failed');
      return sendFailure(reply, {
        status: error.code >= 500 ? 500 : error.code,
        error: error.name,
        description: error.code >= 500 ? 'Sorry! Something went wrong on our end.' : error.message,
      });
    }
  });

  app.post(OAUTH_REVOKE_PATH, TOKEN_ROUTE, async (request, reply) => {
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    const fields = formFields(request.body);
    const credentials = clientCredentialsOf(request, fields);
    const client = credentials
      ? await authenticateOAuthClient(request.ctx.db, credentials.clientId, credentials.secret)
      : null;
    if (!client) {
      return sendFailure(reply, {
        status: 401,
        error: 'invalid_client',
        description: 'Authentication failed.',
      });
    }
    if (!fields.token) {
      return sendFailure(reply, {
        status: 400,
        error: 'invalid_request',
        description: 'Missing parameter: token.',
      });
    }
    // token_type_hint only says where to look first; both kinds are looked up anyway.
    const outcome = await revokeOAuthToken(request.ctx, client, fields.token);
    if (outcome === 'other_client') {
      return sendFailure(reply, {
        status: 403,
        error: 'unauthorized_client',
        description: 'You are not permitted to access that resource.',
      });
    }
    return reply.status(200).send();
  });
}
