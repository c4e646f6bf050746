import { useEffect } from 'react';
import { throttle } from '../logic/throttle';

/**
 * Runs `update` now and then at most once per `waitMs` while the window scrolls (the last scroll of a burst always
 * counts). A new `update` (memoize it with `useCallback`) runs at once and replaces the old one.
 */
export function useThrottledScroll(update: () => void, waitMs: number): void {
  useEffect(() => {
    const onScroll = throttle(update, waitMs);
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, [update, waitMs]);
}
