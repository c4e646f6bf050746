import { SearchEngine } from './engine';
import type { Hierarchy, SearchRecord } from './types';

// The local index's two files per language: written by theme/plugins/search-index.ts, read in the browser.

/** A page: route, section (index into `sections`), title, description, and its rank if not 1. */
export type PageEntry = [route: string, section: number, title: string, description: string | null, rank?: number];
/** A heading: its page (index into `pages`), depth (2–6), text and anchor. */
export type HeadingEntry = [page: number, depth: number, text: string, anchor: string];
/** A text, by what it is under: a heading (its index), or the title of page `p` (written `-1 - p`). */
export type TextEntry = [owner: number, text: string];

/**
 * The first file, small enough to fetch and index before the first result: the sections (lvl0), the pages in the
 * site's order (which breaks ties between equal results) and their headings, each written once (a heading's path is
 * rebuilt from the headings before it).
 */
export type HeadIndexFile = {
  version: 2;
  lang: string;
  sections: string[];
  pages: PageEntry[];
  headings: HeadingEntry[];
};
/** The second file: the text under each page title and heading. */
export type TextIndexFile = { version: 2; lang: string; texts: TextEntry[] };
export type LanguageIndex = { head: HeadIndexFile; text: TextIndexFile };

/** One page's share of the index, before it is packed; texts are under a heading (its index) or the title (-1). */
export type PageParts = {
  route: string;
  section: string;
  title: string;
  description: string | null;
  /** How much the page's results weigh against other pages' (`searchRank` in its frontmatter), 1 by default. */
  rank: number;
  headings: { depth: number; text: string; anchor: string }[];
  texts: { under: number; text: string }[];
};

/** Packs the parts of a language's pages, in the site's order, into its head file and its text file. */
export function packIndex(lang: string, parts: PageParts[]): LanguageIndex {
  const sections: string[] = [];
  const pages: PageEntry[] = [];
  const headings: HeadingEntry[] = [];
  const texts: TextEntry[] = [];
  for (const part of parts) {
    if (!sections.includes(part.section)) sections.push(part.section);
    const page = pages.length;
    const first = headings.length;
    pages.push([part.route, sections.indexOf(part.section), part.title, part.description]);
    if (part.rank !== 1) pages[page]?.push(part.rank);
    for (const heading of part.headings) headings.push([page, heading.depth, heading.text, heading.anchor]);
    for (const { under, text } of part.texts) texts.push([under < 0 ? -1 - page : first + under, text]);
  }
  return { head: { version: 2, lang, sections, pages, headings }, text: { version: 2, lang, texts } };
}

type Entry = { record: SearchRecord; rank: number };
/** Records with the rank of their page, ready for the search engine. */
export type RankedRecords = { records: SearchRecord[]; ranks: number[] };
/** The records of a head file, and its page and heading entries by index (`null` where unreadable). */
export type HeadRecords = RankedRecords & { pages: (Entry | null)[]; headings: (Entry | null)[] };

const levels = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const isString = (value: unknown): value is string => typeof value === 'string';
const isIndexFile = (value: unknown, lists: string[]) =>
  (value as { version?: unknown } | null)?.version === 2 &&
  lists.every((list) => Array.isArray((value as Record<string, unknown>)[list]));

/** Whether a fetched value is a head or text file of this format (entries are checked again as they are read). */
export const isHeadFile = (value: unknown): value is HeadIndexFile =>
  isIndexFile(value, ['sections', 'pages', 'headings']);
export const isTextFile = (value: unknown): value is TextIndexFile => isIndexFile(value, ['texts']);

const ranked = (entries: Entry[]): RankedRecords => ({
  records: entries.map((e) => e.record),
  ranks: entries.map((e) => e.rank),
});

/** The records of a head file, each page followed by its headings. Entries of the wrong shape are skipped. */
export function readHead(file: HeadIndexFile): HeadRecords {
  const pages = file.pages.map(([route, section, title, description, rank]): Entry | null => {
    if (!isString(route) || !isString(title) || (description !== null && !isString(description))) return null;
    const hierarchy = {
      lvl0: file.sections[section] ?? '',
      lvl1: title,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    };
    const record: SearchRecord = { objectID: route, url: route, type: 'lvl1', hierarchy, content: description };
    return { record, rank: typeof rank === 'number' && rank > 0 ? rank : 1 };
  });
  const byPage = pages.map((page) => (page ? [page] : []));
  const headings = file.headings.map(([page, depth, text, anchor]): Entry | null => {
    const owner = pages[page];
    const level = levels[depth - 2];
    if (!owner || !level || !isString(text) || !isString(anchor)) return null;
    // The path of the heading before it on the page (or of the page), cut below this heading's level.
    const hierarchy: Hierarchy = { ...(byPage[page]?.at(-1) ?? owner).record.hierarchy };
    for (const lower of levels.slice(depth - 2)) hierarchy[lower] = null;
    hierarchy[level] = text;
    const url = `${owner.record.url}#${anchor}`;
    const entry = { record: { objectID: url, url, type: level, hierarchy, content: null }, rank: owner.rank };
    byPage[page]?.push(entry);
    return entry;
  });
  return { pages, headings, ...ranked(byPage.flat()) };
}

/** The text records of a text file, under the page and heading records of its head file. */
export function readTexts(head: HeadRecords, file: TextIndexFile): RankedRecords {
  const entries: Entry[] = [];
  for (const [owner, text] of file.texts) {
    const parent = owner >= 0 ? head.headings[owner] : head.pages[-1 - owner];
    if (!parent || !isString(text)) continue;
    const { url, hierarchy } = parent.record;
    entries.push({
      record: { objectID: `${url}::text`, url, type: 'content', hierarchy, content: text },
      rank: parent.rank,
    });
  }
  return ranked(entries);
}

/** The engine over a language's index as the browser builds it: the head file first, then its text file. */
export function engineOf(head: HeadIndexFile, text?: TextIndexFile): SearchEngine {
  const records = readHead(head);
  const engine = new SearchEngine(records.records, records.ranks);
  const texts = text && readTexts(records, text);
  if (texts) engine.add(texts.records, texts.ranks);
  return engine;
}
