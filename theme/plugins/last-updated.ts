import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { lastCommitTimes } from '../lib/page-history.mjs';
import { langOrDefault } from '../site-model.mjs';

// One `git log` for every page, shared with the translation note (theme/plugins/translation-note.ts).
export { lastCommitTimes };

/** Rspress's own text for a time: the page language's locale. */
export const lastUpdatedText = (time: number, lang: string): string => new Date(time).toLocaleString(lang);

/**
 * "Last updated" of a page, carried by the page's own chunk instead of the page data that every page loads (there
 * it costs half a kilobyte of gzip on every page view). Rspress's own date is off (`themeConfig.lastUpdated`), and
 * theme/components/LastUpdated shows this one. Same source (the last commit of the page's file) and same text.
 * The one `git log` starts when the config is read, before Rspress reads every page for its page data, so that it
 * runs meanwhile instead of holding up the first page compiled (at the start of a build or of `rspress dev` without a
 * build cache; with one, the first save).
 */
export function pluginLastUpdatedInPage(): RspressPlugin {
  let docsRoot = process.cwd();
  function remarkLastUpdated(this: { data(key: 'pageMeta'): { lastUpdatedTime?: string } | undefined }) {
    return async (_tree: unknown, file: { path?: string }) => {
      const meta = this.data('pageMeta');
      if (!meta || !file.path) return;
      const time = (await lastCommitTimes(docsRoot)).get(path.resolve(file.path));
      const lang = langOrDefault(path.relative(docsRoot, file.path).split(path.sep)[0]);
      if (time) meta.lastUpdatedTime = lastUpdatedText(time, lang);
    };
  }
  return {
    name: 'rslib-docs-last-updated',
    config(config) {
      docsRoot = config.root ?? docsRoot;
      lastCommitTimes(docsRoot);
      return config;
    },
    markdown: { remarkPlugins: [remarkLastUpdated] },
  };
}
