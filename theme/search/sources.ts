import type { DocSearchProps, DocSearchTransformClient } from '@docsearch/react';
import { keepErrorScreen } from './error-screen';
import { loadEngine, localSearchClient } from './local-client';
import { escapeHit, highlightTags } from './safe-hits';
import type { SearchSettings } from './types';

/** What the DocSearch dialog needs to search one language. */
export interface SearchSource {
  appId: string;
  apiKey: string;
  /** The name DocSearch keeps recent and favourite searches under: one per language. */
  indexName: string;
  searchParameters?: DocSearchProps['searchParameters'];
  transformSearchClient: (client: DocSearchTransformClient) => DocSearchTransformClient;
  /** Starts loading what the first query needs, if anything. */
  preload: () => void;
}

type SearchParams = Parameters<DocSearchTransformClient['search']>[0];
type Request = Record<string, unknown>;

/** Hosted Algolia DocSearch, filtered to one language, with every hit escaped before DocSearch renders it. */
export function algoliaSource(
  { appId, apiKey, indexName }: Extract<SearchSettings, { mode: 'algolia' }>,
  lang: string,
) {
  const transformSearchClient = (client: DocSearchTransformClient): DocSearchTransformClient => ({
    addAlgoliaAgent: (...args) => client.addAlgoliaAgent(...args),
    transporter: client.transporter,
    search: ((params: SearchParams, options?: Parameters<DocSearchTransformClient['search']>[1]) => {
      const given = (Array.isArray(params) ? params : (params as { requests: Request[] }).requests) as Request[];
      const requests = given.map((request) => ({ ...request, indexName }));
      return keepErrorScreen(
        client.search({ requests }, options).then((response) => ({
          ...response,
          results: response.results.map((result) =>
            'hits' in result ? { ...result, hits: (result.hits as Record<string, unknown>[]).map(escapeHit) } : result,
          ),
        })),
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
    transformSearchClient,
    preload: () => {},
  };
}

/** The local index of one language, built with the site; fetched on first use and searched in the browser. */
export function localSource(indexes: Record<string, string>, lang: string): SearchSource {
  const file = indexes[lang] ?? Object.values(indexes)[0] ?? 'static/search/missing.json';
  const url = `${__webpack_public_path__.replace(/\/$/, '')}/${file}`;
  const client = localSearchClient(url);
  return {
    appId: 'local',
    apiKey: 'local',
    indexName: `rslib-docs-${lang}`,
    transformSearchClient: () => client,
    preload: () => void loadEngine(url).catch(() => {}),
  };
}

/** Where the dialog searches for one language, as the build configured it. */
export function searchSource(lang: string): SearchSource {
  if (RSLIB_SEARCH_MODE === 'algolia' && RSLIB_SEARCH.mode === 'algolia') return algoliaSource(RSLIB_SEARCH, lang);
  return localSource(RSLIB_SEARCH.mode === 'local' ? RSLIB_SEARCH.indexes : {}, lang);
}
