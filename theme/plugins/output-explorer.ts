import path from 'node:path';
import { explorerById, explorerHtml } from '../output-explorer';
import { attribute, type Node, pagePlugin, replaceComponents } from './mdx-import';
import { htmlElement } from './static-html';

export type { Node };

/** The remark transform: every `<OutputExplorer id="…" />` of a page in `lang` becomes its static markup. */
export function replaceExplorers(tree: Node, lang: 'en' | 'zh', where: string): void {
  replaceComponents(tree, '@components/OutputExplorer', {
    OutputExplorer: (node) => {
      const id = attribute(node, 'id');
      if (typeof id !== 'string') throw new Error(`${where}: <OutputExplorer> needs an id="…"`);
      explorerById(id);
      // One element whose inside is a string of HTML: React renders it as written, with no component.
      return [htmlElement('div', 'oe', explorerHtml(id, lang))];
    },
  });
}

/**
 * `<OutputExplorer id="…" />` in a page becomes, when the page is compiled, radio inputs and one panel per variant
 * of the option (theme/output-explorer.ts), shown by CSS alone (theme/styles/output-explorer.css): static HTML and no
 * component code in the page's JavaScript. The `.md` copy, which Rspress renders without this plugin, gets every
 * variant as text from components/OutputExplorer.tsx. An unknown id fails the build.
 */
export const pluginOutputExplorer = () =>
  pagePlugin<Node>(
    'rslib-docs:output-explorer',
    (tree, page) => replaceExplorers(tree, page.lang, page.path ?? 'a page'),
    {
      globalStyles: path.join(__dirname, '../styles/output-explorer.css'),
    },
  );
