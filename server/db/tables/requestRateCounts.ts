/** The request rate limiter's count per client address or token, shared by every app process (UNLOGGED). */
export interface RequestRateCountsTable {
  /** Whom the requests are counted for: an address, or `token:{hash}`, and the route group when there is one. */
  key: string;
  hits: number;
  /** When the current window began; the count starts again once it is over. */
  window_start: Date;
}
