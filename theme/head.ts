import { rspack } from '@rsbuild/core';
import { packageManagerTabGroup } from './logic/packageManager';
import { tabChoiceAttribute, tabStorageKey } from './logic/tabs';

/** A script for every page's `<head>`, minified: `toString()` keeps indentation and long names (0.2 KB gzip a page). */
const inlineScript = (code: string): string =>
  rspack.experiments.swc.minifySync(code, { compress: true, mangle: true }).code.replace(/;$/, '');

/** An in-memory `Storage`, used when the browser refuses access to `localStorage`. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(String(key)) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => items.delete(String(key)),
    setItem: (key, value) => items.set(String(key), String(value)),
  };
}

/**
 * Runs in `<head>` before the app starts, self-contained (serialised with `toString()`). Blocked or full storage
 * (private modes, strict privacy settings) gets an in-memory stand-in so the theme keeps working, and a URL that cannot
 * be decoded has its `%` signs turned into `~` (the router decodes paths more than once; no route has a `~`), so it
 * shows the 404 page instead of throwing. Dropping them made `/%` the home page (issue 41, B1).
 */
export function guardBrowserInput(win: Window, fallbackStorage: () => Storage): void {
  try {
    const storage = win.localStorage;
    storage.setItem('rslib-docs-probe', '1');
    storage.removeItem('rslib-docs-probe');
  } catch {
    try {
      Object.defineProperty(win, 'localStorage', { value: fallbackStorage(), configurable: true });
    } catch {
      // The property cannot be replaced; the page still renders from its static HTML.
    }
  }
  const { pathname, search, hash } = win.location;
  try {
    decodeURIComponent(pathname);
  } catch {
    win.history.replaceState(win.history.state, '', `${pathname.replace(/%/g, '~')}${search}${hash}`);
  }
}

/** The body of the inline script that applies {@link guardBrowserInput}, for every HTML file including 404.html. */
export const browserGuardScript = inlineScript(`(${guardBrowserInput})(window, ${memoryStorage})`);

/**
 * Runs in `<head>` before first paint, self-contained like {@link guardBrowserInput}: copies the stored package-manager
 * tab to `<html data-tab-package-manager="2">` for the tab stylesheet (else command blocks show npm until hydration).
 */
function markStoredTab(doc: Document, key: string, attribute: string): void {
  try {
    const stored = doc.defaultView?.localStorage.getItem(key) ?? '';
    if (/^[1-9]$/.test(stored)) doc.documentElement.setAttribute(attribute, stored);
  } catch {
    // Blocked storage: the default tab shows, as it does after hydration.
  }
}

const [tabKey, tabAttribute] = [tabStorageKey(packageManagerTabGroup), tabChoiceAttribute(packageManagerTabGroup)];
export const storedTabsScript = inlineScript(
  `(${markStoredTab})(document, ${JSON.stringify(tabKey)}, ${JSON.stringify(tabAttribute)})`,
);
