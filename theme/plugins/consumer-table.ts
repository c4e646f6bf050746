import { consumerTableMarkdown } from '../consumer-table';
import { routeIn } from '../site-model.mjs';
import { attribute, markdownNodes, type Node, pagePlugin, replaceComponents } from './mdx-import';

/**
 * Replaces `<ConsumerTable id="…" />` in `tree` with the recipe's consumer table in the page's language: a plain
 * Markdown table (Rspress styles it like every other table, its links are ordinary Markdown links that Rspress checks
 * and bases) and its caption, no component code in the page's JavaScript. Exported for the unit tests.
 */
export function replaceConsumerTables(tree: Node, lang: 'en' | 'zh', file = '') {
  replaceComponents(tree, '@components/ConsumerTable', {
    ConsumerTable: (node) => {
      const id = attribute(node, 'id');
      if (typeof id !== 'string') throw new Error(`${file}: <ConsumerTable /> needs id="…"`);
      return markdownNodes(consumerTableMarkdown(id, lang, (route) => routeIn(route, lang), false));
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
