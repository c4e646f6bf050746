import type { DocSearchProps, DocSearchTransformClient } from '@docsearch/react';
import { emptyResponse, localIndex, localSearchClient, requestsOf, type SearchListener } from './local-client';
import { localIndexUrls } from './prefetch';
import { escapeHit, highlightTags } from './safe-hits';
import type { LocalIndexFiles, SearchSettings } from './types';

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

type SearchParams = Parameters<DocSearchTransformClient['search']>[0];
type SearchOptions = Parameters<DocSearchTransformClient['search']>[1];

/** Hosted Algolia DocSearch, filtered to one language, with every hit escaped before DocSearch renders it. */
export function algoliaSource(
  { appId, apiKey, indexName }: Extract<SearchSettings, { mode: 'algolia' }>,
  lang: string,
): SearchSource {
  const client =
    (listener: SearchListener) =>
    (algolia: DocSearchTransformClient): DocSearchTransformClient => ({
      addAlgoliaAgent: (...args) => algolia.addAlgoliaAgent(...args),
      transporter: algolia.transporter,
      search: ((params: SearchParams, options?: SearchOptions) => {
        const requests = requestsOf(params).map((request) => ({ ...request, indexName }));
        return algolia.search({ requests }, options).then(
          (response) => {
            listener.answered();
            return {
              ...response,
              results: response.results.map((result) =>
                'hits' in result
                  ? { ...result, hits: (result.hits as Record<string, unknown>[]).map(escapeHit) }
                  : result,
              ),
            };
          },
          (error: unknown) => {
            listener.failed(error);
            return emptyResponse(params);
          },
        );
      }) as DocSearchTransformClient['search'],
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

/** The local index of one language, built with the site: fetched on first use and searched in the browser. */
export function localSource(urls: LocalIndexFiles, lang: string): SearchSource {
  const index = localIndex(urls);
  return {
    appId: 'local',
    apiKey: 'local',
    indexName: `rslib-docs-${lang}`,
    client: (listener) => () => localSearchClient(index, listener),
    preload: () => void index.head().catch(() => {}),
    onMoreResults: (listener) => index.onComplete(listener),
  };
}

/** Where the dialog searches for one language, as the build configured it. */
export function searchSource(lang: string): SearchSource {
  if (RSLIB_SEARCH_MODE === 'algolia' && RSLIB_SEARCH.mode === 'algolia') return algoliaSource(RSLIB_SEARCH, lang);
  const missing = 'static/search/missing.json';
  return localSource(localIndexUrls(lang) ?? { head: missing, text: missing }, lang);
}
