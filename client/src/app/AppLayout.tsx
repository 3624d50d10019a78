import { Outlet, ScrollRestoration } from 'react-router';
import { Header } from '../features/header/Header';
import { LoginPromptProvider } from '../features/login-prompt/LoginPromptProvider';

/** Every page: the header, the page itself, and the shared login prompt. */
export function AppLayout() {
  return (
    <LoginPromptProvider>
      <Header />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <ScrollRestoration />
    </LoginPromptProvider>
  );
}
