import { useLang, useSite } from '@rspress/core/runtime';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { isSearchEnabled } from './enabled';
import { prefetchIndex } from './prefetch';
import { SearchButton } from './SearchButton';
import { useSearchHotkeys } from './useSearchHotkeys';

const loadDialog = () => import('./SearchDialog');
const SearchDialog = lazy(() => loadDialog().then((module) => ({ default: module.SearchDialog })));

/** Whether the reader asked the browser to save data (`Save-Data`): then nothing loads before search is opened. */
const savesData = () =>
  typeof navigator !== 'undefined' &&
  (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * The site search: a button in the top bar and the DocSearch dialog it opens. The dialog's code and the first part
 * of the search index load on intent (the pointer or the focus reaching the button, or Ctrl or ⌘ going down, the
 * first key of the shortcut) unless the reader saves data, and at the latest when the dialog opens; never with the
 * page. Hidden when search is turned off in the site or theme config.
 */
export function Search() {
  const { site } = useSite();
  const lang = useLang();
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string>();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const load = useCallback(() => {
    prefetchIndex(lang);
    void loadDialog().then((module) => module.preloadSearch(lang));
  }, [lang]);
  const preload = useCallback(() => {
    if (!savesData()) load();
  }, [load]);
  const onOpen = useCallback(() => {
    load();
    setIsOpen(true);
  }, [load]);
  const onClose = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
  }, []);
  const onInput = useCallback(
    (key: string) => {
      load();
      setInitialQuery(key);
      setIsOpen(true);
    },
    [load],
  );
  const enabled = isSearchEnabled(site);
  useSearchHotkeys({ enabled, isOpen, onOpen, onClose, onInput, onIntent: preload, buttonRef });
  if (!enabled) return null;
  return (
    <>
      <SearchButton ref={buttonRef} onOpen={onOpen} onPreload={preload} />
      {isOpen &&
        createPortal(
          <Suspense fallback={null}>
            <SearchDialog initialQuery={initialQuery} onClose={onClose} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
