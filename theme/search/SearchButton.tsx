import { useI18n } from '@rspress/core/runtime';
import { IconSearch, SvgWrapper } from '@rspress/core/theme-original';
import { type Ref, useEffect, useState } from 'react';
import type { SiteI18n } from '../i18n';
import styles from './SearchButton.module.css';

/** Props of the search button in the top bar. */
export interface SearchButtonProps {
  /** The button element, so that typing on the focused button can open the dialog. */
  ref?: Ref<HTMLButtonElement>;
  /** Opens the dialog. */
  onOpen: () => void;
  /** Starts loading the dialog, when the pointer or the focus comes to the button. */
  onPreload: () => void;
}

/** The search box of the top bar: a button with the shortcut hint; an icon alone on narrow screens. */
export function SearchButton({ ref, onOpen, onPreload }: SearchButtonProps) {
  const t = useI18n<SiteI18n>();
  const [modifier, setModifier] = useState<string | null>(null);
  useEffect(() => setModifier(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl'), []);
  return (
    <button
      ref={ref}
      type="button"
      className={styles.button}
      aria-keyshortcuts="Control+K Meta+K /"
      onClick={onOpen}
      onPointerEnter={onPreload}
      onFocus={onPreload}
    >
      <SvgWrapper icon={IconSearch} className={styles.icon} />
      <span className={styles.text}>{t('search.buttonText')}</span>
      <span className={styles.keys} data-ready={modifier !== null} aria-hidden="true">
        <kbd>{modifier ?? 'Ctrl'}</kbd>
        <kbd>K</kbd>
      </span>
    </button>
  );
}
