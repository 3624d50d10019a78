import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '../domain/context';
import { fieldsOf, flagOf, listField, listOf, ownField, readBy, textField, textOf } from './fields';

/** A resource call's options, as decoded from `data={"options":{...}}`. */
export type ResourceOptions = Record<string, unknown>;
export type ResourceHandler = (ctx: RequestContext, options: ResourceOptions) => Promise<unknown>;
export const RESOURCE_ACTIONS = ['get', 'create', 'update', 'delete'] as const;
export type ResourceAction = (typeof RESOURCE_ACTIONS)[number];
export type ResourceTable = Record<string, Partial<Record<ResourceAction, ResourceHandler>>>;

export function isResourceAction(value: string): value is ResourceAction {
  return (RESOURCE_ACTIONS as readonly string[]).includes(value);
}

/** A text option (the first of `keys` given), read by fields.ts's schema: '' when absent, refused when not a text. */
export function optionText(options: ResourceOptions, ...keys: string[]): string {
  return textOf(options, ...keys);
}

/** A list option (a JSON list or a comma-separated text), read by fields.ts's schema. */
export function optionList(options: ResourceOptions, key: string): string[] {
  return listOf(options, key);
}

/** A flag option, read by fields.ts's schema: null when absent. */
export function optionBool(options: ResourceOptions, key: string): boolean | null {
  return flagOf(options, key);
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
