/** A function that runs at most once per interval, plus a way to drop a pending call. */
export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Drops the pending trailing call, for example when the listener is removed. */
  cancel(): void;
}

/**
 * Calls `fn` at once, then at most once every `waitMs` milliseconds while calls keep coming. The last call of
 * a burst always runs (at the end of its interval), so the final scroll position is never missed.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Throttled<A> {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = (args: A) => {
    last = Date.now();
    pending = undefined;
    fn(...args);
  };
  const throttled = (...args: A) => {
    const elapsed = Date.now() - last;
    if (elapsed >= waitMs && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    if (timer !== undefined) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        if (pending) run(pending);
      },
      Math.max(0, waitMs - elapsed),
    );
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
