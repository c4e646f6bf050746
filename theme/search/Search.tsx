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
 * The site search: a button in the top bar (an icon alone on narrow screens) and the DocSearch dialog it opens.
 * The dialog's code and the first part of the search index load on intent (the pointer or the focus reaching the
 * button, or Ctrl or ⌘ going down, the first key of the shortcut) unless the reader saves data, and at the latest
 * when the dialog opens; never with the page. The dialog renders as soon as its code is in: not through `lazy` and
 * `Suspense`, whose reveal React holds back for up to 300 ms. If its code cannot be fetched, the dialog stays
 * closed and the next attempt fetches it again. Hidden when search is turned off in the site or theme config.
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
  // the dialog puts the focus back there, or on the search button if it is gone or was the page itself.
  const opener = useRef<HTMLElement | null>(null);
  // Where the focus goes once the dialog has closed. Put there right after the render that removes DocSearch's modal
  // (which leaves the focus on the body), not a frame later: a `/` or Ctrl+K pressed in between reopened the dialog,
  // and the late focus then took the focus out of its search field.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const load = useCallback(() => {
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
  }, [lang]);
  const preload = useCallback(() => {
    if (!savesData()) load();
  }, [load]);
  /** Opens the dialog, with a first character typed while the search button had the focus. */
  const onOpen = useCallback(
    (key?: string) => {
      if (!opener.current) {
        const active = document.activeElement;
        opener.current =
          returnFocusTo.current ??
          (active instanceof HTMLElement && active !== document.body ? active : buttonRef.current);
      }
      load();
      setInitialQuery(key);
      setIsOpen(true);
    },
    [load],
  );
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

  // Ctrl/Cmd+K toggles the dialog, `/` opens it unless the reader is typing in a field, Escape closes it. Ctrl or
  // Cmd alone is an intent: the dialog may be wanted next.
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isOpen && (event.key === 'Control' || event.key === 'Meta')) preload();
      const toggle = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash = event.key === '/' && !isOpen && !isEditing(event.target);
      const closing = event.key === 'Escape' && isOpen;
      if (toggle || slash || closing) {
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
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, isOpen, onOpen, onClose, preload]);

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
