import { createContext, useContext } from 'react';
import type { LoginPromptKind } from '../../../../core/texts';

export type OpenLoginPrompt = (kind: LoginPromptKind) => void;

export const LoginPromptContext = createContext<OpenLoginPrompt | null>(null);

/** Opens the limited-login prompt for an anonymous viewer's attempted action. */
export function useLoginPrompt(): OpenLoginPrompt {
  const open = useContext(LoginPromptContext);
  if (!open) throw new Error('useLoginPrompt must be used inside <LoginPromptProvider>.');
  return open;
}
