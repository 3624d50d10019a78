import { matchPath, Outlet, useLocation } from 'react-router';
import { ActingAsRefusedNotice } from '../features/business/ActingAsRefusedNotice';
import { Header } from '../features/header/Header';
import { LoginPromptProvider } from '../features/login-prompt/LoginPromptProvider';
import { NavigationHistoryTracker } from '../features/navigation/navigationHistory';
import { SaveToBoardProvider } from '../features/save-to-board/SaveToBoardProvider';
import { UnauthErrorHost } from '../features/unauth-error/UnauthErrorHost';
import { ViewerProvider } from '../features/viewer/ViewerProvider';
import { ToastProvider } from '../ui/Toast';
import { ScrollRestoration } from './ScrollRestoration';

/** The pages shown without the header: the pin-create popup. */
const CHROMELESS_PATHS = ['/pin/create', '/pin/create/:method', '/pin/create/:method/:action'];

function useChromeless(): boolean {
  const { pathname } = useLocation();
  return CHROMELESS_PATHS.some((path) => matchPath(path, pathname) !== null);
}

/**
 * Every page: who is looking, the header, the page itself, the shared login prompt, the signed-out visitor's
 * error modal, the save flow and the toasts.
 */
export function AppLayout() {
  const chromeless = useChromeless();
  return (
    <ViewerProvider>
      <ToastProvider>
        <ActingAsRefusedNotice />
        <LoginPromptProvider>
          <SaveToBoardProvider>
            {chromeless ? null : <Header />}
            <main
              id="main"
              className={chromeless ? 'app-main app-main--chromeless' : 'app-main'}
              tabIndex={-1}
            >
              <Outlet />
            </main>
            <ScrollRestoration />
            <NavigationHistoryTracker />
            <UnauthErrorHost />
          </SaveToBoardProvider>
        </LoginPromptProvider>
      </ToastProvider>
    </ViewerProvider>
  );
}
