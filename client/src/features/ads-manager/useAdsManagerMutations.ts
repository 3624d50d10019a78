import { useMutation } from '@apollo/client/react';
import { failureText } from '../../apollo/failureText';
import type { CampaignStatus, DeliveryStatus } from '../../gql/graphql';
import { useToast } from '../../ui/toastContext';
import {
  AdsRouteQuery,
  DuplicateCampaignMutation,
  SetAdGroupStatusMutation,
  SetAdStatusMutation,
  SetCampaignsStatusMutation,
} from './operations';

/**
 * Pauses, resumes (publishing drafts) or archives campaigns, all or none. The answer's ids and statuses patch the
 * cached campaigns; the optimistic answer flips them at once and Apollo reverts it when the server refuses.
 * Returns whether the change was made.
 */
export function useSetCampaignsStatusMutation() {
  const [mutate] = useMutation(SetCampaignsStatusMutation);
  const showToast = useToast();
  return async (campaigns: readonly { id: string; entityId: string }[], status: DeliveryStatus) => {
    const optimistic: CampaignStatus = status;
    try {
      const { data } = await mutate({
        variables: { campaignIds: campaigns.map((c) => c.entityId), status },
        optimisticResponse: {
          setCampaignsStatus: {
            __typename: 'MutationSetCampaignsStatusSuccess',
            data: campaigns.map((c) => ({ __typename: 'Campaign' as const, id: c.id, status: optimistic })),
          },
        },
      });
      const result = data?.setCampaignsStatus;
      if (result?.__typename === 'DomainError') {
        showToast({ text: failureText(result) });
        return false;
      }
      return true;
    } catch (error) {
      showToast({ text: failureText(error) });
      return false;
    }
  };
}

/**
 * Duplicates a campaign. The copy belongs at the top of the server-ordered list of an advertiser that the cache
 * does not normalise, so the list is fetched again. Returns the copy's id, or null when refused.
 */
export function useDuplicateCampaignMutation() {
  const [mutate] = useMutation(DuplicateCampaignMutation, {
    refetchQueries: [AdsRouteQuery],
    awaitRefetchQueries: true,
  });
  const showToast = useToast();
  return async (campaignId: string): Promise<string | null> => {
    try {
      const { data } = await mutate({ variables: { campaignId } });
      const result = data?.duplicateCampaign;
      if (result?.__typename === 'MutationDuplicateCampaignSuccess') return result.data.entityId;
      if (result) showToast({ text: failureText(result) });
      return null;
    } catch (error) {
      showToast({ text: failureText(error) });
      return null;
    }
  };
}

/** Pauses, resumes or archives an ad group, optimistically. */
export function useSetAdGroupStatusMutation() {
  const [mutate] = useMutation(SetAdGroupStatusMutation);
  const showToast = useToast();
  return async (adGroup: { id: string; entityId: string }, status: DeliveryStatus) => {
    // The type name lets the optimistic answer patch the cached ad group.
    const data = { __typename: 'AdGroup' as const, id: adGroup.id, status };
    try {
      const { data: answer } = await mutate({
        variables: { adGroupId: adGroup.entityId, status },
        optimisticResponse: { setAdGroupStatus: { __typename: 'MutationSetAdGroupStatusSuccess', data } },
      });
      if (answer?.setAdGroupStatus.__typename === 'DomainError')
        showToast({ text: failureText(answer.setAdGroupStatus) });
    } catch (error) {
      showToast({ text: failureText(error) });
    }
  };
}

/** Pauses, resumes or archives an ad, optimistically. */
export function useSetAdStatusMutation() {
  const [mutate] = useMutation(SetAdStatusMutation);
  const showToast = useToast();
  return async (ad: { id: string; entityId: string }, status: DeliveryStatus) => {
    const data = { __typename: 'Ad' as const, id: ad.id, status };
    try {
      const { data: answer } = await mutate({
        variables: { adId: ad.entityId, status },
        optimisticResponse: { setAdStatus: { __typename: 'MutationSetAdStatusSuccess', data } },
      });
      if (answer?.setAdStatus.__typename === 'DomainError')
        showToast({ text: failureText(answer.setAdStatus) });
    } catch (error) {
      showToast({ text: failureText(error) });
    }
  };
}
