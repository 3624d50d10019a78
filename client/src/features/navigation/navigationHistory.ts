import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import {
  entriesBehind,
  type NavigationHistory,
  NO_HISTORY,
  navigated,
} from '../../../../core/navigationHistory';

// This tab's history inside the app (core/navigationHistory.ts). Kept in memory: it only has to outlive
// navigations within this tab's app, and flows read it when the person acts, not while rendering.
let history: NavigationHistory = NO_HISTORY;

/** Mounted once in the app layout: moves the history on every push, pop and replace. */
export function NavigationHistoryTracker() {
  // A new location object for every navigation, a push of the same address included.
  const location = useLocation();
  const action = useNavigationType();
  useEffect(() => {
    // The router numbers its entries in history.state (`idx`); a reload keeps it, so entries behind stay known.
    const idx = (window.history.state as { idx?: unknown } | null)?.idx;
    const path = `${location.pathname}${location.search}${location.hash}`;
    history = navigated(history, action, { path }, typeof idx === 'number' ? idx : null);
  }, [action, location]);
  return null;
}

/** The history as of the last navigation. */
export function navigationHistory(): NavigationHistory {
  return history;
}

/** Goes back one entry when it is a page of ours, else to `fallback` (a page opened from another site, say). */
export function useGoBack(): (fallback: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (fallback: string) => {
      if (entriesBehind(history) > 0) void navigate(-1);
      else void navigate(fallback);
    },
    [navigate],
  );
}
