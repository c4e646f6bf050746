import type { DocSearchTransformClient } from '@docsearch/react';
import { maxQueryLength, SearchEngine } from './engine';
import { keepErrorScreen } from './error-screen';
import type { LocalIndexFile } from './types';

/** The error name DocSearch turns into its "Unable to fetch results" screen. */
export class RetryError extends Error {
  override name = 'RetryError';
}

const engines = new Map<string, Promise<SearchEngine>>();

const isIndexFile = (value: unknown): value is LocalIndexFile =>
  typeof value === 'object' && value !== null && Array.isArray((value as LocalIndexFile).records);

async function fetchEngine(url: string): Promise<SearchEngine> {
  const started = performance.now();
  const response = await fetch(url).catch((error: unknown) => {
    throw new RetryError(`Could not fetch the search index ${url}: ${String(error)}`);
  });
  if (!response.ok) throw new RetryError(`Could not fetch the search index ${url}: HTTP ${response.status}`);
  const file: unknown = await response.json().catch(() => null);
  if (!isIndexFile(file)) throw new RetryError(`The search index ${url} is not an index file`);
  const engine = new SearchEngine(file.records);
  performance.measure('rslib-search:index', { start: started });
  return engine;
}

/** The search engine over one index file, fetched once; after a failure the next call fetches again. */
export function loadEngine(url: string): Promise<SearchEngine> {
  const known = engines.get(url);
  if (known) return known;
  const engine = fetchEngine(url);
  engines.set(url, engine);
  engine.catch(() => engines.delete(url));
  return engine;
}

type SearchParams = Parameters<DocSearchTransformClient['search']>[0];
type Request = { query?: string; indexName: string; hitsPerPage?: number };

const requestsOf = (params: SearchParams): Request[] =>
  (Array.isArray(params) ? params : (params as { requests: Request[] }).requests) as Request[];

/**
 * A DocSearch search client that answers from the local index at `url` instead of Algolia's servers: same request
 * and response shapes, nothing leaves the machine but the index file request.
 */
export function localSearchClient(url: string): DocSearchTransformClient {
  const search = async (params: SearchParams) => {
    const engine = await loadEngine(url);
    const results = requestsOf(params).map((request) => {
      const started = performance.now();
      const query = (request.query ?? '').slice(0, maxQueryLength);
      const hits = engine.search(query, request.hitsPerPage ?? 20);
      performance.measure('rslib-search:query', { start: started });
      const processingTimeMS = Math.round(performance.now() - started);
      return { hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: hits.length, processingTimeMS, query };
    });
    return { results };
  };
  const algoliaAgent = { value: 'rslib-docs-local', add: () => algoliaAgent };
  return {
    // The engine's hits have DocSearch's hit shape; Algolia's generic response type is wider than what DocSearch reads.
    search: ((params: SearchParams) =>
      keepErrorScreen(search(params))) as unknown as DocSearchTransformClient['search'],
    addAlgoliaAgent: () => {},
    transporter: { algoliaAgent },
  };
}
