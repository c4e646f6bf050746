import path from 'node:path';
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

/** The `id` of `<Name id="…" />`; without one the build fails. */
function idOf(node: Node, where = 'a page'): string {
  const id = attribute(node, 'id');
  if (typeof id !== 'string') throw new Error(`${where}: <${node.name}> needs id="…"`);
  return id;
}

/** `<OutputExplorer id="…" />` → its radios and panels (theme/output-explorer.ts), one element of static HTML. */
export const replaceExplorers = (tree: Node, lang: Lang, where?: string) =>
  replaceComponents(tree, '@components/OutputExplorer', {
    OutputExplorer: (node) => [htmlElement('div', 'oe', explorerHtml(idOf(node, where), lang))],
  });

/** `<ConsumerTable id="…" />` → the recipe's consumer table (theme/consumer-table.ts), a plain Markdown table. */
export const replaceConsumerTables = (tree: Node, lang: Lang, where?: string) =>
  replaceComponents(tree, '@components/ConsumerTable', {
    ConsumerTable: (node) =>
      markdownNodes(consumerTableMarkdown(idOf(node, where), lang, (route) => routeIn(route, lang), false)),
  });

/** `<StartFrom id="…" />` → the starting point's info callout (theme/starting-points.json). */
const replaceStartFrom = (tree: Node, lang: Lang, where?: string) =>
  replaceComponents(tree, '@components/StartFrom', {
    StartFrom: (node) => {
      const id = idOf(node, where);
      if (!(id in startingPoints)) throw new Error(`${where}: <StartFrom id="${id}" /> names no starting point`);
      const start = startingPoints[id as StartingPointId];
      const link = `[${start.title[lang]}](${routeIn(startingPointLink(start), lang)})`;
      const text = `${pageText.startFromBefore[lang]}${link}${pageText.startFromAfter[lang]}${start.reason[lang]}`;
      return [callout('info', pageText.startFromTitle[lang], markdownNodes(text))];
    },
  });

type TocItem = { id: string; text: string; depth: number };
const outlined = (node: Node) => node.type === 'heading' && (node.depth ?? 0) > 1 && (node.depth ?? 0) < 5;

/** The generated parts of the config pages in a language (theme/option-tables.ts). */
const optionParts = (root: string, lang: Lang, data = readVersionData(root)) => ({
  lib: optionsTableMarkdown(root, 'lib', lang, data),
  rsbuild: optionsTableMarkdown(root, 'rsbuild', lang, data),
  changes: configChangesMarkdown(root, lang, data),
});

/** `<OptionsTable group="lib" />` (or `"rsbuild"`) and `<ConfigChanges />` → their generated Markdown. */
function replaceOptionTables(tree: Node, { lang, root, processor }: Page) {
  const children = tree.children ?? [];
  if (!children.some((child) => child.name === 'OptionsTable' || child.name === 'ConfigChanges')) return;
  const parts = optionParts(root, lang);
  // The release headings join the page's outline, after the page's own headings above them.
  const at = children.findIndex((child) => child.name === 'ConfigChanges');
  const before = children.slice(0, Math.max(at, 0)).filter(outlined).length;
  const headings: TocItem[] = [];
  replaceComponents(tree, '@components/OptionTables', {
    ConfigChanges: () => {
      const nodes = markdownNodes(parts.changes);
      for (const node of nodes.filter(outlined)) {
        const m = /^(.*?)\s*\{#([\w-]+)\}$/.exec(node.children?.map((c) => c.value ?? '').join('') ?? '');
        if (m) headings.push({ id: m[2] ?? '', text: m[1] ?? '', depth: node.depth ?? 0 });
      }
      return nodes;
    },
    OptionsTable: (node) => {
      const group = attribute(node, 'group');
      if (group !== 'lib' && group !== 'rsbuild') throw new Error(`<OptionsTable group=${JSON.stringify(group)} />`);
      return markdownNodes(parts[group]);
    },
  });
  // Rspress's own remark plugin for the outline keeps it in `pageMeta.toc`.
  (processor.data() as { pageMeta?: { toc?: TocItem[] } }).pageMeta?.toc?.splice(before, 0, ...headings);
}

/**
 * Components made static markup when the page compiles, their imports taken out: no component code in the page's
 * JavaScript, and their links are Markdown links, which Rspress checks and bases. An unknown id fails the build. The
 * `.md` copies, rendered without remark plugins, get text from components/ (the option tables through the constant
 * `RSLIB_OPTION_TABLES` defined here).
 */
export const pluginStaticComponents = () =>
  pagePlugin<Node>(
    'rslib-docs:static-components',
    (tree, page) => {
      replaceStartFrom(tree, page.lang, page.path);
      replaceExplorers(tree, page.lang, page.path);
      replaceConsumerTables(tree, page.lang, page.path);
      replaceOptionTables(tree, page);
      replaceTrees(tree);
    },
    {
      globalStyles: path.join(__dirname, '../styles/static-components.css'),
      config(config) {
        const root = config.root ?? path.join(process.cwd(), 'docs');
        const data = readVersionData(root);
        const copies: Record<string, string> = {};
        for (const lang of languages) {
          const parts = Object.entries(optionParts(root, lang, data));
          for (const [part, text] of parts) copies[`${part}:${lang}`] = markdownCopyLinks(text, siteUrl);
        }
        const source = config.builderConfig?.source;
        const define = { ...source?.define, RSLIB_OPTION_TABLES: JSON.stringify(copies) };
        config.builderConfig = { ...config.builderConfig, source: { ...source, define } };
        return config;
      },
    },
  );
