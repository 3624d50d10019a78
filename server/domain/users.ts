import { sql } from 'kysely';
import { entityIds } from '../db/ids';
import type { UserRow } from '../db/tables/users';
import type { RequestContext } from './context';

export async function loadUsers(ctx: RequestContext, ids: readonly string[]): Promise<(UserRow | null)[]> {
  const valid = entityIds(ids);
  if (valid.length === 0) return ids.map(() => null);
  const rows = await ctx.db.selectFrom('users').selectAll().where('id', 'in', valid).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id) ?? null);
}

export async function userByUsername(ctx: RequestContext, username: string): Promise<UserRow | null> {
  const row = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return row ?? null;
}
