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

const started = new Map<string, Promise<Response>>();
const requested = new Set<string>();

/**
 * Starts fetching the head file of a language's local index, alongside the dialog's code rather than after it,
 * once per page; the local index takes the response over (see {@link takePrefetched}). Does nothing with hosted
 * search.
 */
export function prefetchIndex(lang: string): void {
  if (RSLIB_SEARCH_MODE !== 'local') return;
  const url = localIndexUrls(lang).head;
  if (requested.has(url)) return;
  requested.add(url);
  const request = fetch(url);
  // Handled here, as a failure may come before the local index takes the response (then it fetches again).
  request.catch(() => {});
  started.set(url, request);
}

/** The response of a prefetch of `url`, once; a failed prefetch is forgotten, so the caller fetches again. */
export function takePrefetched(url: string): Promise<Response> | undefined {
  const response = started.get(url);
  started.delete(url);
  return response?.catch(() => fetch(url));
}
