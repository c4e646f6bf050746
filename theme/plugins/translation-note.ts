import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { pageText } from '../i18n';
import { lastCommitTimes, staleTranslation } from '../lib/page-history.mjs';
import { defaultLang, type Lang, routeOf } from '../site-model.mjs';
import { callout, type Node, pagePlugin } from './mdx-import';

/**
 * The note on a page whose English page changed after it, as Rspress draws `:::warning`: when, and a link to the
 * English page. The link is a plain route; Rspress's link component adds the base path when it renders it.
 */
export function translationNote(lang: Lang, englishRoute: string, englishTime: number): Node {
  const date = new Date(englishTime).toLocaleDateString(lang);
  const text = pageText.translationNote[lang].replace('{date}', date).replace('{link}', englishRoute);
  return callout('warning', pageText.translationNoteTitle[lang], fromMarkdown(text).children as Node[]);
}

/**
 * A translated page (docs/zh) whose English twin changed in a later commit than the page shows that under its title
 * (theme/lib/page-history.mjs decides, from the `git log` that also gives the "last updated" dates), as static HTML
 * written when the page compiles. Pages in step, pages git knows nothing of, and home pages show nothing.
 */
export const pluginTranslationNote = () =>
  pagePlugin<Node>('rslib-docs:translation-note', async (tree, { lang, root, path: file, processor }) => {
    const meta = processor.data('pageMeta') as { frontmatter?: { pageType?: string } } | undefined;
    if (!file || meta?.frontmatter?.pageType === 'home') return;
    const stale = staleTranslation(await lastCommitTimes(root), root, path.resolve(file));
    if (!stale || !tree.children) return;
    const english = path.relative(path.join(root, defaultLang), stale.twin).split(path.sep).join('/');
    const title = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 1);
    const at = title >= 0 ? title + 1 : tree.children.findIndex((node) => !/^(yaml|toml|mdxjsEsm)$/.test(node.type));
    tree.children.splice(Math.max(at, 0), 0, translationNote(lang, routeOf(defaultLang, english), stale.twinTime));
  });
