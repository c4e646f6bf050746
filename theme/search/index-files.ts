import { SearchEngine } from './engine';
import type { Hierarchy, SearchRecord } from './types';

/** A page in the head file: route, section (index into `sections`), title, description, and its rank if not 1. */
export type PageEntry = [route: string, section: number, title: string, description: string | null, rank?: number];
/** A heading in the head file: its page (index into `pages`), depth (2–6), text and anchor. */
export type HeadingEntry = [page: number, depth: number, text: string, anchor: string];
/** A text in the text file, by what it is under: a heading (its index), or the title of page `p` (written `-1 - p`). */
export type TextEntry = [owner: number, text: string];

/**
 * The first file of a language's local index, small enough to fetch and index before the first result: every
 * page's title and description and every heading, each written once (a heading's path is rebuilt from the
 * headings before it instead of being repeated in every record).
 */
export interface HeadIndexFile {
  version: 2;
  lang: string;
  /** The top-level sections (hierarchy lvl0) pages belong to. */
  sections: string[];
  /** The pages, in the order of the site (the sidebar), which breaks ties between equally good results. */
  pages: PageEntry[];
  /** The headings of every page, in page order and then document order. */
  headings: HeadingEntry[];
}

/** The second file of a language's local index: the text under each page title and heading. */
export interface TextIndexFile {
  version: 2;
  lang: string;
  texts: TextEntry[];
}

/** A record with the rank of its page. */
type Entry = { record: SearchRecord; rank: number };

/** Records with the rank of their page, ready for the search engine. */
export interface RankedRecords {
  records: SearchRecord[];
  ranks: number[];
}

/** The records of a head file: one per page and one per heading, and the heading records by heading index. */
export interface HeadRecords extends RankedRecords {
  pages: Entry[];
  headings: Entry[];
}

const levels = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const isString = (value: unknown): value is string => typeof value === 'string';
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Whether a fetched value is a head file of this format (its entries are checked again as they are read). */
export const isHeadFile = (value: unknown): value is HeadIndexFile =>
  isObject(value) &&
  value.version === 2 &&
  Array.isArray(value.sections) &&
  Array.isArray(value.pages) &&
  Array.isArray(value.headings);

/** Whether a fetched value is a text file of this format. */
export const isTextFile = (value: unknown): value is TextIndexFile =>
  isObject(value) && value.version === 2 && Array.isArray(value.texts);

const emptyHierarchy = (lvl0: string, lvl1: string): Hierarchy => ({
  lvl0,
  lvl1,
  lvl2: null,
  lvl3: null,
  lvl4: null,
  lvl5: null,
  lvl6: null,
});

/** Stands in for an entry that could not be read, so indexes into the lists stay right; never indexed. */
const emptyRecord: SearchRecord = {
  objectID: '',
  url: '',
  type: 'lvl1',
  hierarchy: emptyHierarchy('', ''),
  content: null,
};

/** The page and heading records of a head file. Entries of the wrong shape are skipped. */
export function readHead(file: HeadIndexFile): HeadRecords {
  const pages = file.pages.map(([route, section, title, description, rank]) => {
    const valid = isString(route) && isString(title) && (description === null || isString(description));
    if (!valid) return null;
    const hierarchy = emptyHierarchy(file.sections[section] ?? '', title);
    const record: SearchRecord = { objectID: route, url: route, type: 'lvl1', hierarchy, content: description };
    return { record, rank: typeof rank === 'number' && rank > 0 ? rank : 1 };
  });
  let path: Hierarchy | null = null;
  let pathPage = -1;
  const headings = file.headings.map(([page, depth, text, anchor]) => {
    const owner = pages[page];
    const level = levels[depth - 2];
    if (!owner || !level || !isString(text) || !isString(anchor)) return null;
    if (page !== pathPage || !path) path = { ...owner.record.hierarchy };
    pathPage = page;
    const hierarchy: Hierarchy = { ...path };
    for (const lower of levels.slice(depth - 2)) hierarchy[lower] = null;
    hierarchy[level] = text;
    path = hierarchy;
    const url = `${owner.record.url}#${anchor}`;
    const record: SearchRecord = { objectID: url, url, type: level, hierarchy, content: null };
    return { record, rank: owner.rank };
  });
  // In the order of the site: each page, then its headings.
  const byPage = pages.map((): Entry[] => []);
  headings.forEach((heading, i) => {
    if (heading) byPage[file.headings[i]?.[0] ?? -1]?.push(heading);
  });
  const read = pages.flatMap((entry, i) => (entry ? [entry, ...(byPage[i] ?? [])] : []));
  const orEmpty = (entry: Entry | null) => entry ?? { record: emptyRecord, rank: 0 };
  return {
    pages: pages.map(orEmpty),
    headings: headings.map(orEmpty),
    records: read.map((entry) => entry.record),
    ranks: read.map((entry) => entry.rank),
  };
}

/** The text records of a text file, under the page and heading records of its head file. */
export function readTexts(head: HeadRecords, file: TextIndexFile): RankedRecords {
  const records: SearchRecord[] = [];
  const ranks: number[] = [];
  for (const [owner, text] of file.texts) {
    const parent = owner >= 0 ? head.headings[owner] : head.pages[-1 - owner];
    if (!parent?.record.url || !isString(text)) continue;
    const { url, hierarchy } = parent.record;
    records.push({ objectID: `${url}::text`, url, type: 'content', hierarchy, content: text });
    ranks.push(parent.rank);
  }
  return { records, ranks };
}

/** The engine over a language's index as the browser builds it: the head file first, then its text file. */
export function engineOf(head: HeadIndexFile, text?: TextIndexFile): SearchEngine {
  const records = readHead(head);
  const engine = new SearchEngine(records.records, records.ranks);
  if (text) {
    const texts = readTexts(records, text);
    engine.add(texts.records, texts.ranks);
  }
  return engine;
}
