import type { SearchSettings } from '../search/types';

/** Hosted Algolia DocSearch settings: the three values DocSearch gives a site. */
export type AlgoliaSettings = Extract<SearchSettings, { mode: 'algolia' }>;

/** The environment variables that switch search to Algolia DocSearch; all three or none. */
export const algoliaEnvNames = ['DOCSEARCH_APP_ID', 'DOCSEARCH_API_KEY', 'DOCSEARCH_INDEX_NAME'] as const;

/**
 * Algolia DocSearch settings from the build's environment, or `null` to search the local index built with the site.
 * A partial or malformed setting stops the build with a message naming the variable, rather than shipping a dialog
 * that fails for every reader.
 */
export function algoliaFromEnv(env: Record<string, string | undefined> = process.env): AlgoliaSettings | null {
  const [appId, apiKey, indexName] = algoliaEnvNames.map((name) => env[name]?.trim() ?? '');
  const missing = algoliaEnvNames.filter((name) => !env[name]?.trim());
  if (missing.length === algoliaEnvNames.length) return null;
  if (missing.length > 0)
    throw new Error(`Algolia DocSearch needs all of ${algoliaEnvNames.join(', ')}; missing: ${missing.join(', ')}`);
  if (!/^[A-Za-z0-9]+$/.test(appId ?? '')) throw new Error('DOCSEARCH_APP_ID must be letters and digits only');
  if (!/^[A-Za-z0-9]+$/.test(apiKey ?? '')) throw new Error('DOCSEARCH_API_KEY must be letters and digits only');
  return { mode: 'algolia', appId: appId ?? '', apiKey: apiKey ?? '', indexName: indexName ?? '' };
}
