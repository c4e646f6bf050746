import { useLocation } from '@rspress/core/runtime';
import { useCallback, useState } from 'react';
import { pickActiveAnchor } from '../logic/activeAnchor';
import { outlineScrollThrottleMs } from '../settings';
import { useThrottledScroll } from './useThrottledScroll';

/** The outline's scroll-spy, as the default theme's hook but throttled while scrolling. */
export function useActiveAnchor<T extends { id: string }>(headers: T[]) {
  const { hash } = useLocation();
  const [activeAnchorId, setActiveAnchorId] = useState<string>();
  const [scrolledHeader, setScrolledHeader] = useState<T>();
  // `hash` is a dependency on purpose: a new hash means the page jumped, so the headings are measured again.
  const measure = useCallback(() => {
    const top = (id: string) => document.getElementById(id)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY;
    // Below the page's scroll padding (top bar, menu bar), a heading counts as scrolled past.
    const offset = (Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) - 5;
    const offsets = headers.map(({ id }) => ({ id, top: top(id) }));
    const { activeId, labelId } = pickActiveAnchor(offsets, offset, window.innerHeight, window.scrollY);
    setActiveAnchorId(activeId);
    setScrolledHeader(headers.find((header) => header.id === labelId));
  }, [headers, hash]);
  useThrottledScroll(measure, outlineScrollThrottleMs);
  return { scrolledHeader, activeAnchorId };
}
