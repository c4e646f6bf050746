/** The hierarchy levels below lvl0, in order. */
export const headingLevels = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** The record types of a DocSearch index: a page (lvl1), a heading (lvl2–lvl6) or the text under a heading. */
export type RecordType = (typeof headingLevels)[number] | 'content';

/** The heading path of a record: lvl0 is the top-level section, lvl1 the page title, lvl2… the headings. */
export type Hierarchy = { lvl0: string; lvl1: string } & Record<
  'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6',
  string | null
>;

/** One searchable record, in the shape of a DocSearch hit without its highlight results. Texts are plain text. */
export interface SearchRecord {
  objectID: string;
  url: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
}

/** The two files of a language's local index (theme/search/index-files.ts), as paths from the site's asset root. */
export interface LocalIndexFiles {
  /** Page titles, descriptions and headings: fetched first, enough for the first results. */
  head: string;
  /** The text under the titles and headings: fetched after the first results. */
  text: string;
}

/** Where the dialog gets its results: the local index of each language, or a hosted Algolia DocSearch index. */
export type SearchSettings =
  | { mode: 'local'; indexes: Record<string, LocalIndexFiles> }
  | { mode: 'algolia'; appId: string; apiKey: string; indexName: string };
