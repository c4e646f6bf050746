import { useLocation } from '@rspress/core/runtime';
import { useCallback, useState } from 'react';
import { pickActiveAnchor } from '../logic/activeAnchor';
import { outlineScrollThrottleMs } from '../settings';
import { useThrottledScroll } from './useThrottledScroll';

/** The offset below which a heading counts as scrolled past: the page's scroll padding (top bar, menu bar). */
const topOffset = () => (Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) - 5;

/**
 * The outline's scroll-spy: which heading to highlight, and which one the small-screen menu bar names (the same
 * one, once the page is scrolled). Same contract as the default theme's hook, which the outline and
 * the menu bar call, but it measures the headings at most once per {@link outlineScrollThrottleMs} while scrolling.
 */
export function useActiveAnchor<T extends { id: string }>(headers: T[]) {
  const { hash } = useLocation();
  const [activeAnchorId, setActiveAnchorId] = useState<string>();
  const [scrolledHeader, setScrolledHeader] = useState<T>();
  // `hash` is a dependency on purpose: a new hash means the page jumped, so the headings are measured again.
  const measure = useCallback(() => {
    const offsets = headers.map(({ id }) => ({
      id,
      top: document.getElementById(id)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY,
    }));
    const { activeId, labelId } = pickActiveAnchor(offsets, topOffset(), window.innerHeight, window.scrollY);
    setActiveAnchorId(activeId);
    setScrolledHeader(headers.find((header) => header.id === labelId));
  }, [headers, hash]);
  useThrottledScroll(measure, outlineScrollThrottleMs);
  return { scrolledHeader, activeAnchorId };
}
