import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { failureText } from '../../apollo/failureText';
import { graphql } from '../../gql';

const InviteCollaboratorsMutation = graphql(`
  mutation InviteCollaboratorsMutation($boardId: String!, $userIds: [String!], $emails: [String!]) {
    inviteCollaborators(boardId: $boardId, userIds: $userIds, emails: $emails) {
      __typename
      ... on MutationInviteCollaboratorsSuccess {
        data {
          entityId
          ...PendingInvite_invite
        }
      }
      ... on DomainError {
        message
        messageDetail
      }
    }
  }
`);

export const PendingInvite_invite = graphql(`
  fragment PendingInvite_invite on BoardInvite {
    entityId
    email
    status
    invitee {
      id
      entityId
      fullName
      username
      imageSmallUrl
    }
  }
`);

export interface InviteTarget {
  /** The board's cache id (global `id`) and entity id. */
  id: string;
  entityId: string;
}

/**
 * Invites people to a board by account (entity ids) or by email. The new invitations join the board's cached
 * pending list. Resolves to null on success, or the text to show.
 */
export function useInviteCollaboratorsMutation() {
  const [mutate, state] = useMutation(InviteCollaboratorsMutation);
  const invite = useCallback(
    async (board: InviteTarget, who: { userIds?: string[]; emails?: string[] }): Promise<string | null> => {
      try {
        const { data } = await mutate({
          variables: { boardId: board.entityId, userIds: who.userIds ?? [], emails: who.emails ?? [] },
          update(cache, { data: result }) {
            if (result?.inviteCollaborators.__typename !== 'MutationInviteCollaboratorsSuccess') return;
            const invites = result.inviteCollaborators.data;
            cache.modify({
              id: cache.identify({ __typename: 'Board', id: board.id }),
              fields: {
                pendingInvites(existing, { readField, toReference }) {
                  const list = existing as readonly Reference[];
                  const known = new Set(list.map((ref) => readField<string>('entityId', ref)));
                  const added = invites
                    .filter((i) => !known.has(i.entityId))
                    .map((i) => toReference({ __typename: 'BoardInvite', entityId: i.entityId }))
                    .filter((ref): ref is Reference => Boolean(ref));
                  return [...list, ...added];
                },
              },
            });
          },
        });
        const result = data?.inviteCollaborators;
        return result?.__typename === 'MutationInviteCollaboratorsSuccess' ? null : failureText(result);
      } catch (error) {
        return failureText(error);
      }
    },
    [mutate],
  );
  return [invite, state] as const;
}
