import type { VisualPageKind, VisualTimeoutReason } from '../../core/visualCompleteness';

/**
 * What the domain tells the operator about as it happens (counted as metrics by server/infra/metrics): events
 * an operator watches for, such as a wave of failed log-ins, that leave no row behind to count later.
 */
export interface Telemetry {
  /** A log-in try was refused for a wrong login, password or code. */
  loginFailed(): void;
  /** A log-in try was refused unchecked: too many tries failed before it. */
  loginThrottled(): void;
  /** A browser reported how long a page took to look finished. */
  pageVisuallyComplete(pageKind: VisualPageKind, ms: number): void;
  /** A browser's watch of a page gave up. */
  pageVisualTimeout(pageKind: VisualPageKind, reason: VisualTimeoutReason): void;
}
