import { useLocation } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { pickActiveAnchor } from '../chrome/activeAnchor';
import { throttle } from '../chrome/throttle';
import { outlineScrollThrottleMs } from '../settings';

/** A heading of the outline, as the default theme lists them. */
interface Header {
  id: string;
  text: string;
  depth: number;
}

/** The offset below which a heading counts as scrolled past: the page's scroll padding (top bar, menu bar). */
function topOffset(): number {
  const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  return (Number.isNaN(padding) ? 0 : padding) - 5;
}

/**
 * The outline's scroll-spy: which heading to highlight and which one was scrolled past last. Same contract as the
 * default theme's hook, which the outline and the small-screen menu call, but it measures the headings at most
 * once per {@link outlineScrollThrottleMs} while the page scrolls.
 */
export function useActiveAnchor<T extends Header>(headers: T[]) {
  const { hash } = useLocation();
  const [activeAnchorId, setActiveAnchorId] = useState<string>();
  const [scrolledHeader, setScrolledHeader] = useState<T>();
  useEffect(() => {
    const measure = () => {
      const offsets = headers.map(({ id }) => ({
        id,
        top: document.getElementById(id)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY,
      }));
      const { activeId, scrolledId } = pickActiveAnchor(offsets, topOffset(), window.innerHeight);
      setActiveAnchorId(activeId);
      setScrolledHeader(headers.find((header) => header.id === scrolledId));
    };
    const onScroll = throttle(measure, outlineScrollThrottleMs);
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, [headers, hash]);
  return { scrolledHeader, activeAnchorId };
}
