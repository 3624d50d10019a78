import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import type { AdRecommendationKind } from '../../../../core/adRecommendations';
import { advertiserUrl } from '../../../../core/advertiserRoutes';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { NotYourAdvertiser } from '../ads-manager/NotYourAdvertiser';
import { RecommendationsQuery } from './operations';
import './recommendations.css';

/** Where each recommendation is acted on, and the words of its link. */
function actionOf(
  kind: AdRecommendationKind,
  advertiserId: string,
  campaignId: string | null,
): { to: string; label: string } {
  if (kind === 'BILLING_MISSING')
    return { to: advertiserUrl('billing', { advertiserId }), label: 'Add billing details' };
  if (kind === 'NO_CONVERSIONS')
    return {
      to: advertiserUrl('conversions', { advertiserId, section: 'tag' }),
      label: 'Check the conversion tag',
    };
  return {
    to: `${advertiserUrl('ads_edit', { advertiserId })}?campaignId=${encodeURIComponent(campaignId ?? '')}`,
    label: 'Open the campaign',
  };
}

/**
 * `/advertiser/{id}/recommendations/`: what the advertiser could change now — budgets that run out early, ad
 * groups that reach nobody, Pins that draw few clicks or were deleted, campaigns about to end, a conversion tag that
 * sends nothing — each with its numbers and a link to where it is fixed.
 */
export function RecommendationsRoute() {
  useDocumentTitle('Recommendations');
  const { advertiserId = '' } = useParams();
  const answer = useQuery(RecommendationsQuery, {
    variables: { advertiserId },
    fetchPolicy: 'cache-and-network',
  });
  const advertiser = answer.data?.viewer.advertiser;

  if (answer.data && (!advertiser || advertiser.entityId !== advertiserId)) {
    return (
      <NotYourAdvertiser
        title="No recommendations here"
        signedIn={answer.data.viewer.isAuth}
        signedOutText="Log in to see recommendations for your ads."
      />
    );
  }
  const found = advertiser?.recommendations ?? [];
  return (
    <div className="page recommendations">
      <h1>Recommendations</h1>
      <p>
        Worked out from your campaigns and their last days each time you open this page. See the numbers
        behind them in the{' '}
        <Link to={advertiserUrl('reporting_campaigns', { advertiserId })}>campaigns report</Link>.
      </p>
      {answer.loading && !answer.data ? <Spinner label="Loading recommendations" /> : null}
      {answer.error && !answer.data ? <ErrorState onRetry={() => void answer.refetch()} /> : null}
      {advertiser && found.length === 0 ? (
        <EmptyState title="Nothing to change right now">
          Your running campaigns spend within their budgets, reach people and get clicks. Check back after
          they have run a few more days.
        </EmptyState>
      ) : null}
      {found.length > 0 ? (
        <ul className="recommendations__list" aria-label="Recommendations">
          {found.map((item) => {
            const action = actionOf(item.kind, advertiserId, item.campaignId ?? null);
            return (
              <li key={`${item.kind}-${item.objectId ?? 'account'}`} className="recommendations__item">
                <h2>{item.title}</h2>
                <p>{item.text}</p>
                <Link to={action.to}>{action.label}</Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
