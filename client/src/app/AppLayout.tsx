import { Outlet, ScrollRestoration } from 'react-router';
import { Header } from '../features/header/Header';
import { LoginPromptProvider } from '../features/login-prompt/LoginPromptProvider';
import { ViewerProvider } from '../features/viewer/ViewerProvider';

/** Every page: who is looking, the header, the page itself, and the shared login prompt. */
export function AppLayout() {
  return (
    <ViewerProvider>
      <LoginPromptProvider>
        <Header />
        <main id="main" className="app-main" tabIndex={-1}>
          <Outlet />
        </main>
        <ScrollRestoration />
      </LoginPromptProvider>
    </ViewerProvider>
  );
}
