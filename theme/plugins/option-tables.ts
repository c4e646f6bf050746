import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { fromMarkdown } from 'mdast-util-from-markdown';
import {
  configChangesMarkdown,
  markdownCopyLinks,
  optionsTableMarkdown,
  readVersionData,
  type VersionData,
} from '../option-tables';
import { siteUrl } from '../site';
import { langOrDefault } from '../site-model.mjs';
import { withoutImport } from './mdx-import';

/** The MDX nodes this plugin reads and writes (mdast with the MDX extensions), as far as it needs them. */
type Node = {
  type: string;
  name?: string | null;
  value?: string;
  depth?: number;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: Node[];
  data?: Record<string, unknown>;
};
type TocItem = { id: string; text: string; depth: number };
/** The components a page writes where a generated part goes, and the constant that holds them for the `.md` copies. */
const componentPath = '@components/OptionTables';
export const markdownCopies = 'RSLIB_OPTION_TABLES';

/** The Markdown of a component in a page: `<OptionsTable group="lib" />`, `<ConfigChanges />`. */
function generated(node: Node, docsRoot: string, lang: 'en' | 'zh', data: VersionData): string | undefined {
  if (node.type !== 'mdxJsxFlowElement') return undefined;
  if (node.name === 'ConfigChanges') return configChangesMarkdown(docsRoot, lang, data);
  if (node.name !== 'OptionsTable') return undefined;
  const group = node.attributes?.find((a) => a.name === 'group')?.value;
  if (group !== 'lib' && group !== 'rsbuild') throw new Error(`<OptionsTable group=${JSON.stringify(group)} />`);
  return optionsTableMarkdown(docsRoot, group, lang, data);
}

/**
 * The Markdown of a generated part as mdast nodes. A GFM table is built here from its rows (each cell's text parsed
 * as inline Markdown, `\|` for a pipe inside it); the rest is CommonMark.
 */
export function markdownNodes(markdown: string): Node[] {
  return markdown.split(/\n{2,}/).flatMap((block): Node[] => {
    if (!block.startsWith('| ')) return fromMarkdown(block).children as Node[];
    const rows = block.split('\n').filter((_, i) => i !== 1);
    const cells = (row: string) => row.slice(2, -2).split(/(?<!\\) \| /);
    const inline = (text: string) => (fromMarkdown(text.replace(/\\\|/g, '|')).children[0] as Node)?.children ?? [];
    return [
      {
        type: 'table',
        align: cells(rows[0] ?? '').map(() => null),
        children: rows.map((row) => ({
          type: 'tableRow',
          children: cells(row).map((text) => ({ type: 'tableCell', children: inline(text) })),
        })),
      } as Node,
    ];
  });
}

/** The text and custom id of a generated heading (`1.0.0 {#v1-0-0}`), as Rspress's outline lists it. */
function tocItem(heading: Node): TocItem | undefined {
  const text = heading.children?.map((c) => c.value ?? '').join('') ?? '';
  const m = /^(.*?)\s*\{#([\w-]+)\}$/.exec(text);
  return m && heading.depth && heading.depth < 5
    ? { id: m[2] ?? '', text: m[1] ?? '', depth: heading.depth }
    : undefined;
}

/**
 * The generated parts of the config pages (theme/option-tables.ts): `<OptionsTable group="lib" />` (or `"rsbuild"`)
 * becomes the table of every option, `<ConfigChanges />` the sections of the config changes per release, when the page
 * is compiled, as plain Markdown nodes: static HTML, no component code in the page's JavaScript. The headings of the
 * changes join the page's outline. The `.md` copies, which Rspress renders without this plugin, get the same
 * Markdown from components/OptionTables.tsx through a constant defined at build time.
 */
export function pluginOptionTables(): RspressPlugin {
  let docsRoot = path.join(process.cwd(), 'docs');
  function remarkOptionTables(this: { data(): object }) {
    // Rspress's own remark plugin for the outline keeps it here, in `pageMeta.toc`.
    const processorData = this.data() as { pageMeta?: { toc?: TocItem[] } };
    return (tree: Node, file: { path?: string }) => {
      const lang = langOrDefault(path.relative(docsRoot, file.path ?? '').split(path.sep)[0]);
      if (!tree.children?.some((child) => child.name === 'OptionsTable' || child.name === 'ConfigChanges')) return;
      const data = readVersionData(docsRoot);
      const added: TocItem[] = [];
      let headingsBefore = 0;
      tree.children = tree.children
        .map((esm) => withoutImport(esm, componentPath))
        .filter((child): child is Node => child !== null)
        .flatMap((child) => {
          const markdown = generated(child, docsRoot, lang, data);
          if (markdown === undefined) {
            if (child.type === 'heading' && (child.depth ?? 0) > 1 && (child.depth ?? 0) < 5 && added.length === 0)
              headingsBefore++;
            return [child];
          }
          const nodes = markdownNodes(markdown);
          for (const node of nodes) {
            const item = node.type === 'heading' ? tocItem(node) : undefined;
            if (item) added.push(item);
          }
          return nodes;
        });
      const toc = processorData.pageMeta?.toc;
      if (toc && added.length > 0) toc.splice(headingsBefore, 0, ...added);
    };
  }
  return {
    name: 'rslib-docs:option-tables',
    markdown: { remarkPlugins: [remarkOptionTables] },
    // The same parts for the `.md` copies, their links to the pages' `.md` copies, as a constant that only
    // components/OptionTables.tsx reads (the pages' HTML no longer imports it).
    config(config) {
      docsRoot = config.root ?? docsRoot;
      const data = readVersionData(docsRoot);
      const parts: Record<string, string> = {};
      for (const lang of ['en', 'zh'] as const) {
        parts[`lib:${lang}`] = optionsTableMarkdown(docsRoot, 'lib', lang, data);
        parts[`rsbuild:${lang}`] = optionsTableMarkdown(docsRoot, 'rsbuild', lang, data);
        parts[`changes:${lang}`] = configChangesMarkdown(docsRoot, lang, data);
      }
      const copies = Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, markdownCopyLinks(v, siteUrl)]));
      const builder = config.builderConfig ?? {};
      const source = builder.source ?? {};
      config.builderConfig = {
        ...builder,
        source: { ...source, define: { ...source.define, [markdownCopies]: JSON.stringify(copies) } },
      };
      return config;
    },
  };
}
