/** DocSearch's default stall threshold: after it, the dialog marks a pending query as stalled. */
const stallThreshold = 300;

type OnRejected = (reason: unknown) => unknown;

/**
 * Wraps a search call so that a failed index or Algolia request leaves the dialog on DocSearch's error screen.
 *
 * DocSearch 3.9 marks a `RetryError` as an error in the `.catch` it chains on the search call and rethrows it, but
 * autocomplete-core then resets the status to idle when the request settles, before React renders, so the error
 * screen never shows (the dialog shows "No results" instead). The returned promise hands a `RetryError` to that
 * handler after the stall threshold (so the stall timer cannot override it either) and then never settles: the status
 * stays `error` until the reader types again, which starts a new request. Other errors pass through unchanged.
 */
export function keepErrorScreen<T>(request: Promise<T>): Promise<T> {
  const started = Date.now();
  const chain = (onFulfilled?: ((value: T) => unknown) | null, onRejected?: OnRejected | null) =>
    new Promise<unknown>((resolve, reject) => {
      const run = (callback: () => unknown, keepPendingOnThrow: boolean) => {
        try {
          resolve(callback());
        } catch (error) {
          // After DocSearch has shown its error screen, staying pending keeps it there.
          if (!keepPendingOnThrow) reject(error);
        }
      };
      request.then(
        (value) => run(() => (onFulfilled ? onFulfilled(value) : value), false),
        (error: unknown) => {
          if (!onRejected) return reject(error);
          if ((error as Error | null)?.name !== 'RetryError') return run(() => onRejected(error), false);
          const wait = Math.max(0, stallThreshold + 50 - (Date.now() - started));
          setTimeout(() => run(() => onRejected(error), true), wait);
        },
      );
    });
  const wrapped = {
    // biome-ignore lint/suspicious/noThenProperty: DocSearch chains on this like on the promise it stands for.
    then: chain,
    catch: (onRejected?: OnRejected | null) => chain(undefined, onRejected),
    finally: (onFinally?: () => void) => request.finally(onFinally),
    [Symbol.toStringTag]: 'Promise',
  };
  return wrapped as unknown as Promise<T>;
}
