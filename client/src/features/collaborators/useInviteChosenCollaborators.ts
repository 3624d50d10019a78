import { useCallback } from 'react';
import { useToast } from '../../ui/toastContext';
import type { CollaboratorCandidate } from './CollaboratorSearch';
import { type InviteTarget, useInviteCollaboratorsMutation } from './useInviteCollaboratorsMutation';

/**
 * Invites the people and addresses chosen in the create-board form to the board just created, in one call. The
 * board exists either way; a refused invitation is reported in an error toast.
 */
export function useInviteChosenCollaborators() {
  const [invite] = useInviteCollaboratorsMutation();
  const showToast = useToast();
  return useCallback(
    async (board: InviteTarget, chosen: readonly CollaboratorCandidate[]): Promise<void> => {
      if (chosen.length === 0) return;
      const failure = await invite(board, {
        userIds: chosen.flatMap((c) => (c.kind === 'user' ? [c.user.entityId] : [])),
        emails: chosen.flatMap((c) => (c.kind === 'email' ? [c.email] : [])),
      });
      if (failure) showToast({ tone: 'error', text: failure });
    },
    [invite, showToast],
  );
}
