import { useI18n } from '@rspress/core/runtime';
import { IconScrollToTop, SvgWrapper } from '@rspress/core/theme-original';
import { useCallback, useState } from 'react';
import { useThrottledScroll } from '../../hooks/useThrottledScroll';
import type { SiteI18n } from '../../i18n';
import { outlineScrollThrottleMs, scrollToTopMinScrollY } from '../../settings';
import styles from './ScrollToTop.module.css';

/** Scrolls back to the top, at once when the reader asked for reduced motion. */
function scrollToTop(button: HTMLButtonElement) {
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
  // The button goes away at the top; a keyboard user continues from the page heading instead of the body.
  const heading = document.activeElement === button && document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

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
      onClick={(event) => scrollToTop(event.currentTarget)}
    >
      <SvgWrapper icon={IconScrollToTop} width={20} height={20} aria-hidden="true" />
    </button>
  );
}
