import type { DocSearchProps, DocSearchTransformClient } from '@docsearch/react';
import { type LocalHit, maxQueryLength, SearchEngine } from './engine';
import { highlightTags } from './highlight';
import { isHeadFile, isTextFile, readHead, readTexts } from './index-files';
import { localIndexUrls, retrying, takePrefetched } from './prefetch';
import { escapeHit } from './safe-hits';
import type { LocalIndexFiles, SearchSettings } from './types';

/** What a search client tells the dialog: a query was answered, or failed (the index or the service out of reach). */
export interface SearchListener {
  answered(): void;
  failed(error: unknown): void;
}

/** What the DocSearch dialog needs to search one language. */
export interface SearchSource {
  appId: string;
  apiKey: string;
  /** The name DocSearch keeps recent and favourite searches under: one per language. */
  indexName: string;
  searchParameters?: DocSearchProps['searchParameters'];
  /** The search client the dialog uses, reporting answers and failures to `listener`. */
  client: (listener: SearchListener) => (client: DocSearchTransformClient) => DocSearchTransformClient;
  /** Starts loading what the first query needs, if anything. */
  preload: () => void;
  /** Calls `listener` when answers given so far may have missed results (the local text arrived); unsubscribes. */
  onMoreResults: (listener: () => void) => () => void;
}

type Search = DocSearchTransformClient['search'];
type SearchParams = Parameters<Search>[0];
type Request = { query?: string; indexName: string; hitsPerPage?: number };

/** The requests of a DocSearch search call, in either of the shapes DocSearch sends. */
const requestsOf = (params: SearchParams): Request[] =>
  (Array.isArray(params) ? params : (params as { requests: Request[] }).requests) as Request[];

/**
 * The answer to a search, reported to the listener. A failure is reported too, and answered with no hits in place
 * of an error: the dialog shows its own error screen.
 */
const reported = <T>(listener: SearchListener, params: SearchParams, answer: Promise<T>) =>
  answer.then(
    (response) => {
      listener.answered();
      return response;
    },
    (error: unknown) => {
      listener.failed(error);
      const empty = { hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, processingTimeMS: 0 };
      return { results: requestsOf(params).map((request) => ({ ...empty, query: request.query ?? '' })) };
    },
  );

/** Why the local index could not answer: its head file could not be fetched or read. */
export class IndexError extends Error {
  override name = 'IndexError';
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await (takePrefetched(url) ?? fetch(url)).catch((error: unknown) => {
    throw new IndexError(`Could not fetch the search index ${url}: ${String(error)}`);
  });
  if (!response.ok) throw new IndexError(`Could not fetch the search index ${url}: HTTP ${response.status}`);
  return response.json().catch(() => null);
}

/** Runs a callback once the browser has time to spare, so that it never delays a result on its way to the screen. */
const whenIdle = (callback: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(callback, { timeout: 500 })
    : setTimeout(callback, 50);

/**
 * The local index of one language in the browser. The head file (titles, descriptions, headings) is fetched and
 * indexed first and answers at once; the text file is fetched after the first answer, while the browser is idle,
 * and added to the same engine in slices. A failed fetch is tried again on the next call.
 */
export class LocalIndex {
  readonly #urls: LocalIndexFiles;
  #complete = false;
  readonly #listeners = new Set<() => void>();

  constructor(urls: LocalIndexFiles) {
    this.#urls = urls;
  }

  /** Whether the text under the headings is in. */
  get complete(): boolean {
    return this.#complete;
  }

  /** Calls `listener` when the text has been added: answers given before it may have missed results. */
  onComplete(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  readonly head = retrying(async () => {
    const started = performance.now();
    const file = await fetchJson(this.#urls.head);
    if (!isHeadFile(file)) throw new IndexError(`The search index ${this.#urls.head} is not an index file`);
    const records = readHead(file);
    const engine = new SearchEngine(records.records, records.ranks);
    performance.measure('rslib-search:index', { start: started });
    return { engine, records };
  });

  /** Resolves when the text file has been fetched and added to the engine. */
  readonly text = retrying(async () => {
    const started = performance.now();
    const [{ engine, records }, file] = await Promise.all([this.head(), fetchJson(this.#urls.text)]);
    if (!isTextFile(file)) throw new IndexError(`The search index ${this.#urls.text} is not an index file`);
    const texts = readTexts(records, file);
    await engine.addInSlices(texts.records, texts.ranks);
    this.#complete = true;
    performance.measure('rslib-search:index-complete', { start: started });
    for (const listener of this.#listeners) listener();
  });

  /** Searches what is loaded. Without the text, a query the headings cannot answer waits for it. */
  async search(query: string, limit: number): Promise<LocalHit[]> {
    const { engine } = await this.head();
    const search = () => {
      const started = performance.now();
      const hits = engine.search(query, limit);
      performance.measure('rslib-search:query', { start: started });
      return hits;
    };
    const hits = search();
    if (this.#complete) return hits;
    if (hits.length > 0) {
      whenIdle(() => void this.text().catch(() => {}));
      return hits;
    }
    return this.text().then(search, () => hits);
  }
}

/**
 * A DocSearch search client that answers from a local index instead of Algolia's servers: same request and
 * response shapes, nothing leaves the machine but the index file requests.
 */
export function localSearchClient(index: LocalIndex, listener: SearchListener): DocSearchTransformClient {
  const search = (params: SearchParams) =>
    reported(
      listener,
      params,
      Promise.all(
        requestsOf(params).map(async (request) => {
          const query = (request.query ?? '').slice(0, maxQueryLength);
          const started = performance.now();
          const hits = await index.search(query, request.hitsPerPage ?? 20);
          const processingTimeMS = Math.round(performance.now() - started);
          return { hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: hits.length, processingTimeMS, query };
        }),
      ).then((results) => ({ results })),
    );
  const algoliaAgent = { value: 'rslib-docs-local', add: () => algoliaAgent };
  return {
    // The engine's hits have DocSearch's hit shape; Algolia's generic response type is wider than what DocSearch reads.
    search: search as unknown as Search,
    addAlgoliaAgent: () => {},
    transporter: { algoliaAgent },
  };
}

/** Hosted Algolia DocSearch, filtered to one language, with every hit escaped before DocSearch renders it. */
export function algoliaSource(
  { appId, apiKey, indexName }: Extract<SearchSettings, { mode: 'algolia' }>,
  lang: string,
): SearchSource {
  const client = (listener: SearchListener) => (algolia: DocSearchTransformClient) => ({
    addAlgoliaAgent: (...args: Parameters<DocSearchTransformClient['addAlgoliaAgent']>) =>
      algolia.addAlgoliaAgent(...args),
    transporter: algolia.transporter,
    search: ((params, options) => {
      const requests = requestsOf(params).map((request) => ({ ...request, indexName }));
      const answer = algolia.search({ requests }, options).then((response) => ({
        ...response,
        results: response.results.map((result) =>
          'hits' in result ? { ...result, hits: (result.hits as Record<string, unknown>[]).map(escapeHit) } : result,
        ),
      }));
      return reported(listener, params, answer);
    }) as Search,
  });
  return {
    appId,
    apiKey,
    indexName: `${indexName}::${lang}`,
    searchParameters: {
      facetFilters: [`language:${lang}`],
      highlightPreTag: highlightTags.pre,
      highlightPostTag: highlightTags.post,
    },
    client,
    preload: () => {},
    onMoreResults: () => () => {},
  };
}

const localIndexes = new Map<string, LocalIndex>();

/**
 * Where the dialog searches for one language, as the build configured it: hosted Algolia, or the local index built
 * with the site (one per page and language, fetched on first use and searched in the browser).
 */
export function searchSource(lang: string): SearchSource {
  if (RSLIB_SEARCH_MODE === 'algolia' && RSLIB_SEARCH.mode === 'algolia') return algoliaSource(RSLIB_SEARCH, lang);
  const index = localIndexes.get(lang) ?? new LocalIndex(localIndexUrls(lang));
  localIndexes.set(lang, index);
  return {
    appId: 'local',
    apiKey: 'local',
    indexName: `rslib-docs-${lang}`,
    client: (listener) => () => localSearchClient(index, listener),
    preload: () => void index.head().catch(() => {}),
    onMoreResults: (listener) => index.onComplete(listener),
  };
}
