import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each history entry was scrolled to, kept for a reload of the tab (the browser keeps the entries' keys). */
const STORAGE_KEY = 'tackboard:scroll-positions';

function readSaved(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Map(Array.isArray(saved) ? (saved as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

/**
 * What browsers do for whole pages, for the app's own navigations: a new page starts at its top (or at the
 * element its `#hash` names), and Back or Forward returns to where that page was left.
 *
 * Why our own: React Router's `<ScrollRestoration>` needs its data router, which the app does not use (see
 * router.tsx). The position of the page being shown is recorded as it scrolls, so it is known before the next
 * page replaces it and the browser clamps the scroll to the new height.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  positions.current ??= readSaved();

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...(positions.current ?? [])]));
      } catch {
        // Storage full or refused: only a reload loses its place.
      }
    };
    window.addEventListener('pagehide', persist);
    return () => {
      window.history.scrollRestoration = previous;
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  // Layout effects, so the old page's listener is gone before the new page's content can move the scroll.
  useLayoutEffect(() => {
    const key = location.key;
    const record = () => positions.current?.set(key, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [location.key]);

  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? positions.current?.get(location.key) : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
