import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import type { LoginPromptKind } from '../../../../core/texts';
import { LoginPromptContext } from './loginPromptContext';

// Loaded when first needed: most visits never see the prompt.
const LoginPromptModal = lazy(() =>
  import('./LoginPromptModal').then((m) => ({ default: m.LoginPromptModal })),
);

/** Holds the one limited-login prompt the app may show at a time. */
export function LoginPromptProvider({ children }: { children: ReactNode }) {
  const [kind, setKind] = useState<LoginPromptKind | null>(null);
  const open = useCallback((next: LoginPromptKind) => setKind(next), []);
  return (
    <LoginPromptContext.Provider value={open}>
      {children}
      <Suspense fallback={null}>
        {kind ? <LoginPromptModal kind={kind} onClose={() => setKind(null)} /> : null}
      </Suspense>
    </LoginPromptContext.Provider>
  );
}
