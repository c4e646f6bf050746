import path from 'node:path';
import { configChangesMarkdown, markdownCopyLinks, optionsTableMarkdown, readVersionData } from '../option-tables';
import { siteUrl } from '../site';
import { attribute, markdownNodes, type Node, pagePlugin, replaceComponents } from './mdx-import';

type TocItem = { id: string; text: string; depth: number };
/** The constant that holds the generated parts for the `.md` copies. */
export const markdownCopies = 'RSLIB_OPTION_TABLES';

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
export const pluginOptionTables = () =>
  pagePlugin<Node>(
    'rslib-docs:option-tables',
    (tree, { lang, root, processor }) => {
      if (!tree.children?.some((child) => child.name === 'OptionsTable' || child.name === 'ConfigChanges')) return;
      const data = readVersionData(root);
      const made = new Set<Node>();
      const headings: [Node, TocItem][] = [];
      const generated = (markdown: string) => {
        const nodes = markdownNodes(markdown);
        for (const node of nodes) {
          made.add(node);
          const item = node.type === 'heading' ? tocItem(node) : undefined;
          if (item) headings.push([node, item]);
        }
        return nodes;
      };
      replaceComponents(tree, '@components/OptionTables', {
        ConfigChanges: () => generated(configChangesMarkdown(root, lang, data)),
        OptionsTable: (node) => {
          const group = attribute(node, 'group');
          if (group !== 'lib' && group !== 'rsbuild')
            throw new Error(`<OptionsTable group=${JSON.stringify(group)} />`);
          return generated(optionsTableMarkdown(root, group, lang, data));
        },
      });
      // Rspress's own remark plugin for the outline keeps it in `pageMeta.toc`; the page's headings above stay first.
      const toc = (processor.data() as { pageMeta?: { toc?: TocItem[] } }).pageMeta?.toc;
      const first = headings[0]?.[0];
      if (!toc || !first || !tree.children) return;
      const above = tree.children.slice(0, tree.children.indexOf(first));
      const before = above.filter(
        (n) => !made.has(n) && n.type === 'heading' && (n.depth ?? 0) > 1 && (n.depth ?? 0) < 5,
      );
      toc.splice(before.length, 0, ...headings.map(([, item]) => item));
    },
    {
      // The same parts for the `.md` copies, their links to the pages' `.md` copies, as a constant that only
      // components/OptionTables.tsx reads (the pages' HTML no longer imports it).
      config(config) {
        const root = config.root ?? path.join(process.cwd(), 'docs');
        const data = readVersionData(root);
        const parts: Record<string, string> = {};
        for (const lang of ['en', 'zh'] as const) {
          parts[`lib:${lang}`] = optionsTableMarkdown(root, 'lib', lang, data);
          parts[`rsbuild:${lang}`] = optionsTableMarkdown(root, 'rsbuild', lang, data);
          parts[`changes:${lang}`] = configChangesMarkdown(root, lang, data);
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
    },
  );
