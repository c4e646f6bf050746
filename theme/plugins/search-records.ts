import type { Hierarchy, RecordType, SearchRecord } from '../search/types';

/** The hierarchy levels a heading can fill: `##` is lvl2 … `######` is lvl6. */
const subLevels = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** A heading of a page as Rspress extracts it: `charIndex` is where it starts in the page text, -1 if unknown. */
export interface TocItem {
  id: string;
  text: string;
  depth: number;
  charIndex?: number;
}

/** The part of Rspress's page data the index is built from. */
export interface IndexablePage {
  routePath: string;
  lang: string;
  title: string;
  toc: TocItem[];
  content: string;
  description?: string;
  frontmatter?: { pageType?: string; search?: boolean; [key: string]: unknown };
}

/** Names the top-level section (hierarchy lvl0) of a page from its language and route. */
export type SectionOf = (lang: string, routePath: string) => string;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Whether a page belongs in the index: not the home page, the 404 page or a page with `search: false`. */
export function isIndexable(page: IndexablePage): boolean {
  const type = page.frontmatter?.pageType;
  return type !== 'home' && type !== '404' && page.frontmatter?.search !== false && page.title.trim() !== '';
}

/** Splits a page into DocSearch records: the page, each heading, and the text under the title and under each heading. */
export function pageRecords(page: IndexablePage, sectionOf: SectionOf): SearchRecord[] {
  const route = page.routePath;
  const base: Hierarchy = {
    lvl0: sectionOf(page.lang, route),
    lvl1: squash(page.title),
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const records: SearchRecord[] = [];
  const add = (type: RecordType, hierarchy: Hierarchy, url: string, content: string | null) =>
    records.push({ objectID: `${route}::${records.length}`, url, type, hierarchy: { ...hierarchy }, content });

  const description = page.description ? squash(page.description) : '';
  add('lvl1', base, route, description || null);

  const headings = page.toc
    .filter((item) => item.depth >= 2 && item.depth <= 6)
    .map((item) => ({ ...item, start: item.charIndex ?? -1 }));
  const located = headings.filter((h) => h.start >= 0).sort((a, b) => a.start - b.start);
  const bodyOf = (from: number, to: number) => squash(page.content.slice(from, to));

  const intro = bodyOf(0, located[0]?.start ?? page.content.length);
  if (intro && intro !== description) add('content', base, route, intro);

  let current: Hierarchy = base;
  for (const heading of headings) {
    const level = subLevels[heading.depth - 2] ?? 'lvl6';
    const hierarchy: Hierarchy = { ...current };
    for (const lower of subLevels.slice(heading.depth - 2)) hierarchy[lower] = null;
    hierarchy[level] = squash(heading.text);
    current = hierarchy;
    const url = `${route}#${heading.id}`;
    add(level, hierarchy, url, null);
    if (heading.start < 0) continue;
    const next = located.find((h) => h.start > heading.start);
    const bodyStart = page.content.indexOf('\n\n', heading.start);
    if (bodyStart < 0 || (next && bodyStart > next.start)) continue;
    const body = bodyOf(bodyStart, next?.start ?? page.content.length);
    if (body) add('content', hierarchy, url, body);
  }
  return records;
}

/** The records of every indexable page of one language, in page order. */
export function languageRecords(pages: IndexablePage[], lang: string, sectionOf: SectionOf): SearchRecord[] {
  return pages
    .filter((page) => page.lang === lang && isIndexable(page))
    .sort((a, b) => a.routePath.localeCompare(b.routePath))
    .flatMap((page) => pageRecords(page, sectionOf));
}
