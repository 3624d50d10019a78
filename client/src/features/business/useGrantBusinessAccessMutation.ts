import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { upsertBusinessMember } from './businessCache';

const GrantBusinessAccessMutation = graphql(`
  mutation GrantBusinessAccessMutation($login: String!, $permission: BusinessPermission!) {
    grantBusinessAccess(login: $login, permission: $permission) {
      __typename
      ... on MutationGrantBusinessAccessSuccess {
        data {
          ...BusinessMemberRow_member
          user {
            id
          }
        }
      }
      ... on DomainError {
        code
        message
        messageDetail
        field
      }
    }
  }
`);

/**
 * Lets a business account act for (or read) the business. A new member joins the owners' list; for someone
 * already there only the permission changes, which the normalized member updates by itself.
 */
export function useGrantBusinessAccessMutation() {
  return useMutation(GrantBusinessAccessMutation, {
    update(cache, { data }) {
      const result = data?.grantBusinessAccess;
      if (result?.__typename !== 'MutationGrantBusinessAccessSuccess') return;
      upsertBusinessMember(cache, {
        __typename: 'BusinessMember',
        user: { __typename: 'User', id: result.data.user.id },
      });
    },
  });
}
