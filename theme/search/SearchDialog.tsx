import variablesCss from '@docsearch/css/dist/_variables.css?inline';
import modalCss from '@docsearch/css/dist/modal.css?inline';
import { DocSearchModal } from '@docsearch/react';
import { useLang } from '@rspress/core/runtime';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import dialogCss from './dialog.css?inline';
import errorScreenCss from './error-screen.css?inline';
import { rerunQuery } from './rerun-query';
import { useSearchFailure } from './SearchErrorScreen';
import { SearchHit, useOpenHit } from './SearchHit';
import { cleanStoredSearches } from './safe-hits';
import { searchSource } from './sources';
import { useDocSearchTranslations } from './translations';

/** Where a reader reports a query that should have found something. */
const reportUrl = 'https://github.com/web-infra-dev/rslib/issues/new';

/** Props of the search dialog. */
export interface SearchDialogProps {
  /** Text to start with, such as the key typed on the focused search button. */
  initialQuery?: string;
  /** Closes the dialog. */
  onClose: () => void;
}

// The dialog's styles come with its code, not with every page's stylesheet: adopted once, when this module first
// runs. A constructed style sheet is not an inline <style> element, so the site's Content-Security-Policy (style
// hashes only) does not block it.
if (typeof document !== 'undefined' && 'adoptedStyleSheets' in document) {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync([variablesCss, modalCss, dialogCss, errorScreenCss].join('\n'));
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/** Starts loading what the dialog needs for the first query in a language (the local index, in local mode). */
export const preloadSearch = (lang: string): void => searchSource(lang).preload();

/** The DocSearch dialog, searching the current language's local index or hosted Algolia index. */
export function SearchDialog({ initialQuery, onClose }: SearchDialogProps) {
  const lang = useLang();
  const source = useMemo(() => searchSource(lang), [lang]);
  const { placeholder, modal } = useDocSearchTranslations();
  const container = useRef<HTMLDivElement>(null);
  const failure = useSearchFailure(container);
  // DocSearch makes a new search client whenever this function changes, so it is made once per source.
  const transformSearchClient = useMemo(() => source.client(failure.listener), [source, failure.listener]);
  useEffect(
    () =>
      source.onMoreResults(() => rerunQuery(container.current?.querySelector<HTMLInputElement>('.DocSearch-Input'))),
    [source],
  );
  const onInput = (event: FormEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLInputElement && event.target.value === '') failure.clear();
  };
  // DocSearch rebuilds its search state when `navigator` changes, so it must stay the same object.
  const open = useOpenHit();
  const openHit = useRef(open);
  openHit.current = open;
  // Before DocSearch reads its stored searches, which it does once, when it mounts.
  useState(() => cleanStoredSearches(source.indexName));
  const [initialScrollY] = useState(() => window.scrollY);
  const navigator = useMemo(
    () => ({
      navigate: ({ itemUrl }: { itemUrl: string }) => openHit.current(itemUrl),
      navigateNewTab: ({ itemUrl }: { itemUrl: string }) => window.open(itemUrl, '_blank', 'noopener'),
      navigateNewWindow: ({ itemUrl }: { itemUrl: string }) => window.open(itemUrl, '_blank', 'noopener'),
    }),
    [],
  );
  return (
    <div
      ref={container}
      data-search-mode={RSLIB_SEARCH_MODE}
      data-search-failed={failure.failed || undefined}
      onInput={onInput}
    >
      <DocSearchModal
        appId={source.appId}
        apiKey={source.apiKey}
        indexName={source.indexName}
        searchParameters={source.searchParameters}
        transformSearchClient={transformSearchClient}
        placeholder={placeholder}
        translations={modal}
        initialQuery={initialQuery}
        initialScrollY={initialScrollY}
        onClose={onClose}
        navigator={navigator}
        hitComponent={SearchHit}
        getMissingResultsUrl={({ query }) => `${reportUrl}?title=${encodeURIComponent(`Docs search: "${query}"`)}`}
      />
      {failure.screen}
    </div>
  );
}
