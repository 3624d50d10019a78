import { useEffect } from 'react';
import { takeActingAsRefusalNotice } from '../../apollo/actingAs';
import { useToast } from '../../ui/toastContext';

/** Long enough to read a two-line reason after an unexpected reload. */
const NOTICE_MS = 12_000;

/**
 * After the server refused the profile this tab acted for and the page loaded again as the person's own
 * account, says why (the server's message, e.g. that access was removed).
 */
export function ActingAsRefusedNotice() {
  const showToast = useToast();
  useEffect(() => {
    const message = takeActingAsRefusalNotice();
    if (message) {
      showToast({
        text: `${message} You're back on your own profile.`,
        tone: 'error',
        durationMs: NOTICE_MS,
      });
    }
  }, [showToast]);
  return null;
}
