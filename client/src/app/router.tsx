import { createBrowserRouter } from 'react-router';
import { LoginRoute } from '../features/auth/LoginRoute';
import { SignupRoute } from '../features/auth/SignupRoute';
import { BoardRoute } from '../features/board/BoardRoute';
import { AcceptInviteRoute } from '../features/board-invites/AcceptInviteRoute';
import { InvitesRoute } from '../features/board-invites/InvitesRoute';
import { SectionRoute } from '../features/board-section/SectionRoute';
import { ToolsRoute } from '../features/bookmarklet/ToolsRoute';
import { BusinessSettingsRoute } from '../features/business/BusinessSettingsRoute';
import { ConvertToBusinessRoute } from '../features/business/ConvertToBusinessRoute';
import { CreateBoardRoute } from '../features/create-board/CreateBoardRoute';
import { CreateSectionRoute } from '../features/create-section/CreateSectionRoute';
import { AccountSettingsRoute } from '../features/email-verification/AccountSettingsRoute';
import { VerifyEmailRoute } from '../features/email-verification/VerifyEmailRoute';
import { PinCreateRoute } from '../features/external-pin-create/PinCreateRoute';
import { FollowingFeedRoute } from '../features/following-feed/FollowingFeedRoute';
import { HomeFeedRoute } from '../features/home-feed/HomeFeedRoute';
import { SecuritySettingsRoute } from '../features/mfa/SecuritySettingsRoute';
import { NotFoundRedirect } from '../features/not-found/NotFoundRedirect';
import { ChangePasswordRoute } from '../features/password/ChangePasswordRoute';
import { RequestPasswordResetRoute } from '../features/password/RequestPasswordResetRoute';
import { ResetPasswordRoute } from '../features/password/ResetPasswordRoute';
import { PinBuilderRoute } from '../features/pin-builder/PinBuilderRoute';
import { PinCloseupRoute } from '../features/pin-closeup/PinCloseupRoute';
import { PinRepinRoute } from '../features/pin-repin/PinRepinRoute';
import { ProfileRoute } from '../features/profile/ProfileRoute';
import { AdvertiserNotAvailableRoute } from '../features/promote/AdvertiserNotAvailableRoute';
import { CampaignsRoute } from '../features/promote/CampaignsRoute';
import { QuickPromoteRoute } from '../features/promote/QuickPromoteRoute';
import { SearchRoute } from '../features/search/SearchRoute';
import { SEARCH_ROUTE_PATH } from '../features/search/searchLocation';
import { ClaimRoute } from '../features/settings-claim/ClaimRoute';
import { ConnectionsRoute } from '../features/social-login/ConnectionsRoute';
import { SocialSignupRoute } from '../features/social-login/SocialSignupRoute';
import { AppLayout } from './AppLayout';

/**
 * The site's routes. Paths match with or without a trailing slash; fixed paths win over `/:username`, and an
 * unknown deeper path is treated as a failed load (home with the not-found notice).
 */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomeFeedRoute /> },
      { path: '/following', element: <FollowingFeedRoute /> },
      { path: '/invites', element: <InvitesRoute /> },
      { path: '/invite/:token', element: <AcceptInviteRoute /> },
      { path: '/pin/:id', element: <PinCloseupRoute /> },
      { path: '/login', element: <LoginRoute /> },
      { path: '/add-account', element: <LoginRoute addAccount /> },
      { path: '/signup', element: <SignupRoute /> },
      { path: '/signup/social', element: <SocialSignupRoute /> },
      { path: '/password/reset', element: <RequestPasswordResetRoute /> },
      { path: '/password/reset/:token', element: <ResetPasswordRoute /> },
      { path: '/verify-email/:token', element: <VerifyEmailRoute /> },
      { path: '/board/create', element: <CreateBoardRoute /> },
      // Creating pins: the external pin-create page (a header-less popup), the pin builder, the save flow of one
      // of our own pins, the tools page, and the claim page of the photo-network upsell.
      { path: '/pin/create', element: <PinCreateRoute />, handle: { chromeless: true } },
      { path: '/pin/create/:method', element: <PinCreateRoute />, handle: { chromeless: true } },
      { path: '/pin/create/:method/:action', element: <PinCreateRoute />, handle: { chromeless: true } },
      { path: '/pin/:id/repin/x', element: <PinRepinRoute /> },
      { path: '/pin-builder', element: <PinBuilderRoute /> },
      { path: '/board/:id/create_section', element: <CreateSectionRoute /> },
      { path: '/tools/bookmarklet', element: <ToolsRoute /> },
      { path: '/settings/claim', element: <ClaimRoute /> },
      { path: '/settings/account', element: <AccountSettingsRoute /> },
      { path: '/settings/password', element: <ChangePasswordRoute /> },
      { path: '/settings/business', element: <BusinessSettingsRoute /> },
      { path: '/business/convert', element: <ConvertToBusinessRoute /> },
      { path: '/settings/security', element: <SecuritySettingsRoute /> },
      { path: '/settings/connections', element: <ConnectionsRoute /> },
      { path: SEARCH_ROUTE_PATH, element: <SearchRoute /> },
      // The advertiser area: quick promote and the campaigns report; the rest is not built yet.
      { path: '/advertiser/quick-promote', element: <QuickPromoteRoute /> },
      { path: '/advertiser/:advertiserId/quick-promote', element: <QuickPromoteRoute /> },
      { path: '/advertiser/:advertiserId/reporting/campaigns', element: <CampaignsRoute /> },
      { path: '/advertiser/*', element: <AdvertiserNotAvailableRoute /> },
      { path: '/advertiser', element: <AdvertiserNotAvailableRoute /> },
      { path: '/:username', element: <ProfileRoute /> },
      { path: '/:username/:slug', element: <BoardRoute /> },
      { path: '/:username/:slug/:sectionSlug', element: <SectionRoute /> },
      { path: '*', element: <NotFoundRedirect /> },
    ],
  },
]);
