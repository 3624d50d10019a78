import type { ApolloCache } from '@apollo/client';

/**
 * After the viewer joins a board, drops what the cache knew about their place on it (access, the avatar group,
 * the picker), so the board page and the picker ask the server again instead of showing a reader's view.
 */
export function forgetBoardMembership(cache: ApolloCache, boardId: string): void {
  const id = cache.identify({ __typename: 'Board', id: boardId });
  for (const fieldName of [
    'boardAccess',
    'collaboratedByMe',
    'collaboratingUsers',
    'collaboratorCount',
    'shouldShowBoardCollaborators',
    'isCollaborative',
    'pendingInvites',
  ]) {
    cache.evict({ id, fieldName });
  }
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'boardPicker' });
}
