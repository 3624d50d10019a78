import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { boardMoveErrorText } from '../../../../core/boardActions';
import { GENERIC_ERROR } from '../../../../core/texts';
import { graphql } from '../../gql';
import { useToast } from '../../ui/toastContext';
import { removePinsFromCache } from './movePinsInCache';
import { readPinPlaces } from './readPinPlaces';

const DeletePinMutation = graphql(`
  mutation DeletePinMutation($pinId: String!) {
    deletePin(pinId: $pinId) {
      __typename
      ... on MutationDeletePinSuccess {
        data
      }
      ... on DomainError {
        message
        messageDetail
        apiErrorCode
      }
    }
  }
`);

/**
 * Deletes the selected pins, one request after another (a board takes one action at a time). Each
 * deleted pin leaves its board's and section's lists and counts, and the cache. Stops at the first refusal and
 * shows its text. Resolves to how many were deleted.
 */
export function useDeletePinsMutation() {
  const [mutate, state] = useMutation(DeletePinMutation);
  const client = useApolloClient();
  const showToast = useToast();
  const deletePins = useCallback(
    async (pinIds: readonly string[]): Promise<number> => {
      let deleted = 0;
      for (const pin of readPinPlaces(client.cache, pinIds)) {
        try {
          const { data } = await mutate({
            variables: { pinId: pin.entityId },
            update(cache, { data: result }) {
              if (result?.deletePin.__typename === 'MutationDeletePinSuccess')
                removePinsFromCache(cache, [pin]);
            },
          });
          const result = data?.deletePin;
          if (result?.__typename !== 'MutationDeletePinSuccess') {
            showToast({
              tone: 'error',
              text: result ? boardMoveErrorText(result, GENERIC_ERROR) : GENERIC_ERROR,
            });
            break;
          }
          client.cache.evict({ id: client.cache.identify({ __typename: 'Pin', id: pin.id }) });
          deleted++;
        } catch {
          showToast({ tone: 'error', text: GENERIC_ERROR });
          break;
        }
      }
      client.cache.gc();
      return deleted;
    },
    [mutate, client, showToast],
  );
  return [deletePins, state] as const;
}
