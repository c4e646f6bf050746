import consumerWords from '../consumer-words.json';
import { pageText } from '../i18n';
import type { Lang } from '../site-model.mjs';
import { pagePlugin } from './mdx-import';
import type { HastNode } from './static-html';

const element = (tagName: string, properties: Record<string, unknown>, text: string): HastNode => ({
  type: 'element',
  tagName,
  properties,
  children: [{ type: 'text', value: text }],
});

/** The text of a node as a screen reader reads it: not what is `aria-hidden` (Rspress's `#` link). */
const textOf = (node: HastNode): string =>
  node.properties?.ariaHidden === 'true' || node.properties?.ariaHidden === true
    ? ''
    : (node.value ?? (node.children ?? []).map(textOf).join(''));

/** Every element under `node` with the tag, in document order. */
function* elements(node: HastNode, tags: RegExp): Generator<HastNode> {
  for (const child of node.children ?? []) {
    if (child.type !== 'element') continue;
    if (tags.test(child.tagName ?? '')) yield child;
    yield* elements(child, tags);
  }
}

/**
 * Each table gets a caption, out of sight (issue 41, S11): the title of the section it is in, numbered when a section
 * has more than one, so the scroll region a wide table becomes is named apart from the others (S7; ../components/
 * Table). A cell that starts with ✓ or ✗ says it in words too ("works" and "fails" in a consumer table, whose first
 * header cell is "Consumer"; "yes" and "no" elsewhere), the symbol hidden from screen readers. The lib options table
 * gets a class for its column widths.
 */
export function rehypeTables(tree: HastNode, lang: Lang): void {
  let section = '';
  const used = new Map<string, number>();
  for (const node of elements(tree, /^(h[1-6]|table)$/)) {
    if (node.tagName !== 'table') {
      section = textOf(node).trim().replace(/\s+/g, ' ');
      continue;
    }
    const children = node.children ?? [];
    if (!children.some((child) => child.tagName === 'caption')) {
      const count = (used.get(section) ?? 0) + 1;
      used.set(section, count);
      const caption = count === 1 ? section : `${section} (${count})`;
      if (caption) node.children = [element('caption', { className: ['rslib-sr-only'] }, caption), ...children];
    }
    const headers = [...elements(node, /^th$/)].map((th) => textOf(th).trim());
    const consumer = headers[0] === consumerWords.consumer[lang];
    // The lib options table (<OptionsTable group="lib" />): column widths of its own (chrome.css; V2).
    if (headers.at(-1) === pageText.optionsTableSummary[lang] && headers[0] === pageText.optionsTableOption[lang])
      node.properties = { ...node.properties, className: ['rslib-options-table'] };
    for (const cell of elements(node, /^td$/)) {
      const first = cell.children?.[0];
      const symbol = first?.type === 'text' ? /^[✓✗]/.exec(first.value ?? '')?.[0] : undefined;
      if (!first || !symbol) continue;
      const yes = symbol === '✓';
      const word = consumer
        ? yes
          ? pageText.resultWorks
          : pageText.resultFails
        : yes
          ? pageText.resultYes
          : pageText.resultNo;
      first.value = (first.value ?? '').slice(1);
      cell.children = [
        element('span', { ariaHidden: 'true' }, symbol),
        element('span', { className: ['rslib-sr-only'] }, word[lang]),
        ...(cell.children ?? []),
      ];
    }
  }
}

/** Captions and words for ✓ and ✗ in every page's tables, at compile time (no JavaScript). */
export const pluginTables = () =>
  pagePlugin<HastNode>('rslib-docs:tables', (tree, page) => rehypeTables(tree, page.lang), { rehype: true });
