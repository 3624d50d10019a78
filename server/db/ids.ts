const MAX_BIGINT = 9223372036854775807n;

/**
 * True when `id` can be a row id: a positive decimal that fits a Postgres bigint. Every lookup by an id that
 * came from outside checks this first, so a malformed id is "not found" rather than a database error.
 */
export function isEntityId(id: string): boolean {
  if (!/^[1-9]\d{0,18}$/.test(id)) return false;
  return BigInt(id) <= MAX_BIGINT;
}

/** The ids of a list that can be row ids (see isEntityId). */
export function entityIds(ids: readonly string[]): string[] {
  return ids.filter(isEntityId);
}
