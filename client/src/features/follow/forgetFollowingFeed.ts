import type { ApolloCache } from '@apollo/client';

/**
 * Drops the cached following feed after a follow, unfollow or block has stuck: which pins it gains or loses is
 * the server's to say, so it is fetched again when next shown (at once if it is on screen). Done after the
 * real answer, not in the optimistic pass, so the feed is not fetched before the change is stored.
 */
export function forgetFollowingFeed(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'followingFeed' });
  cache.gc();
}
