import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { pageText } from '../i18n';
import { langOrDefault, routeIn } from '../site-model.mjs';
import { type StartingPointId, startingPointLink, startingPoints } from '../starting-points.mjs';
import { withoutImport } from './mdx-import';

/** The MDX nodes this plugin reads and writes (mdast with the MDX extensions), as far as it needs them. */
type Node = {
  type: string;
  name?: string | null;
  value?: string;
  url?: string;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: Node[];
  data?: Record<string, unknown>;
};

const element = (className: string, children: Node[]): Node => ({
  type: 'mdxJsxFlowElement',
  name: 'div',
  attributes: [{ type: 'mdxJsxAttribute', name: 'className', value: className }],
  children,
});

/**
 * The callout of a starting point, as Rspress draws `:::info`: a title, then one paragraph whose link is an ordinary
 * Markdown link, so Rspress checks it, adds the base path and writes it into the `.md` copy like every other link.
 */
function callout(id: StartingPointId, lang: 'en' | 'zh'): Node {
  const start = startingPoints[id];
  const t = (key: 'startFromTitle' | 'startFromBefore' | 'startFromAfter') => pageText[key][lang];
  return element('rp-callout rp-callout--info', [
    element('rp-callout__title', [{ type: 'text', value: t('startFromTitle') }]),
    element('rp-callout__content', [
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: t('startFromBefore') },
          {
            type: 'link',
            url: routeIn(startingPointLink(start), lang),
            children: [{ type: 'text', value: start.title[lang] }],
          },
          { type: 'text', value: `${t('startFromAfter')}${start.reason[lang]}` },
        ],
      },
    ]),
  ]);
}

const componentPath = '@components/StartFrom';

/**
 * `<StartFrom id="…" />` in a page becomes the starting point's callout when the page is compiled: static HTML, no
 * component code in the page's JavaScript, and in the `.md` copy a link that Rspress writes like the page's others.
 * The starting points are defined in theme/starting-points.mjs; an unknown id fails the build.
 */
export function pluginStartFrom(): RspressPlugin {
  let docsRoot = process.cwd();
  function remarkStartFrom() {
    return (tree: Node, file: { path?: string }) => {
      const lang = langOrDefault(path.relative(docsRoot, file.path ?? '').split(path.sep)[0]);
      const visit = (node: Node) => {
        if (!node.children) return;
        node.children = node.children
          .map((esm) => withoutImport(esm, componentPath))
          .filter((child): child is Node => child !== null)
          .map((child) => {
            if (child.type !== 'mdxJsxFlowElement' || child.name !== 'StartFrom') {
              visit(child);
              return child;
            }
            const id = child.attributes?.find((a) => a.name === 'id')?.value;
            if (typeof id !== 'string' || !(id in startingPoints)) {
              throw new Error(`${file.path}: <StartFrom id=${JSON.stringify(id)} /> names no starting point`);
            }
            return callout(id as StartingPointId, lang);
          });
      };
      visit(tree);
    };
  }
  return {
    name: 'rslib-docs:start-from',
    config(config) {
      docsRoot = config.root ?? docsRoot;
      return config;
    },
    markdown: { remarkPlugins: [remarkStartFrom] },
  };
}
