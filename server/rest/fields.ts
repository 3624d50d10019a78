import { z } from 'zod';
import { type DomainError, validationError } from '../domain/errors';

/**
 * How the legacy REST calls read their fields, as zod schemas: one definition of "a text", "a list" and "a
 * flag" for resource options, plain /v3 fields and JSON bodies alike. Legacy clients send numbers for ids and
 * "true"/"1" for flags, so those are accepted; an absent or null field is "not given"; a field of another shape
 * (an object where a text belongs, a list of objects) is refused with a text naming it, instead of being read as
 * empty.
 */

/** A text: a string as sent, a number as its decimal text, '' when absent. */
export const textField = z
  .union([z.string(), z.number().transform(String)], { error: 'must be a text' })
  .nullish()
  .transform((value) => value ?? '');

/** A list: a JSON list of texts or numbers, or one comma-separated text; [] when absent. */
export const listField = z
  .union(
    [
      z.array(z.union([z.string(), z.number().transform(String)])),
      z.string().transform((text) =>
        text
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean),
      ),
    ],
    { error: 'must be a list of texts' },
  )
  .nullish()
  .transform((value) => value ?? []);

/** A flag: true/false, "true"/"false", "1"/"0" or 1/0; null when absent or empty. */
export const flagField = z
  .union(
    [
      z.boolean(),
      z.enum(['true', '1']).transform(() => true),
      z.enum(['false', '0']).transform(() => false),
      z.literal(1).transform(() => true),
      z.literal(0).transform(() => false),
      z.literal('').transform(() => null),
    ],
    { error: 'must be true or false' },
  )
  .nullish()
  .transform((value) => value ?? null);

/** The refusal for the first problem zod found: "targeting_spec.ages must be a list of texts." */
function refusal(error: z.ZodError, fallbackPath: string): DomainError {
  const issue = error.issues[0];
  const path = issue && issue.path.length > 0 ? issue.path.join('.') : fallbackPath;
  return validationError(`${path} ${issue?.message ?? 'is malformed'}.`, path);
}

/**
 * Reads a value by its schema; a value of the wrong shape is a validation error under the field's path
 * ("board_id must be a text."). `refuse` lets an area keep its own error shape.
 */
export function readBy<T>(
  schema: z.ZodType<T>,
  value: unknown,
  name: string,
  refuse: (error: DomainError) => DomainError = (error) => error,
): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw refuse(refusal(result.error, name));
}

/** An object of fields as sent (JSON object, form body, query string, resource options); anything else is {}. */
export type Fields = Record<string, unknown>;

/** `value` as fields: a plain object keeps its own keys; a list, a text, a number or null has none. */
export function fieldsOf(value: unknown): Fields {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};
}

/** An own field of the object only: `constructor` or `__proto__` must not read Object's prototype. */
export function ownField(fields: Fields, key: string): unknown {
  return Object.hasOwn(fields, key) ? fields[key] : undefined;
}

/** The first of `keys` given as a non-empty text (aliases such as `section`/`section_id`); '' when none is. */
export function textOf(fields: Fields, ...keys: string[]): string {
  for (const key of keys) {
    const value = readBy(textField, ownField(fields, key), key);
    if (value !== '') return value;
  }
  return '';
}

export function listOf(fields: Fields, key: string): string[] {
  return readBy(listField, ownField(fields, key), key);
}

export function flagOf(fields: Fields, key: string): boolean | null {
  return readBy(flagField, ownField(fields, key), key);
}
