import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { initialNavScrollState, nextNavScrollState } from '../logic/hideOnScroll';
import { throttle } from '../logic/throttle';
import { type HideNavbarMode, narrowScreenMaxWidth, navbarScrollThrottleMs } from '../settings';

/** Class on `<html>` while the top bar is out of view; the CSS moves the bar and sets `--rp-nav-height` to 0. */
const navHiddenClass = 'rslib-nav-hidden';

/**
 * Slides the top bar away while the reader scrolls down and brings it back on scroll up, as `mode` says.
 * The scroll listener is throttled; every navigation starts with the bar in view.
 */
export function useHideNavOnScroll(mode: HideNavbarMode): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (mode === 'never') return;
    const root = document.documentElement;
    const narrow = window.matchMedia(`(max-width: ${narrowScreenMaxWidth}px)`);
    let state = initialNavScrollState;
    const update = () => {
      const nav = document.querySelector<HTMLElement>('.rp-nav');
      const pinned = !!document.querySelector('.rp-nav-screen') || !!nav?.contains(document.activeElement);
      const barHeight = nav?.offsetHeight ?? 0;
      state = nextNavScrollState(state, { mode, y: window.scrollY, narrow: narrow.matches, barHeight, pinned });
      root.classList.toggle(navHiddenClass, state.hidden);
    };
    const onScroll = throttle(update, navbarScrollThrottleMs);
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.closest('.rp-nav')) update();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('focusin', onFocus);
    narrow.addEventListener('change', update);
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('focusin', onFocus);
      narrow.removeEventListener('change', update);
      root.classList.remove(navHiddenClass);
    };
  }, [mode, pathname]);
}
