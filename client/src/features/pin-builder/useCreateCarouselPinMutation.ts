import { useMutation } from '@apollo/client/react';
import { prependNewPin } from '../../apollo/prependNewPin';
import { graphql } from '../../gql';

const CreateCarouselPinMutation = graphql(`
  mutation CreateCarouselPinMutation($input: CreateCarouselPinInput!) {
    createCarouselPin(input: $input) {
      __typename
      ... on MutationCreateCarouselPinSuccess {
        data {
          id
          entityId
          title
          link
          ...NewPin_pin
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

/** A carousel pin from 2 to 5 finished uploads; it goes first on its board wherever that list is cached. */
export function useCreateCarouselPinMutation() {
  return useMutation(CreateCarouselPinMutation, {
    update(cache, { data }) {
      const result = data?.createCarouselPin;
      if (result?.__typename !== 'MutationCreateCarouselPinSuccess') return;
      prependNewPin(cache, result.data);
    },
  });
}
