import { matchRoutes, type RouteObject, useLocation } from 'react-router';
import { CAMPAIGN_INSIGHTS_PATTERN } from '../../../core/advertiserRoutes';
import { page } from './page';

const QuickPromoteRoute = page(
  () => import('../features/promote/QuickPromoteRoute'),
  (m) => m.QuickPromoteRoute,
);
const CampaignsRoute = page(
  () => import('../features/promote/CampaignsRoute'),
  (m) => m.CampaignsRoute,
);
const AdsRoute = page(
  () => import('../features/ads-manager/AdsRoute'),
  (m) => m.AdsRoute,
);
const CampaignCreateRoute = page(
  () => import('../features/ads-manager/CampaignCreateRoute'),
  (m) => m.CampaignCreateRoute,
);
const CampaignEditRoute = page(
  () => import('../features/ads-manager/CampaignEditRoute'),
  (m) => m.CampaignEditRoute,
);
const CampaignDuplicateRoute = page(
  () => import('../features/ads-manager/CampaignDuplicateRoute'),
  (m) => m.CampaignDuplicateRoute,
);
const AdGroupsReportRoute = page(
  () => import('../features/reporting/ReportRoutes'),
  (m) => m.AdGroupsReportRoute,
);
const AdsReportRoute = page(
  () => import('../features/reporting/ReportRoutes'),
  (m) => m.AdsReportRoute,
);
const CampaignInsightsRoute = page(
  () => import('../features/reporting/CampaignInsightsRoute'),
  (m) => m.CampaignInsightsRoute,
);
const ReportCenterRoute = page(
  () => import('../features/reporting/ReportCenterRoute'),
  (m) => m.ReportCenterRoute,
);
const ConversionsRoute = page(
  () => import('../features/conversions/ConversionsRoute'),
  (m) => m.ConversionsRoute,
);
const AudiencesRoute = page(
  () => import('../features/audiences/AudiencesRoute'),
  (m) => m.AudiencesRoute,
);
const BillingRoute = page(
  () => import('../features/billing/BillingRoute'),
  (m) => m.BillingRoute,
);
const ProductCatalogsRoute = page(
  () => import('../features/product-catalogs/ProductCatalogsRoute'),
  (m) => m.ProductCatalogsRoute,
);
// Every other advertiser page says what this instance offers there (core/advertiserPages.ts).
const ChangeHistoryRoute = page(
  () => import('../features/change-history/ChangeHistoryRoute'),
  (m) => m.ChangeHistoryRoute,
);
const RecommendationsRoute = page(
  () => import('../features/recommendations/RecommendationsRoute'),
  (m) => m.RecommendationsRoute,
);
const AdvertiserAreaRoute = page(
  () => import('../features/advertiser-area/AdvertiserAreaRoute'),
  (m) => m.AdvertiserAreaRoute,
);

/**
 * The advertiser area's screens by their full paths (core/advertiserRoutes.ts builds the links). Matched here
 * rather than as descendant routes: the app's router mounts this for `/advertiser/*` and `/advertiser/:advertiserId/*`
 * (the second outranks `/:username/:slug/:sectionSlug`, which would otherwise take three-part addresses such as
 * /advertiser/12/ads/), and the screens read `advertiserId` from that route's params; a screen with more in its
 * path reads it with `useMatch` of its own pattern (campaign insights).
 */
const SCREENS: RouteObject[] = [
  { path: '/advertiser/quick-promote', element: <QuickPromoteRoute /> },
  { path: '/advertiser/:advertiserId/quick-promote', element: <QuickPromoteRoute /> },
  // The legacy spelling, which Promote your Pin's link (through the business conversion) uses.
  { path: '/advertiser/quick_promote', element: <QuickPromoteRoute /> },
  { path: '/advertiser/:advertiserId/quick_promote', element: <QuickPromoteRoute /> },
  { path: '/advertiser/:advertiserId/reporting/campaigns', element: <CampaignsRoute /> },
  { path: '/advertiser/:advertiserId/reporting/adgroups', element: <AdGroupsReportRoute /> },
  { path: '/advertiser/:advertiserId/reporting/ads', element: <AdsReportRoute /> },
  { path: CAMPAIGN_INSIGHTS_PATTERN, element: <CampaignInsightsRoute /> },
  { path: '/advertiser/:advertiserId/report-center/*', element: <ReportCenterRoute /> },
  { path: '/advertiser/:advertiserId/ads', element: <AdsRoute /> },
  { path: '/advertiser/:advertiserId/ads/create', element: <CampaignCreateRoute /> },
  { path: '/advertiser/:advertiserId/ads/edit', element: <CampaignEditRoute /> },
  { path: '/advertiser/:advertiserId/ads/edit_draft', element: <CampaignEditRoute /> },
  { path: '/advertiser/:advertiserId/ads/duplicate', element: <CampaignDuplicateRoute /> },
  { path: '/advertiser/:advertiserId/billing/*', element: <BillingRoute /> },
  { path: '/advertiser/:advertiserId/conversions/*', element: <ConversionsRoute /> },
  { path: '/advertiser/:advertiserId/audiences', element: <AudiencesRoute /> },
  { path: '/advertiser/:advertiserId/history', element: <ChangeHistoryRoute /> },
  { path: '/advertiser/:advertiserId/recommendations', element: <RecommendationsRoute /> },
  { path: '/advertiser/:advertiserId/product-catalogs', element: <ProductCatalogsRoute /> },
  { path: '/advertiser/:advertiserId/product-catalogs/data-source', element: <ProductCatalogsRoute /> },
];

/**
 * Everything under /advertiser: quick promote, the ads manager, the reports, billing, conversions, audiences and
 * product catalogs;
 * every other advertiser page
 * says what this instance offers there. Its own chunk, so the advertiser area's routes cost the first page nothing.
 */
export function AdvertiserRoutes() {
  const location = useLocation();
  return matchRoutes(SCREENS, location)?.[0]?.route.element ?? <AdvertiserAreaRoute />;
}
