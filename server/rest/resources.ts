import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError, validationError } from '../domain/errors';
import { boardResources } from './boards';
import { collaboratorResources } from './collaborators';
import { respond } from './envelope';
import { fieldsOf, ownField, readBy } from './fields';
import { mediaResources } from './media';
import { moveResources } from './moves';
import { pinResources } from './pins';
import { isResourceAction, type ResourceAction, type ResourceOptions } from './resourceTypes';
import { searchResources } from './search';
import { sectionResources } from './sections';
import { socialResources } from './social';
import { userStateResources } from './userSettings';

/**
 * The /resource/{Name}/{action}/ calls of the legacy client. Each maps its options onto a domain function;
 * the rules live in the domain, never here.
 *
 * NOTE: a Map, not an object: the request names the resource, and an object would also answer `constructor`,
 * `__proto__` and every other name its prototype has (that once called Object's own functions with the context).
 */
export const RESOURCES = new Map(
  Object.entries({
    ...boardResources,
    ...sectionResources,
    ...pinResources,
    ...socialResources,
    ...moveResources,
    ...collaboratorResources,
    ...mediaResources,
    ...userStateResources,
    ...searchResources,
  }),
);

/** A picture sent inline: the pin builder's images stay far below this; larger files go through uploads. */
const INLINE_IMAGE_BODY_LIMIT = 15 * 1024 * 1024;

const METHOD_FOR: Readonly<Record<ResourceAction, string>> = {
  get: 'GET',
  create: 'POST',
  update: 'PUT',
  delete: 'DELETE',
};

/** The `data` of a resource call: `{"options": {...}}` as JSON text, or already decoded (a JSON body). */
const resourceData = z.unknown().transform((data, context) => {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    context.addIssue({ code: 'custom', message: 'must be JSON' });
    return z.NEVER;
  }
});

/**
 * Its options: an object, or none (a number, a list or a text is refused).
 *
 * NOTE: z.custom, not z.record, so the options stay the object that was sent: z.record copies each key into a
 * new object, `__proto__` included.
 */
const resourceOptions = z
  .custom<ResourceOptions>((value) => value !== null && typeof value === 'object' && !Array.isArray(value))
  .nullish()
  .transform((options): ResourceOptions => options ?? {});

/** Options arrive as `data={"options":{...}}` (query string for reads, form or JSON body for writes). */
function readOptions(request: FastifyRequest): ResourceOptions {
  const source = fieldsOf(request.method === 'GET' ? request.query : request.body);
  const data = readBy(resourceData, ownField(source, 'data'), 'data', () =>
    validationError('data must be JSON'),
  );
  return readBy(resourceOptions, ownField(fieldsOf(data), 'options'), 'options', () =>
    validationError('options must be an object'),
  );
}

export function registerResourceRoutes(app: FastifyInstance): void {
  app.route<{ Params: { name: string; action: string } }>({
    method: ['GET', 'POST', 'PUT', 'DELETE'],
    url: '/resource/:name/:action/',
    // PinResource/create may carry the picture inline as base64 (image_base64).
    bodyLimit: INLINE_IMAGE_BODY_LIMIT,
    handler: (request, reply) =>
      respond(reply, async () => {
        const { name, action } = request.params;
        const handler = isResourceAction(action) ? RESOURCES.get(name)?.[action] : undefined;
        if (!handler || !isResourceAction(action)) throw new DomainError('NOT_FOUND', 'Unknown resource.');
        // Writes may also arrive as POST (as browsers' forms send them); reads are GET only.
        const expected = METHOD_FOR[action];
        if (
          action === 'get'
            ? request.method !== 'GET'
            : request.method !== expected && request.method !== 'POST'
        ) {
          throw validationError(`${name}/${action} does not answer ${request.method}.`);
        }
        return handler(request.ctx, readOptions(request));
      }),
  });
}
