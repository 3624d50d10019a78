import { createBrowserRouter } from 'react-router';
import { LoginRoute } from '../features/auth/LoginRoute';
import { SignupRoute } from '../features/auth/SignupRoute';
import { BoardRoute } from '../features/board/BoardRoute';
import { AcceptInviteRoute } from '../features/board-invites/AcceptInviteRoute';
import { InvitesRoute } from '../features/board-invites/InvitesRoute';
import { SectionRoute } from '../features/board-section/SectionRoute';
import { CreateBoardRoute } from '../features/create-board/CreateBoardRoute';
import { FollowingFeedRoute } from '../features/following-feed/FollowingFeedRoute';
import { HomeFeedRoute } from '../features/home-feed/HomeFeedRoute';
import { NotFoundRedirect } from '../features/not-found/NotFoundRedirect';
import { PinCloseupRoute } from '../features/pin-closeup/PinCloseupRoute';
import { ProfileRoute } from '../features/profile/ProfileRoute';
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
      { path: '/signup', element: <SignupRoute /> },
      { path: '/board/create', element: <CreateBoardRoute /> },
      { path: '/:username', element: <ProfileRoute /> },
      { path: '/:username/:slug', element: <BoardRoute /> },
      { path: '/:username/:slug/:sectionSlug', element: <SectionRoute /> },
      { path: '*', element: <NotFoundRedirect /> },
    ],
  },
]);
