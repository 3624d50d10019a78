import { useEffect } from 'react';
import { useLocation } from 'react-router';

// The page before the current one, for closing the quick-promote error modal (three entries back
// after the pin builder). Kept in memory: it only has to outlive navigations within this tab's app.
let previous: string | null = null;
let current: string | null = null;

/** Mounted once in the app layout: remembers the path before the current one. */
export function PreviousPathTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === current) return;
    previous = current;
    current = pathname;
  }, [pathname]);
  return null;
}

export function previousPath(): string | null {
  return previous;
}
