import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { graphql } from '../../gql';

const RecordPromotedPinClickMutation = graphql(`
  mutation RecordPromotedPinClickMutation($pinId: String!) {
    recordPromotedPinClick(pinId: $pinId)
  }
`);

/**
 * Opening a promoted pin's close-up is a click for its campaign. Once per pin shown; the server leaves out the
 * advertiser's own opens and pins with no running campaign.
 */
export function useRecordPromotedClick(pinId: string | null, isPromoted: boolean): void {
  const [record] = useMutation(RecordPromotedPinClickMutation);
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!pinId || !isPromoted || counted.current === pinId) return;
    counted.current = pinId;
    // A lost count is not worth bothering the person about.
    record({ variables: { pinId } }).catch(() => {});
  }, [pinId, isPromoted, record]);
}
