import { describe, expect, it } from 'vitest';
import { followerCountLabel, followingCountLabel, shortenCount } from '../../core/followerCount';

describe('shortened follower counts', () => {
  it('shows counts under a thousand exactly', () => {
    expect(shortenCount(0)).toBe('0');
    expect(shortenCount(7)).toBe('7');
    expect(shortenCount(999)).toBe('999');
  });

  it('shortens thousands and millions to one decimal: 1.2k, 3.4m', () => {
    expect(shortenCount(1200)).toBe('1.2k');
    expect(shortenCount(1234)).toBe('1.2k');
    expect(shortenCount(3_400_000)).toBe('3.4m');
    expect(shortenCount(2_500_000_000)).toBe('2.5b');
  });

  it('drops a trailing .0', () => {
    expect(shortenCount(1000)).toBe('1k');
    expect(shortenCount(12_000)).toBe('12k');
    expect(shortenCount(1_000_000)).toBe('1m');
  });

  it('cuts rather than rounds, so a count never reads higher than it is', () => {
    expect(shortenCount(1999)).toBe('1.9k');
    expect(shortenCount(999_999)).toBe('999.9k');
    expect(shortenCount(999_999_999)).toBe('999.9m');
  });

  it('treats negative or fractional input as whole and non-negative', () => {
    expect(shortenCount(-3)).toBe('0');
    expect(shortenCount(1500.7)).toBe('1.5k');
  });

  it('labels followers with the right word', () => {
    expect(followerCountLabel(1)).toBe('1 follower');
    expect(followerCountLabel(0)).toBe('0 followers');
    expect(followerCountLabel(1234)).toBe('1.2k followers');
    expect(followingCountLabel(3_400_000)).toBe('3.4m following');
  });
});
