import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { MIN_WATCH_REPORT_MS } from '../../../../core/videoPlayback';
import { graphql } from '../../gql';

const RecordPromotedVideoWatchMutation = graphql(`
  mutation RecordPromotedVideoWatchMutation($pinId: String!, $watchedMs: Int!) {
    recordPromotedVideoWatch(pinId: $pinId, watchedMs: $watchedMs)
  }
`);

/**
 * Reports the time a promoted video played when it pauses: the campaign's reporting sums it. The server leaves
 * out the advertiser's own watching and pins with no running campaign.
 */
export function useRecordPromotedVideoWatch(): (pinId: string, watchedMs: number) => void {
  const [record] = useMutation(RecordPromotedVideoWatchMutation);
  return useCallback(
    (pinId, watchedMs) => {
      if (watchedMs < MIN_WATCH_REPORT_MS) return;
      // A lost report is not worth bothering the person about.
      record({ variables: { pinId, watchedMs: Math.round(watchedMs) } }).catch(() => {});
    },
    [record],
  );
}
