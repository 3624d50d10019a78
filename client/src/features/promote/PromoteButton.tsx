import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { type FragmentType, getFragmentData } from '../../gql';
import { QuickPromote_pin, QuickPromoteSetupQuery } from './operations';
import { QuickPromoteFlow } from './QuickPromoteFlow';

/**
 * The close-up's Promote button: only on a pin the viewer may promote, and only when they qualify for
 * quick promote. Our one site type is www, so the "not on the ads site" condition always holds.
 */
export function PromoteButton(props: { pin: FragmentType<typeof QuickPromote_pin> }) {
  const pin = getFragmentData(QuickPromote_pin, props.pin);
  const { data } = useQuery(QuickPromoteSetupQuery, { skip: !pin.promotable });
  const [open, setOpen] = useState(false);
  if (!pin.promotable || !data?.viewer.quickPromoteEligible) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn--secondary btn--lg promote-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Promote
      </button>
      {open ? <QuickPromoteFlow pin={props.pin} dedicated={false} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
