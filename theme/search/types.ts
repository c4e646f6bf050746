/** The record types of a DocSearch index: a page (lvl1), a heading (lvl2–lvl6) or the text under a heading. */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

/** The heading path of a record: lvl0 is the top-level section, lvl1 the page title, lvl2… the headings. */
export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

/** One searchable record, in the shape of a DocSearch hit without its highlight results. Texts are plain text. */
export interface SearchRecord {
  objectID: string;
  url: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
}

/** The local index file of one language, as the build writes it to `static/search/`. */
export interface LocalIndexFile {
  version: 1;
  lang: string;
  records: SearchRecord[];
}

/** Where the dialog gets its results: the local index of each language, or a hosted Algolia DocSearch index. */
export type SearchSettings =
  | { mode: 'local'; indexes: Record<string, string> }
  | { mode: 'algolia'; appId: string; apiKey: string; indexName: string };

/** The hierarchy levels below lvl0, in order. */
export const headingLevels = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
