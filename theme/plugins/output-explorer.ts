import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { explorerById, explorerHtml } from '../output-explorer';
import { langOrDefault } from '../site-model.mjs';
import { withoutImport } from './mdx-import';
import { innerHtmlValue } from './static-html';

/** The MDX nodes this plugin reads and writes (mdast with the MDX extensions), as far as it needs them. */
export type Node = {
  type: string;
  name?: string | null;
  value?: string;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: Node[];
  data?: Record<string, unknown>;
};

const componentPath = '@components/OutputExplorer';

/** The explorer as one element whose inside is a string of HTML: React renders it as written, with no component. */
export function explorerNode(id: string, lang: 'en' | 'zh'): Node {
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [
      { type: 'mdxJsxAttribute', name: 'className', value: 'oe' },
      { type: 'mdxJsxAttribute', name: 'dangerouslySetInnerHTML', value: innerHtmlValue(explorerHtml(id, lang)) },
    ],
    children: [],
  };
}

/** The remark transform: every `<OutputExplorer id="…" />` of a page in `lang` becomes its static markup. */
export function replaceExplorers(tree: Node, lang: 'en' | 'zh', where: string): void {
  const visit = (node: Node) => {
    if (!node.children) return;
    node.children = node.children
      .map((esm) => withoutImport(esm, componentPath))
      .filter((child): child is Node => child !== null)
      .map((child) => {
        if (child.type !== 'mdxJsxFlowElement' || child.name !== 'OutputExplorer') {
          visit(child);
          return child;
        }
        const id = child.attributes?.find((a) => a.name === 'id')?.value;
        if (typeof id !== 'string') throw new Error(`${where}: <OutputExplorer> needs an id="…"`);
        explorerById(id);
        return explorerNode(id, lang);
      });
  };
  visit(tree);
}

/**
 * `<OutputExplorer id="…" />` in a page becomes, when the page is compiled, radio inputs and one panel per variant
 * of the option (theme/output-explorer.ts), shown by CSS alone (theme/styles/output-explorer.css): static HTML and no
 * component code in the page's JavaScript. The `.md` copy, which Rspress renders without this plugin, gets every
 * variant as text from components/OutputExplorer.tsx. An unknown id fails the build.
 */
export function pluginOutputExplorer(): RspressPlugin {
  let docsRoot = process.cwd();
  function remarkOutputExplorer() {
    return (tree: Node, file: { path?: string }) => {
      const lang = langOrDefault(path.relative(docsRoot, file.path ?? '').split(path.sep)[0]);
      replaceExplorers(tree, lang, file.path ?? 'a page');
    };
  }
  return {
    name: 'rslib-docs:output-explorer',
    config(config) {
      docsRoot = config.root ?? docsRoot;
      return config;
    },
    globalStyles: path.join(__dirname, '../styles/output-explorer.css'),
    markdown: { remarkPlugins: [remarkOutputExplorer] },
  };
}
