import { useLang, useSite } from '@rspress/core/runtime';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { isSearchEnabled } from './enabled';
import { SearchButton } from './SearchButton';
import { useSearchHotkeys } from './useSearchHotkeys';

const loadDialog = () => import('./SearchDialog');
const SearchDialog = lazy(() => loadDialog().then((module) => ({ default: module.SearchDialog })));

/**
 * The site search: a button in the top bar and the DocSearch dialog it opens. The dialog's code and the search index
 * load on first use (or when the pointer or the focus reaches the button), never with the page. Hidden when search is
 * turned off in the site or theme config.
 */
export function Search() {
  const { site } = useSite();
  const lang = useLang();
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string>();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const onOpen = useCallback(() => setIsOpen(true), []);
  const onClose = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
  }, []);
  const onInput = useCallback((key: string) => {
    setInitialQuery(key);
    setIsOpen(true);
  }, []);
  const preload = useCallback(() => void loadDialog().then((module) => module.preloadSearch(lang)), [lang]);
  const enabled = isSearchEnabled(site);
  useSearchHotkeys({ enabled, isOpen, onOpen, onClose, onInput, buttonRef });
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
