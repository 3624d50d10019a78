import { useMutation, useSuspenseQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { advertiserUrl } from '../../../../core/advertiserRoutes';
import { QUICK_PROMOTE_ANSWERS } from '../../../../core/quickPromote';
import { failureText } from '../../apollo/failureText';
import { getFragmentData } from '../../gql';
import type { DeliveryStatus } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { useToast } from '../../ui/toastContext';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { AdGroupForm } from './AdGroupForm';
import { CampaignSettingsFields } from './CampaignSettingsFields';
import {
  type CampaignFormValues,
  campaignFormError,
  campaignFormValues,
  campaignInput,
} from './campaignForm';
import { budgetText, STATUS_LABELS } from './campaignLabels';
import { AdsManager_campaign, CampaignEditQuery, UpdateCampaignMutation } from './operations';
import {
  useSetAdGroupStatusMutation,
  useSetAdStatusMutation,
  useSetCampaignsStatusMutation,
} from './useAdsManagerMutations';
import './ads-manager.css';

function StatusToggle(props: {
  name: string;
  status: DeliveryStatus;
  onChange: (status: DeliveryStatus) => void;
}) {
  if (props.status === 'ARCHIVED') return <span>Archived</span>;
  const next = props.status === 'ACTIVE' ? 'PAUSED' : 'ACTIVE';
  const label = props.status === 'ACTIVE' ? 'Pause' : 'Resume';
  return (
    <>
      <span>{props.status === 'ACTIVE' ? 'Active' : 'Paused'}</span>{' '}
      <Button onClick={() => props.onChange(next)} aria-label={`${label} ${props.name}`}>
        {label}
      </Button>
    </>
  );
}

/**
 * `/advertiser/{id}/ads/edit/?campaignId=…` (and `/ads/edit_draft/` for drafts): the campaign's settings, and its
 * ad groups and ads with their status toggles and totals. A draft is saved as a draft until it is published.
 */
export function CampaignEditRoute() {
  const { advertiserId = '' } = useParams();
  const [search] = useSearchParams();
  const campaignId = search.get('campaignId') ?? '';
  const { data } = useSuspenseQuery(CampaignEditQuery, {
    variables: { advertiserId, campaignId },
    fetchPolicy: 'cache-and-network',
  });
  const raw = data.viewer.advertiser?.campaign ?? null;
  const campaign = raw ? getFragmentData(AdsManager_campaign, raw) : null;
  useDocumentTitle(campaign ? `Edit ${campaign.name}` : 'Campaign not found');
  const [values, setValues] = useState<CampaignFormValues | null>(null);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [saved, setSaved] = useState(false);
  const [editingGroup, setEditingGroup] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateCampaignMutation);
  const setCampaignStatus = useSetCampaignsStatusMutation();
  const setAdGroupStatus = useSetAdGroupStatusMutation();
  const setAdStatus = useSetAdStatusMutation();
  const showToast = useToast();
  const listPath = advertiserUrl('ads_manager', { advertiserId });

  if (!raw || !campaign || data.viewer.advertiser?.entityId !== advertiserId) {
    return (
      <div className="page">
        <EmptyState title="Campaign not found" action={<Link to={listPath}>Back to the ads manager</Link>}>
          {data.viewer.isAuth
            ? "This isn't one of your campaigns, or it doesn't exist."
            : 'Log in to manage your ads.'}
        </EmptyState>
      </div>
    );
  }
  if (data.viewer.advertiser.access !== 'MANAGE') {
    // An analyst reads campaigns through their insights; this screen only changes them.
    return (
      <div className="page">
        <EmptyState
          title={campaign.name}
          action={
            <Link to={advertiserUrl('campaign_insights', { advertiserId, campaignId: campaign.entityId })}>
              See its insights
            </Link>
          }
        >
          You can read this campaign’s settings and results as an analyst; its owners and admins change it.
        </EmptyState>
      </div>
    );
  }
  const form = values ?? campaignFormValues(campaign);
  const currency = data.viewer.advertiser.currency;
  const archived = campaign.status === 'ARCHIVED';

  const save = async () => {
    setSaved(false);
    const problem = campaignFormError(form, new Date());
    if (problem) {
      setError(problem);
      return false;
    }
    try {
      const { data: answer } = await update({ variables: { campaignId, input: campaignInput(form) } });
      const result = answer?.updateCampaign;
      if (result?.__typename === 'DomainError') {
        setError({ field: result.field ?? 'form', message: failureText(result) });
        return false;
      }
      setError(null);
      setValues(null);
      setSaved(true);
      return true;
    } catch (failure) {
      setError({ field: 'form', message: failureText(failure) });
      return false;
    }
  };

  return (
    <div className="page campaign-flow">
      <p>
        <Link to={listPath}>Ads manager</Link>
      </p>
      <h1>{campaign.name}</h1>
      <p>
        Status:{' '}
        <span className={`campaign-status campaign-status--${campaign.status.toLowerCase()}`}>
          {STATUS_LABELS[campaign.status]}
        </span>{' '}
        · {budgetText(campaign.budget, campaign.budgetType, currency)} · spent{' '}
        {budgetText(campaign.spend, 'LIFETIME', currency).replace(' in total', '')}
      </p>
      {raw.quickPromoteAnswerNote ? (
        <p className="campaign-flow__answer">
          <strong>Quick promote:</strong> {raw.quickPromoteAnswerNote}{' '}
          {raw.quickPromoteAnswer !== QUICK_PROMOTE_ANSWERS.no ? (
            <Link to={advertiserUrl('conversions', { advertiserId, section: 'tag' })}>
              Get the conversion tag
            </Link>
          ) : null}
        </p>
      ) : null}
      {archived ? (
        <p>Archived campaigns cannot be changed.</p>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <CampaignSettingsFields
            values={form}
            onChange={(next) => {
              setSaved(false);
              setValues(next);
            }}
            parts={['objective', 'budget']}
            error={error}
          />
          {error?.field === 'form' || error?.field === 'billing' ? (
            <p role="alert" className="form-error">
              {error.message}
            </p>
          ) : null}
          {saved ? <p role="status">Saved.</p> : null}
          <div className="campaign-flow__actions">
            <Button
              type="submit"
              variant={campaign.status === 'DRAFT' ? 'secondary' : 'primary'}
              busy={loading}
            >
              {campaign.status === 'DRAFT' ? 'Save draft' : 'Save changes'}
            </Button>
            {campaign.status === 'DRAFT' ? (
              <Button
                variant="primary"
                onClick={async () => {
                  if ((await save()) && (await setCampaignStatus([campaign], 'ACTIVE')))
                    showToast({ text: 'Campaign published.' });
                }}
              >
                Publish
              </Button>
            ) : null}
          </div>
        </form>
      )}
      <h2>Ad groups</h2>
      {raw.adGroups.edges.length === 0 ? <p>No ad groups yet.</p> : null}
      {raw.adGroups.edges.map(({ node: group }) => (
        <section key={group.id} aria-labelledby={`ad-group-${group.id}`}>
          <h3 id={`ad-group-${group.id}`}>{group.name}</h3>
          <p>
            {archived ? (
              group.status
            ) : (
              <StatusToggle
                name={group.name}
                status={group.status}
                onChange={(status) => void setAdGroupStatus(group, status)}
              />
            )}{' '}
            · {group.targeting.country.join(', ') || 'Everywhere'}
            {group.targeting.interests.length > 0 ? ` · ${group.targeting.interests.join(', ')}` : ''} · bid{' '}
            {(group.bidMinor / 100).toFixed(2)} per 1,000 impressions · {group.impressions.toLocaleString()}{' '}
            impressions · {group.clicks.toLocaleString()} clicks
          </p>
          {archived || group.status === 'ARCHIVED' ? null : editingGroup === group.id ? (
            <AdGroupForm
              adGroup={group}
              advertiserId={advertiserId}
              audiences={data.viewer.advertiser?.audiences ?? []}
              onDone={() => setEditingGroup(null)}
            />
          ) : (
            <Button
              onClick={() => setEditingGroup(group.id)}
              aria-label={`Edit targeting and bid of ${group.name}`}
            >
              Edit targeting and bid
            </Button>
          )}
          <table className="ads-table">
            <caption className="visually-hidden">Ads in {group.name}</caption>
            <thead>
              <tr>
                <th scope="col">Ad</th>
                <th scope="col">Status</th>
                <th scope="col">Impressions</th>
                <th scope="col">Clicks</th>
              </tr>
            </thead>
            <tbody>
              {group.ads.edges.map(({ node: ad }) => (
                <tr key={ad.id}>
                  <th scope="row">{ad.name}</th>
                  <td>
                    {archived ? (
                      ad.status
                    ) : (
                      <StatusToggle
                        name={ad.name}
                        status={ad.status}
                        onChange={(status) => void setAdStatus(ad, status)}
                      />
                    )}
                  </td>
                  <td>{ad.impressions.toLocaleString()}</td>
                  <td>{ad.clicks.toLocaleString()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
