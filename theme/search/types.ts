import type { DocSearchHit } from '@docsearch/react';

/** One searchable record: a DocSearch hit without its highlight results, its texts plain text. */
export type SearchRecord = Pick<DocSearchHit, 'objectID' | 'url' | 'type' | 'hierarchy' | 'content'>;
/** The heading path of a record: lvl0 is the top-level section, lvl1 the page title, lvl2… the headings. */
export type Hierarchy = SearchRecord['hierarchy'];
export const headingLevels = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** A language's local index: `head` (titles, descriptions, headings) fetched first, `text` after the first answer. */
export type LocalIndexFiles = { head: string; text: string };

/** Where the dialog gets its results: the local index of each language, or a hosted Algolia DocSearch index. */
export type SearchSettings =
  | { mode: 'local'; indexes: Record<string, LocalIndexFiles> }
  | { mode: 'algolia'; appId: string; apiKey: string; indexName: string };
