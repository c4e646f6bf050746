import type { DocSearchProps, DocSearchTransformClient } from '@docsearch/react';
import { type LocalHit, maxQueryLength, SearchEngine } from './engine';
import { highlightTags } from './highlight';
import { type HeadIndexFile, readHead, readTexts, type TextIndexFile } from './index-files';
import { localIndexUrls, retrying } from './prefetch';
import { escapeHit } from './safe-hits';
import type { LocalIndexFiles, SearchSettings } from './types';

/** What a search client tells the dialog: a query was answered, or failed (the index or the service out of reach). */
export type SearchListener = { answered(): void; failed(error: unknown): void };

/** What the dialog needs for one language: DocSearch props (`indexName` also names its stored searches), client, index. */
export type SearchSource = Pick<DocSearchProps, 'appId' | 'apiKey' | 'indexName' | 'searchParameters'> & {
  client: (listener: SearchListener) => (client: DocSearchTransformClient) => DocSearchTransformClient;
  index?: LocalIndex;
};

type Search = DocSearchTransformClient['search'];
type SearchParams = Parameters<Search>[0];
type Request = { query?: string; indexName: string; hitsPerPage?: number };

/** The requests of a DocSearch search call, in either of the shapes DocSearch sends. */
const requestsOf = (params: SearchParams) =>
  (Array.isArray(params) ? params : (params as { requests: Request[] }).requests) as Request[];

/** The answer to a search, reported to the listener; a failure answers no hits (the dialog shows its error screen). */
const reported = <T>(listener: SearchListener, params: SearchParams, answer: Promise<T>) =>
  answer.then(
    (response) => {
      listener.answered();
      return response;
    },
    (error: unknown) => {
      listener.failed(error);
      return { results: requestsOf(params).map((request) => ({ hits: [], nbHits: 0, query: request.query ?? '' })) };
    },
  );

/** Why the local index could not answer: its head file could not be fetched or read. */
const indexError = (message: string) => Object.assign(new Error(message), { name: 'IndexError' });

/** An index file of this format (its entries are checked again as they are read), with these lists. */
async function fetchIndex<T>(url: string, lists: string[]): Promise<T> {
  const response = await fetch(url).catch((error: unknown) => {
    throw indexError(`Could not fetch the search index ${url}: ${String(error)}`);
  });
  if (!response.ok) throw indexError(`Could not fetch the search index ${url}: HTTP ${response.status}`);
  const file = await response.json().catch(() => null);
  if (file?.version !== 2 || !lists.every((list) => Array.isArray(file[list])))
    throw indexError(`The search index ${url} is not an index file`);
  return file;
}

/** A language's index: the head file answers first, the text file loads once idle after that; failed fetches retry. */
export class LocalIndex {
  /** Whether the text under the headings is in. */
  complete = false;
  readonly #listeners = new Set<() => void>();

  constructor(readonly urls: LocalIndexFiles) {}

  /** Calls `listener` when the text has been added: answers given before it may have missed results. */
  onComplete(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  readonly head = retrying(async () => {
    const started = performance.now();
    const records = readHead(await fetchIndex<HeadIndexFile>(this.urls.head, ['sections', 'pages', 'headings']));
    const engine = new SearchEngine(records.records, records.ranks);
    performance.measure('rslib-search:index', { start: started });
    return { engine, records };
  });

  /** Resolves when the text file has been fetched and added to the engine. */
  readonly text = retrying(async () => {
    const started = performance.now();
    const [{ engine, records }, file] = await Promise.all([
      this.head(),
      fetchIndex<TextIndexFile>(this.urls.text, ['texts']),
    ]);
    const texts = readTexts(records, file);
    await engine.add(texts.records, texts.ranks, 8);
    this.complete = true;
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
    if (this.complete) return hits;
    if (hits.length === 0) return this.text().then(search, () => hits);
    // When the browser has time to spare, so that it never delays a result on its way to the screen.
    const fetchText = () => void this.text().catch(() => {});
    if (typeof requestIdleCallback === 'function') requestIdleCallback(fetchText, { timeout: 500 });
    else setTimeout(fetchText, 50);
    return hits;
  }
}

/** A DocSearch search client on a local index, in Algolia's shapes: nothing leaves the machine but the index files. */
export function localSearchClient(index: LocalIndex, listener: SearchListener): DocSearchTransformClient {
  const search = (params: SearchParams) =>
    reported(
      listener,
      params,
      Promise.all(
        requestsOf(params).map(async (request) => {
          const query = (request.query ?? '').slice(0, maxQueryLength);
          const hits = await index.search(query, request.hitsPerPage ?? 20);
          return { hits, nbHits: hits.length, query };
        }),
      ).then((results) => ({ results })),
    );
  const algoliaAgent = { value: 'rslib-docs-local', add: () => algoliaAgent };
  // The engine's hits have DocSearch's hit shape; DocSearch reads only `hits` and `nbHits` of Algolia's wider response.
  return { search: search as unknown as Search, addAlgoliaAgent: () => {}, transporter: { algoliaAgent } };
}

/** Hosted Algolia DocSearch, filtered to one language, with every hit escaped before DocSearch renders it. */
export function algoliaSource(
  { appId, apiKey, indexName }: Extract<SearchSettings, { mode: 'algolia' }>,
  lang: string,
): SearchSource {
  const client = (listener: SearchListener) => (algolia: DocSearchTransformClient) => ({
    ...algolia,
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
  const searchParameters = {
    facetFilters: [`language:${lang}`],
    highlightPreTag: highlightTags.pre,
    highlightPostTag: highlightTags.post,
  };
  return { appId, apiKey, indexName: `${indexName}::${lang}`, searchParameters, client };
}

const localIndexes = new Map<string, LocalIndex>();

/** Where the dialog searches for one language: hosted Algolia, or the local index (one per page and language). */
export function searchSource(lang: string): SearchSource {
  if (RSLIB_SEARCH_MODE === 'algolia' && RSLIB_SEARCH.mode === 'algolia') return algoliaSource(RSLIB_SEARCH, lang);
  const index = localIndexes.get(lang) ?? new LocalIndex(localIndexUrls(lang));
  localIndexes.set(lang, index);
  const client = (listener: SearchListener) => () => localSearchClient(index, listener);
  return { appId: 'local', apiKey: 'local', indexName: `rslib-docs-${lang}`, client, index };
}
