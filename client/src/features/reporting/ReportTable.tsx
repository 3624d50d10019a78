import { useState } from 'react';
import { Link } from 'react-router';
import {
  columnsForLevel,
  type DayRange,
  type ReportLevel,
  type ReportRow,
  reportCsv,
  reportFileName,
} from '../../../../core/adReports';
import { advertiserUrl } from '../../../../core/advertiserRoutes';
import { Button } from '../../ui/Button';
import { downloadCsv } from './downloadCsv';
import { formatMetric, watchText } from './formatMetric';
import { rangeQuery } from './reportRange';

export interface ReportTableRow extends ReportRow {
  ctr: number;
  cpc: number | null;
}

type SortKey =
  | 'name'
  | 'impressions'
  | 'clicks'
  | 'ctr'
  | 'saves'
  | 'videoViews'
  | 'videoWatchSeconds'
  | 'spend'
  | 'cpc';

const SORT_COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'impressions', label: 'Impressions' },
  { key: 'clicks', label: 'Clicks' },
  { key: 'ctr', label: 'CTR' },
  { key: 'saves', label: 'Saves' },
  { key: 'videoViews', label: 'Video views' },
  { key: 'videoWatchSeconds', label: 'Watch time' },
  { key: 'spend', label: 'Spend' },
  { key: 'cpc', label: 'CPC' },
];

const LEVEL_NOUN: Record<ReportLevel, string> = { CAMPAIGN: 'Campaign', AD_GROUP: 'Ad group', AD: 'Ad' };

/** ACTIVE → Active, as the ads manager shows statuses. */
function statusText(status: string): string {
  return status.charAt(0) + status.slice(1).toLowerCase();
}

function compare(a: ReportTableRow, b: ReportTableRow, key: SortKey): number {
  if (key === 'name') return a.name.localeCompare(b.name);
  return (a[key] ?? -1) - (b[key] ?? -1);
}

/**
 * A report's rows: sortable by any metric (press a column's heading; again to reverse), each name leading one level
 * down (a campaign to its insights and ad groups, an ad group to its ads), and a CSV download of what it shows.
 */
export function ReportTable({
  advertiserId,
  level,
  rows,
  currency,
  range,
}: {
  advertiserId: string;
  level: ReportLevel;
  rows: readonly ReportTableRow[];
  currency: string;
  range: DayRange;
}) {
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean } | null>(null);
  const sorted = sort ? [...rows].sort((a, b) => (sort.descending ? -1 : 1) * compare(a, b, sort.key)) : rows;
  const sortBy = (key: SortKey) =>
    setSort((current) =>
      current?.key === key ? { key, descending: !current.descending } : { key, descending: key !== 'name' },
    );
  const ariaSort = (key: SortKey) =>
    sort?.key === key ? (sort.descending ? 'descending' : 'ascending') : undefined;
  const heading = (key: SortKey, label: string) => (
    <th
      scope="col"
      aria-sort={ariaSort(key)}
      key={key}
      className={key === 'name' ? 'report-table__text' : undefined}
    >
      <button type="button" className="report-table__sort" onClick={() => sortBy(key)}>
        {label}
        <span aria-hidden="true">{sort?.key === key ? (sort.descending ? ' ▾' : ' ▴') : ''}</span>
      </button>
    </th>
  );
  const query = (extra: Record<string, string> = {}) => rangeQuery(range, extra);

  return (
    <>
      <div className="report-actions">
        <Button
          onClick={() =>
            downloadCsv(reportFileName(level, range), reportCsv(sorted, columnsForLevel(level), currency))
          }
        >
          Download CSV
        </Button>
      </div>
      <div className="report-table__scroll">
        <table className="report-table">
          <caption className="visually-hidden">
            {LEVEL_NOUN[level]} report, {range.from} to {range.to}
          </caption>
          <thead>
            <tr>
              {heading('name', LEVEL_NOUN[level])}
              <th scope="col" className="report-table__text">
                Status
              </th>
              {level !== 'CAMPAIGN' ? (
                <th scope="col" className="report-table__text">
                  Campaign
                </th>
              ) : null}
              {level === 'AD' ? (
                <th scope="col" className="report-table__text">
                  Ad group
                </th>
              ) : null}
              {SORT_COLUMNS.map((column) => heading(column.key, column.label))}
            </tr>
          </thead>
          <tbody>
            {sorted.map((row) => (
              <tr key={row.id}>
                <th scope="row" className="report-table__text">
                  {level === 'CAMPAIGN' ? (
                    <>
                      <Link
                        to={advertiserUrl('campaign_insights', {
                          advertiserId,
                          campaignId: row.id,
                          query: query(),
                        })}
                      >
                        {row.name}
                      </Link>
                      <Link
                        className="report-table__drill"
                        to={advertiserUrl('reporting_adgroups', {
                          advertiserId,
                          query: query({ campaign_id: row.id }),
                        })}
                        aria-label={`Ad groups of ${row.name}`}
                      >
                        Ad groups
                      </Link>
                    </>
                  ) : level === 'AD_GROUP' ? (
                    <Link
                      to={advertiserUrl('reporting_ads', {
                        advertiserId,
                        query: query({ ad_group_id: row.id }),
                      })}
                      aria-label={`Ads of ${row.name}`}
                    >
                      {row.name}
                    </Link>
                  ) : (
                    row.name
                  )}
                </th>
                <td className="report-table__text">{statusText(row.status)}</td>
                {level !== 'CAMPAIGN' ? (
                  <td className="report-table__text">
                    <Link
                      to={advertiserUrl('campaign_insights', {
                        advertiserId,
                        campaignId: row.campaignId,
                        query: query(),
                      })}
                    >
                      {row.campaignName}
                    </Link>
                  </td>
                ) : null}
                {level === 'AD' ? (
                  <td className="report-table__text">
                    <Link
                      to={advertiserUrl('reporting_ads', {
                        advertiserId,
                        query: query({ ad_group_id: row.adGroupId ?? '' }),
                      })}
                    >
                      {row.adGroupName}
                    </Link>
                  </td>
                ) : null}
                <td>{formatMetric('impressions', row.impressions, currency)}</td>
                <td>{formatMetric('clicks', row.clicks, currency)}</td>
                <td>{formatMetric('ctr', row.ctr, currency)}</td>
                <td>{formatMetric('saves', row.saves, currency)}</td>
                <td>{formatMetric('videoViews', row.videoViews, currency)}</td>
                <td>{watchText(row.videoWatchSeconds)}</td>
                <td>{formatMetric('spend', row.spend, currency)}</td>
                <td>{formatMetric('cpc', row.cpc, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
