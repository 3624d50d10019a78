import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { addAccessProfile } from './businessCache';

const CreateLinkedBusinessMutation = graphql(`
  mutation CreateLinkedBusinessMutation($input: CreateLinkedBusinessInput!) {
    createLinkedBusiness(input: $input) {
      __typename
      ... on MutationCreateLinkedBusinessSuccess {
        data {
          ...BusinessProfileRow_profile
          ...ProfileSwitch_profile
          id
          requiresMfa
          user {
            id
            entityId
            fullName
            businessName
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
 * Creates a business profile the person owns; it joins their profiles in the cache, so the settings list and the
 * account menu's switcher show it at once.
 */
export function useCreateLinkedBusinessMutation() {
  return useMutation(CreateLinkedBusinessMutation, {
    update(cache, { data }) {
      const result = data?.createLinkedBusiness;
      if (result?.__typename !== 'MutationCreateLinkedBusinessSuccess') return;
      addAccessProfile(cache, { __typename: 'BusinessAccessProfile', id: result.data.id });
    },
  });
}
