import path from 'node:path';
import { checkedWithMarkdown } from '../checked-with';
import { consumerTableMarkdown } from '../consumer-table';
import { pageText } from '../i18n';
import { configChangesMarkdown, markdownCopyLinks, optionsTableMarkdown, readVersionData } from '../option-tables';
import { explorerHtml } from '../output-explorer';
import { siteUrl } from '../site';
import { type Lang, languages, routeIn } from '../site-model.mjs';
import { type StartingPointId, startingPointLink, startingPoints } from '../starting-points.mjs';
import { replaceTrees } from './file-tree';
import { attribute, callout, markdownNodes, type Node, type Page, pagePlugin, replaceComponents } from './mdx-import';
import { htmlElement } from './static-html';

/** Replaces `<Name id="…" />` of `@components/Name`; an unknown or missing id fails the build (naming the page). */
const replaceById = (tree: Node, name: string, render: (id: string) => Node[]) =>
  replaceComponents(tree, `@components/${name}`, { [name]: (node) => render(attribute(node, 'id')) });

/** `<OutputExplorer id="…" />` → its radios and panels (theme/output-explorer.ts), one element of static HTML. */
export const replaceExplorers = (tree: Node, lang: Lang) =>
  replaceById(tree, 'OutputExplorer', (id) => [htmlElement('div', 'oe', explorerHtml(id, lang))]);

/** `<ConsumerTable id="…" />` → the recipe's consumer table (theme/consumer-table.ts), a plain Markdown table. */
export const replaceConsumerTables = (tree: Node, lang: Lang) =>
  replaceById(tree, 'ConsumerTable', (id) => markdownNodes(consumerTableMarkdown(id, lang, undefined, false)));

/** `<StartFrom id="…" />` → the starting point's info callout (theme/starting-points.json). */
const replaceStartFrom = (tree: Node, lang: Lang) =>
  replaceById(tree, 'StartFrom', (id) => {
    if (!(id in startingPoints)) throw new Error(`<StartFrom id="${id}" /> names no starting point`);
    const start = startingPoints[id as StartingPointId];
    const link = `[${start.title[lang]}](${routeIn(startingPointLink(start), lang)})`;
    const text = `${pageText.startFromBefore[lang]}${link}${pageText.startFromAfter[lang]}${start.reason[lang]}`;
    return [callout('info', pageText.startFromTitle[lang], markdownNodes(text))];
  });

/** `<CheckedWith />` → the sentence naming the releases the pages were checked with (theme/checked-with.ts). */
const replaceCheckedWith = (tree: Node, lang: Lang) =>
  replaceComponents(tree, '@components/CheckedWith', { CheckedWith: () => markdownNodes(checkedWithMarkdown(lang)) });

/** `<OptionsTable group="lib" />` (or `"rsbuild"`) and `<ConfigChanges />` → their Markdown (theme/option-tables.ts). */
function replaceOptionTables(tree: Node, { lang, root, processor }: Page) {
  const children = tree.children ?? [];
  // The release headings join the page's outline, after the page's own headings above them.
  const at = children.findIndex((child) => child.name === 'ConfigChanges');
  const before = children
    .slice(0, at + 1)
    .filter((node) => node.type === 'heading' && [2, 3, 4].includes(node.depth ?? 0));
  const headings: { id: string; text: string; depth: number }[] = [];
  replaceComponents(tree, '@components/OptionTables', {
    ConfigChanges: () => {
      const changes = configChangesMarkdown(root, lang, readVersionData(root));
      for (const [, hashes = '', text = '', id = ''] of changes.matchAll(/^(#{2,4}) (.*) \{#([\w-]+)\}$/gm))
        headings.push({ id, text, depth: hashes.length });
      return markdownNodes(changes);
    },
    OptionsTable: (node) => {
      const group = attribute(node, 'group');
      if (group !== 'lib' && group !== 'rsbuild') throw new Error(`<OptionsTable group=${JSON.stringify(group)} />`);
      return markdownNodes(optionsTableMarkdown(root, group, lang, readVersionData(root)));
    },
  });
  // Rspress's own remark plugin for the outline keeps it in `pageMeta.toc`.
  (processor.data() as { pageMeta?: { toc?: typeof headings } }).pageMeta?.toc?.splice(before.length, 0, ...headings);
}

/** Components made static markup when the page compiles (no component code in the page's JavaScript; their links are
 * Markdown links, which Rspress checks and bases). The `.md` copies, rendered without remark plugins, get text from
 * components/ (the option tables through the constant `RSLIB_OPTION_TABLES` defined here). */
export const pluginStaticComponents = () =>
  pagePlugin<Node>(
    'rslib-docs:static-components',
    (tree, page) => {
      replaceStartFrom(tree, page.lang);
      replaceExplorers(tree, page.lang);
      replaceConsumerTables(tree, page.lang);
      replaceOptionTables(tree, page);
      replaceCheckedWith(tree, page.lang);
      replaceTrees(tree);
    },
    {
      globalStyles: path.join(__dirname, '../styles/static-components.css'),
      config(config) {
        const root = config.root ?? path.join(process.cwd(), 'docs');
        const data = readVersionData(root);
        const copies = languages.flatMap((lang) =>
          Object.entries({
            lib: optionsTableMarkdown(root, 'lib', lang, data),
            rsbuild: optionsTableMarkdown(root, 'rsbuild', lang, data),
            changes: configChangesMarkdown(root, lang, data),
          }).map(([part, text]) => [`${part}:${lang}`, markdownCopyLinks(text, siteUrl)]),
        );
        const source = config.builderConfig?.source;
        const define = { ...source?.define, RSLIB_OPTION_TABLES: JSON.stringify(Object.fromEntries(copies)) };
        config.builderConfig = { ...config.builderConfig, source: { ...source, define } };
        return config;
      },
    },
  );
