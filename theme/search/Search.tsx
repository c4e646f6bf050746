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
const savesData = () =>
  typeof navigator !== 'undefined' &&
  (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;

const isEditing = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));

/**
 * The site search: a button in the top bar (an icon alone on narrow screens) and the DocSearch dialog it opens. The
 * dialog's code and the first part of the index load on intent (pointer or focus on the button, Ctrl or ⌘ going
 * down) unless the reader saves data, at the latest on opening, never with the page. The dialog renders as soon as
 * its code is in, not through `lazy` and `Suspense`, whose reveal React holds back for up to 300 ms; if its code
 * cannot be fetched, it stays closed and the next attempt fetches again. Hidden when search is turned off.
 */
export function Search() {
  const { site } = useSite();
  const lang = useLang();
  const t = useI18n<SiteI18n>();
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string>();
  const [SearchDialog, setSearchDialog] = useState<Dialog | null>(null);
  const [modifier, setModifier] = useState<string | null>(null);
  useEffect(() => setModifier(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl'), []);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The element that had the focus when the dialog opened (the search button, a link under the `/` key…): closing
  // puts the focus back there, or on the search button if it is gone or was the page itself.
  const opener = useRef<HTMLElement | null>(null);
  // Focused in the render that removes DocSearch's modal (which leaves the focus on the body), not a frame later: a
  // `/` or Ctrl+K pressed in between reopened the dialog, and the late focus took the focus out of its field.
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
        setIsOpen(false);
      },
    );
  };
  const preload = () => savesData() || load();
  /** Opens the dialog, with a first character typed while the search button had the focus. */
  const onOpen = (key?: string) => {
    if (!opener.current) {
      const active = document.activeElement;
      opener.current =
        returnFocusTo.current ??
        (active instanceof HTMLElement && active !== document.body ? active : buttonRef.current);
    }
    load();
    setInitialQuery(key);
    setIsOpen(true);
  };
  // The same function in every render: DocSearch makes its search state again when `onClose` changes.
  const onClose = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    returnFocusTo.current = opener.current?.isConnected ? opener.current : buttonRef.current;
    opener.current = null;
  }, []);
  useEffect(() => {
    if (isOpen || !returnFocusTo.current) return;
    returnFocusTo.current.focus({ preventScroll: true });
    returnFocusTo.current = null;
  }, [isOpen]);
  const enabled = isSearchEnabled(site);

  // Ctrl/Cmd+K toggles the dialog, `/` opens it unless the reader is typing in a field, Escape closes it; Ctrl or Cmd
  // alone is an intent. A letter typed on the focused search button opens the dialog with it.
  const onKeyDown = useRef<(event: KeyboardEvent) => void>(null);
  onKeyDown.current = (event) => {
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
      {isOpen &&
        SearchDialog &&
        createPortal(<SearchDialog initialQuery={initialQuery} onClose={onClose} />, document.body)}
    </>
  );
}
