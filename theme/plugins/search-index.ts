import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
// Rsbuild comes with @rspress/core; only its types are used here.
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import type { SearchSettings } from '../search/types';
import type { AlgoliaSettings } from './search-config';
import { inSiteOrder, isIndexable, type PageParts, packIndex, pageParts } from './search-records';
import { orderFromDocs, sectionsFromDocs } from './search-sections';

/** Rspress's own search index files, which nothing reads once the DocSearch dialog replaces Rspress's panel. */
const rspressIndexFile = /^search_index\..+\.json$/;

/** The dialog's stylesheets, which load with the dialog's code (`?inline`), not with every page. */
const dialogStyles = /[\\/](?:@docsearch[\\/]css[\\/]|theme[\\/]search[\\/][\w-]+\.css$)/;

type Module = { nameForCondition?: () => string | null };
type SplitChunks = { cacheGroups?: Record<string, unknown> };

/**
 * Rspress gathers every stylesheet of the site into one `styles` chunk loaded by every page; this keeps the search
 * dialog's stylesheets out of it, so that they stay in the dialog's lazily loaded chunk.
 */
function keepDialogStylesOut(splitChunks: SplitChunks | false | undefined): void {
  const styles = splitChunks ? (splitChunks.cacheGroups?.styles as { test?: unknown } | undefined) : undefined;
  const test = styles?.test;
  if (!styles || !(test instanceof RegExp)) return;
  styles.test = (module: Module) => {
    const name = module.nameForCondition?.() ?? '';
    return test.test(name) && !dialogStyles.test(name);
  };
}

/** Options of the search index plugin. */
export interface SearchIndexOptions {
  /** Hosted Algolia DocSearch settings; when given, no local index is built and the dialog asks Algolia. */
  algolia: AlgoliaSettings | null;
}

/** The search index plugin, which can also say which files it writes (for tests). */
export interface SearchIndexPlugin extends RspressPlugin {
  /** The local index files, by their path in the build, from the pages collected so far. */
  indexFiles(): Map<string, string>;
}

const hashOf = (source: string) => createHash('sha256').update(source).digest('hex').slice(0, 10);

/**
 * Builds the local search index. Each page's title, headings and text are collected from Rspress's page data in
 * `modifySearchIndexData`, which Rspress awaits for every plugin before any `extendPageData` (where
 * slim-page-data.ts trims the same data), and which receives the whole page data; nothing here depends on the
 * order of plugins. Each language gets two files: `static/search/<lang>.<hash>.json` with page titles,
 * descriptions and headings, enough for the first results, and `static/search/<lang>-text.<hash>.json` with the
 * text under them (theme/search/index-files.ts has the format). The dialog learns where they are from the global
 * `RSLIB_SEARCH`. Emitting through `processAssets` makes the files exist in `rspress dev` as well as in builds.
 * Rspress's own index files are removed after a build: its search panel, their only reader, is replaced.
 */
export function pluginSearchIndex({ algolia }: SearchIndexOptions): SearchIndexPlugin {
  const collected = new Map<string, PageParts>();
  let files = new Map<string, string>();
  let docsRoot = 'docs';
  let siteTitle = '';
  let settings: SearchSettings = algolia ?? { mode: 'local', indexes: {} };

  const indexFiles = () => {
    const orderOf = orderFromDocs(docsRoot);
    const written = new Map<string, string>();
    const indexes: Record<string, { head: string; text: string }> = {};
    const langs = [...new Set([...collected.keys()].map((key) => key.slice(0, key.indexOf(':'))))].sort();
    for (const lang of langs) {
      const parts = [...collected].filter(([key]) => key.startsWith(`${lang}:`)).map(([, part]) => part);
      const { head, text } = packIndex(lang, inSiteOrder(parts, lang, orderOf));
      const headSource = JSON.stringify(head);
      const textSource = JSON.stringify(text);
      const names = {
        head: `static/search/${lang}.${hashOf(headSource)}.json`,
        text: `static/search/${lang}-text.${hashOf(textSource)}.json`,
      };
      written.set(names.head, headSource);
      written.set(names.text, textSource);
      indexes[lang] = names;
    }
    settings = { mode: 'local', indexes };
    return written;
  };

  const rsbuildPlugin: RsbuildPlugin = {
    name: 'rslib-docs:search-index',
    setup(api) {
      // After Rspress's own handler, which extracts the page data (and calls `modifySearchIndexData`) in this hook.
      api.modifyBundlerChain({
        order: 'post',
        handler: (chain, { environment, rspack }) => {
          if (!algolia && environment.name === 'web') files = indexFiles();
          chain
            .plugin('rslib-docs-search-settings')
            .use(rspack.DefinePlugin, [
              { RSLIB_SEARCH: JSON.stringify(settings), RSLIB_SEARCH_MODE: JSON.stringify(settings.mode) },
            ]);
        },
      });
      api.modifyRspackConfig({
        order: 'post',
        handler: (config) => keepDialogStylesOut(config.optimization?.splitChunks as SplitChunks | false | undefined),
      });
      api.processAssets({ stage: 'report', environments: ['web'] }, ({ compilation, sources }) => {
        for (const [name, source] of files) compilation.emitAsset(name, new sources.RawSource(source));
      });
    },
  };

  return {
    name: 'rslib-docs:search-index',
    indexFiles,
    config(config) {
      docsRoot = config.root ?? docsRoot;
      siteTitle = config.title ?? siteTitle;
      return config;
    },
    async afterBuild(config, isProd) {
      // Also called after every compile of `rspress dev`, which writes no `doc_build/`.
      if (!isProd) return;
      const staticDir = path.join(path.resolve(config.outDir ?? 'doc_build'), 'static');
      const names = await fs.readdir(staticDir).catch(() => []);
      await Promise.all(
        names.filter((name) => rspressIndexFile.test(name)).map((name) => fs.rm(path.join(staticDir, name))),
      );
    },
    modifySearchIndexData(pages) {
      // Every page, every time: Rspress extracts the page data again when a page changes in `rspress dev`.
      const sectionOf = sectionsFromDocs(docsRoot, siteTitle);
      collected.clear();
      for (const page of pages) {
        if (isIndexable(page)) collected.set(`${page.lang}:${page.routePath}`, pageParts(page, sectionOf));
      }
    },
    builderConfig: { plugins: [rsbuildPlugin] },
  };
}
