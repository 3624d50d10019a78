import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { authPath } from '../../../../core/authPath';
import { CREATE_BOARD_PATH, FOLLOWING_FEED_PATH, IDEAS_PATH } from '../../../../core/paths';
import { ButtonLink } from '../../ui/Button';
import { TackIcon } from '../../ui/icons';
import { InvitesLink } from '../board-invites/InvitesLink';
import { useLoginPrompt } from '../login-prompt/loginPromptContext';
import { HeaderSearch } from '../search/HeaderSearch';
import { useViewerState } from '../viewer/useViewer';
import { ViewerMenu } from './ViewerMenu';
import './header.css';

/** The bar on every page: logo, navigation, search, and the viewer's menu or the log-in and sign-up buttons. */
export function Header() {
  const { isAuth, user, loading, siteName } = useViewerState();
  const openLoginPrompt = useLoginPrompt();
  const navigate = useNavigate();
  const location = useLocation();
  // Log-in and sign-up pages, and the password-reset ones, never become the page to return to.
  const onAuthPage = /^\/(login|signup|password\/reset(\/[^/]+)?)\/?$/.test(location.pathname);
  const returnTo = onAuthPage ? undefined : `${location.pathname}${location.search}`;

  return (
    <header className="site-header">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Link to="/" className="site-header__logo" aria-label={`${siteName} home`}>
        <TackIcon size={32} />
        <span className="site-header__wordmark">{siteName}</span>
      </Link>
      <nav aria-label="Main" className="site-header__nav">
        <NavLink to="/" end className="site-header__nav-link site-header__nav-link--home">
          Home
        </NavLink>
        <NavLink to={IDEAS_PATH} className="site-header__nav-link site-header__nav-link--ideas">
          Ideas
        </NavLink>
        {isAuth ? (
          <NavLink to={FOLLOWING_FEED_PATH} className="site-header__nav-link">
            Following
          </NavLink>
        ) : null}
        <button
          type="button"
          className="site-header__nav-link"
          onClick={() => (isAuth ? navigate(CREATE_BOARD_PATH) : openLoginPrompt('create'))}
        >
          Create
        </button>
      </nav>
      <HeaderSearch />
      <div className="site-header__account">
        {loading ? null : isAuth && user ? (
          <>
            <InvitesLink />
            <ViewerMenu user={user} />
          </>
        ) : (
          <>
            <ButtonLink variant="primary" to={authPath('login', returnTo)}>
              Log in
            </ButtonLink>
            <ButtonLink variant="secondary" to={authPath('signup', returnTo)}>
              Sign up
            </ButtonLink>
          </>
        )}
      </div>
    </header>
  );
}
