import { ApolloServer } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import { PothosValidationError } from '@pothos/core';
import type { FastifyInstance } from 'fastify';
import type { GraphQLFormattedError } from 'graphql';
import type { GraphQLContext } from '../../schema/context';
import { schema } from '../../schema/index';
import { DomainError } from '../domain/errors';
import { httpStatusOf } from '../rest/httpStatus';
import { readAccountsCookie, setAccountsCookie, setKnownDevicesCookie, setSessionCookie } from './cookies';
import { documentSizeRule, errorCapPlugin, GRAPHQL_BODY_LIMIT, GRAPHQL_LIMITS } from './graphqlLimits';
import { graphqlMetricsPlugin } from './metrics';
import { SOCIAL_SIGNUP_COOKIE, setSocialSignupCookie } from './oidc';

export interface GraphqlOptions {
  secureCookies: boolean;
  /** Answer introspection (the explorer and codegen need it; INTROSPECTION=0 hides the schema). */
  introspection: boolean;
}

/**
 * Clients see domain errors with their texts and GraphQL's own validation errors; anything unexpected is
 * logged here and reaches the client as a bare "Unexpected error." without a stack. A domain error carries what
 * the REST twin's failure envelope says of it — the HTTP status it would answer with, its api_error_code and,
 * for a move, the new address — so a client reads a failed load the same way from either.
 */
function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof DomainError) {
    return {
      message: original.message,
      path: formatted.path,
      extensions: {
        code: original.code,
        status: httpStatusOf(original.code),
        messageDetail: original.messageDetail,
        apiErrorCode: original.apiErrorCode,
        ...(original.field ? { field: original.field } : {}),
        ...(original.redirectUrl ? { redirectUrl: original.redirectUrl } : {}),
      },
    };
  }
  // The complexity plugin refuses too deep or too costly queries before they run: say so plainly.
  if (original instanceof PothosValidationError) {
    return { message: original.message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } };
  }
  const code = formatted.extensions?.code;
  if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
    console.error(original);
    return {
      message: 'Unexpected error.',
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  }
  return formatted;
}

export async function registerGraphql(
  app: FastifyInstance,
  { secureCookies, introspection }: GraphqlOptions,
): Promise<void> {
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    formatError,
    includeStacktraceInErrorResponses: false,
    introspection,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.tokens },
    validationRules: [documentSizeRule],
    validationOptions: { maxErrors: GRAPHQL_LIMITS.errors },
    // NOTE: Apollo's own CSRF guard stays on: it is what lets cookie-less requests skip our X-CSRFToken check
    // (app.ts needsCsrfToken) — it refuses the simple requests a cross-site form or script could send.
    csrfPrevention: true,
    plugins: [
      fastifyApolloDrainPlugin(app),
      // Our own bundled GraphiQL replaces Apollo's CDN-hosted landing page.
      ApolloServerPluginLandingPageDisabled(),
      // NOTE: Apollo installs its cache-control plugin by default; it wraps every field's resolver to compute
      // cache hints no response of ours carries (answers are per viewer), about 5 % of a feed request's CPU.
      ApolloServerPluginCacheControlDisabled(),
      // No Apollo Studio: never report usage, whatever APOLLO_KEY the environment happens to hold.
      ApolloServerPluginUsageReportingDisabled(),
      errorCapPlugin(),
      graphqlMetricsPlugin(),
    ],
  });
  await apollo.start();
  const handler = fastifyApolloHandler(apollo, {
    context: async (request, reply) => ({
      ...request.ctx,
      sessionToken: request.sessionToken,
      userAgent: request.headers['user-agent'] ?? '',
      setSessionCookie: (token: string | null) => setSessionCookie(reply, token, secureCookies),
      otherAccountTokens: readAccountsCookie(request),
      setOtherAccountTokens: (tokens: string[]) => setAccountsCookie(reply, tokens, secureCookies),
      setKnownDevices: (entries: string[]) => setKnownDevicesCookie(reply, entries, secureCookies),
      socialSignupToken: request.cookies[SOCIAL_SIGNUP_COOKIE] ?? null,
      clearSocialSignupCookie: () => setSocialSignupCookie(reply, null, secureCookies),
    }),
  });
  app.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: '/graphql',
    bodyLimit: GRAPHQL_BODY_LIMIT,
    preHandler: async (request, reply) => {
      // A person opening /graphql in a browser gets the explorer rather than a JSON error.
      const isBrowser = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
      if (isBrowser && !(request.query as { query?: string }).query) await reply.redirect('/graphiql');
    },
    handler,
  });
}
