import { Outlet, ScrollRestoration } from 'react-router';
import { Header } from '../features/header/Header';
import { LoginPromptProvider } from '../features/login-prompt/LoginPromptProvider';
import { SaveToBoardProvider } from '../features/save-to-board/SaveToBoardProvider';
import { ViewerProvider } from '../features/viewer/ViewerProvider';
import { ToastProvider } from '../ui/Toast';

/** Every page: who is looking, the header, the page itself, the shared login prompt, the save flow and the toasts. */
export function AppLayout() {
  return (
    <ViewerProvider>
      <ToastProvider>
        <LoginPromptProvider>
          <SaveToBoardProvider>
            <Header />
            <main id="main" className="app-main" tabIndex={-1}>
              <Outlet />
            </main>
            <ScrollRestoration />
          </SaveToBoardProvider>
        </LoginPromptProvider>
      </ToastProvider>
    </ViewerProvider>
  );
}
