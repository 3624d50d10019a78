import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { failureText } from '../../apollo/failureText';
import { graphql } from '../../gql';
import type { UpdatePinInput } from '../../gql/graphql';

const UpdatePinMutation = graphql(`
  mutation UpdatePinMutation($input: UpdatePinInput!) {
    updatePin(input: $input) {
      __typename
      ... on MutationUpdatePinSuccess {
        data {
          id
          title
          description
          link
          linkDomain
          offsiteUrl
          altText
          product {
            price
            currency
            availability
            originalPrice
            onSale
          }
          ...ShopThePin_pin
          productTags {
            productPinId
            x
            y
            pin {
              id
              title
              imageSpec_236x {
                url
              }
            }
            product {
              price
              currency
            }
          }
          paidLink
          paidLabel
          canSetPaidLabels
          paidPartnership {
            status
            brandName
            label
            brand {
              id
              entityId
              username
              fullName
              businessName
            }
          }
        }
      }
      ... on DomainError {
        message
        messageDetail
        field
      }
    }
  }
`);

/** Why an edit was refused: the text to show, and the input it names (`title`, `link`, …) if any. */
export interface PinEditFailure {
  text: string;
  field: string | null;
}

/**
 * Edits a pin's title, description, link, alt text, product (price) and paid labels. The answer carries the pin with those fields and the ones
 * the server derives from the link (domain, offsite address), so the normalized cache updates every view of it.
 * NOTE: no optimistic answer: the edit dialog waits for the server anyway (refusals land under their field),
 * and the link's domain and offsite address are the server's to compute. Resolves to null on success.
 */
export function useUpdatePinMutation() {
  const [mutate, state] = useMutation(UpdatePinMutation);
  const updatePin = useCallback(
    async (input: UpdatePinInput): Promise<PinEditFailure | null> => {
      try {
        const { data } = await mutate({ variables: { input } });
        const result = data?.updatePin;
        if (result?.__typename === 'MutationUpdatePinSuccess') return null;
        return {
          text: failureText(result),
          field: result?.__typename === 'DomainError' ? (result.field ?? null) : null,
        };
      } catch (error) {
        return { text: failureText(error), field: null };
      }
    },
    [mutate],
  );
  return [updatePin, state] as const;
}
