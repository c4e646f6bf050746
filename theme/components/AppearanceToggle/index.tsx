import { ThemeContext, useI18n } from '@rspress/core/runtime';
import { SwitchAppearance as BaseSwitchAppearance } from '@rspress/core/theme-original';
import { type KeyboardEvent, type MouseEvent, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useStorageValue } from '../../hooks/useStorageValue';
import type { SiteI18n } from '../../i18n';
import styles from './AppearanceToggle.module.css';

/** Props of Rspress's appearance switch, passed through. */
export interface SwitchAppearanceProps {
  /** Called after the theme changed (the mobile menu closes itself with it). */
  onClick?: () => void;
}

/** Class Rspress puts on `<html>` while its 400 ms theme animation (a view transition) runs. */
const animatingClass = 'rp-appearance-transition';

/** Where Rspress keeps the theme setting: `light`, `dark` or `auto`. */
const appearanceKey = 'rspress-theme-appearance';

/**
 * Rspress's light/dark switch is a bare `<div>` with a click handler. This wraps it in a focusable toggle
 * button with a name and a pressed state; Enter and Space forward a click to the original switch, so its
 * theme logic and animation stay Rspress's. A toggle during the animation waits for its end: a second view
 * transition would skip the first, and Rspress leaves that rejection unhandled (an error on the page).
 * A toggle stores the theme it chose: Rspress stores `auto` when the choice equals the system's scheme, so the
 * page followed the system again later although the reader had picked a theme.
 */
export function SwitchAppearance(props: SwitchAppearanceProps) {
  const t = useI18n<SiteI18n>();
  const themeContext = useContext(ThemeContext);
  const { theme, setTheme } = themeContext;
  const [, storeChoice] = useStorageValue<string>(appearanceKey, 'auto');
  // The switch reads `setTheme` from this context; the stored value then names the choice, not `auto`.
  const choosing = useMemo(
    () => ({
      ...themeContext,
      setTheme: (next: 'light' | 'dark') => {
        setTheme?.(next);
        storeChoice(next);
      },
    }),
    [themeContext, setTheme, storeChoice],
  );
  const ref = useRef<HTMLDivElement>(null);
  // The stored theme is only known in the browser, so the pressed state is set after hydration.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const queued = useRef<MutationObserver | null>(null);
  useEffect(() => () => queued.current?.disconnect(), []);
  const toggle = () => ref.current?.querySelector<HTMLElement>('.rp-switch-appearance')?.click();
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    const root = document.documentElement;
    if (!root.classList.contains(animatingClass)) return;
    event.stopPropagation();
    // Another toggle while one is queued cancels it: the theme ends where the number of presses says.
    if (queued.current) {
      queued.current.disconnect();
      queued.current = null;
      return;
    }
    const observer = new MutationObserver(() => {
      if (root.classList.contains(animatingClass)) return;
      observer.disconnect();
      queued.current = null;
      toggle();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['class'] });
    queued.current = observer;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    // The key is handled here; page-wide handlers (Rspress's search panel reads Enter) must not see it.
    event.preventDefault();
    event.stopPropagation();
    toggle();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the wrapped switch is a <div>, which a <button> may not contain.
    <div
      ref={ref}
      role="button"
      tabIndex={0}
      aria-label={t('appearanceToggleLabel')}
      aria-pressed={hydrated ? theme === 'dark' : undefined}
      className={styles.toggle}
      onKeyDown={onKeyDown}
      onClickCapture={onClickCapture}
    >
      <ThemeContext.Provider value={choosing}>
        <BaseSwitchAppearance {...props} />
      </ThemeContext.Provider>
    </div>
  );
}
