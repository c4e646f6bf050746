import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { pageText } from '../i18n';
import { lastCommitTimes, staleTranslation } from '../lib/page-history.mjs';
import { defaultLang, type Lang, langOrDefault, routeOf } from '../site-model.mjs';

type Node = { type: string; name?: string; depth?: number; attributes?: object[]; children?: Node[] };

const div = (className: string, children: Node[]): Node => ({
  type: 'mdxJsxFlowElement',
  name: 'div',
  attributes: [{ type: 'mdxJsxAttribute', name: 'className', value: className }],
  children,
});

/**
 * The note on a page whose English page changed after it, as Rspress draws `:::warning`: when, and a link to the
 * English page. The link is a plain route; Rspress's link component adds the base path when it renders it.
 */
export function translationNote(lang: Lang, englishRoute: string, englishTime: number): Node {
  const date = new Date(englishTime).toLocaleDateString(lang);
  const text = pageText.translationNote[lang].replace('{date}', date).replace('{link}', englishRoute);
  return div('rp-callout rp-callout--warning', [
    div('rp-callout__title', [{ type: 'text', value: pageText.translationNoteTitle[lang] } as Node]),
    div('rp-callout__content', fromMarkdown(text).children as Node[]),
  ]);
}

/**
 * A translated page (docs/zh) whose English twin changed in a later commit than the page shows that under its title
 * (theme/lib/page-history.mjs decides, from the `git log` that also gives the "last updated" dates), as static HTML
 * written when the page compiles. Pages in step, pages git knows nothing of, and home pages show nothing.
 */
export function pluginTranslationNote(): RspressPlugin {
  let docsRoot = process.cwd();
  function remarkTranslationNote(this: { data(key: 'pageMeta'): { frontmatter?: { pageType?: string } } | undefined }) {
    return async (tree: Node, file: { path?: string }) => {
      if (!file.path || this.data('pageMeta')?.frontmatter?.pageType === 'home') return;
      const stale = staleTranslation(await lastCommitTimes(docsRoot), docsRoot, path.resolve(file.path));
      if (!stale || !tree.children) return;
      const lang = langOrDefault(path.relative(docsRoot, file.path).split(path.sep)[0]);
      const english = path.relative(path.join(docsRoot, defaultLang), stale.twin).split(path.sep).join('/');
      const title = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 1);
      const at = title >= 0 ? title + 1 : tree.children.findIndex((node) => !/^(yaml|toml|mdxjsEsm)$/.test(node.type));
      tree.children.splice(Math.max(at, 0), 0, translationNote(lang, routeOf(defaultLang, english), stale.twinTime));
    };
  }
  return {
    name: 'rslib-docs:translation-note',
    config(config) {
      docsRoot = config.root ?? docsRoot;
      return config;
    },
    markdown: { remarkPlugins: [remarkTranslationNote] },
  };
}
