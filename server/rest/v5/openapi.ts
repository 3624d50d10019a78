import { z } from 'zod';
import { API_SCOPE_DESCRIPTIONS, API_SCOPES } from '../../../core/apiScopes';
import type { V5Route } from './route';
import { errorAnswer } from './schemas';

// The OpenAPI 3.0 description of /v5, generated from the same zod schemas the routes validate with, so the
// document cannot say something the server does not check.

type JsonObject = Record<string, unknown>;

const FAILURES: Record<number, string> = {
  400: 'A parameter or a body field was not accepted; the message names it.',
  401: 'No access token was sent, or it is unknown, expired or revoked.',
  403: 'The token lacks a scope this operation needs, or the person may not do this.',
  404: 'Nothing the token may see has that id.',
  409: 'The name is already used, or the thing is busy with another change.',
  429: 'Too many requests; wait before trying again.',
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as JsonObject;
  delete json.$schema;
  return json;
}

function parameters(schema: z.ZodType | null, place: 'path' | 'query'): JsonObject[] {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonObject>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: place,
      required: place === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

function operation(route: V5Route): JsonObject {
  const responses: JsonObject = {
    [route.success.status]: {
      description: route.success.description,
      ...(route.success.schema
        ? { content: { 'application/json': { schema: jsonSchema(route.success.schema, 'output') } } }
        : {}),
    },
  };
  for (const status of [...route.failures, 429]) {
    responses[status] = { description: FAILURES[status] ?? 'A failure.', content: errorContent };
  }
  responses.default = { description: 'An unexpected failure.', content: errorContent };
  return {
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    description: `${route.description}\n\nScopes: ${route.scopes.join(', ')}.`,
    security: [{ oauth2: [...route.scopes] }, { bearer: [] }],
    parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

/** The document served at /v5/openapi.json. */
export function openApiDocument(routes: readonly V5Route[]): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const route of routes) {
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Tackboard API v5',
      version: '1.0.0',
      description:
        "Boards, sections, pins, video uploads and your account, in the shapes of Pinterest's REST API v5 so " +
        'clients written for it work here. Every request needs an access token: create one under Settings → ' +
        'Access tokens, or through an OAuth app, and send it as `Authorization: Bearer <token>`. Lists answer ' +
        '`items` and a `bookmark`; pass the bookmark back to get the next page. Failures answer `{code, message}`.',
    },
    servers: [{ url: '/v5' }],
    paths,
    components: {
      schemas: { Error: jsonSchema(errorAnswer, 'output') },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'A personal access token or an OAuth access token.',
        },
        oauth2: {
          type: 'oauth2',
          flows: {
            authorizationCode: {
              authorizationUrl: '/oauth/',
              tokenUrl: '/v5/oauth/token',
              refreshUrl: '/v5/oauth/token',
              scopes: Object.fromEntries(
                API_SCOPES.map((scope) => [scope, API_SCOPE_DESCRIPTIONS.get(scope)]),
              ),
            },
          },
        },
      },
    },
  };
}
