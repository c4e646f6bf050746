import { ThemeContext, useI18n } from '@rspress/core/runtime';
import { SwitchAppearance as BaseSwitchAppearance } from '@rspress/core/theme-original';
import { type KeyboardEvent, useContext, useEffect, useRef, useState } from 'react';
import type { SiteI18n } from '../../i18n';
import styles from './AppearanceToggle.module.css';

/** Props of Rspress's appearance switch, passed through. */
export interface SwitchAppearanceProps {
  /** Called after the theme changed (the mobile menu closes itself with it). */
  onClick?: () => void;
}

/**
 * Rspress's light/dark switch is a bare `<div>` with a click handler. This wraps it in a focusable toggle
 * button with a name and a pressed state; Enter and Space forward a click to the original switch, so its
 * theme logic and animation stay Rspress's.
 */
export function SwitchAppearance(props: SwitchAppearanceProps) {
  const t = useI18n<SiteI18n>();
  const { theme } = useContext(ThemeContext);
  const ref = useRef<HTMLDivElement>(null);
  // The stored theme is only known in the browser, so the pressed state is set after hydration.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    // The key is handled here; page-wide handlers (Rspress's search panel reads Enter) must not see it.
    event.preventDefault();
    event.stopPropagation();
    ref.current?.querySelector<HTMLElement>('.rp-switch-appearance')?.click();
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
    >
      <BaseSwitchAppearance {...props} />
    </div>
  );
}
