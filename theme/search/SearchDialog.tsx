import variablesCss from '@docsearch/css/dist/_variables.css?inline';
import modalCss from '@docsearch/css/dist/modal.css?inline';
import { type DocSearchHit, DocSearchModal } from '@docsearch/react';
import { useLang, useSite, withBase } from '@rspress/core/runtime';
import { useLinkNavigate } from '@rspress/core/theme-original';
import {
  type FormEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { langOrDefault } from '../site-model.mjs';
import dialogCss from './dialog.css?inline';
import { cleanStoredSearches } from './safe-hits';
import { sitePath } from './site-path';
import { searchSource } from './sources';
// The dialog's words travel with its chunk, not with Rspress's `i18nSource` in every page's first-load JavaScript;
// the Search button's own label stays there.
import searchDialogText from './text.json';

/** Where a reader reports a query that should have found something. */
const reportUrl = 'https://github.com/web-infra-dev/rslib/issues/new';

// The dialog's styles come with its code, not with every page's stylesheet: adopted once, when this module first
// runs. A constructed style sheet is not an inline <style> element, so the site's Content-Security-Policy (style
// hashes only) does not block it.
if (typeof document !== 'undefined' && 'adoptedStyleSheets' in document) {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync([variablesCss, modalCss, dialogCss].join('\n'));
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/** Starts loading what the dialog needs for the first query in a language (the local index, in local mode). */
export const preloadSearch = (lang: string): void => searchSource(lang).preload();

/**
 * Makes DocSearch search its current query again, as if the reader had typed it, for when better results became
 * available (the local index's text arrived). DocSearch has no public way to refresh its results, and React reports
 * an input only when its value changed, so the value goes to the query with a zero-width space (which the engine
 * ignores) and back. The caret stays where it was.
 */
function rerunQuery(input: HTMLInputElement | null | undefined): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (!input?.value || !setValue) return;
  const query = input.value;
  const { selectionStart, selectionEnd } = input;
  for (const value of [`${query}\u200b`, query]) {
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  input.setSelectionRange(selectionStart, selectionEnd);
}

/** The router path of a hit URL inside the site (`null` outside it), and how to open a hit without reloading. */
function useHitNavigation() {
  const navigate = useLinkNavigate();
  const { site } = useSite();
  // The origins whose URLs open inside the site: this page's, and the configured public one.
  const origins: string[] =
    typeof window === 'undefined' ? [] : [window.location.origin, site.siteOrigin].filter(Boolean);
  const pathOf = (url: string) => sitePath(url, origins, site.base);
  // It waits for the dialog to close first, because closing restores the scroll position the page had when the
  // dialog opened, which would undo the scroll to the heading.
  const open = (url: string) => {
    const path = pathOf(url);
    window.setTimeout(() => (path === null ? window.location.assign(url) : navigate(path)), 0);
  };
  return { pathOf, open };
}

/** A result link: a plain click opens the page in place, a modified click opens it as the browser would. */
function SearchHit({ hit, children }: { hit: Pick<DocSearchHit, 'url'>; children: ReactNode }) {
  const { pathOf, open } = useHitNavigation();
  const path = pathOf(hit.url);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open(hit.url);
  };
  return (
    <a href={path === null ? hit.url : withBase(path)} onClick={onClick}>
      {children}
    </a>
  );
}

/**
 * The dialog's screen for a search that could not be answered (the index or the hosted service out of reach). It is
 * the site's own: DocSearch 3 resets its status to idle as soon as a failed request settles, so its error screen
 * would flash at best. It takes DocSearch's screen classes, so its stylesheet draws it like the other screens.
 */
function SearchErrorScreen({ title, help }: { title: string; help: string }) {
  return (
    <div className="DocSearch-ErrorScreen" role="status">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" aria-hidden="true">
          <path strokeWidth="1.5" strokeLinecap="round" d="M2.5 8.5a14 14 0 0 1 19 0M5.5 12a9.5 9.5 0 0 1 13 0" />
          <path strokeWidth="1.5" strokeLinecap="round" d="M8.5 15.5a5 5 0 0 1 7 0M12 19h.01M3 3l18 18" />
        </svg>
      </div>
      <p className="DocSearch-Title">{title}</p>
      <p className="DocSearch-Help">{help}</p>
    </div>
  );
}

/** Every text of the DocSearch dialog in a language. */
function translations(lang: string) {
  const l = langOrDefault(lang);
  const t = (key: keyof typeof searchDialogText) => searchDialogText[key][l];
  return {
    placeholder: t('search.placeholder'),
    errorTitle: t('search.errorTitle'),
    errorHelp: t('search.errorHelp'),
    modal: {
      searchBox: {
        resetButtonTitle: t('search.resetButtonTitle'),
        resetButtonAriaLabel: t('search.resetButtonTitle'),
        cancelButtonText: t('search.cancelButtonText'),
        cancelButtonAriaLabel: t('search.cancelButtonText'),
        searchInputLabel: t('search.searchInputLabel'),
      },
      footer: {
        selectText: t('search.selectText'),
        selectKeyAriaLabel: t('search.selectKeyAriaLabel'),
        navigateText: t('search.navigateText'),
        navigateUpKeyAriaLabel: t('search.navigateUpKeyAriaLabel'),
        navigateDownKeyAriaLabel: t('search.navigateDownKeyAriaLabel'),
        closeText: t('search.closeText'),
        closeKeyAriaLabel: t('search.closeKeyAriaLabel'),
        searchByText: t('search.searchByText'),
      },
      errorScreen: { titleText: t('search.errorTitle'), helpText: t('search.errorHelp') },
      startScreen: {
        recentSearchesTitle: t('search.recentTitle'),
        noRecentSearchesText: t('search.noRecentText'),
        saveRecentSearchButtonTitle: t('search.saveRecentTitle'),
        removeRecentSearchButtonTitle: t('search.removeRecentTitle'),
        favoriteSearchesTitle: t('search.favoriteTitle'),
        removeFavoriteSearchButtonTitle: t('search.removeFavoriteTitle'),
      },
      noResultsScreen: {
        noResultsText: t('search.noResultsText'),
        suggestedQueryText: t('search.suggestedQueryText'),
        reportMissingResultsText: t('search.reportMissingText'),
        reportMissingResultsLinkText: t('search.reportMissingLinkText'),
      },
    },
  };
}

/**
 * The DocSearch dialog, searching the current language's local index or hosted Algolia index. From a failed query
 * to the next answer (or to an empty query) it shows {@link SearchErrorScreen} in place of DocSearch's screens
 * (dialog.css hides those), inside its result area.
 */
export function SearchDialog({ initialQuery, onClose }: { initialQuery?: string; onClose: () => void }) {
  const lang = useLang();
  const source = useMemo(() => searchSource(lang), [lang]);
  const text = useMemo(() => translations(lang), [lang]);
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [results, setResults] = useState<Element | null>(null);
  useLayoutEffect(() => setResults(container.current?.querySelector('.DocSearch-Dropdown') ?? null), []);
  // DocSearch makes a new search client whenever this function changes, so it is made once per source.
  const transformSearchClient = useMemo(
    () => source.client({ answered: () => setFailed(false), failed: () => setFailed(true) }),
    [source],
  );
  useEffect(
    () =>
      source.onMoreResults(() => rerunQuery(container.current?.querySelector<HTMLInputElement>('.DocSearch-Input'))),
    [source],
  );
  const onInput = (event: FormEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLInputElement && event.target.value === '') setFailed(false);
  };
  // DocSearch rebuilds its search state when `navigator` changes, so it must stay the same object.
  const { open } = useHitNavigation();
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
      data-search-failed={failed || undefined}
      onInput={onInput}
    >
      <DocSearchModal
        appId={source.appId}
        apiKey={source.apiKey}
        indexName={source.indexName}
        searchParameters={source.searchParameters}
        transformSearchClient={transformSearchClient}
        placeholder={text.placeholder}
        translations={text.modal}
        initialQuery={initialQuery}
        initialScrollY={initialScrollY}
        onClose={onClose}
        navigator={navigator}
        hitComponent={SearchHit}
        getMissingResultsUrl={({ query }) => `${reportUrl}?title=${encodeURIComponent(`Docs search: "${query}"`)}`}
      />
      {failed && results && createPortal(<SearchErrorScreen title={text.errorTitle} help={text.errorHelp} />, results)}
    </div>
  );
}
