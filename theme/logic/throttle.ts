/** Calls `fn` at most once every `waitMs`; the last call of a burst runs, so the final scroll position counts. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs: number) {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A;
  const run = () => {
    timer = undefined;
    last = Date.now();
    fn(...pending);
  };
  const throttled = (...args: A) => {
    pending = args;
    const wait = last + waitMs - Date.now();
    if (wait <= 0 && timer === undefined) run();
    else timer ??= setTimeout(run, wait);
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
}
