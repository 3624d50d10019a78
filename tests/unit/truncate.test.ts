import { describe, expect, it } from 'vitest';
import { truncateText } from '../../core/truncate';

describe('text truncation', () => {
  it('leaves text of 80 characters or fewer alone', () => {
    const exactly80 = 'x'.repeat(80);
    expect(truncateText(exactly80)).toBe(exactly80);
    expect(truncateText('A short title.')).toBe('A short title.');
  });

  it('cuts longer text at 80 characters by default, at a word boundary, with an ellipsis', () => {
    const text = `${'word '.repeat(15)}tail of the sentence that runs past the limit`;
    const cut = truncateText(text);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(81);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(text[cut.length - 1]).toBe(' ');
  });

  it('never ends on half a word', () => {
    expect(truncateText('The quick brown fox jumps over the lazy dog', 18)).toBe('The quick brown…');
  });

  it('removes trailing punctuation before the ellipsis', () => {
    expect(truncateText('Hello, world, this is a test', 14)).toBe('Hello, world…');
    expect(truncateText('Wait... what happened next', 9)).toBe('Wait…');
    expect(truncateText('One - two - three', 6)).toBe('One…');
  });

  it('cuts a single long word at the limit', () => {
    expect(truncateText('a'.repeat(100))).toBe(`${'a'.repeat(80)}…`);
  });

  it('takes a custom limit', () => {
    expect(truncateText('alpha beta gamma', 10)).toBe('alpha…');
  });
});
