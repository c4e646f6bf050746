import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTable } from 'micromark-extension-gfm-table';
import { type Lang, langOrDefault } from '../site-model.mjs';

/** The MDX nodes (mdast with the MDX extensions) the compile-time plugins read and write, as far as they need them. */
export type Node = {
  type: string;
  name?: string | null;
  value?: string;
  depth?: number;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: Node[];
  data?: Record<string, unknown>;
};
type Estree = { body: { type: string; source?: { value?: unknown } }[] };

/** The ESM node without its import of `componentPath` (null if none is left), so that a static component leaves no code
 * in the page's JavaScript; one ESM node holds all adjacent import lines: only that declaration goes. */
function withoutImport(node: Node, componentPath: string): Node | null {
  const estree = node.data?.estree as Estree | undefined;
  const isImport = (statement: Estree['body'][number]) =>
    statement.type === 'ImportDeclaration' && statement.source?.value === componentPath;
  if (node.type !== 'mdxjsEsm' || !estree?.body.some(isImport)) return node;
  const body = estree.body.filter((statement) => !isImport(statement));
  if (body.length === 0) return null;
  const value = (node.value ?? '')
    .split('\n')
    .filter((line) => !line.includes(`'${componentPath}'`) && !line.includes(`"${componentPath}"`))
    .join('\n');
  return { ...node, value, data: { ...node.data, estree: { ...estree, body } } };
}

/** Markdown written at build time as mdast nodes: CommonMark and GFM tables (`\|` for a pipe in a cell). */
export const markdownNodes = (markdown: string): Node[] =>
  fromMarkdown(markdown, { extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()] }).children as Node[];

/** A string attribute of a JSX element (`id` of `<OutputExplorer id="…" />`): a missing one fails the build. */
export function attribute(node: Node, name: string): string {
  const value = node.attributes?.find((a) => a.name === name)?.value;
  if (typeof value !== 'string') throw new Error(`<${node.name} /> needs ${name}="…" (a string)`);
  return value;
}

/** Replaces every `<Name … />` that `renderers` has a function for and drops the import of their module. */
export function replaceComponents(
  tree: Node,
  componentPath: string,
  renderers: Record<string, (node: Node) => Node[]>,
): void {
  const visit = (node: Node) => {
    if (!node.children) return;
    node.children = node.children.flatMap((child) => {
      const kept = withoutImport(child, componentPath);
      if (!kept) return [];
      const render = kept.type === 'mdxJsxFlowElement' && kept.name ? renderers[kept.name] : undefined;
      if (render) return render(kept);
      visit(kept);
      return [kept];
    });
  };
  visit(tree);
}

/** An element `<div className="…">` around mdast children, as Rspress's own components write it. */
const div = (className: string, children: Node[]): Node => ({
  type: 'mdxJsxFlowElement',
  name: 'div',
  attributes: [{ type: 'mdxJsxAttribute', name: 'className', value: className }],
  children,
});

/** A callout as Rspress draws `:::info` or `:::warning`: the title (text, or inline nodes such as code), then the content. */
export const callout = (kind: string, title: string | Node[], content: Node[]): Node =>
  div(`rp-callout rp-callout--${kind}`, [
    div('rp-callout__title', typeof title === 'string' ? [{ type: 'text', value: title }] : title),
    div('rp-callout__content', content),
  ]);

export type Page = {
  lang: Lang;
  root: string;
  path?: string;
  /** The page's Markdown, which the nodes' positions point into. */
  source?: string;
  processor: { data(key?: string): unknown };
};

/** A plugin with one remark (or `rehype: true`) transform, told the page's language (its folder under `config.root`). */
export function pagePlugin<T>(
  name: string,
  transform: (tree: T, page: Page) => void | Promise<void>,
  { rehype = false, config, ...rest }: Omit<RspressPlugin, 'name'> & { rehype?: boolean } = {},
): RspressPlugin {
  let root = process.cwd();
  function attacher(this: Page['processor']) {
    return (tree: T, file: { path?: string; value?: unknown }) => {
      const lang = langOrDefault(path.relative(root, file.path ?? '').split(path.sep)[0]);
      const source = file.value == null ? undefined : String(file.value);
      return transform(tree, { lang, root, path: file.path, source, processor: this });
    };
  }
  return {
    name,
    ...rest,
    config(userConfig, ...args) {
      root = userConfig.root ?? root;
      return config ? config(userConfig, ...args) : userConfig;
    },
    markdown: { [rehype ? 'rehypePlugins' : 'remarkPlugins']: [attacher] },
  };
}
