import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { removeAccessProfile, removeBusinessMember } from './businessCache';

const RevokeBusinessAccessMutation = graphql(`
  mutation RevokeBusinessAccessMutation($businessId: String!, $memberId: String!) {
    revokeBusinessAccess(businessId: $businessId, memberId: $memberId) {
      __typename
      ... on DomainError {
        code
        message
        messageDetail
        field
      }
    }
  }
`);

/** The person leaves a business that let them in: it leaves their profiles (settings and switcher). */
export function useLeaveBusinessMutation() {
  const [mutate, state] = useMutation(RevokeBusinessAccessMutation, {
    update(cache, { data }, { variables }) {
      if (data?.revokeBusinessAccess.__typename !== 'MutationRevokeBusinessAccessSuccess' || !variables)
        return;
      removeAccessProfile(cache, variables.businessId);
    },
  });
  const leave = useCallback(
    (businessId: string, personId: string) => mutate({ variables: { businessId, memberId: personId } }),
    [mutate],
  );
  return [leave, state] as const;
}

/** An owner ends someone's access: they leave the owners' list of people with access. */
export function useRemoveBusinessMemberMutation() {
  const [mutate, state] = useMutation(RevokeBusinessAccessMutation);
  const remove = useCallback(
    (businessId: string, member: { id: string; entityId: string }) =>
      mutate({
        variables: { businessId, memberId: member.entityId },
        update(cache, { data }) {
          if (data?.revokeBusinessAccess.__typename !== 'MutationRevokeBusinessAccessSuccess') return;
          removeBusinessMember(cache, member.id);
        },
      }),
    [mutate],
  );
  return [remove, state] as const;
}
