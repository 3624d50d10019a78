import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';

/**
 * Pinterest's published v5 description (tests/contracts, MIT): every /v5 answer a test receives is checked
 * against the schema it documents for that path, method and status (or its `default` answer).
 */
const CONTRACT = JSON.parse(
  readFileSync(path.resolve(__dirname, '../contracts/pinterest-api-v5-subset.json'), 'utf8'),
) as { paths: Record<string, Record<string, { responses: Record<string, { content?: unknown }> }>> };

/** OpenAPI 3.0's `nullable` beside `allOf` (no `type`), which Ajv refuses, written as "that, or null". */
function nullableAsAnyOf(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) nullableAsAnyOf(item);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  for (const value of Object.values(schema)) nullableAsAnyOf(value);
  if (schema.nullable === true && schema.type === undefined) {
    const { nullable: _nullable, ...rest } = schema;
    for (const key of Object.keys(schema)) delete schema[key];
    schema.anyOf = [rest, { type: 'null' }];
  }
}
nullableAsAnyOf(CONTRACT.paths);
nullableAsAnyOf((CONTRACT as unknown as { components: unknown }).components);

// OpenAPI 3.0 schemas: `nullable` is understood; `discriminator`, `readOnly` and `example` are annotations.
const ajv = new Ajv({ strict: false, allErrors: true });
ajv.addFormat(
  'date-time',
  (text: string) => /^\d{4}-\d\d-\d\dT/.test(text) && !Number.isNaN(Date.parse(text)),
);
ajv.addSchema(CONTRACT, 'contract');

const compiled = new Map<string, ValidateFunction>();

function pointer(...parts: string[]): string {
  return parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
}

/** Checks one answer; returns the problems (empty when it fits). Throws when the contract has no such path. */
export function contractProblems(method: string, template: string, status: number, body: unknown): string[] {
  const operation = CONTRACT.paths[template]?.[method.toLowerCase()];
  if (!operation) throw new Error(`The contract has no ${method} ${template}`);
  const documented = operation.responses[String(status)] ? String(status) : 'default';
  const response = operation.responses[documented];
  if (!response?.content) return body === null || body === '' ? [] : [`${status} should have no body`];
  const ref = `contract#/${pointer('paths', template, method.toLowerCase(), 'responses', documented, 'content', 'application/json', 'schema')}`;
  let validate = compiled.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    compiled.set(ref, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}
