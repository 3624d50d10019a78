import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import type { ReportLevel } from '../../../../core/adReports';
import { advertiserUrl } from '../../../../core/advertiserRoutes';
import { failureAnswerOf } from '../../apollo/failureAnswer';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { NotYourAdvertiser } from '../ads-manager/NotYourAdvertiser';
import { DateRangeControl } from './DateRangeControl';
import { AdvertiserReportQuery } from './operations';
import { ReportTable } from './ReportTable';
import { rangeQuery, useReportRange } from './reportRange';
import './reporting.css';

const EMPTY_TEXT: Record<ReportLevel, string> = {
  CAMPAIGN: 'No campaigns yet',
  AD_GROUP: 'No ad groups here',
  AD: 'No ads here',
};

/**
 * One level of the advertiser's report for the address's dates (and campaign_id or ad_group_id to narrow it):
 * the date control, then loading, the refusal, an empty state or the table.
 */
export function ReportView({ advertiserId, level }: { advertiserId: string; level: ReportLevel }) {
  const { range, setRange, params } = useReportRange();
  const campaignId = params.get('campaign_id');
  const adGroupId = params.get('ad_group_id');
  const { data, previousData, loading, error, refetch } = useQuery(AdvertiserReportQuery, {
    variables: { advertiserId, level, from: range.from, to: range.to, campaignId, adGroupId },
    fetchPolicy: 'cache-and-network',
  });
  const report = (data ?? previousData)?.advertiserReport;
  const failure = error ? failureAnswerOf(error) : null;
  if (error && (failure?.status === 404 || failure?.status === 401)) {
    return (
      <NotYourAdvertiser
        title="No report here"
        signedIn={failure.status === 404}
        signedOutText="Log in to see your reports."
      />
    );
  }
  const rows = report?.rows.map((row) => ({ ...row, id: row.entityId })) ?? [];
  const narrowed = rows[0] && (campaignId || adGroupId) ? rows[0] : null;

  return (
    <section className="report-view" aria-busy={loading}>
      <DateRangeControl key={`${range.from}/${range.to}`} range={range} onChange={(next) => setRange(next)} />
      {narrowed ? (
        <p className="report-view__filter">
          {adGroupId ? `Ads of ${narrowed.adGroupName}` : `Ad groups of ${narrowed.campaignName}`} ·{' '}
          <Link
            to={advertiserUrl(level === 'AD' ? 'reporting_ads' : 'reporting_adgroups', {
              advertiserId,
              query: rangeQuery(range),
            })}
          >
            Show all
          </Link>
        </p>
      ) : null}
      {!report && loading ? <Spinner label="Loading the report" /> : null}
      {error && !report ? <ErrorState onRetry={() => void refetch()} /> : null}
      {report && rows.length === 0 ? (
        <EmptyState
          title={EMPTY_TEXT[level]}
          action={<Link to={advertiserUrl('ads_create', { advertiserId })}>Create a campaign</Link>}
        >
          Campaigns you create in the ads manager appear here with what they did each day.
        </EmptyState>
      ) : null}
      {report && rows.length > 0 ? (
        <ReportTable
          advertiserId={advertiserId}
          level={level}
          rows={rows}
          currency={report.currency}
          range={{ from: report.from, to: report.to }}
        />
      ) : null}
    </section>
  );
}
