import { useLang, useSite } from '@rspress/core/runtime';
import { useCallback, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { isSearchEnabled } from './enabled';
import { prefetchIndex } from './prefetch';
import { SearchButton } from './SearchButton';
import { useSearchHotkeys } from './useSearchHotkeys';

type DialogModule = typeof import('./SearchDialog');
type Dialog = DialogModule['SearchDialog'];

let dialogModule: Promise<DialogModule> | null = null;
/** The dialog's code, fetched once; a failed fetch is forgotten, so the next attempt fetches again. */
const loadDialog = (): Promise<DialogModule> => {
  if (!dialogModule) {
    dialogModule = import('./SearchDialog');
    dialogModule.catch(() => {
      dialogModule = null;
    });
  }
  return dialogModule;
};

/** Whether the reader asked the browser to save data (`Save-Data`): then nothing loads before search is opened. */
const savesData = () =>
  typeof navigator !== 'undefined' &&
  (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * The site search: a button in the top bar and the DocSearch dialog it opens. The dialog's code and the first part
 * of the search index load on intent (the pointer or the focus reaching the button, or Ctrl or ⌘ going down, the
 * first key of the shortcut) unless the reader saves data, and at the latest when the dialog opens; never with the
 * page. The dialog renders as soon as its code is in: not through `lazy` and `Suspense`, whose reveal React holds
 * back for up to 300 ms. If its code cannot be fetched, the dialog stays closed and the next attempt fetches it
 * again. Hidden when search is turned off in the site or theme config.
 */
export function Search() {
  const { site } = useSite();
  const lang = useLang();
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string>();
  const [SearchDialog, setSearchDialog] = useState<Dialog | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The element that had the focus when the dialog opened (the search button, a link under the `/` key…): closing
  // the dialog puts the focus back there, or on the search button if it is gone or was the page itself.
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = useCallback(() => {
    if (opener.current) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : buttonRef.current;
  }, []);
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
  const onOpen = useCallback(() => {
    rememberOpener();
    load();
    setIsOpen(true);
  }, [load, rememberOpener]);
  const onClose = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    const target = opener.current?.isConnected ? opener.current : buttonRef.current;
    opener.current = null;
    // After DocSearch's modal has unmounted, which otherwise leaves the focus on the body.
    requestAnimationFrame(() => target?.focus({ preventScroll: true }));
  }, []);
  const onInput = useCallback(
    (key: string) => {
      rememberOpener();
      load();
      setInitialQuery(key);
      setIsOpen(true);
    },
    [load, rememberOpener],
  );
  const enabled = isSearchEnabled(site);
  useSearchHotkeys({ enabled, isOpen, onOpen, onClose, onInput, onIntent: preload, buttonRef });
  if (!enabled) return null;
  return (
    <>
      <SearchButton ref={buttonRef} onOpen={onOpen} onPreload={preload} />
      {isOpen &&
        SearchDialog &&
        createPortal(<SearchDialog initialQuery={initialQuery} onClose={onClose} />, document.body)}
    </>
  );
}
