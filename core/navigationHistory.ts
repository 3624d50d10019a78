/**
 * This tab's navigation history inside the app: the entries before the current one, the current one and those
 * ahead of it (after going back), kept on every push, pop and replace. Unlike `window.history.length`, it never
 * counts pages of other sites before ours, so "go back" only ever goes back to a page of ours.
 */

export interface HistoryEntry {
  /** Path, query and hash. */
  path: string;
}

export type NavigationAction = 'PUSH' | 'POP' | 'REPLACE';

export interface NavigationHistory {
  /** Entries by the router's index of each in the tab's history; a hole is an entry this page never saw. */
  readonly entries: readonly (HistoryEntry | undefined)[];
  /** The current entry's index. */
  readonly index: number;
}

export const NO_HISTORY: NavigationHistory = { entries: [], index: -1 };

/**
 * The history after a navigation to `entry`, which the router put at `routerIndex` (its `idx` in history.state;
 * null when the entry has none, e.g. one a page of another origin made). A push drops what was ahead; a pop
 * moves to its entry and keeps the rest; a replace changes the current entry only.
 */
export function navigated(
  history: NavigationHistory,
  action: NavigationAction,
  entry: HistoryEntry,
  routerIndex: number | null,
): NavigationHistory {
  const index =
    routerIndex ??
    (action === 'PUSH' ? history.index + 1 : action === 'REPLACE' ? Math.max(history.index, 0) : -1);
  if (index < 0) return { entries: [entry], index: 0 };
  const entries = action === 'PUSH' ? history.entries.slice(0, index) : [...history.entries];
  entries[index] = entry;
  return { entries, index };
}

/** The entry just behind the current one, when it is a page of ours this tab has shown. */
export function previousEntry(history: NavigationHistory): HistoryEntry | null {
  return history.entries[history.index - 1] ?? null;
}

export function currentEntry(history: NavigationHistory): HistoryEntry | null {
  return history.entries[history.index] ?? null;
}

/** The entries ahead of the current one (after going back), nearest first, up to the first one not known. */
export function forwardEntries(history: NavigationHistory): HistoryEntry[] {
  const ahead: HistoryEntry[] = [];
  for (let i = history.index + 1; i < history.entries.length; i++) {
    const entry = history.entries[i];
    if (!entry) break;
    ahead.push(entry);
  }
  return ahead;
}

/**
 * How many entries of ours lie behind the current one: how far "back" may go and stay in the app. The router
 * numbers only its own entries in this tab, from 0 at the first page of ours, so every one below the current
 * index is ours even when this page (after a reload) never saw it.
 */
export function entriesBehind(history: NavigationHistory): number {
  return Math.max(history.index, 0);
}
