import { useI18n } from '@rspress/core/runtime';
import { IconScrollToTop, SvgWrapper } from '@rspress/core/theme-original';
import { useCallback, useState } from 'react';
import { useThrottledScroll } from '../../hooks/useThrottledScroll';
import type { SiteI18n } from '../../i18n';
import { outlineScrollThrottleMs, scrollToTopMinScrollY } from '../../settings';
import styles from './ScrollToTop.module.css';

/** 'Back to top' once scrolled (spec 2.5): Rspress's is in the outline, folded on phones, absent without headings. */
export function ScrollToTop() {
  const t = useI18n<SiteI18n>();
  const [shown, setShown] = useState(false);
  useThrottledScroll(
    useCallback(() => setShown(window.scrollY >= scrollToTopMinScrollY), []),
    outlineScrollThrottleMs,
  );
  if (!shown) return null;
  return (
    <button
      type="button"
      className={`rslib-scroll-to-top ${styles.button}`}
      aria-label={t('scrollToTopText')}
      title={t('scrollToTopText')}
      onClick={(event) => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        // The button goes away at the top; a keyboard user continues from the page heading instead of the body.
        const heading =
          document.activeElement === event.currentTarget && document.querySelector<HTMLElement>('main h1');
        if (!heading) return;
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }}
    >
      <SvgWrapper icon={IconScrollToTop} width={20} height={20} aria-hidden="true" />
    </button>
  );
}
