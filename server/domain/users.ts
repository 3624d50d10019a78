import { sql } from 'kysely';
import { linkDomain } from '../../core/links';
import { IMAGE_COLUMNS, prefixedColumns, rowPart } from '../db/columns';
import { entityIds } from '../db/ids';
import { prepared } from '../db/preparedStatements';
import type { ImageRow } from '../db/tables/images';
import { USER_COLUMN_NAMES, USER_COLUMNS, type UserRow } from '../db/tables/users';
import type { RequestContext } from './context';
import { loadersOf } from './loaders';

export async function loadUsers(ctx: RequestContext, ids: readonly string[]): Promise<(UserRow | null)[]> {
  const valid = entityIds(ids);
  if (valid.length === 0) return ids.map(() => null);
  const rows = await ctx.db.selectFrom('users').select(USER_COLUMNS).where('id', 'in', valid).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id) ?? null);
}

/**
 * A person by their username — the profile page — read in one query with their picture and whether the viewer
 * follows or blocked them, which prime the request's loaders.
 */
export async function userByUsername(ctx: RequestContext, username: string): Promise<UserRow | null> {
  const viewerId = ctx.viewer?.id ?? null;
  // Prepared: a lookup by a unique key plans alike whatever the name.
  let query = prepared(ctx.db.selectFrom('users'))
    .leftJoin('images as user_avatars', 'user_avatars.id', 'users.image_id')
    .select(prefixedColumns('users', 'user', USER_COLUMN_NAMES))
    .select(prefixedColumns('user_avatars', 'avatar', IMAGE_COLUMNS))
    .where(sql<string>`lower(users.username)`, '=', username.toLowerCase());
  if (viewerId) {
    query = query.select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('user_follows')
            .select('user_follows.followee_id')
            .where('user_follows.follower_id', '=', viewerId)
            .whereRef('user_follows.followee_id', '=', 'users.id'),
        )
        .as('viewer__follows'),
      eb
        .exists(
          eb
            .selectFrom('user_blocks')
            .select('user_blocks.blocked_id')
            .where('user_blocks.blocker_id', '=', viewerId)
            .whereRef('user_blocks.blocked_id', '=', 'users.id'),
        )
        .as('viewer__blocks'),
    ]);
  }
  const row: Record<string, unknown> | undefined = await query.executeTakeFirst();
  const user = row ? rowPart<UserRow>(row, 'user', USER_COLUMN_NAMES) : null;
  if (!row || !user) return null;
  const loaders = loadersOf(ctx);
  loaders.users.prime(user.id, user);
  const avatar = rowPart<ImageRow>(row, 'avatar', IMAGE_COLUMNS);
  if (avatar) loaders.images.prime(avatar.id, avatar);
  loaders.followedUsers.prime(user.id, row.viewer__follows === true);
  loaders.blockedUsers.prime(user.id, row.viewer__blocks === true);
  return user;
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
