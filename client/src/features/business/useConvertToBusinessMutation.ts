import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const ConvertToBusinessMutation = graphql(`
  mutation ConvertToBusinessMutation($input: ConvertToBusinessInput!) {
    convertToBusiness(input: $input) {
      __typename
      ... on MutationConvertToBusinessSuccess {
        data {
          id
          isPartner
          businessName
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
 * Turns the signed-in person's own account into a business account. The answer is their User, which the cache
 * already holds as the viewer's person and own profile: isPartner and businessName update there by themselves.
 * Who has access to the business is a list the client cannot make up (the server answered "not a business" before),
 * so that answer is dropped and asked for again when next shown.
 */
export function useConvertToBusinessMutation() {
  return useMutation(ConvertToBusinessMutation, {
    update(cache, { data }) {
      if (data?.convertToBusiness.__typename !== 'MutationConvertToBusinessSuccess') return;
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'businessMembers' });
      cache.gc();
    },
  });
}
