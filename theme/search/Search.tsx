import { useI18n, useLang, useSite } from '@rspress/core/runtime';
import { IconSearch, SvgWrapper } from '@rspress/core/theme-original';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { SiteI18n } from '../i18n';
import { isSearchEnabled } from './enabled';
import { prefetchIndex, retrying } from './prefetch';
import styles from './SearchButton.module.css';

type Dialog = typeof import('./SearchDialog')['SearchDialog'];

/** The dialog's code, fetched once; a failed fetch is forgotten, so the next attempt fetches again. */
const loadDialog = retrying(() => import('./SearchDialog'));

/** Whether the reader asked the browser to save data (`Save-Data`): then nothing loads before search is opened. */
const savesData = () => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;

const isEditing = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));

/**
 * The search button and the DocSearch dialog, whose code and head file load on intent (unless Save-Data), never with
 * the page; rendered once loaded, not through `lazy` and `Suspense`, whose reveal React holds back for up to 300 ms.
 */
export function Search() {
  const { site } = useSite();
  const lang = useLang();
  const t = useI18n<SiteI18n>();
  // Open, with the first character typed while the search button had the focus, or closed (`null`).
  const [dialog, setDialog] = useState<{ initialQuery?: string } | null>(null);
  const isOpen = dialog !== null;
  const [SearchDialog, setSearchDialog] = useState<Dialog | null>(null);
  const [modifier, setModifier] = useState<string | null>(null);
  useEffect(() => setModifier(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl'), []);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // What had the focus when the dialog opened; closing puts it back there (or on the button if gone or the page).
  const opener = useRef<HTMLElement | null>(null);
  // Focused in the render that removes the dialog, not a frame later: a `/` or Ctrl+K in between reopened it, and
  // the late focus then took the focus out of its field.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const load = () => {
    prefetchIndex(lang);
    loadDialog().then(
      (module) => {
        module.preloadSearch(lang);
        setSearchDialog(() => module.SearchDialog);
      },
      () => {
        opener.current = null;
        setDialog(null);
      },
    );
  };
  const preload = () => savesData() || load();
  const onOpen = (key?: string) => {
    if (!opener.current) {
      const active = document.activeElement;
      opener.current =
        returnFocusTo.current ??
        (active instanceof HTMLElement && active !== document.body ? active : buttonRef.current);
    }
    load();
    setDialog({ initialQuery: key });
  };
  // The same function in every render: DocSearch makes its search state again when `onClose` changes.
  const onClose = useCallback(() => {
    setDialog(null);
    returnFocusTo.current = opener.current?.isConnected ? opener.current : buttonRef.current;
    opener.current = null;
  }, []);
  useEffect(() => {
    if (isOpen || !returnFocusTo.current) return;
    returnFocusTo.current.focus({ preventScroll: true });
    returnFocusTo.current = null;
  }, [isOpen]);
  const enabled = isSearchEnabled(site);

  // Ctrl/Cmd+K toggles, `/` opens (not in a field), Escape closes; a letter typed on the button opens with it.
  const onKeyDown = useRef<(event: KeyboardEvent) => void>(null);
  onKeyDown.current = (event) => {
    // Ctrl or Cmd alone is an intent: the shortcut may follow.
    if (!isOpen && (event.key === 'Control' || event.key === 'Meta')) preload();
    const toggle = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
    const slash = event.key === '/' && !isOpen && !isEditing(event.target);
    if (toggle || slash || (event.key === 'Escape' && isOpen)) {
      event.preventDefault();
      if (isOpen) onClose();
      // Another DocSearch dialog on the page may be open already.
      else if (!document.body.classList.contains('DocSearch--active')) onOpen();
      return;
    }
    const typed = /^[\p{L}\p{N}]$/u.test(event.key) && !event.metaKey && !event.ctrlKey && !event.altKey;
    if (!isOpen && typed && buttonRef.current === document.activeElement) {
      event.preventDefault();
      onOpen(event.key);
    }
  };
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => onKeyDown.current?.(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled]);

  if (!enabled) return null;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => onOpen()}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <SvgWrapper icon={IconSearch} className={styles.icon} />
        <span className={styles.text}>{t('search.buttonText')}</span>
        <span className={styles.keys} data-ready={modifier !== null} aria-hidden="true">
          <kbd>{modifier ?? 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {dialog && SearchDialog && createPortal(<SearchDialog {...dialog} onClose={onClose} />, document.body)}
    </>
  );
}
