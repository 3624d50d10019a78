import type { FastifyInstance, FastifyRequest } from 'fastify';
import { boardById, createBoard } from '../domain/boards';
import type { RequestContext } from '../domain/context';
import { DomainError, notFound, validationError } from '../domain/errors';
import { createSection, loadSections } from '../domain/sections';
import { respond } from './envelope';
import { boardJson, sectionJson } from './serializers';

type Options = Record<string, unknown>;
type Handler = (ctx: RequestContext, options: Options) => Promise<unknown>;

function text(options: Options, key: string): string {
  const value = options[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}

/**
 * The /resource/{Name}/{action}/ calls of the spec. Each maps its options onto a domain function; the
 * rules live in the domain, never here.
 */
const RESOURCES: Record<string, Partial<Record<'get' | 'create' | 'update' | 'delete', Handler>>> = {
  BoardResource: {
    get: async (ctx, o) => {
      const board = await boardById(ctx, text(o, 'board_id'));
      if (!board) throw notFound('board');
      return boardJson(ctx, board);
    },
    create: async (ctx, o) => {
      const board = await createBoard(ctx, {
        name: text(o, 'name'),
        privacy: text(o, 'privacy') === 'secret' ? 'secret' : 'public',
        description: text(o, 'description'),
      });
      const json = await boardJson(ctx, board);
      return { id: json.id, name: json.name, owner: json.owner, url: json.url, privacy: json.privacy };
    },
  },
  BoardSectionResource: {
    get: async (ctx, o) => {
      const [section] = await loadSections(ctx, [text(o, 'section_id')]);
      if (!section) throw notFound('section');
      return sectionJson(section);
    },
    create: async (ctx, o) => {
      const source = Number(o.name_source ?? 0);
      const section = await createSection(ctx, {
        boardId: text(o, 'board_id') || text(o, 'boardId'),
        name: text(o, 'name'),
        nameSource: source === 1 || source === 2 ? source : 0,
      });
      return sectionJson(section);
    },
  },
};

/** Options arrive as `data={"options":{...}}` (query string for reads, form or JSON body for writes). */
function readOptions(request: FastifyRequest): Options {
  const source = (request.method === 'GET' ? request.query : request.body) as
    | Record<string, unknown>
    | undefined;
  const raw = source?.data;
  if (typeof raw === 'string') {
    try {
      const parsed = JSON.parse(raw) as { options?: Options };
      return parsed.options ?? {};
    } catch {
      throw validationError('data must be JSON');
    }
  }
  if (raw && typeof raw === 'object') return ((raw as { options?: Options }).options ?? {}) as Options;
  return {};
}

export function registerResourceRoutes(app: FastifyInstance): void {
  app.route<{ Params: { name: string; action: string } }>({
    method: ['GET', 'POST', 'PUT', 'DELETE'],
    url: '/resource/:name/:action/',
    handler: (request, reply) =>
      respond(reply, async () => {
        const { name, action } = request.params;
        const handler = RESOURCES[name]?.[action as 'get'];
        if (!handler) throw new DomainError('NOT_FOUND', `Unknown resource ${name}/${action}`);
        if (action === 'get' ? request.method !== 'GET' : request.method === 'GET') {
          throw validationError(`${name}/${action} does not answer ${request.method}`);
        }
        return handler(request.ctx, readOptions(request));
      }),
  });
}
