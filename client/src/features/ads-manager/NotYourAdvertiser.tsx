import { Link } from 'react-router';
import { advertiserUrl } from '../../../../core/advertiserRoutes';
import { EmptyState } from '../../ui/EmptyState';

/** An advertiser page asked for an account that is not the viewer's (or none, signed out): where to go instead. */
export function NotYourAdvertiser({
  title,
  signedIn,
  signedOutText,
}: {
  title: string;
  signedIn: boolean;
  signedOutText: string;
}) {
  return (
    <div className="page">
      <EmptyState title={title} action={<Link to={advertiserUrl('quick_promote_page')}>Promote a Pin</Link>}>
        {signedIn ? "This isn't your advertiser account, or it doesn't exist." : signedOutText}
      </EmptyState>
    </div>
  );
}
