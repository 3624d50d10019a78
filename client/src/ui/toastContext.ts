import { createContext, type ReactNode, useContext } from 'react';

export interface ToastInput {
  text: ReactNode;
  /** Errors are announced at once (role="alert"); other toasts politely. */
  tone?: 'info' | 'error';
  /** A link or button shown after the text, e.g. a "View" link to what was just saved. */
  action?: ReactNode;
  /** How long the toast stays; TOAST_MS (5 s) by default. */
  durationMs?: number;
}

export type ShowToast = (toast: ToastInput) => void;

export const ToastContext = createContext<ShowToast | null>(null);

/** Shows a short message at the bottom of the screen (ToastProvider holds them). */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>.');
  return show;
}
