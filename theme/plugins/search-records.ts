import type { HeadIndexFile, HeadingEntry, PageEntry, TextEntry, TextIndexFile } from '../search/index-files';

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
  frontmatter?: { pageType?: string; search?: boolean; searchRank?: unknown; [key: string]: unknown };
}

/** Names the top-level section (hierarchy lvl0) of a page from its language and route. */
export type SectionOf = (lang: string, routePath: string) => string;
/** The position of a page in the site's reading order (the sidebar), from its language and route. */
export type OrderOf = (lang: string, routePath: string) => number;

/** One page's share of the index: its title, its headings and the texts under them, before they are packed. */
export interface PageParts {
  route: string;
  section: string;
  title: string;
  description: string | null;
  /** How much the page's results weigh against other pages' (`searchRank` in its frontmatter), 1 by default. */
  rank: number;
  headings: { depth: number; text: string; anchor: string }[];
  /** Texts by what they are under: a heading (its index in `headings`), or the title (-1). */
  texts: { under: number; text: string }[];
}

/** The two files of a language's local index. */
export interface LanguageIndex {
  head: HeadIndexFile;
  text: TextIndexFile;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Whether a page belongs in the index: not the home page, the 404 page or a page with `search: false`. */
export function isIndexable(page: IndexablePage): boolean {
  const type = page.frontmatter?.pageType;
  return type !== 'home' && type !== '404' && page.frontmatter?.search !== false && page.title.trim() !== '';
}

/** A page's rank from its frontmatter: a positive number, or 1. */
const rankOf = (page: IndexablePage) => {
  const rank = page.frontmatter?.searchRank;
  return typeof rank === 'number' && rank > 0 && Number.isFinite(rank) ? rank : 1;
};

/** Splits a page into its title, its headings (h2–h6), and the text under the title and under each heading. */
export function pageParts(page: IndexablePage, sectionOf: SectionOf): PageParts {
  const description = page.description ? squash(page.description) : '';
  const headings = page.toc
    .filter((item) => item.depth >= 2 && item.depth <= 6)
    .map((item) => ({ depth: item.depth, text: squash(item.text), anchor: item.id, start: item.charIndex ?? -1 }));
  const located = headings.filter((h) => h.start >= 0).sort((a, b) => a.start - b.start);
  const bodyOf = (from: number, to: number) => squash(page.content.slice(from, to));
  const texts: PageParts['texts'] = [];

  const intro = bodyOf(0, located[0]?.start ?? page.content.length);
  if (intro && intro !== description) texts.push({ under: -1, text: intro });
  headings.forEach((heading, i) => {
    if (heading.start < 0) return;
    const next = located.find((h) => h.start > heading.start);
    const bodyStart = page.content.indexOf('\n\n', heading.start);
    if (bodyStart < 0 || (next && bodyStart > next.start)) return;
    const body = bodyOf(bodyStart, next?.start ?? page.content.length);
    if (body) texts.push({ under: i, text: body });
  });
  return {
    route: page.routePath,
    section: sectionOf(page.lang, page.routePath),
    title: squash(page.title),
    description: description || null,
    rank: rankOf(page),
    headings: headings.map(({ depth, text, anchor }) => ({ depth, text, anchor })),
    texts,
  };
}

/** Packs the parts of a language's pages, in the site's order, into its head file and its text file. */
export function packIndex(lang: string, parts: PageParts[]): LanguageIndex {
  const sections: string[] = [];
  const pages: PageEntry[] = [];
  const headings: HeadingEntry[] = [];
  const texts: TextEntry[] = [];
  for (const part of parts) {
    if (!sections.includes(part.section)) sections.push(part.section);
    const page = pages.length;
    const entry: PageEntry = [part.route, sections.indexOf(part.section), part.title, part.description];
    if (part.rank !== 1) entry.push(part.rank);
    pages.push(entry);
    const first = headings.length;
    for (const heading of part.headings) headings.push([page, heading.depth, heading.text, heading.anchor]);
    for (const { under, text } of part.texts) texts.push([under < 0 ? -1 - page : first + under, text]);
  }
  return {
    head: { version: 2, lang, sections, pages, headings },
    text: { version: 2, lang, texts },
  };
}

/** Parts of pages in the site's reading order, then by route. */
export function inSiteOrder(parts: PageParts[], lang: string, orderOf: OrderOf): PageParts[] {
  const position = new Map(parts.map((part) => [part.route, orderOf(lang, part.route)]));
  const at = (part: PageParts) => position.get(part.route) ?? Number.MAX_SAFE_INTEGER;
  return [...parts].sort((a, b) => at(a) - at(b) || (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
}

/** The index of every indexable page of one language, in the site's order. */
export function languageIndex(
  pages: IndexablePage[],
  lang: string,
  sectionOf: SectionOf,
  orderOf: OrderOf,
): LanguageIndex {
  const parts = pages
    .filter((page) => page.lang === lang && isIndexable(page))
    .map((page) => pageParts(page, sectionOf));
  return packIndex(lang, inSiteOrder(parts, lang, orderOf));
}
