import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError, validationError } from '../domain/errors';
import { boardResources } from './boards';
import { collaboratorResources } from './collaborators';
import { respond } from './envelope';
import { mediaResources } from './media';
import { moveResources } from './moves';
import { pinResources } from './pins';
import type { ResourceAction, ResourceOptions, ResourceTable } from './resourceTypes';
import { searchResources } from './search';
import { sectionResources } from './sections';
import { socialResources } from './social';
import { userStateResources } from './userSettings';

/**
 * The /resource/{Name}/{action}/ calls of the spec. Each maps its options onto a domain function; the rules
 * live in the domain, never here.
 */
const RESOURCES: ResourceTable = {
  ...boardResources,
  ...sectionResources,
  ...pinResources,
  ...socialResources,
  ...moveResources,
  ...collaboratorResources,
  ...mediaResources,
  ...userStateResources,
  ...searchResources,
};

const METHOD_FOR: Record<ResourceAction, string> = {
  get: 'GET',
  create: 'POST',
  update: 'PUT',
  delete: 'DELETE',
};

/** Options arrive as `data={"options":{...}}` (query string for reads, form or JSON body for writes). */
function readOptions(request: FastifyRequest): ResourceOptions {
  const source = (request.method === 'GET' ? request.query : request.body) as
    | Record<string, unknown>
    | undefined;
  const raw = source?.data;
  if (typeof raw === 'string') {
    try {
      const parsed = JSON.parse(raw) as { options?: ResourceOptions };
      return parsed.options ?? {};
    } catch {
      throw validationError('data must be JSON');
    }
  }
  if (raw && typeof raw === 'object') return (raw as { options?: ResourceOptions }).options ?? {};
  return {};
}

export function registerResourceRoutes(app: FastifyInstance): void {
  app.route<{ Params: { name: string; action: string } }>({
    method: ['GET', 'POST', 'PUT', 'DELETE'],
    url: '/resource/:name/:action/',
    handler: (request, reply) =>
      respond(reply, async () => {
        const { name, action } = request.params;
        const handler = RESOURCES[name]?.[action as ResourceAction];
        if (!handler) throw new DomainError('NOT_FOUND', `Unknown resource ${name}/${action}`);
        // Writes may also arrive as POST (as browsers' forms send them); reads are GET only.
        const expected = METHOD_FOR[action as ResourceAction];
        if (
          action === 'get'
            ? request.method !== 'GET'
            : request.method !== expected && request.method !== 'POST'
        ) {
          throw validationError(`${name}/${action} does not answer ${request.method}`);
        }
        return handler(request.ctx, readOptions(request));
      }),
  });
}
