import type { LocalIndexFiles } from './types';

/** A promise made once and kept, unless it fails: then the next call makes it again. */
export function retrying<T>(make: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | null = null;
  return () => {
    if (!promise) {
      promise = make();
      promise.catch(() => {
        promise = null;
      });
    }
    return promise;
  };
}

/** The URLs of the local index files of a language, as the build configured them. */
export function localIndexUrls(lang: string): LocalIndexFiles {
  const indexes = RSLIB_SEARCH.mode === 'local' ? RSLIB_SEARCH.indexes : {};
  const files = indexes[lang] ?? Object.values(indexes)[0];
  const root = __webpack_public_path__.replace(/\/$/, '');
  return {
    head: `${root}/${files?.head ?? 'static/search/missing.json'}`,
    text: `${root}/${files?.text ?? 'static/search/missing.json'}`,
  };
}

/** Fetches a language's head file alongside the dialog's code, not after it; the index's `fetch` takes it over. */
export function prefetchIndex(lang: string): void {
  const href = RSLIB_SEARCH_MODE === 'local' ? localIndexUrls(lang).head : '';
  if (!href || document.querySelector(`link[href="${href}"]`)) return;
  // Once per page; `crossorigin` makes it match the index's `fetch` (mode cors, same-origin credentials).
  const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'fetch', href });
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}
