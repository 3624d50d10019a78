import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

const cache = new WeakMap<object, Map<string, Buffer>>();

/**
 * A secret every server process on this database shares (e.g. the key that signs upload parameters): made
 * at random on first use, then read back, so the first writer wins and all processes agree.
 */
export async function serverSecret(db: Db, name: string): Promise<Buffer> {
  const known = cache.get(db)?.get(name);
  if (known) return known;
  await db
    .insertInto('server_secrets')
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  const secret = Buffer.from(row.value, 'hex');
  const forDb = cache.get(db) ?? new Map<string, Buffer>();
  forDb.set(name, secret);
  cache.set(db, forDb);
  return secret;
}
