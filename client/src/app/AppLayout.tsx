import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { ActingAsRefusedNotice } from '../features/business/ActingAsRefusedNotice';
import { Header } from '../features/header/Header';
import { LoginPromptProvider } from '../features/login-prompt/LoginPromptProvider';
import { PreviousPathTracker } from '../features/promote/previousPath';
import { SaveToBoardProvider } from '../features/save-to-board/SaveToBoardProvider';
import { ViewerProvider } from '../features/viewer/ViewerProvider';
import { ToastProvider } from '../ui/Toast';

/** A route whose `handle` has `chromeless: true` is shown without the header (the pin-create popup). */
function useChromeless(): boolean {
  return useMatches().some(
    (match) => (match.handle as { chromeless?: boolean } | undefined)?.chromeless === true,
  );
}

/** Every page: who is looking, the header, the page itself, the shared login prompt, the save flow and the toasts. */
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
            <PreviousPathTracker />
          </SaveToBoardProvider>
        </LoginPromptProvider>
      </ToastProvider>
    </ViewerProvider>
  );
}
