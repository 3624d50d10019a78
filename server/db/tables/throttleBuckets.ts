/** Tries counted against one limit (see server/domain/throttle.ts). */
export interface ThrottleBucketsTable {
  /** What is limited, e.g. `login-address:user:12|203.0.113.7`. */
  key: string;
  /** The account the bucket guards (`user:{id}`, or `login:{typed login}` when no account has it), if any. */
  subject: string | null;
  tries: number;
  /** When the current window began; the count starts again once it is over. */
  window_start: Date;
}
