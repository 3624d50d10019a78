import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { Link, useMatch } from 'react-router';
import { changeText, toCsv } from '../../../../core/adReports';
import { advertiserUrl, CAMPAIGN_INSIGHTS_PATTERN } from '../../../../core/advertiserRoutes';
import { failureAnswerOf } from '../../apollo/failureAnswer';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { NotYourAdvertiser } from '../ads-manager/NotYourAdvertiser';
import { DateRangeControl } from './DateRangeControl';
import { downloadCsv } from './downloadCsv';
import { formatMetric, METRIC_KEYS, METRIC_LABELS, type MetricKey, watchText } from './formatMetric';
import { MetricChart } from './MetricChart';
import { CampaignInsightsQuery } from './operations';
import { ReportingNav } from './ReportRoutes';
import { rangeQuery, useReportRange } from './reportRange';
import './reporting.css';

/**
 * `/advertiser/{id}/campaign-insights/{campaignId}/?start_date&end_date&comp_start_date&comp_end_date`: a
 * campaign's metrics over time, the comparison period overlaid, totals with their change, the days as a table and
 * as CSV.
 */
export function CampaignInsightsRoute() {
  // Matched by its own pattern: the advertiser area's router gives its screens only the advertiser's id.
  const { advertiserId = '', campaignId = '' } = useMatch(CAMPAIGN_INSIGHTS_PATTERN)?.params ?? {};
  const { range, comparison, setRange } = useReportRange();
  const [metric, setMetric] = useState<MetricKey>('impressions');
  const { data, previousData, loading, error, refetch } = useQuery(CampaignInsightsQuery, {
    variables: {
      advertiserId,
      campaignId,
      from: range.from,
      to: range.to,
      compareFrom: comparison.from,
      compareTo: comparison.to,
    },
    fetchPolicy: 'cache-and-network',
  });
  const insights = (data ?? previousData)?.campaignInsights;
  useDocumentTitle(insights ? `${insights.campaign.name} · Insights` : 'Campaign insights');
  const days = insights?.days ?? [];
  const comparisonDays = insights?.comparisonDays ?? [];
  const totals = insights?.totals ?? null;
  const comparisonTotals = insights?.comparisonTotals ?? null;
  const currency = insights?.currency ?? 'USD';

  const labels = useMemo(() => days.map((d) => d.day), [days]);
  const current = useMemo(
    () => ({ label: `${range.from} – ${range.to}`, values: days.map((d) => d[metric]) }),
    [days, metric, range],
  );
  const previous = useMemo(
    () => ({
      label: `${comparison.from} – ${comparison.to}`,
      values: comparisonDays.map((d) => d[metric]),
    }),
    [comparisonDays, metric, comparison],
  );
  const format = useCallback((value: number) => formatMetric(metric, value, currency), [metric, currency]);

  const failure = error ? failureAnswerOf(error) : null;
  if (error && (failure?.status === 404 || failure?.status === 401)) {
    return (
      <NotYourAdvertiser
        title="No campaign here"
        signedIn={failure.status === 404}
        signedOutText="Log in to see your campaigns."
      />
    );
  }

  const download = () =>
    downloadCsv(
      `tackboard-campaign-${campaignId}-${range.from}-${range.to}.csv`,
      toCsv([
        [
          'Day',
          ...METRIC_KEYS.map((key) =>
            key === 'spend' || key === 'cpc' ? `${METRIC_LABELS[key]} (${currency})` : METRIC_LABELS[key],
          ),
          'Video watch time (s)',
        ],
        ...days.map((d) => [
          d.day,
          ...METRIC_KEYS.map((key) => {
            const value = d[key];
            if (value === null) return null;
            return key === 'spend' || key === 'cpc' || key === 'ctr' ? value.toFixed(2) : value;
          }),
          Math.round(d.videoWatchSeconds),
        ]),
      ]),
    );

  return (
    <div className="page report-page">
      <h1>{insights ? insights.campaign.name : 'Campaign insights'}</h1>
      <ReportingNav advertiserId={advertiserId} />
      <DateRangeControl
        key={`${range.from}/${range.to}/${comparison.from}/${comparison.to}`}
        range={range}
        comparison={comparison}
        onChange={setRange}
      />
      {!insights && loading ? <Spinner label="Loading insights" /> : null}
      {error && !insights ? <ErrorState onRetry={() => void refetch()} /> : null}
      {insights && totals && comparisonTotals ? (
        <>
          <p className="report-view__filter">
            <Link
              to={advertiserUrl('reporting_adgroups', {
                advertiserId,
                query: rangeQuery(range, { campaign_id: campaignId }),
              })}
            >
              Ad groups of this campaign
            </Link>
          </p>
          <fieldset className="insights-totals">
            <legend className="visually-hidden">Totals; choose the metric to chart</legend>
            {METRIC_KEYS.map((key) => (
              <button
                key={key}
                type="button"
                className="insights-total"
                aria-pressed={metric === key}
                onClick={() => setMetric(key)}
              >
                <span className="insights-total__label">{METRIC_LABELS[key]}</span>
                <span className="insights-total__value">{formatMetric(key, totals[key], currency)}</span>
                <span className="insights-total__change">
                  {changeText(totals[key] ?? 0, comparisonTotals[key] ?? 0)} vs{' '}
                  {formatMetric(key, comparisonTotals[key], currency)}
                </span>
              </button>
            ))}
          </fieldset>
          {totals.impressions === 0 && comparisonTotals.impressions === 0 && totals.clicks === 0 ? (
            <p className="insights-empty">
              Nothing was counted on these dates yet: the chart fills in as people see your ads.
            </p>
          ) : null}
          <MetricChart
            label={METRIC_LABELS[metric]}
            days={labels}
            current={current}
            comparison={previous}
            format={format}
          />
          <div className="report-actions">
            <Button onClick={download}>Download CSV</Button>
          </div>
          <div className="report-table__scroll">
            <table className="report-table">
              <caption className="visually-hidden">
                {insights.campaign.name} by day, {range.from} to {range.to}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className="report-table__text">
                    Day
                  </th>
                  {METRIC_KEYS.map((key) => (
                    <th scope="col" key={key}>
                      {METRIC_LABELS[key]}
                    </th>
                  ))}
                  <th scope="col">Watch time</th>
                </tr>
              </thead>
              <tbody>
                {days.map((d) => (
                  <tr key={d.day}>
                    <th scope="row" className="report-table__text">
                      {d.day}
                    </th>
                    {METRIC_KEYS.map((key) => (
                      <td key={key}>{formatMetric(key, d[key], currency)}</td>
                    ))}
                    <td>{watchText(d.videoWatchSeconds)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </div>
  );
}
