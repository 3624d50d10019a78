/**
 * Follower counts are shortened — 1.2k, 3.4m. Below a thousand the exact number shows; above it,
 * one decimal at most, cut rather than rounded, so a count never reads higher than it is (999,999 is "999.9k",
 * not "1000k") and a trailing ".0" is dropped ("12k").
 */
export function shortenCount(count: number): string {
  const n = Math.max(0, Math.floor(count));
  if (n < 1000) return String(n);
  const units: [number, string][] = [
    [1e9, 'b'],
    [1e6, 'm'],
    [1e3, 'k'],
  ];
  for (const [size, suffix] of units) {
    if (n >= size) {
      const tenths = Math.floor((n * 10) / size);
      const whole = Math.floor(tenths / 10);
      const decimal = tenths % 10;
      return `${whole}${decimal ? `.${decimal}` : ''}${suffix}`;
    }
  }
  return String(n);
}

/** "1 follower", "12 followers", "1.2k followers". */
export function followerCountLabel(count: number): string {
  return `${shortenCount(count)} ${count === 1 ? 'follower' : 'followers'}`;
}

/** "1.2k following" — the word does not change with the count. */
export function followingCountLabel(count: number): string {
  return `${shortenCount(count)} following`;
}
