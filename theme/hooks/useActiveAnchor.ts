import { useI18n, useLocation } from '@rspress/core/runtime';
import { useCallback, useMemo, useState } from 'react';
import type { SiteI18n } from '../i18n';
import { pickActiveAnchor } from '../logic/activeAnchor';
import { outlineScrollThrottleMs } from '../settings';
import { useThrottledScroll } from './useThrottledScroll';

/**
 * The outline's scroll-spy, as the default theme's hook but throttled while scrolling. The menu bar's outline button
 * shows the heading's `text` as HTML: a visually hidden prefix keeps the outline's title in its name (issue 41, S14).
 */
export function useActiveAnchor<T extends { id: string; text?: string }>(headers: T[]) {
  const t = useI18n<SiteI18n>();
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
  const named = useMemo(
    () =>
      scrolledHeader && {
        ...scrolledHeader,
        text: `<span class="rslib-sr-only">${t('outlineTitle')}${t('listTermSeparator')}</span>${scrolledHeader.text}`,
      },
    [scrolledHeader, t],
  );
  return { scrolledHeader: named, activeAnchorId };
}
