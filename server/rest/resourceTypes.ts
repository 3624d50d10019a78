import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '../domain/context';

/** A resource call's options, as decoded from `data={"options":{...}}`. */
export type ResourceOptions = Record<string, unknown>;
export type ResourceHandler = (ctx: RequestContext, options: ResourceOptions) => Promise<unknown>;
export const RESOURCE_ACTIONS = ['get', 'create', 'update', 'delete'] as const;
export type ResourceAction = (typeof RESOURCE_ACTIONS)[number];
export type ResourceTable = Record<string, Partial<Record<ResourceAction, ResourceHandler>>>;

export function isResourceAction(value: string): value is ResourceAction {
  return (RESOURCE_ACTIONS as readonly string[]).includes(value);
}

export function optionText(options: ResourceOptions, ...keys: string[]): string {
  for (const key of keys) {
    const value = options[key];
    if (typeof value === 'string' && value !== '') return value;
    if (typeof value === 'number') return String(value);
  }
  return '';
}

export function optionList(options: ResourceOptions, key: string): string[] {
  const value = options[key];
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value)
    return value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  return [];
}

export function optionBool(options: ResourceOptions, key: string): boolean | null {
  const value = options[key];
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  return null;
}

/** A field of a plain `/v3/…` call: from the body (form or JSON), else from the query string; '' when absent. */
export function requestField(request: FastifyRequest, key: string): string {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const value = body[key] ?? query[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
