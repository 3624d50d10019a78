import { type ReactNode, useCallback, useState } from 'react';
import type { LoginPromptKind } from '../../../../core/texts';
import { LoginPromptModal } from './LoginPromptModal';
import { LoginPromptContext } from './loginPromptContext';

/** Holds the one limited-login prompt the app may show at a time. */
export function LoginPromptProvider({ children }: { children: ReactNode }) {
  const [kind, setKind] = useState<LoginPromptKind | null>(null);
  const open = useCallback((next: LoginPromptKind) => setKind(next), []);
  return (
    <LoginPromptContext.Provider value={open}>
      {children}
      {kind ? <LoginPromptModal kind={kind} onClose={() => setKind(null)} /> : null}
    </LoginPromptContext.Provider>
  );
}
