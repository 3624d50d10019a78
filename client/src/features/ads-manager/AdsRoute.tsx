import { useSuspenseQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { OBJECTIVE_LABELS } from '../../../../core/adsManager';
import { advertiserUrl } from '../../../../core/advertiserRoutes';
import { BILLING_TEXTS } from '../../../../core/billing';
import { getFragmentData } from '../../gql';
import type { AdsManager_CampaignFragment } from '../../gql/graphql';
import { Button, ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { budgetText, dateText, STATUS_LABELS } from './campaignLabels';
import { AdsManager_campaign, AdsRouteQuery } from './operations';
import { useDuplicateCampaignMutation, useSetCampaignsStatusMutation } from './useAdsManagerMutations';
import './ads-manager.css';
import { NotYourAdvertiser } from './NotYourAdvertiser';

const PAGE_SIZE = 100;

function objectiveLabel(objective: string): string {
  return Object.hasOwn(OBJECTIVE_LABELS, objective)
    ? OBJECTIVE_LABELS[objective as keyof typeof OBJECTIVE_LABELS]
    : objective;
}

/** The status change a row's toggle makes: pause a running campaign, resume a paused one, publish a draft. */
function toggleOf(
  campaign: AdsManager_CampaignFragment,
): { label: string; status: 'ACTIVE' | 'PAUSED' } | null {
  if (campaign.status === 'ACTIVE') return { label: 'Pause', status: 'PAUSED' };
  if (campaign.status === 'PAUSED') return { label: 'Resume', status: 'ACTIVE' };
  if (campaign.status === 'DRAFT') return { label: 'Publish', status: 'ACTIVE' };
  return null;
}

/**
 * `/advertiser/{id}/ads/`: the ads manager's campaigns, with status toggles, edit, duplicate and archive per row,
 * and pause or resume for the selected rows at once.
 */
export function AdsRoute() {
  useDocumentTitle('Ads manager');
  const { advertiserId = '' } = useParams();
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(AdsRouteQuery, {
    variables: { advertiserId, first: PAGE_SIZE },
    // A campaign made or changed elsewhere belongs in the table; the server orders it.
    fetchPolicy: 'cache-and-network',
  });
  const setStatus = useSetCampaignsStatusMutation();
  const duplicate = useDuplicateCampaignMutation();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [showArchived, setShowArchived] = useState(false);
  const [busy, setBusy] = useState(false);
  const advertiser = data.viewer.advertiser;

  if (!advertiser || advertiser.entityId !== advertiserId) {
    return (
      <NotYourAdvertiser
        title="No ads manager here"
        signedIn={data.viewer.isAuth}
        signedOutText="Log in to manage your ads."
      />
    );
  }
  const all = advertiser.campaigns.edges.map((edge) => getFragmentData(AdsManager_campaign, edge.node));
  const campaigns = all.filter((c) => showArchived || c.status !== 'ARCHIVED');
  const chosen = campaigns.filter((c) => selected.has(c.id));
  const createPath = advertiserUrl('ads_create', { advertiserId });
  // An analyst reads the table and its reports; every button that changes something is left out.
  const manages = advertiser.access === 'MANAGE';
  const editPath = (c: AdsManager_CampaignFragment) =>
    !manages
      ? advertiserUrl('campaign_insights', { advertiserId, campaignId: c.entityId })
      : `${advertiserUrl(c.status === 'DRAFT' ? 'ads_edit_draft' : 'ads_edit', { advertiserId })}?campaignId=${encodeURIComponent(c.entityId)}`;

  const toggleSelected = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const bulk = async (status: 'ACTIVE' | 'PAUSED') => {
    const targets = chosen.filter((c) =>
      status === 'PAUSED' ? c.status === 'ACTIVE' : c.status === 'PAUSED',
    );
    if (targets.length === 0) return;
    setBusy(true);
    if (await setStatus(targets, status)) setSelected(new Set());
    setBusy(false);
  };
  const duplicateRow = async (c: AdsManager_CampaignFragment) => {
    const copy = await duplicate(c.entityId);
    if (copy)
      navigate(`${advertiserUrl('ads_edit', { advertiserId })}?campaignId=${encodeURIComponent(copy)}`);
  };

  return (
    <div className="page ads-manager">
      <div className="ads-manager__header">
        <h1>Ads manager</h1>
        {manages ? (
          <ButtonLink to={createPath} variant="primary">
            Create campaign
          </ButtonLink>
        ) : null}
      </div>
      {manages ? null : (
        <p className="ads-manager__read-only" role="status">
          You can see this account’s campaigns and reports as an analyst; its owners and admins make the
          changes.
        </p>
      )}
      <p className="ads-manager__lead">
        {advertiser.name}. Each impression is charged at its ad group's bid, within the campaign's budget;
        spend is invoiced monthly.{' '}
        <Link to={advertiserUrl('reporting_campaigns', { advertiserId })}>Reporting</Link>
        {manages ? (
          <>
            {' '}
            · <Link to={advertiserUrl('billing', { advertiserId, section: 'history' })}>Billing</Link>
          </>
        ) : null}
      </p>
      {advertiser.pausedAt ? (
        <p role="alert" className="ads-manager__paused">
          {BILLING_TEXTS.advertiserPaused(advertiser.pauseReason ?? '')}
        </p>
      ) : null}
      {all.length === 0 ? (
        <EmptyState
          title="No campaigns yet"
          action={manages ? <Link to={createPath}>Create your first campaign</Link> : undefined}
        >
          A campaign has a budget and a schedule; its ad groups choose who sees your Pins.
        </EmptyState>
      ) : (
        <>
          <div className="ads-manager__toolbar" role="toolbar" aria-label="Selected campaigns">
            {manages ? (
              <>
                <span aria-live="polite">{chosen.length} selected</span>
                <Button onClick={() => void bulk('PAUSED')} disabled={busy || chosen.length === 0}>
                  Pause selected
                </Button>
                <Button onClick={() => void bulk('ACTIVE')} disabled={busy || chosen.length === 0}>
                  Resume selected
                </Button>
              </>
            ) : null}
            <label className="ads-manager__archived">
              <input
                type="checkbox"
                checked={showArchived}
                onChange={(e) => setShowArchived(e.target.checked)}
              />{' '}
              Show archived
            </label>
          </div>
          <table className="ads-table">
            <caption className="visually-hidden">Your campaigns, newest first</caption>
            <thead>
              <tr>
                {manages ? (
                  <th scope="col">
                    <input
                      type="checkbox"
                      aria-label="Select all campaigns"
                      checked={campaigns.length > 0 && chosen.length === campaigns.length}
                      onChange={(e) =>
                        setSelected(new Set(e.target.checked ? campaigns.map((c) => c.id) : []))
                      }
                    />
                  </th>
                ) : null}
                <th scope="col">Campaign</th>
                <th scope="col">Status</th>
                <th scope="col">Objective</th>
                <th scope="col">Budget</th>
                <th scope="col">Schedule</th>
                <th scope="col">Spend</th>
                <th scope="col">Impressions</th>
                <th scope="col">Clicks</th>
                {manages ? (
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {campaigns.map((c) => {
                const toggle = toggleOf(c);
                return (
                  <tr key={c.id}>
                    {manages ? (
                      <td>
                        <input
                          type="checkbox"
                          aria-label={`Select ${c.name}`}
                          checked={selected.has(c.id)}
                          onChange={() => toggleSelected(c.id)}
                        />
                      </td>
                    ) : null}
                    <th scope="row">
                      {c.status === 'ARCHIVED' && manages ? c.name : <Link to={editPath(c)}>{c.name}</Link>}
                    </th>
                    <td>
                      <span className={`campaign-status campaign-status--${c.status.toLowerCase()}`}>
                        {STATUS_LABELS[c.status]}
                      </span>
                    </td>
                    <td>{objectiveLabel(c.objectiveType)}</td>
                    <td>{budgetText(c.budget, c.budgetType, c.currency)}</td>
                    <td>
                      {dateText(c.startsAt)} – {c.endsAt ? dateText(c.endsAt) : 'ongoing'}
                    </td>
                    <td>{budgetText(c.spend, 'LIFETIME', c.currency).replace(' in total', '')}</td>
                    <td>{c.impressions.toLocaleString()}</td>
                    <td>{c.clicks.toLocaleString()}</td>
                    {manages ? (
                      <td className="ads-table__actions">
                        {toggle ? (
                          <Button
                            onClick={() => void setStatus([c], toggle.status)}
                            aria-label={`${toggle.label} ${c.name}`}
                          >
                            {toggle.label}
                          </Button>
                        ) : null}
                        <Button onClick={() => void duplicateRow(c)} aria-label={`Duplicate ${c.name}`}>
                          Duplicate
                        </Button>
                        {c.status === 'ARCHIVED' ? null : (
                          <Button
                            variant="tertiary"
                            onClick={() => void setStatus([c], 'ARCHIVED')}
                            aria-label={`Archive ${c.name}`}
                          >
                            Archive
                          </Button>
                        )}
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
