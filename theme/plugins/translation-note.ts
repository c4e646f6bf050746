import path from 'node:path';
import { pageText } from '../i18n';
import { lastCommitTimes, staleTranslation } from '../lib/page-history.mjs';
import { defaultLang, routeOf } from '../site-model.mjs';
import { callout, markdownNodes, type Node, pagePlugin } from './mdx-import';

/** A translated page (not a home page) whose English twin changed later (lib/page-history.mjs) says so under its title
 * as a static `:::warning` with the date and a link to the English page (a plain route: Rspress adds the base). */
export const pluginTranslationNote = () =>
  pagePlugin<Node>('rslib-docs:translation-note', async (tree, { lang, root, path: file, processor }) => {
    const meta = processor.data('pageMeta') as { frontmatter?: { pageType?: string } } | undefined;
    if (!file || meta?.frontmatter?.pageType === 'home') return;
    const stale = staleTranslation(await lastCommitTimes(root), root, path.resolve(file));
    if (!stale || !tree.children) return;
    const english = path.relative(path.join(root, defaultLang), stale.twin).split(path.sep).join('/');
    const text = pageText.translationNote[lang]
      .replace('{date}', new Date(stale.twinTime).toLocaleDateString(lang))
      .replace('{link}', routeOf(defaultLang, english));
    const note = callout('warning', pageText.translationNoteTitle[lang], markdownNodes(text));
    const title = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 1);
    const at = title >= 0 ? title + 1 : tree.children.findIndex((node) => !/^(yaml|toml|mdxjsEsm)$/.test(node.type));
    tree.children.splice(Math.max(at, 0), 0, note);
  });
