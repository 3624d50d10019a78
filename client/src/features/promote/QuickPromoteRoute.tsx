import { skipToken, useSuspenseQuery } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router';
import { QUICK_PROMOTE_TEXTS } from '../../../../core/quickPromote';
import { graphql } from '../../gql';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { QuickPromoteFlow } from './QuickPromoteFlow';

/** The pin named in the address (`?pinId=`), when the viewer may promote it. */
const QuickPromotePinQuery = graphql(`
  query QuickPromotePinQuery($id: String!) {
    pin(id: $id) {
      id
      promotable
      ...QuickPromote_pin
    }
  }
`);

/**
 * `/advertiser/quick-promote/` (and the legacy `quick_promote`): the dedicated quick-promote page. With a `pinId`
 * it promotes that pin (Promote your Pin after saving leads here); without one, or when that pin can't be
 * promoted by the viewer, it starts with pin selection.
 */
export function QuickPromoteRoute() {
  useDocumentTitle('Promote a Pin');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const pinId = params.get('pinId')?.trim() ?? '';
  const { data } = useSuspenseQuery(
    QuickPromotePinQuery,
    pinId === '' ? skipToken : { variables: { id: pinId } },
  );
  const pin = data?.pin?.promotable ? data.pin : null;
  return (
    <div className="page quick-promote-page">
      <h1 className="quick-promote-page__title">Promote a Pin</h1>
      <p className="quick-promote-page__lead">
        Show one of your Pins to more people in their home feed. You'll be invoiced monthly; pause any time.
      </p>
      {pinId !== '' && !pin ? <p role="status">{QUICK_PROMOTE_TEXTS.pinNotPromotable}</p> : null}
      <QuickPromoteFlow key={pin?.id ?? 'choose'} pin={pin} dedicated onClose={() => navigate('/')} />
    </div>
  );
}
