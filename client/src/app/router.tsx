import { Route, Routes } from 'react-router';
import { HomeFeedRoute } from '../features/home-feed/HomeFeedRoute';
import { SEARCH_ROUTE_PATH } from '../features/search/searchLocation';
import { AppLayout } from './AppLayout';
import { page } from './page';
import { RootErrorBoundary, RouteFrame } from './RouteBoundaries';

// An address no page has is a failed load (home with the notice, or the ideas area for a signed-out visitor).
const NotFoundRedirect = page(
  () => import('../features/not-found/NotFoundRedirect'),
  (m) => m.NotFoundRedirect,
);
const FollowingFeedRoute = page(
  () => import('../features/following-feed/FollowingFeedRoute'),
  (m) => m.FollowingFeedRoute,
);
const InvitesRoute = page(
  () => import('../features/board-invites/InvitesRoute'),
  (m) => m.InvitesRoute,
);
const AcceptInviteRoute = page(
  () => import('../features/board-invites/AcceptInviteRoute'),
  (m) => m.AcceptInviteRoute,
);
const PinCloseupRoute = page(
  () => import('../features/pin-closeup/PinCloseupRoute'),
  (m) => m.PinCloseupRoute,
);
const LoginRoute = page(
  () => import('../features/auth/LoginRoute'),
  (m) => m.LoginRoute,
);
const LoginAssistRoute = page(
  () => import('../features/auth/LoginAssistRoute'),
  (m) => m.LoginAssistRoute,
);
const AddAccountRoute = page(
  () => import('../features/auth/LoginRoute'),
  (m) => () => <m.LoginRoute addAccount />,
);
const SignupRoute = page(
  () => import('../features/auth/SignupRoute'),
  (m) => m.SignupRoute,
);
const SocialSignupRoute = page(
  () => import('../features/social-login/SocialSignupRoute'),
  (m) => m.SocialSignupRoute,
);
const RequestPasswordResetRoute = page(
  () => import('../features/password/RequestPasswordResetRoute'),
  (m) => m.RequestPasswordResetRoute,
);
const ResetPasswordRoute = page(
  () => import('../features/password/ResetPasswordRoute'),
  (m) => m.ResetPasswordRoute,
);
const VerifyEmailRoute = page(
  () => import('../features/email-verification/VerifyEmailRoute'),
  (m) => m.VerifyEmailRoute,
);
const CreateBoardRoute = page(
  () => import('../features/create-board/CreateBoardRoute'),
  (m) => m.CreateBoardRoute,
);
const PinCreateRoute = page(
  () => import('../features/external-pin-create/PinCreateRoute'),
  (m) => m.PinCreateRoute,
);
const PinRepinRoute = page(
  () => import('../features/pin-repin/PinRepinRoute'),
  (m) => m.PinRepinRoute,
);
const PinBuilderRoute = page(
  () => import('../features/pin-builder/PinBuilderRoute'),
  (m) => m.PinBuilderRoute,
);
const CreateSectionRoute = page(
  () => import('../features/create-section/CreateSectionRoute'),
  (m) => m.CreateSectionRoute,
);
const ToolsRoute = page(
  () => import('../features/bookmarklet/ToolsRoute'),
  (m) => m.ToolsRoute,
);
const WelcomeRoute = page(
  () => import('../features/welcome/WelcomeRoute'),
  (m) => m.WelcomeRoute,
);
// In the welcome's module: one chunk for its two pages, as the first page's bundle names each chunk it may load.
const InterestsSettingsRoute = page(
  () => import('../features/welcome/WelcomeRoute'),
  (m) => m.InterestsSettingsRoute,
);
const ClaimRoute = page(
  () => import('../features/settings-claim/ClaimRoute'),
  (m) => m.ClaimRoute,
);
const AccountSettingsRoute = page(
  () => import('../features/email-verification/AccountSettingsRoute'),
  (m) => m.AccountSettingsRoute,
);
const ChangePasswordRoute = page(
  () => import('../features/password/ChangePasswordRoute'),
  (m) => m.ChangePasswordRoute,
);
const BusinessSettingsRoute = page(
  () => import('../features/business/BusinessSettingsRoute'),
  (m) => m.BusinessSettingsRoute,
);
const ConvertToBusinessRoute = page(
  () => import('../features/business/ConvertToBusinessRoute'),
  (m) => m.ConvertToBusinessRoute,
);
const PaidPartnershipsRoute = page(
  () => import('../features/sponsorship/PaidPartnershipsRoute'),
  (m) => m.PaidPartnershipsRoute,
);
const SecuritySettingsRoute = page(
  () => import('../features/mfa/SecuritySettingsRoute'),
  (m) => m.SecuritySettingsRoute,
);
const ConnectionsRoute = page(
  () => import('../features/social-login/ConnectionsRoute'),
  (m) => m.ConnectionsRoute,
);
const OAuthAppsRoute = page(
  () => import('../features/oauth/OAuthAppsRoute'),
  (m) => m.OAuthAppsRoute,
);
const ConnectedAppsRoute = page(
  () => import('../features/oauth/ConnectedAppsRoute'),
  (m) => m.ConnectedAppsRoute,
);
const AdminRoute = page(
  () => import('../features/admin/AdminRoute'),
  (m) => m.AdminRoute,
);
const YourDataRoute = page(
  () => import('../features/your-data/YourDataRoute'),
  (m) => m.YourDataRoute,
);
const SessionsRoute = page(
  () => import('../features/sessions/SessionsRoute'),
  (m) => m.SessionsRoute,
);
const AccessTokensRoute = page(
  () => import('../features/access-tokens/AccessTokensRoute'),
  (m) => m.AccessTokensRoute,
);
const OAuthConsentRoute = page(
  () => import('../features/oauth/OAuthConsentRoute'),
  (m) => m.OAuthConsentRoute,
);
const SearchRoute = page(
  () => import('../features/search/SearchRoute'),
  (m) => m.SearchRoute,
);
const IdeasRoute = page(
  () => import('../features/ideas/IdeasRoute'),
  (m) => m.IdeasRoute,
);
const IdeaTopicRoute = page(
  () => import('../features/ideas/IdeaTopicRoute'),
  (m) => m.IdeaTopicRoute,
);
// The advertiser area is one chunk of routes of its own (./advertiserRoutes.tsx), loaded with its first page.
const AdvertiserRoutes = page(
  () => import('./advertiserRoutes'),
  (m) => m.AdvertiserRoutes,
);
const ProfileRoute = page(
  () => import('../features/profile/ProfileRoute'),
  (m) => m.ProfileRoute,
);
const BoardRoute = page(
  () => import('../features/board/BoardRoute'),
  (m) => m.BoardRoute,
);
const SectionRoute = page(
  () => import('../features/board-section/SectionRoute'),
  (m) => m.SectionRoute,
);

/**
 * The site's routes. Paths match with or without a trailing slash; fixed paths win over `/:username`, and an
 * unknown deeper path is treated as a failed load (home with the not-found notice).
 *
 * Every page but the home feed is loaded with its route (`lazy`), so the first page downloads only its own code.
 * A page that fails to load or render shows our error screen inside the layout (the header stays, so there is a
 * way on); a failure of the layout itself falls back to the bare root screen.
 *
 * Why routes as elements (`<Routes>`) rather than a data router (`createBrowserRouter`): no page uses loaders,
 * actions or fetchers — data comes from Apollo — and the data router's machinery for them is 17 kB (gzip) of the
 * first page's download. What the layout took from it (scroll restoration, route error elements, route handles)
 * is in `AppLayout` and `RouteBoundaries`.
 */
export function AppRoutes() {
  return (
    <RootErrorBoundary>
      <Routes>
        <Route element={<AppLayout />}>
          <Route element={<RouteFrame />}>
            <Route path="/" element={<HomeFeedRoute />} />
            <Route path="/following" element={<FollowingFeedRoute />} />
            <Route path="/invites" element={<InvitesRoute />} />
            <Route path="/invite/:token" element={<AcceptInviteRoute />} />
            <Route path="/pin/:id" element={<PinCloseupRoute />} />
            <Route path="/login" element={<LoginRoute />} />
            <Route path="/add-account" element={<AddAccountRoute />} />
            <Route path="/signup" element={<SignupRoute />} />
            <Route path="/signup/social" element={<SocialSignupRoute />} />
            <Route path="/welcome" element={<WelcomeRoute />} />
            <Route path="/password/reset" element={<RequestPasswordResetRoute />} />
            <Route path="/password/reset/:token" element={<ResetPasswordRoute />} />
            <Route path="/login/assist/:token" element={<LoginAssistRoute />} />
            <Route path="/verify-email/:token" element={<VerifyEmailRoute />} />
            <Route path="/board/create" element={<CreateBoardRoute />} />
            {/* Creating pins: the external pin-create page (a header-less popup, see CHROMELESS_PATHS), the pin
                builder, the save flow of one of our own pins, the tools page, and the claim page of the
                photo-network upsell. */}
            <Route path="/pin/create" element={<PinCreateRoute />} />
            <Route path="/pin/create/:method" element={<PinCreateRoute />} />
            <Route path="/pin/create/:method/:action" element={<PinCreateRoute />} />
            <Route path="/pin/:id/repin/x" element={<PinRepinRoute />} />
            <Route path="/pin-builder" element={<PinBuilderRoute />} />
            <Route path="/board/:id/create_section" element={<CreateSectionRoute />} />
            <Route path="/tools/bookmarklet" element={<ToolsRoute />} />
            <Route path="/settings/claim" element={<ClaimRoute />} />
            <Route path="/settings/account" element={<AccountSettingsRoute />} />
            <Route path="/settings/password" element={<ChangePasswordRoute />} />
            <Route path="/settings/business" element={<BusinessSettingsRoute />} />
            <Route path="/business/convert" element={<ConvertToBusinessRoute />} />
            <Route path="/business/partnerships" element={<PaidPartnershipsRoute />} />
            <Route path="/settings/security" element={<SecuritySettingsRoute />} />
            <Route path="/settings/sessions" element={<SessionsRoute />} />
            <Route path="/settings/connections" element={<ConnectionsRoute />} />
            <Route path="/settings/apps" element={<OAuthAppsRoute />} />
            <Route path="/settings/connected-apps" element={<ConnectedAppsRoute />} />
            <Route path="/settings/access-tokens" element={<AccessTokensRoute />} />
            <Route path="/admin" element={<AdminRoute />} />
            <Route path="/settings/your-data" element={<YourDataRoute />} />
            <Route path="/settings/interests" element={<InterestsSettingsRoute />} />
            <Route path="/oauth" element={<OAuthConsentRoute />} />
            <Route path={SEARCH_ROUTE_PATH} element={<SearchRoute />} />
            {/* The ideas area; a signed-out visitor's failed ideas page falls back to /ideas/, not home. */}
            <Route path="/ideas" element={<IdeasRoute />} />
            <Route path="/ideas/:slug/:id" element={<IdeaTopicRoute />} />
            <Route path="/ideas/*" element={<NotFoundRedirect />} />
            {/* The advertiser area; the second outranks /:username/:slug/:sectionSlug (see advertiserRoutes.tsx). */}
            <Route path="/advertiser/*" element={<AdvertiserRoutes />} />
            <Route path="/advertiser/:advertiserId/*" element={<AdvertiserRoutes />} />
            <Route path="/:username" element={<ProfileRoute />} />
            <Route path="/:username/:slug" element={<BoardRoute />} />
            <Route path="/:username/:slug/:sectionSlug" element={<SectionRoute />} />
            <Route path="*" element={<NotFoundRedirect />} />
          </Route>
        </Route>
      </Routes>
    </RootErrorBoundary>
  );
}
