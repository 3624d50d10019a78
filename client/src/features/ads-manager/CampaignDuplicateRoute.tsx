import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { advertiserUrl } from '../../../../core/advertiserRoutes';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Spinner';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useDuplicateCampaignMutation } from './useAdsManagerMutations';

/**
 * `/advertiser/{id}/ads/duplicate/?campaignId=…`: copies the campaign (paused, or a draft's copy as a draft) and
 * opens the copy for editing; a refusal is shown with the way back.
 */
export function CampaignDuplicateRoute() {
  useDocumentTitle('Duplicate campaign');
  const { advertiserId = '' } = useParams();
  const [search] = useSearchParams();
  const campaignId = search.get('campaignId') ?? '';
  const navigate = useNavigate();
  const duplicate = useDuplicateCampaignMutation();
  const [failed, setFailed] = useState(false);
  // One copy per visit, even when the effect runs twice in development.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void duplicate(campaignId).then((copy) => {
      if (copy)
        navigate(`${advertiserUrl('ads_edit', { advertiserId })}?campaignId=${encodeURIComponent(copy)}`, {
          replace: true,
        });
      else setFailed(true);
    });
  }, [advertiserId, campaignId, duplicate, navigate]);
  if (!failed) return <Spinner label="Duplicating the campaign" />;
  return (
    <div className="page">
      <EmptyState
        title="Couldn't duplicate this campaign"
        action={<Link to={advertiserUrl('ads_manager', { advertiserId })}>Back to the ads manager</Link>}
      />
    </div>
  );
}
