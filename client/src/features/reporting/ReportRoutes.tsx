import { NavLink, useParams } from 'react-router';
import { REPORT_LEVEL_LABELS, type ReportLevel } from '../../../../core/adReports';
import { advertiserUrl } from '../../../../core/advertiserRoutes';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { ReportView } from './ReportView';
import { rangeQuery, useReportRange } from './reportRange';

/** The reporting pages' tabs: campaigns, ad groups, ads and the report center, keeping the dates. */
export function ReportingNav({ advertiserId }: { advertiserId: string }) {
  const { range } = useReportRange();
  const query = rangeQuery(range);
  return (
    <nav className="reporting-nav" aria-label="Reports">
      <NavLink to={advertiserUrl('reporting_campaigns', { advertiserId, query })} end>
        Campaigns
      </NavLink>
      <NavLink to={advertiserUrl('reporting_adgroups', { advertiserId, query })} end>
        Ad groups
      </NavLink>
      <NavLink to={advertiserUrl('reporting_ads', { advertiserId, query })} end>
        Ads
      </NavLink>
      <NavLink to={advertiserUrl('report_center', { advertiserId })}>Report center</NavLink>
    </nav>
  );
}

function LevelReportRoute({ level }: { level: ReportLevel }) {
  useDocumentTitle(REPORT_LEVEL_LABELS[level]);
  const { advertiserId = '' } = useParams();
  return (
    <div className="page report-page">
      <h1>{REPORT_LEVEL_LABELS[level]}</h1>
      <ReportingNav advertiserId={advertiserId} />
      <ReportView advertiserId={advertiserId} level={level} />
    </div>
  );
}

/** `/advertiser/{id}/reporting/adgroups/`: every ad group's metrics for the chosen dates. */
export function AdGroupsReportRoute() {
  return <LevelReportRoute level="AD_GROUP" />;
}

/** `/advertiser/{id}/reporting/ads/`: every ad's metrics for the chosen dates. */
export function AdsReportRoute() {
  return <LevelReportRoute level="AD" />;
}
