import { describe, expect, it } from 'vitest';
import {
  currentEntry,
  entriesBehind,
  forwardEntries,
  type NavigationHistory,
  NO_HISTORY,
  navigated,
  previousEntry,
} from '../../core/navigationHistory';

const at = (path: string) => ({ path });

function walk(steps: [Parameters<typeof navigated>[1], string, number | null][]): NavigationHistory {
  return steps.reduce(
    (history, [action, path, index]) => navigated(history, action, at(path), index),
    NO_HISTORY,
  );
}

describe("the tab's navigation history", () => {
  it('keeps previous, current and forward entries through pushes and pops', () => {
    const three = walk([
      ['POP', '/', 0],
      ['PUSH', '/pin/1/', 1],
      ['PUSH', '/ava/lamps/', 2],
    ]);
    expect(previousEntry(three)).toEqual(at('/pin/1/'));
    expect(currentEntry(three)).toEqual(at('/ava/lamps/'));
    expect(forwardEntries(three)).toEqual([]);
    expect(entriesBehind(three)).toBe(2);

    const back = navigated(three, 'POP', at('/pin/1/'), 1);
    expect(previousEntry(back)).toEqual(at('/'));
    expect(currentEntry(back)).toEqual(at('/pin/1/'));
    expect(forwardEntries(back)).toEqual([at('/ava/lamps/')]);

    // A push from there drops what was ahead, as the browser does.
    const branched = navigated(back, 'PUSH', at('/search/pins/?q=lamp'), 2);
    expect(forwardEntries(branched)).toEqual([]);
    expect(currentEntry(branched)).toEqual(at('/search/pins/?q=lamp'));
  });

  it('a replace changes the current entry only', () => {
    const replaced = navigated(
      walk([
        ['POP', '/', 0],
        ['PUSH', '/pin/1/', 1],
      ]),
      'REPLACE',
      at('/pin/1/?share=true'),
      1,
    );
    expect(previousEntry(replaced)).toEqual(at('/'));
    expect(currentEntry(replaced)).toEqual(at('/pin/1/?share=true'));
    expect(entriesBehind(replaced)).toBe(1);
  });

  it('after a reload it knows entries of ours lie behind without knowing their paths', () => {
    const reloaded = walk([['POP', '/pin/9/', 3]]);
    expect(previousEntry(reloaded)).toBeNull();
    expect(entriesBehind(reloaded)).toBe(3);
  });

  it('the first page of ours in a tab has nothing of ours behind it, whatever other sites came before', () => {
    const first = walk([['POP', '/pin/create/bookmarklet/?url=x', 0]]);
    expect(previousEntry(first)).toBeNull();
    expect(entriesBehind(first)).toBe(0);
  });

  it('counts on from what it knows when the router gave no index', () => {
    const unnumbered = walk([
      ['POP', '/', null],
      ['PUSH', '/pin/1/', null],
    ]);
    expect(previousEntry(unnumbered)).toEqual(at('/'));
    expect(navigated(unnumbered, 'POP', at('/x/'), null)).toEqual({ entries: [at('/x/')], index: 0 });
  });
});
