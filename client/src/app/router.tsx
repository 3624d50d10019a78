import { createBrowserRouter } from 'react-router';
import { HomeFeedRoute } from '../features/home-feed/HomeFeedRoute';
import { NotFoundRedirect } from '../features/not-found/NotFoundRedirect';
import { SEARCH_ROUTE_PATH } from '../features/search/searchLocation';
import { AppLayout } from './AppLayout';
import { RootError, RouteError, RouteFrame } from './RouteBoundaries';

/**
 * The site's routes. Paths match with or without a trailing slash; fixed paths win over `/:username`, and an
 * unknown deeper path is treated as a failed load (home with the not-found notice).
 *
 * Every page but the home feed is loaded with its route (`lazy`), so the first page downloads only its own code.
 * A page that fails to load or render shows our error screen inside the layout (the header stays, so there is a
 * way on); a failure of the layout itself falls back to the bare root screen.
 */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RootError />,
    children: [
      {
        element: <RouteFrame />,
        errorElement: <RouteError />,
        children: [
          { path: '/', element: <HomeFeedRoute /> },
          {
            path: '/following',
            lazy: () =>
              import('../features/following-feed/FollowingFeedRoute').then((m) => ({
                Component: m.FollowingFeedRoute,
              })),
          },
          {
            path: '/invites',
            lazy: () =>
              import('../features/board-invites/InvitesRoute').then((m) => ({ Component: m.InvitesRoute })),
          },
          {
            path: '/invite/:token',
            lazy: () =>
              import('../features/board-invites/AcceptInviteRoute').then((m) => ({
                Component: m.AcceptInviteRoute,
              })),
          },
          {
            path: '/pin/:id',
            lazy: () =>
              import('../features/pin-closeup/PinCloseupRoute').then((m) => ({
                Component: m.PinCloseupRoute,
              })),
          },
          {
            path: '/login',
            lazy: () => import('../features/auth/LoginRoute').then((m) => ({ Component: m.LoginRoute })),
          },
          {
            path: '/add-account',
            lazy: () =>
              import('../features/auth/LoginRoute').then((m) => ({
                Component: () => <m.LoginRoute addAccount />,
              })),
          },
          {
            path: '/signup',
            lazy: () => import('../features/auth/SignupRoute').then((m) => ({ Component: m.SignupRoute })),
          },
          {
            path: '/signup/social',
            lazy: () =>
              import('../features/social-login/SocialSignupRoute').then((m) => ({
                Component: m.SocialSignupRoute,
              })),
          },
          {
            path: '/password/reset',
            lazy: () =>
              import('../features/password/RequestPasswordResetRoute').then((m) => ({
                Component: m.RequestPasswordResetRoute,
              })),
          },
          {
            path: '/password/reset/:token',
            lazy: () =>
              import('../features/password/ResetPasswordRoute').then((m) => ({
                Component: m.ResetPasswordRoute,
              })),
          },
          {
            path: '/verify-email/:token',
            lazy: () =>
              import('../features/email-verification/VerifyEmailRoute').then((m) => ({
                Component: m.VerifyEmailRoute,
              })),
          },
          {
            path: '/board/create',
            lazy: () =>
              import('../features/create-board/CreateBoardRoute').then((m) => ({
                Component: m.CreateBoardRoute,
              })),
          },
          // Creating pins: the external pin-create page (a header-less popup), the pin builder, the save flow of one
          // of our own pins, the tools page, and the claim page of the photo-network upsell.
          {
            path: '/pin/create',
            lazy: () =>
              import('../features/external-pin-create/PinCreateRoute').then((m) => ({
                Component: m.PinCreateRoute,
              })),
            handle: { chromeless: true },
          },
          {
            path: '/pin/create/:method',
            lazy: () =>
              import('../features/external-pin-create/PinCreateRoute').then((m) => ({
                Component: m.PinCreateRoute,
              })),
            handle: { chromeless: true },
          },
          {
            path: '/pin/create/:method/:action',
            lazy: () =>
              import('../features/external-pin-create/PinCreateRoute').then((m) => ({
                Component: m.PinCreateRoute,
              })),
            handle: { chromeless: true },
          },
          {
            path: '/pin/:id/repin/x',
            lazy: () =>
              import('../features/pin-repin/PinRepinRoute').then((m) => ({ Component: m.PinRepinRoute })),
          },
          {
            path: '/pin-builder',
            lazy: () =>
              import('../features/pin-builder/PinBuilderRoute').then((m) => ({
                Component: m.PinBuilderRoute,
              })),
          },
          {
            path: '/board/:id/create_section',
            lazy: () =>
              import('../features/create-section/CreateSectionRoute').then((m) => ({
                Component: m.CreateSectionRoute,
              })),
          },
          {
            path: '/tools/bookmarklet',
            lazy: () =>
              import('../features/bookmarklet/ToolsRoute').then((m) => ({ Component: m.ToolsRoute })),
          },
          {
            path: '/settings/claim',
            lazy: () =>
              import('../features/settings-claim/ClaimRoute').then((m) => ({ Component: m.ClaimRoute })),
          },
          {
            path: '/settings/account',
            lazy: () =>
              import('../features/email-verification/AccountSettingsRoute').then((m) => ({
                Component: m.AccountSettingsRoute,
              })),
          },
          {
            path: '/settings/password',
            lazy: () =>
              import('../features/password/ChangePasswordRoute').then((m) => ({
                Component: m.ChangePasswordRoute,
              })),
          },
          {
            path: '/settings/business',
            lazy: () =>
              import('../features/business/BusinessSettingsRoute').then((m) => ({
                Component: m.BusinessSettingsRoute,
              })),
          },
          {
            path: '/business/convert',
            lazy: () =>
              import('../features/business/ConvertToBusinessRoute').then((m) => ({
                Component: m.ConvertToBusinessRoute,
              })),
          },
          {
            path: '/settings/security',
            lazy: () =>
              import('../features/mfa/SecuritySettingsRoute').then((m) => ({
                Component: m.SecuritySettingsRoute,
              })),
          },
          {
            path: '/settings/connections',
            lazy: () =>
              import('../features/social-login/ConnectionsRoute').then((m) => ({
                Component: m.ConnectionsRoute,
              })),
          },
          {
            path: SEARCH_ROUTE_PATH,
            lazy: () => import('../features/search/SearchRoute').then((m) => ({ Component: m.SearchRoute })),
          },
          // The advertiser area: quick promote and the campaigns report; the rest is not built yet.
          {
            path: '/advertiser/quick-promote',
            lazy: () =>
              import('../features/promote/QuickPromoteRoute').then((m) => ({
                Component: m.QuickPromoteRoute,
              })),
          },
          {
            path: '/advertiser/:advertiserId/quick-promote',
            lazy: () =>
              import('../features/promote/QuickPromoteRoute').then((m) => ({
                Component: m.QuickPromoteRoute,
              })),
          },
          {
            path: '/advertiser/:advertiserId/reporting/campaigns',
            lazy: () =>
              import('../features/promote/CampaignsRoute').then((m) => ({ Component: m.CampaignsRoute })),
          },
          {
            path: '/advertiser/*',
            lazy: () =>
              import('../features/promote/AdvertiserNotAvailableRoute').then((m) => ({
                Component: m.AdvertiserNotAvailableRoute,
              })),
          },
          {
            path: '/advertiser',
            lazy: () =>
              import('../features/promote/AdvertiserNotAvailableRoute').then((m) => ({
                Component: m.AdvertiserNotAvailableRoute,
              })),
          },
          {
            path: '/:username',
            lazy: () =>
              import('../features/profile/ProfileRoute').then((m) => ({ Component: m.ProfileRoute })),
          },
          {
            path: '/:username/:slug',
            lazy: () => import('../features/board/BoardRoute').then((m) => ({ Component: m.BoardRoute })),
          },
          {
            path: '/:username/:slug/:sectionSlug',
            lazy: () =>
              import('../features/board-section/SectionRoute').then((m) => ({ Component: m.SectionRoute })),
          },
          { path: '*', element: <NotFoundRedirect /> },
        ],
      },
    ],
  },
]);
