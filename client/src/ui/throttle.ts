/**
 * Calls `fn` at most once per `waitMs`: the first call runs at once, later calls within the window
 * collapse into one trailing call so the final state is always seen.
 */
export function throttle(fn: () => void, waitMs: number): { (): void; cancel(): void } {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    last = Date.now();
    timer = null;
    fn();
  };
  const throttled = () => {
    const remaining = waitMs - (Date.now() - last);
    if (remaining <= 0) {
      if (timer) clearTimeout(timer);
      run();
    } else if (!timer) {
      timer = setTimeout(run, remaining);
    }
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return throttled;
}
