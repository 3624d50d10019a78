import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '../domain/context';
import { fieldsOf, listField, ownField, readBy, textField } from './fields';

/** A resource call's options, as decoded from `data={"options":{...}}`. */
export type ResourceOptions = Record<string, unknown>;
export type ResourceHandler = (ctx: RequestContext, options: ResourceOptions) => Promise<unknown>;
export const RESOURCE_ACTIONS = ['get', 'create', 'update', 'delete'] as const;
export type ResourceAction = (typeof RESOURCE_ACTIONS)[number];
export type ResourceTable = Record<string, Partial<Record<ResourceAction, ResourceHandler>>>;

export function isResourceAction(value: string): value is ResourceAction {
  return (RESOURCE_ACTIONS as readonly string[]).includes(value);
}

/** A field of a plain `/v3/…` call: from the body (form or JSON), else from the query string; '' when absent. */
export function requestField(request: FastifyRequest, key: string): string {
  return readBy(textField, requestValue(request, key), key);
}

/** A list field of a plain `/v3/…` call (a JSON list or a comma-separated text), body first; [] when absent. */
export function requestList(request: FastifyRequest, key: string): string[] {
  return readBy(listField, requestValue(request, key), key);
}

function requestValue(request: FastifyRequest, key: string): unknown {
  return ownField(fieldsOf(request.body), key) ?? ownField(fieldsOf(request.query), key);
}
