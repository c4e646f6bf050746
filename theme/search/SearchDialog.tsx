import variablesCss from '@docsearch/css/dist/_variables.css?inline';
import modalCss from '@docsearch/css/dist/modal.css?inline';
import { type DocSearchHit, DocSearchModal } from '@docsearch/react';
import { useLang, useSite, withBase } from '@rspress/core/runtime';
import { useLinkNavigate } from '@rspress/core/theme-original';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { trapTab } from '../logic/focusTrap';
import { type Lang, langOrDefault } from '../site-model.mjs';
import dialogCss from './dialog.css?inline';
import { cleanStoredSearches } from './safe-hits';
import { sitePath } from './site-path';
import { searchSource } from './sources';
// The dialog's words travel with its chunk, not with Rspress's `i18nSource` in every page's first-load JavaScript;
// translations.json names the word of each of DocSearch's texts.
import searchDialogText from './text.json';
import translations from './translations.json';

// The dialog's styles come with its code, adopted once: a constructed style sheet is no inline <style> element, which
// the site's Content-Security-Policy (style hashes only) would block.
if (typeof document !== 'undefined' && 'adoptedStyleSheets' in document) {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync([variablesCss, modalCss, dialogCss].join('\n'));
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/** Starts loading what the dialog needs for the first query in a language (the local index, in local mode). */
export const preloadSearch = (lang: string): void =>
  void searchSource(lang)
    .index?.head()
    .catch(() => {});

/** The words {@link dialogSemantics} uses, in the page's language (theme/search/text.json). */
type DialogWords = { label: string; oneResult: string; resultCount: string };

const set = (element: Element | null | undefined, name: string, value: string) => {
  if (element && element.getAttribute(name) !== value) element.setAttribute(name, value);
};

/**
 * DocSearch 3's markup made a modal dialog for assistive technology (issue 41, S6 and K9), kept so as DocSearch
 * re-renders (in the dialog's chunk, no first-load JavaScript; here, not in a module of its own, which lengthened the module ids in every page's entry script): the backdrop drops the combobox-button role autocomplete gives it (an unnamed button around the whole
 * dialog, axe's nested-interactive and label-content-name-mismatch); the modal is a named `dialog` with `aria-modal`;
 * each result list gets the id the input's `aria-controls` names (DocSearch gives all of them `docsearch-list`), and
 * `aria-controls` lists only lists that exist; the search bar's `<header>` is no second banner; a status line says how
 * many results there are, or that there are none; Tab and Shift+Tab go round the dialog's controls. Returns the cleanup.
 */
function dialogSemantics(root: HTMLElement, words: DialogWords): () => void {
  const status = document.createElement('div');
  status.setAttribute('role', 'status');
  status.className = 'DocSearch-VisuallyHiddenForAccessibility';
  const apply = () => {
    const backdrop = root.querySelector('.DocSearch-Container');
    for (const name of ['role', 'aria-expanded', 'aria-haspopup', 'aria-labelledby', 'aria-controls', 'tabindex'])
      if (backdrop?.hasAttribute(name)) backdrop.removeAttribute(name);
    const modal = root.querySelector('.DocSearch-Modal');
    if (!modal) return;
    set(modal, 'role', 'dialog');
    set(modal, 'aria-modal', 'true');
    set(modal, 'aria-label', words.label);
    set(modal.querySelector('header'), 'role', 'none');
    // The results scroll, and hold no Tab stop (they are options): the keyboard reaches them as a whole too.
    set(modal.querySelector('.DocSearch-Dropdown'), 'tabindex', '0');
    for (const list of modal.querySelectorAll('[role="listbox"]')) {
      const item = list.querySelector('[role="option"][id]')?.id;
      if (item) set(list, 'id', item.replace(/-item-\d+$/, '-list'));
    }
    const input = modal.querySelector('.DocSearch-Input');
    const controls = (input?.getAttribute('aria-controls') ?? '')
      .split(/\s+/)
      .filter((id) => document.getElementById(id));
    if (controls.length > 0) set(input, 'aria-controls', controls.join(' '));
    else input?.removeAttribute('aria-controls');
    if (status.parentNode !== modal) modal.append(status);
    const query = (input as HTMLInputElement | null)?.value.trim();
    const none = modal.querySelector('.DocSearch-NoResults .DocSearch-Title')?.textContent ?? '';
    const hits = modal.querySelectorAll('.DocSearch-Hits .DocSearch-Hit').length;
    const said = !query ? '' : none || (hits === 1 ? words.oneResult : words.resultCount.replace('{count}', `${hits}`));
    if (status.textContent !== said) status.textContent = said;
  };
  const observer = new MutationObserver(apply);
  observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  apply();
  const onKey = (event: KeyboardEvent) => {
    const modal = root.querySelector('.DocSearch-Modal');
    if (event.key === 'Tab' && modal) trapTab(event, [], modal);
  };
  root.addEventListener('keydown', onKey);
  return () => {
    observer.disconnect();
    root.removeEventListener('keydown', onKey);
  };
}

/**
 * Makes DocSearch search its query again (more results came in): with no public way to, and React reporting changed
 * values only, the query gets a zero-width space (which the engine ignores) and loses it again.
 */
function rerunQuery(input: HTMLInputElement | null | undefined): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (!input?.value || !setValue) return;
  const { value: query, selectionStart, selectionEnd } = input;
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
  const origins = typeof window === 'undefined' ? [] : [window.location.origin, site.siteOrigin].filter(Boolean);
  const pathOf = (url: string) => sitePath(url, origins as string[], site.base);
  // Once the dialog has closed: closing restores the page's scroll position, which would undo the scroll to a heading.
  const open = (url: string) => {
    const path = pathOf(url);
    window.setTimeout(() => (path === null ? window.location.assign(url) : navigate(path)), 0);
  };
  return { pathOf, open };
}

/**
 * A result: a plain click opens the page in place, a modified or middle click in a new tab. Its address is in
 * `data-href`, not `href`: the result is an option of a list box (arrow keys, Enter, Cmd+Enter), and a link inside an
 * option is a second control in it for assistive technology (axe: nested-interactive, issue 41 S6).
 */
function SearchHit({ hit, children }: { hit: Pick<DocSearchHit, 'url'>; children: ReactNode }) {
  const { pathOf, open } = useHitNavigation();
  const path = pathOf(hit.url);
  const href = path === null ? hit.url : withBase(path);
  const newTab = () => window.open(href, '_blank', 'noopener');
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the option (DocSearch's <li role="option">) is the control.
    // biome-ignore lint/a11y/useKeyWithClickEvents: DocSearch handles its keys (Enter, Cmd+Enter).
    <a
      data-href={href}
      // biome-ignore lint/a11y/useValidAnchor: no href, see above; a click opens the page.
      onClick={(event) => {
        if (event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) newTab();
        else open(hit.url);
      }}
      onAuxClick={(event) => event.button === 1 && newTab()}
    >
      {children}
    </a>
  );
}

/** translations.json with each text.json key replaced by its text in `lang`. */
const textsOf = (lang: Lang): typeof translations =>
  JSON.parse(JSON.stringify(translations), (_, key) =>
    typeof key === 'string' ? searchDialogText[key as keyof typeof searchDialogText][lang] : key,
  );

/** Where a reader reports a query that should have found something. */
const reportUrl = 'https://github.com/web-infra-dev/rslib/issues/new';

/**
 * The DocSearch dialog. From a failed query to the next answer it shows its own error screen (DocSearch 3 goes back
 * to idle as soon as a failed request settles, so its own would flash at best), in DocSearch's screen classes.
 */
export function SearchDialog({ initialQuery, onClose }: { initialQuery?: string; onClose: () => void }) {
  const lang = useLang();
  const source = useMemo(() => searchSource(lang), [lang]);
  const text = useMemo(() => textsOf(langOrDefault(lang)), [lang]);
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // The error screen's place: DocSearch's result area, once mounted.
  const results = failed && container.current?.querySelector('.DocSearch-Dropdown');
  // DocSearch makes a new search client whenever this function changes, so it is made once per source.
  const transformSearchClient = useMemo(
    () => source.client({ answered: () => setFailed(false), failed: () => setFailed(true) }),
    [source],
  );
  useEffect(() => {
    if (!container.current) return;
    const word = (key: keyof typeof searchDialogText) => searchDialogText[key][langOrDefault(lang)];
    return dialogSemantics(container.current, {
      label: word('search.dialogLabel'),
      oneResult: word('search.oneResult'),
      resultCount: word('search.resultCount'),
    });
  }, [lang]);
  useEffect(
    () => source.index?.onComplete(() => rerunQuery(container.current?.querySelector('.DocSearch-Input'))),
    [source],
  );
  // DocSearch rebuilds its search state when `navigator` changes, so it must stay the same object.
  const { open } = useHitNavigation();
  const openHit = useRef(open);
  openHit.current = open;
  // Before DocSearch reads its stored searches, which it does once, when it mounts.
  useState(() => cleanStoredSearches(source.indexName));
  const [initialScrollY] = useState(() => window.scrollY);
  // DocSearch's own ways of opening a hit in a new tab or window stay.
  const navigator = useMemo(() => ({ navigate: ({ itemUrl }: { itemUrl: string }) => openHit.current(itemUrl) }), []);
  return (
    <div
      ref={container}
      data-search-mode={RSLIB_SEARCH_MODE}
      data-search-failed={failed || undefined}
      onInput={(event) => event.target instanceof HTMLInputElement && !event.target.value && setFailed(false)}
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
      {results &&
        createPortal(
          <div className="DocSearch-ErrorScreen" role="status">
            <div className="DocSearch-Screen-Icon">
              <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" aria-hidden="true">
                <path strokeWidth="1.5" strokeLinecap="round" d="M2.5 8.5a14 14 0 0 1 19 0M5.5 12a9.5 9.5 0 0 1 13 0" />
                <path strokeWidth="1.5" strokeLinecap="round" d="M8.5 15.5a5 5 0 0 1 7 0M12 19h.01M3 3l18 18" />
              </svg>
            </div>
            <p className="DocSearch-Title">{text.modal.errorScreen.titleText}</p>
            <p className="DocSearch-Help">{text.modal.errorScreen.helpText}</p>
          </div>,
          results,
        )}
    </div>
  );
}
