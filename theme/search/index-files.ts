import type { Hierarchy, SearchRecord } from './types';

// The local index's two files per language: written by theme/plugins/search-index.ts (packIndex), read here.

/** A page: route, section (index into `sections`), title, description, and its rank if not 1. */
export type PageEntry = [route: string, section: number, title: string, description: string | null, rank?: number];
/** A heading: its page (index into `pages`), depth (2–6), text and anchor. */
export type HeadingEntry = [page: number, depth: number, text: string, anchor: string];
/** A text, by what it is under: a heading (its index), or the title of page `p` (written `-1 - p`). */
export type TextEntry = [owner: number, text: string];

type IndexFile = { version: 2; lang: string };
/**
 * The first file, small enough to index before the first result: sections (lvl0), pages in the site's order (which
 * breaks ties) and headings, each written once (a heading's path is rebuilt from the headings before it).
 */
export type HeadIndexFile = IndexFile & { sections: string[]; pages: PageEntry[]; headings: HeadingEntry[] };
/** The second file: the text under each page title and heading. */
export type TextIndexFile = IndexFile & { texts: TextEntry[] };
export type LanguageIndex = { head: HeadIndexFile; text: TextIndexFile };

type Entry = { record: SearchRecord; rank: number };

const levels = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const noHeadings = { lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
const isString = (value: unknown): value is string => typeof value === 'string';

const ranked = (entries: Entry[]) => ({
  records: entries.map((e) => e.record),
  ranks: entries.map((e) => e.rank),
});

/** A head file's records (each page, then its headings), and its entries by index (`null` if malformed: skipped). */
export function readHead(file: HeadIndexFile) {
  const pages = file.pages.map(([route, section, title, description, rank]): Entry | null => {
    if (!isString(route) || !isString(title) || (description !== null && !isString(description))) return null;
    const hierarchy = { lvl0: file.sections[section] ?? '', lvl1: title, ...noHeadings };
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
export function readTexts(head: ReturnType<typeof readHead>, file: TextIndexFile) {
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
