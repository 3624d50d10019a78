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

/**
 * True for the database's refusal to read a text as a bigint (not a number, or past its range): what an id from
 * outside gets when a code path forgot isEntityId. The request boundaries answer it as "not found", never as a
 * server error.
 */
export function isRowIdRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (code === '22P02' || code === '22003') && typeof message === 'string' && message.includes('bigint');
}
