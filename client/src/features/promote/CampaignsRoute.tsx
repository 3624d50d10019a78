import { useMutation, useSuspenseQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { advertiserUrl } from '../../../../core/advertiserRoutes';
import { pinPath } from '../../../../core/paths';
import { formatBudget, watchTimeText } from '../../../../core/quickPromote';
import { failureText } from '../../apollo/failureText';
import { useLoadMore, useNextPageFetcher } from '../../apollo/useLoadMore';
import { graphql } from '../../gql';
import type { CampaignStatus } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { useToast } from '../../ui/toastContext';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import './quick-promote.css';
import { NotYourAdvertiser } from '../ads-manager/NotYourAdvertiser';
import { ReportingNav } from '../reporting/ReportRoutes';
import { ReportView } from '../reporting/ReportView';

const CampaignsRouteQuery = graphql(`
  query CampaignsRouteQuery($first: Int!, $after: String) {
    viewer {
      isAuth
      advertiser {
        entityId
        name
        campaigns(first: $first, after: $after) {
          edges {
            node {
              id
              entityId
              name
              status
              budget
              budgetType
              spend
              currency
              isOngoing
              startsAt
              endsAt
              impressions
              clicks
              videoWatchSeconds
              conversions
              pin {
                id
                entityId
                title
                imageSpec_236x {
                  url
                  width
                  height
                }
              }
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    }
  }
`);

const SetCampaignPausedMutation = graphql(`
  mutation SetCampaignPausedMutation($campaignId: String!, $pause: Boolean!) {
    pauseCampaign(campaignId: $campaignId) @include(if: $pause) {
      __typename
      ... on MutationPauseCampaignSuccess {
        data {
          id
          status
        }
      }
      ... on DomainError {
        message
        messageDetail
      }
    }
    resumeCampaign(campaignId: $campaignId) @skip(if: $pause) {
      __typename
      ... on MutationResumeCampaignSuccess {
        data {
          id
          status
        }
      }
      ... on DomainError {
        message
        messageDetail
      }
    }
  }
`);

const STATUS_LABELS: Record<CampaignStatus, string> = {
  ACTIVE: 'Active',
  PAUSED: 'Paused',
  COMPLETED: 'Completed',
  ARCHIVED: 'Archived',
  DRAFT: 'Draft',
};
const PAGE_SIZE = 25;

function dateText(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/**
 * Pauses or resumes a campaign. The answer's id and status patch the cached campaign; the optimistic answer flips
 * the status at once and Apollo reverts it when the server refuses.
 */
function useSetCampaignPausedMutation() {
  const [mutate] = useMutation(SetCampaignPausedMutation);
  const showToast = useToast();
  return async (campaign: { id: string; entityId: string }, pause: boolean) => {
    const status: CampaignStatus = pause ? 'PAUSED' : 'ACTIVE';
    const data = { __typename: 'Campaign' as const, id: campaign.id, status };
    try {
      const { data: answer } = await mutate({
        variables: { campaignId: campaign.entityId, pause },
        optimisticResponse: pause
          ? { pauseCampaign: { __typename: 'MutationPauseCampaignSuccess', data } }
          : { resumeCampaign: { __typename: 'MutationResumeCampaignSuccess', data } },
      });
      const result = answer?.pauseCampaign ?? answer?.resumeCampaign;
      if (result?.__typename === 'DomainError') showToast({ text: failureText(result) });
    } catch (error) {
      showToast({ text: failureText(error) });
    }
  };
}

/** `/advertiser/{id}/reporting/campaigns/`: the viewer's campaigns with what was really counted. */
export function CampaignsRoute() {
  useDocumentTitle('Campaigns');
  const { advertiserId = '' } = useParams();
  const variables = { first: PAGE_SIZE };
  const { data } = useSuspenseQuery(CampaignsRouteQuery, {
    variables,
    // A campaign made a moment ago belongs at the top; the list is the server's to order.
    fetchPolicy: 'cache-and-network',
  });
  const fetchMore = useNextPageFetcher(CampaignsRouteQuery, variables);
  const setPaused = useSetCampaignPausedMutation();
  const advertiser = data.viewer.advertiser;
  const pager = useLoadMore(advertiser?.campaigns.pageInfo, fetchMore);

  if (!advertiser || advertiser.entityId !== advertiserId) {
    return (
      <NotYourAdvertiser
        title="No campaigns here"
        signedIn={data.viewer.isAuth}
        signedOutText="Log in to see your campaigns."
      />
    );
  }
  const campaigns = advertiser.campaigns.edges.map((edge) => edge.node);
  return (
    <div className="page campaigns-page">
      <h1 className="campaigns-page__title">Campaigns</h1>
      <ReportingNav advertiserId={advertiserId} />
      <p className="campaigns-page__lead">
        {advertiser.name}. Impressions, clicks and the time people watch your videos are counted as people see
        and open your Pins; spend is invoiced monthly. Create and edit campaigns in the{' '}
        <Link to={advertiserUrl('ads_manager', { advertiserId })}>ads manager</Link>.
      </p>
      {campaigns.length > 0 ? (
        <section aria-labelledby="campaigns-performance">
          <h2 id="campaigns-performance">Performance</h2>
          <ReportView advertiserId={advertiserId} level="CAMPAIGN" />
        </section>
      ) : null}
      <h2>All campaigns, all time</h2>
      {campaigns.length === 0 ? (
        <EmptyState
          title="No campaigns yet"
          action={<Link to={advertiserUrl('quick_promote_page')}>Promote a Pin</Link>}
        />
      ) : (
        <table className="campaigns-table">
          <caption className="visually-hidden">Your campaigns, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Campaign</th>
              <th scope="col">Status</th>
              <th scope="col">Budget</th>
              <th scope="col">Schedule</th>
              <th scope="col">Impressions</th>
              <th scope="col">Clicks</th>
              <th scope="col">Video watched</th>
              <th scope="col">Conversions</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {campaigns.map((campaign) => (
              <tr key={campaign.id}>
                <th scope="row" className="campaigns-table__name">
                  {campaign.pin ? (
                    <Link to={pinPath(campaign.pin.entityId)} className="campaigns-table__pin">
                      <img src={campaign.pin.imageSpec_236x.url} alt="" width={40} height={40} />
                    </Link>
                  ) : null}
                  <span>{campaign.name}</span>
                </th>
                <td>
                  <span className={`campaign-status campaign-status--${campaign.status.toLowerCase()}`}>
                    {STATUS_LABELS[campaign.status]}
                  </span>
                </td>
                <td>
                  {formatBudget(campaign.budget, campaign.currency)}
                  {campaign.budgetType === 'DAILY' ? ' a day' : ' in total'}
                </td>
                <td>
                  {dateText(campaign.startsAt)} –{' '}
                  {campaign.endsAt ? dateText(campaign.endsAt) : campaign.isOngoing ? 'ongoing' : ''}
                </td>
                <td>{campaign.impressions.toLocaleString()}</td>
                <td>{campaign.clicks.toLocaleString()}</td>
                <td>{campaign.videoWatchSeconds > 0 ? watchTimeText(campaign.videoWatchSeconds) : '—'}</td>
                <td>{campaign.conversions.toLocaleString()}</td>
                <td>
                  {campaign.status !== 'ACTIVE' && campaign.status !== 'PAUSED' ? null : (
                    <Button
                      onClick={() => void setPaused(campaign, campaign.status === 'ACTIVE')}
                      aria-label={`${campaign.status === 'ACTIVE' ? 'Pause' : 'Resume'} ${campaign.name}`}
                    >
                      {campaign.status === 'ACTIVE' ? 'Pause' : 'Resume'}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pager.hasMore ? (
        <div className="form-actions">
          <Button onClick={pager.loadMore} disabled={pager.loadingMore} busy={pager.loadingMore}>
            {pager.failed ? "Couldn't load more. Try again" : 'Show more'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
