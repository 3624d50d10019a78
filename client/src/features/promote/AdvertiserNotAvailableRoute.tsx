import { Link } from 'react-router';
import { advertiserUrl } from '../../../../core/advertiserRoutes';
import { EmptyState } from '../../ui/EmptyState';
import { useDocumentTitle } from '../../ui/useDocumentTitle';

/** Any advertiser-area screen (core/advertiserRoutes.ts) that Tackboard has not built yet: said plainly, with the way to what is. */
export function AdvertiserNotAvailableRoute() {
  useDocumentTitle('Not available yet');
  return (
    <div className="page">
      <EmptyState
        title="This part of the ads area isn't available yet"
        action={<Link to={advertiserUrl('quick_promote_page')}>Promote a Pin</Link>}
      >
        For now you can promote your Pins, manage campaigns in the ads manager and follow their reporting.
      </EmptyState>
    </div>
  );
}
