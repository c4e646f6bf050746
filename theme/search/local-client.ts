import type { DocSearchTransformClient } from '@docsearch/react';
import { type LocalHit, maxQueryLength, SearchEngine } from './engine';
import { type HeadRecords, isHeadFile, isTextFile, readHead, readTexts } from './index-files';
import { takePrefetched } from './prefetch';
import type { LocalIndexFiles } from './types';

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

/** An answer of the local index, and whether the text under the headings was searched too. */
export interface LocalAnswer {
  hits: LocalHit[];
  complete: boolean;
}

/**
 * The local index of one language in the browser. The head file (titles, descriptions, headings) is fetched and
 * indexed first and answers at once; the text file is fetched after the first answer, while the browser is idle,
 * and added to the same engine in slices. A failed fetch is tried again on the next call.
 */
export class LocalIndex {
  readonly #urls: LocalIndexFiles;
  #head: Promise<{ engine: SearchEngine; records: HeadRecords }> | null = null;
  #text: Promise<void> | null = null;
  #complete = false;
  readonly #listeners = new Set<() => void>();

  constructor(urls: LocalIndexFiles) {
    this.#urls = urls;
  }

  /** Whether the text under the headings is in the index. */
  get complete(): boolean {
    return this.#complete;
  }

  /** Calls `listener` when the text has been added: answers given before it may have missed results. */
  onComplete(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The engine over the head file, fetched once. */
  head(): Promise<{ engine: SearchEngine; records: HeadRecords }> {
    this.#head ??= (async () => {
      const started = performance.now();
      const file = await fetchJson(this.#urls.head);
      if (!isHeadFile(file)) throw new IndexError(`The search index ${this.#urls.head} is not an index file`);
      const records = readHead(file);
      const engine = new SearchEngine(records.records, records.ranks);
      performance.measure('rslib-search:index', { start: started });
      return { engine, records };
    })();
    this.#head.catch(() => {
      this.#head = null;
    });
    return this.#head;
  }

  /** Fetches the text file and adds it to the engine; resolves when the index is complete. */
  text(): Promise<void> {
    this.#text ??= (async () => {
      const started = performance.now();
      const [{ engine, records }, file] = await Promise.all([this.head(), fetchJson(this.#urls.text)]);
      if (!isTextFile(file)) throw new IndexError(`The search index ${this.#urls.text} is not an index file`);
      const texts = readTexts(records, file);
      await engine.addInSlices(texts.records, texts.ranks);
      this.#complete = true;
      performance.measure('rslib-search:index-complete', { start: started });
      for (const listener of this.#listeners) listener();
    })();
    this.#text.catch(() => {
      this.#text = null;
    });
    return this.#text;
  }

  /** Searches what is loaded. Without the text, a query the headings cannot answer waits for it. */
  async search(query: string, limit: number): Promise<LocalAnswer> {
    const { engine } = await this.head();
    const text = query.slice(0, maxQueryLength);
    const started = performance.now();
    let hits = engine.search(text, limit);
    performance.measure('rslib-search:query', { start: started });
    if (this.#complete) return { hits, complete: true };
    if (hits.length > 0) {
      whenIdle(() => void this.text().catch(() => {}));
      return { hits, complete: false };
    }
    const loaded = await this.text().then(
      () => true,
      () => false,
    );
    if (loaded) {
      const again = performance.now();
      hits = engine.search(text, limit);
      performance.measure('rslib-search:query', { start: again });
    }
    return { hits, complete: loaded };
  }
}

const indexes = new Map<string, LocalIndex>();

/** The local index with these files, created once per page. */
export function localIndex(urls: LocalIndexFiles): LocalIndex {
  const key = `${urls.head} ${urls.text}`;
  const index = indexes.get(key) ?? new LocalIndex(urls);
  indexes.set(key, index);
  return index;
}

type SearchParams = Parameters<DocSearchTransformClient['search']>[0];
type Request = { query?: string; indexName: string; hitsPerPage?: number };

/** What a search client tells the dialog besides its answers. */
export interface SearchListener {
  /** A query was answered. */
  answered(): void;
  /** A query could not be answered: the index or the service could not be reached. */
  failed(error: unknown): void;
}

/** The requests of a DocSearch search call, in either of the shapes DocSearch sends. */
export const requestsOf = (params: SearchParams): Request[] =>
  (Array.isArray(params) ? params : (params as { requests: Request[] }).requests) as Request[];

/** A DocSearch response with no hits, given in place of an error: the dialog shows its own error screen. */
export const emptyResponse = (params: SearchParams) => ({
  results: requestsOf(params).map((request) => ({
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: 0,
    processingTimeMS: 0,
    query: request.query ?? '',
  })),
});

/**
 * A DocSearch search client that answers from a local index instead of Algolia's servers: same request and
 * response shapes, nothing leaves the machine but the index file requests. It never fails: a failure goes to the
 * listener and the answer is empty.
 */
export function localSearchClient(index: LocalIndex, listener: SearchListener): DocSearchTransformClient {
  const search = async (params: SearchParams) => {
    try {
      const results = await Promise.all(
        requestsOf(params).map(async (request) => {
          const query = (request.query ?? '').slice(0, maxQueryLength);
          const started = performance.now();
          const { hits } = await index.search(query, request.hitsPerPage ?? 20);
          const processingTimeMS = Math.round(performance.now() - started);
          return { hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: hits.length, processingTimeMS, query };
        }),
      );
      listener.answered();
      return { results };
    } catch (error) {
      listener.failed(error);
      return emptyResponse(params);
    }
  };
  const algoliaAgent = { value: 'rslib-docs-local', add: () => algoliaAgent };
  return {
    // The engine's hits have DocSearch's hit shape; Algolia's generic response type is wider than what DocSearch reads.
    search: search as unknown as DocSearchTransformClient['search'],
    addAlgoliaAgent: () => {},
    transporter: { algoliaAgent },
  };
}
