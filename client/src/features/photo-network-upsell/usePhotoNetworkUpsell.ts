import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  isPhotoNetworkLink,
  POST_CREATE_UPSELL,
  POST_CREATE_UPSELL_EXPERIMENT,
  shouldShowPhotoNetworkUpsell,
  UPSELLS_SEEN_STATE,
} from '../../../../core/photoNetworkUpsell';
import { graphql } from '../../gql';

const PhotoNetworkUpsellQuery = graphql(`
  query PhotoNetworkUpsellQuery($state: String!, $experiment: String!) {
    userState(state: $state)
    userSettings {
      connectedToInstagram
      listedWebsiteUrl
    }
    experimentEnabled(name: $experiment)
  }
`);

const MarkUpsellSeenMutation = graphql(`
  mutation MarkUpsellSeenMutation($state: String!, $value: String!) {
    setUserState(state: $state, value: $value) {
      __typename
      ... on MutationSetUserStateSuccess {
        data
      }
      ... on DomainError {
        message
      }
    }
  }
`);

/**
 * After a create, decides whether the photo-network upsell is due — all five conditions — and,
 * when it is shown, records it as seen (UserStateResource create). The settings, seen list and experiment are
 * asked for only when the pin links to the network, so nobody else is enrolled in the experiment. Any failure
 * on the way means no upsell: it never stands between a person and their saved pin.
 */
export function usePhotoNetworkUpsell() {
  const client = useApolloClient();
  const [markSeen] = useMutation(MarkUpsellSeenMutation);

  const isDue = useCallback(
    async (link: string | null | undefined): Promise<{ listedWebsiteUrl: string | null } | null> => {
      if (!isPhotoNetworkLink(link)) return null;
      try {
        const { data } = await client.query({
          query: PhotoNetworkUpsellQuery,
          variables: { state: UPSELLS_SEEN_STATE, experiment: POST_CREATE_UPSELL_EXPERIMENT },
          fetchPolicy: 'network-only',
        });
        if (!data) return null;
        const due = shouldShowPhotoNetworkUpsell({
          link,
          seen: data.userState,
          connectedToPhotoNetwork: data.userSettings.connectedToInstagram,
          listedWebsiteUrl: data.userSettings.listedWebsiteUrl,
          experimentEnabled: data.experimentEnabled,
        });
        return due ? { listedWebsiteUrl: data.userSettings.listedWebsiteUrl ?? null } : null;
      } catch {
        return null;
      }
    },
    [client],
  );

  const recordShown = useCallback(() => {
    void markSeen({ variables: { state: UPSELLS_SEEN_STATE, value: POST_CREATE_UPSELL } }).catch(() => {});
  }, [markSeen]);

  return { isDue, recordShown };
}
