import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkInput, type InputRefusal, type InputResult, TEXT_PROBLEM_MESSAGES } from '../../core/text';
import { DomainError } from '../domain/errors';
import { sendFailure } from './envelope';

/** GraphQL checks its own arguments (schema/textInputPlugin.ts), with argument paths in its own answer. */
const OWN_BOUNDARY = new Set(['/graphql']);

/**
 * The legacy resource calls carry their options as JSON inside a `data` parameter: read it here, so the texts
 * inside are checked like any other (the resource route accepts `data` as an object too).
 */
function withDataParsed(source: unknown): unknown {
  if (source === null || typeof source !== 'object') return source;
  const data = (source as { data?: unknown }).data;
  if (typeof data !== 'string' || !data.trimStart().startsWith('{')) return source;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    // The route refuses it in its own words.
    return source;
  }
  return { ...source, data: parsed };
}

function check(value: unknown): InputResult {
  return checkInput(withDataParsed(value));
}

function refuse(reply: FastifyReply, { problem, path }: InputRefusal): FastifyReply {
  return sendFailure(
    reply,
    new DomainError('VALIDATION', TEXT_PROBLEM_MESSAGES[problem], { field: path, messageDetail: path }),
  );
}

/**
 * One pre-handler for every REST route (the /v3 shim, /resource, /vx, pages, uploads' fields): the texts of
 * the body, the query string and the path parameters go through core/text.ts before any handler runs, so a
 * route added later cannot skip them. A refusal is a 400 in the failure envelope whose message_detail names
 * the field ("data.options.name", "q").
 */
export function registerTextBoundary(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest, reply) => {
    if (OWN_BOUNDARY.has(request.routeOptions.url ?? '')) return;
    const body = check(request.body);
    const query = check(request.query);
    const params = checkInput(request.params);
    if (!body.ok) return refuse(reply, body);
    if (!query.ok) return refuse(reply, query);
    if (!params.ok) return refuse(reply, params);
    request.body = body.value;
    request.query = query.value;
    request.params = params.value;
  });
}
