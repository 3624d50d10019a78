import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiScope } from '../../../core/apiScopes';
import { type KeysetPage, keysetCursor } from '../../db/keyset';
import { requireScope } from '../../domain/apiTokens';
import type { RequestContext } from '../../domain/context';
import { DomainError } from '../../domain/errors';

/**
 * One /v5 operation, described once: the zod schemas its path, query and body are validated with (the same
 * schemas the OpenAPI document is generated from), the scopes a token needs, its answers, and a handler that
 * maps the validated input onto domain functions. Routes hold no rule of their own.
 */
export interface V5Route {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** The path below /v5 as OpenAPI writes it: `/boards/{board_id}`. */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description: string;
  scopes: readonly ApiScope[];
  params: z.ZodType | null;
  query: z.ZodType | null;
  body: z.ZodType | null;
  /** The success answer: its status, and its body's schema (none for 204). */
  success: { status: 200 | 201 | 204; description: string; schema: z.ZodType | null };
  /** The failure statuses this operation documents (each answered with the v5 error body). */
  failures: readonly number[];
  run(ctx: RequestContext, request: FastifyRequest): Promise<unknown>;
}

const NOTHING = z.object({});

interface RouteSpec<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  method: V5Route['method'];
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description: string;
  scopes: readonly ApiScope[];
  params?: P;
  query?: Q;
  body?: B;
  success: V5Route['success'];
  failures: readonly number[];
  handler(
    ctx: RequestContext,
    input: { params: z.output<P>; query: z.output<Q>; body: z.output<B>; request: FastifyRequest },
  ): Promise<unknown>;
}

/** Refuses input that does not fit its schema with 400 and the first problem, named by where it was. */
function parsed<T extends z.ZodType>(schema: T, value: unknown, where: string): z.output<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = issue && issue.path.length > 0 ? `${where} ${issue.path.join('.')}` : where;
  throw new DomainError('VALIDATION', `Invalid ${name}: ${issue?.message ?? 'not accepted'}.`);
}

/** Describes a /v5 operation; see V5Route. */
export function v5Route<
  P extends z.ZodType = typeof NOTHING,
  Q extends z.ZodType = typeof NOTHING,
  B extends z.ZodType = typeof NOTHING,
>(spec: RouteSpec<P, Q, B>): V5Route {
  return {
    method: spec.method,
    path: spec.path,
    operationId: spec.operationId,
    tag: spec.tag,
    summary: spec.summary,
    description: spec.description,
    scopes: spec.scopes,
    params: spec.params ?? null,
    query: spec.query ?? null,
    body: spec.body ?? null,
    success: spec.success,
    failures: spec.failures,
    run: (ctx, request) => {
      for (const scope of spec.scopes) requireScope(ctx, scope);
      const input = {
        params: parsed(spec.params ?? NOTHING, request.params, 'path parameter') as z.output<P>,
        query: parsed(spec.query ?? NOTHING, request.query, 'query parameter') as z.output<Q>,
        body: parsed(spec.body ?? NOTHING, request.body, 'body field') as z.output<B>,
        request,
      };
      return spec.handler(ctx, input);
    },
  };
}

/** `bookmark` + `page_size` as every v5 list reads them: 1 to 250 items, 25 unless asked. */
export const pageQuery = z.object({
  bookmark: z.string().min(1).optional().describe('Where the previous page ended: its `bookmark`.'),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(250)
    .default(25)
    .describe('How many items a page holds, 1 to 250.'),
});

/** A v5 list page: `items` and the `bookmark` of the next page (null on the last). */
export async function v5Page<Row extends { id: string }, Item>(
  asked: { bookmark?: string | undefined; page_size: number },
  load: (page: KeysetPage) => Promise<Row[]>,
  sortKey: (row: Row) => string | number | Date,
  serialize: (rows: Row[]) => Promise<Item[]>,
): Promise<{ items: Item[]; bookmark: string | null }> {
  const rows = await load({ after: asked.bookmark ?? null, limit: asked.page_size + 1, inverted: false });
  const shown = rows.slice(0, asked.page_size);
  const last = shown[shown.length - 1];
  return {
    items: await serialize(shown),
    bookmark: rows.length > asked.page_size && last ? keysetCursor(sortKey(last), last.id) : null,
  };
}
