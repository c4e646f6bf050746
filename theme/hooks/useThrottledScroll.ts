import { useEffect } from 'react';
import { throttle } from '../logic/throttle';

/** Runs `update` now, then throttled while the window scrolls; a new `update` (memoize it) replaces the old one. */
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
