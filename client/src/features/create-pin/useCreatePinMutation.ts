import { useMutation } from '@apollo/client/react';
import { prependNewPin } from '../../apollo/prependNewPin';
import { graphql } from '../../gql';
import type { CreatePinMutationMutation } from '../../gql/graphql';

const CreatePinMutation = graphql(`
  mutation CreatePinMutation($input: CreatePinInput!) {
    createPin(input: $input) {
      __typename
      ... on MutationCreatePinSuccess {
        data {
          id
          entityId
          title
          link
          ...NewPin_pin
          ...PinSavedPreview_pin
          pinnedToBoard {
            id
            name
            url
          }
          section {
            id
            name
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

/** The pin a create made, as the mutation answered it. */
export type CreatedPin = Extract<
  NonNullable<CreatePinMutationMutation['createPin']>,
  { __typename: 'MutationCreatePinSuccess' }
>['data'];

/**
 * PinResource create: a new pin from an upload, an image link or image data. The new pin goes
 * first on its board, its section and the creator's pins wherever those lists are cached; counts and the board
 * cover come back with the answer. No refetch.
 */
export function useCreatePinMutation() {
  return useMutation(CreatePinMutation, {
    update(cache, { data }) {
      const result = data?.createPin;
      if (result?.__typename !== 'MutationCreatePinSuccess') return;
      prependNewPin(cache, result.data);
    },
  });
}
