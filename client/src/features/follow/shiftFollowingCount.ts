import type { ApolloCache } from '@apollo/client';

/** Moves the viewer's own "following" count when they follow or unfollow someone (if it is cached at all). */
export function shiftFollowingCount(cache: ApolloCache, viewerId: string | null, by: number): void {
  if (!viewerId) return;
  cache.modify({
    id: cache.identify({ __typename: 'User', id: viewerId }),
    fields: {
      followingCount: (count) => (typeof count === 'number' ? Math.max(0, count + by) : count),
    },
  });
}
