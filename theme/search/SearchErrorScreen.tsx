import { type ReactPortal, type RefObject, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { SearchListener } from './local-client';
import { useSearchText } from './translations';

/**
 * The dialog's screen for a search that could not be answered (the index or the hosted service out of reach). It is
 * the site's own: DocSearch 3 resets its status to idle as soon as a failed request settles, so its error screen
 * would flash at best. It takes DocSearch's screen classes, so its stylesheet draws it like the other screens.
 */
export function SearchErrorScreen() {
  const t = useSearchText();
  return (
    <div className="DocSearch-ErrorScreen" role="status">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" aria-hidden="true">
          <path strokeWidth="1.5" strokeLinecap="round" d="M2.5 8.5a14 14 0 0 1 19 0M5.5 12a9.5 9.5 0 0 1 13 0" />
          <path strokeWidth="1.5" strokeLinecap="round" d="M8.5 15.5a5 5 0 0 1 7 0M12 19h.01M3 3l18 18" />
        </svg>
      </div>
      <p className="DocSearch-Title">{t('search.errorTitle')}</p>
      <p className="DocSearch-Help">{t('search.errorHelp')}</p>
    </div>
  );
}

/** Whether the last query failed, the listener the search client reports to, and the error screen to render. */
export interface SearchFailure {
  failed: boolean;
  listener: SearchListener;
  /** Forgets the failure, as when the reader clears the query and the start screen is due. */
  clear: () => void;
  /** The error screen, inside the dialog's result area (`.DocSearch-Dropdown`), while the last query failed. */
  screen: ReactPortal | null;
}

/**
 * Tracks failed queries of the dialog inside `container`. From a failure to the next answer (or to an empty query)
 * the dialog shows {@link SearchErrorScreen} in place of DocSearch's screens (error-screen.css hides those).
 */
export function useSearchFailure(container: RefObject<HTMLElement | null>): SearchFailure {
  const [failed, setFailed] = useState(false);
  const [results, setResults] = useState<Element | null>(null);
  useLayoutEffect(() => setResults(container.current?.querySelector('.DocSearch-Dropdown') ?? null), [container]);
  const listener = useMemo<SearchListener>(
    () => ({ answered: () => setFailed(false), failed: () => setFailed(true) }),
    [],
  );
  const clear = useMemo(() => () => setFailed(false), []);
  const screen = failed && results ? createPortal(<SearchErrorScreen />, results) : null;
  return { failed, listener, clear, screen };
}
