import { sql } from 'kysely';
import { linkDomain } from '../../core/links';
import { entityIds } from '../db/ids';
import { USER_COLUMNS, type UserRow } from '../db/tables/users';
import type { RequestContext } from './context';

export async function loadUsers(ctx: RequestContext, ids: readonly string[]): Promise<(UserRow | null)[]> {
  const valid = entityIds(ids);
  if (valid.length === 0) return ids.map(() => null);
  const rows = await ctx.db.selectFrom('users').select(USER_COLUMNS).where('id', 'in', valid).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id) ?? null);
}

export async function userByUsername(ctx: RequestContext, username: string): Promise<UserRow | null> {
  const row = await ctx.db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return row ?? null;
}

/**
 * The official account of each link's domain (the follow card after a save): the account whose
 * listed website is on that domain — the oldest one when several list it. Null for links without one.
 */
export async function officialAccountsForLinks(
  ctx: RequestContext,
  links: readonly string[],
): Promise<(UserRow | null)[]> {
  const domains = links.map((link) => (link ? linkDomain(link) : null));
  const wanted = [...new Set(domains.filter((d): d is string => d !== null))];
  if (wanted.length === 0) return links.map(() => null);
  const listedDomain = sql<string>`regexp_replace(lower(user_settings.listed_website_url), '^[a-z]+://(www\\.)?([^/:?#]+).*$', '\\2')`;
  const rows = await ctx.db
    .selectFrom('users')
    .innerJoin('user_settings', 'user_settings.user_id', 'users.id')
    .select(USER_COLUMNS)
    .select(listedDomain.as('listed_domain'))
    .where('user_settings.listed_website_url', 'is not', null)
    .where(listedDomain, 'in', wanted)
    .orderBy('users.id')
    .execute();
  const byDomain = new Map<string, UserRow>();
  for (const { listed_domain, ...user } of rows)
    if (!byDomain.has(listed_domain)) byDomain.set(listed_domain, user);
  return domains.map((domain) => (domain ? (byDomain.get(domain) ?? null) : null));
}
