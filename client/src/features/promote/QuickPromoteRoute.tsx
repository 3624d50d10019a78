import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { QuickPromoteFlow } from './QuickPromoteFlow';

/** `/advertiser/quick-promote/`: the dedicated quick-promote page, starting with pin selection. */
export function QuickPromoteRoute() {
  useDocumentTitle('Promote a Pin');
  const navigate = useNavigate();
  return (
    <div className="page quick-promote-page">
      <h1 className="quick-promote-page__title">Promote a Pin</h1>
      <p className="quick-promote-page__lead">
        Show one of your Pins to more people in their home feed. You'll be invoiced monthly; pause any time.
      </p>
      <QuickPromoteFlow pin={null} dedicated onClose={() => navigate('/')} />
    </div>
  );
}
