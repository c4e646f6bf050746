import path from 'node:path';
import { lastCommitTimes } from '../lib/page-history.mjs';
import { pagePlugin } from './mdx-import';

/** Rspress's own text for a time: the page language's locale. */
export const lastUpdatedText = (time: number, lang: string): string => new Date(time).toLocaleString(lang);

/**
 * "Last updated" of a page (its file's last commit, Rspress's text) in its own chunk, not in the page data every page
 * loads (0.5 KB gzip a page view; Rspress's own date is off). The `git log` starts when the config is read, so it runs
 * while Rspress reads the pages instead of holding up the first page compiled.
 */
export const pluginLastUpdatedInPage = () =>
  pagePlugin(
    'rslib-docs-last-updated',
    async (_tree, { lang, root, path: file, processor }) => {
      const meta = processor.data('pageMeta') as { lastUpdatedTime?: string } | undefined;
      const time = meta && file && (await lastCommitTimes(root)).get(path.resolve(file));
      if (time) meta.lastUpdatedTime = lastUpdatedText(time, lang);
    },
    {
      config(config) {
        lastCommitTimes(config.root ?? process.cwd());
        return config;
      },
    },
  );
