import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { consumerTable, type Inline } from '../consumer-table';
import { langOrDefault, routeIn } from '../site-model.mjs';
import { withoutImport } from './mdx-import';

/** The MDX nodes this plugin reads and writes (mdast with the MDX extensions), as far as it needs them. */
type Node = {
  type: string;
  name?: string | null;
  value?: string;
  url?: string;
  align?: null[];
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: Node[];
  data?: Record<string, unknown>;
};

const componentPath = '@components/ConsumerTable';

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

/** The table as Markdown nodes (Rspress styles it like every other table), then its caption. */
function tableNodes(id: string, lang: 'en' | 'zh'): Node[] {
  const table = consumerTable(id, lang);
  const row = (cells: Inline[][]): Node => ({
    type: 'tableRow',
    children: cells.map((cell) => ({ type: 'tableCell', children: phrasing(cell, lang) })),
  });
  return [
    { type: 'table', align: [null, null], children: [row(table.header), ...table.rows.map(row)] },
    { type: 'paragraph', children: [{ type: 'emphasis', children: [{ type: 'text', value: table.caption }] }] },
  ];
}

/**
 * Replaces `<ConsumerTable id="…" />` in `tree` with the recipe's consumer table in the page's language: a plain
 * Markdown table and its caption, no component code in the page's JavaScript. Exported for the unit tests.
 */
export function replaceConsumerTables(tree: Node, lang: 'en' | 'zh', file = '') {
  const visit = (node: Node) => {
    if (!node.children) return;
    node.children = node.children
      .map((esm) => withoutImport(esm, componentPath))
      .filter((child): child is Node => child !== null)
      .flatMap((child) => {
        if (child.type !== 'mdxJsxFlowElement' || child.name !== 'ConsumerTable') {
          visit(child);
          return [child];
        }
        const id = child.attributes?.find((a) => a.name === 'id')?.value;
        if (typeof id !== 'string') throw new Error(`${file}: <ConsumerTable /> needs id="…"`);
        return tableNodes(id, lang);
      });
  };
  visit(tree);
  return tree;
}

/**
 * The consumer tables of the recipe pages (theme/consumer-table.ts, data from `npm run verify:consumers`), rendered
 * when the page is compiled. The `.md` copy, which Rspress renders without this plugin, gets the same table as text
 * from components/ConsumerTable.tsx. An id without data fails the build.
 */
export function pluginConsumerTable(): RspressPlugin {
  let docsRoot = process.cwd();
  function remarkConsumerTable() {
    return (tree: Node, file: { path?: string }) => {
      const lang = langOrDefault(path.relative(docsRoot, file.path ?? '').split(path.sep)[0]);
      replaceConsumerTables(tree, lang, file.path);
    };
  }
  return {
    name: 'rslib-docs:consumer-table',
    config(config) {
      docsRoot = config.root ?? docsRoot;
      return config;
    },
    markdown: { remarkPlugins: [remarkConsumerTable] },
  };
}
