import { consumerTable, type Inline } from '../consumer-table';
import { routeIn } from '../site-model.mjs';
import { attribute, type Node, pagePlugin, replaceComponents } from './mdx-import';

/** Inline pieces as mdast: text, inline code, and ordinary Markdown links that Rspress checks and bases. */
function phrasing(parts: Inline[], lang: 'en' | 'zh'): Node[] {
  return parts.map((part) => {
    if ('link' in part) {
      return { type: 'link', url: routeIn(part.link, lang), children: [{ type: 'inlineCode', value: part.code }] };
    }
    if ('code' in part) return { type: 'inlineCode', value: part.code };
    return { type: 'text', value: part.text };
  });
}

/**
 * Replaces `<ConsumerTable id="…" />` in `tree` with the recipe's consumer table in the page's language: a plain
 * Markdown table (Rspress styles it like every other table) and its caption, no component code in the page's
 * JavaScript. Exported for the unit tests.
 */
export function replaceConsumerTables(tree: Node, lang: 'en' | 'zh', file = '') {
  replaceComponents(tree, '@components/ConsumerTable', {
    ConsumerTable: (node) => {
      const id = attribute(node, 'id');
      if (typeof id !== 'string') throw new Error(`${file}: <ConsumerTable /> needs id="…"`);
      const table = consumerTable(id, lang);
      const row = (cells: Inline[][]): Node => ({
        type: 'tableRow',
        children: cells.map((cell) => ({ type: 'tableCell', children: phrasing(cell, lang) })),
      });
      const caption = { type: 'emphasis', children: [{ type: 'text', value: table.caption }] };
      return [
        { type: 'table', align: [null, null], children: [row(table.header), ...table.rows.map(row)] },
        { type: 'paragraph', children: [caption] },
      ];
    },
  });
  return tree;
}

/**
 * The consumer tables of the recipe pages (theme/consumer-table.ts, data from `npm run verify:consumers`), rendered
 * when the page is compiled. The `.md` copy, which Rspress renders without this plugin, gets the same table as text
 * from components/ConsumerTable.tsx. An id without data fails the build.
 */
export const pluginConsumerTable = () =>
  pagePlugin<Node>('rslib-docs:consumer-table', (tree, page) => {
    replaceConsumerTables(tree, page.lang, page.path);
  });
