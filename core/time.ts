/** Milliseconds in a day: every rule that counts whole days (UTC) from a timestamp uses this one. */
export const DAY_MS = 86_400_000;
