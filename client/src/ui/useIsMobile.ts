import { useSyncExternalStore } from 'react';
import { isMobileClient } from '../../../core/pinCreatePage';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function snapshot(): boolean {
  return isMobileClient({ userAgent: navigator.userAgent, viewportWidth: window.innerWidth });
}

/** Mobile web (a phone or tablet, or a narrow window), following the window as it is resized. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
