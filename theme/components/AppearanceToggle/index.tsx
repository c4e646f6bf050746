import { NoSSR, ThemeContext, useI18n, useSite } from '@rspress/core/runtime';
import { isDarkModeSwitchEnabled } from '@rspress/shared';
import { type MouseEvent, useContext, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useStorageValue } from '../../hooks/useStorageValue';
import type { SiteI18n } from '../../i18n';
import styles from './AppearanceToggle.module.css';
import './icons.css';

/** Light/dark toggle button; stores the theme as chosen (Rspress stores `auto` when it matches the system). */
export function SwitchAppearance() {
  const t = useI18n<SiteI18n>();
  const { theme, setTheme } = useContext(ThemeContext);
  const { site } = useSite();
  // The stored theme is only known in the browser, so the pressed state is set once it is read.
  const [, storeChoice, hydrated] = useStorageValue('rspress-theme-appearance', 'auto');
  const animating = useRef(false);
  const queued = useRef(false);

  // The theme (which `aria-pressed` shows) is rendered in the same step as the class on `<html>` changes, also for a
  // press queued during the animation: otherwise the button said the last theme until React's next render (S13).
  const flip = () =>
    flushSync(() => {
      const next = document.documentElement.classList.contains('dark') ? 'light' : 'dark';
      setTheme?.(next);
      storeChoice(next);
    });
  const toggle = ({ clientX: x, clientY: y }: MouseEvent) => {
    // A press during the view transition is counted, not cut short.
    if (animating.current) {
      queued.current = !queued.current;
      return;
    }
    const animate =
      site.themeConfig.enableAppearanceAnimation &&
      typeof document.startViewTransition === 'function' &&
      !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!animate) return flip();
    const root = document.documentElement;
    const radius = Math.hypot(Math.max(x, window.innerWidth - x), Math.max(y, window.innerHeight - y));
    const circle = [`circle(0px at ${x}px ${y}px)`, `circle(${radius}px at ${x}px ${y}px)`];
    const dark = !root.classList.contains('dark');
    animating.current = true;
    // Rspress's stylesheet keeps the page out of the transition while `<html>` has this class.
    root.classList.add('rp-appearance-transition');
    const transition = document.startViewTransition(flip);
    const pseudoElement = `::view-transition-${dark ? 'old' : 'new'}(root)`;
    const clipPath = dark ? circle.reverse() : circle;
    transition.ready
      .then(() => root.animate({ clipPath }, { duration: 400, easing: 'ease-in', fill: 'both', pseudoElement }))
      .catch(() => {});
    const done = () => {
      root.classList.remove('rp-appearance-transition');
      animating.current = false;
      if (queued.current) flip();
      queued.current = false;
    };
    transition.finished.then(done, done);
  };

  if (!isDarkModeSwitchEnabled(site.themeConfig.darkMode)) return null;
  return (
    <button
      type="button"
      aria-label={t('appearanceToggleLabel')}
      aria-pressed={hydrated ? theme === 'dark' : undefined}
      className={styles.toggle}
      onClick={toggle}
    >
      <span className="rp-switch-appearance">
        {/* Rspress's sun and moon, drawn by CSS (icons.css): no path data in every page's HTML and JavaScript. */}
        <span className="rp-switch-appearance__icon rp-switch-appearance__icon--sun" />
        <span className="rp-switch-appearance__icon rp-switch-appearance__icon--moon" />
      </span>
    </button>
  );
}

/** The theme switch with its label, as a row of the small-screen menus (Rspress's `NavScreenAppearance` markup). */
export function NavScreenAppearance() {
  const { site } = useSite();
  const t = useI18n();
  if (!isDarkModeSwitchEnabled(site.themeConfig.darkMode)) return null;
  return (
    <div className="rp-nav-screen-appearance">
      <div className="rp-nav-screen-appearance__left">{t('themeText')}</div>
      <div className="rp-nav-screen-appearance__right">
        <NoSSR>
          <SwitchAppearance />
        </NoSSR>
      </div>
    </div>
  );
}
