import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
// Rsbuild comes with @rspress/core; only its types are used here.
import type { RsbuildPlugin } from '@rsbuild/core';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import type { LocalIndexFile, SearchSettings } from '../search/types';
import type { AlgoliaSettings } from './search-config';
import { languageRecords } from './search-records';
import { sectionsFromDocs } from './search-sections';

/** Rspress's own search index files, which nothing reads once the DocSearch dialog replaces Rspress's panel. */
const rspressIndexFile = /^search_index\..+\.json$/;

/** The dialog's stylesheets, which load with the dialog's code (`?inline`), not with every page. */
const dialogStyles = /[\\/](?:@docsearch[\\/]css[\\/]|theme[\\/]search[\\/]dialog\.css$)/;

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

/**
 * Builds the local search index: collects each page's title, headings and text from Rspress's page data, writes one
 * index file per language to `static/search/<lang>.<hash>.json`, and tells the dialog where the files are (the
 * global `RSLIB_SEARCH`). Emitting through `processAssets` makes the files exist in `rspress dev` as well as in builds.
 * Rspress's own index files are removed after a build: its search panel, their only reader, is replaced.
 */
export function pluginSearchIndex({ algolia }: SearchIndexOptions): RspressPlugin {
  const pages = new Map<string, PageIndexInfo>();
  const files = new Map<string, string>();
  let docsRoot = 'docs';
  let siteTitle = '';
  let settings: SearchSettings = algolia ?? { mode: 'local', indexes: {} };

  const writeIndexes = () => {
    const sectionOf = sectionsFromDocs(docsRoot, siteTitle);
    const indexes: Record<string, string> = {};
    files.clear();
    for (const lang of new Set([...pages.values()].map((page) => page.lang))) {
      const file: LocalIndexFile = { version: 1, lang, records: languageRecords([...pages.values()], lang, sectionOf) };
      const source = JSON.stringify(file);
      const name = `static/search/${lang}.${createHash('sha256').update(source).digest('hex').slice(0, 10)}.json`;
      files.set(name, source);
      indexes[lang] = name;
    }
    settings = { mode: 'local', indexes };
  };

  const rsbuildPlugin: RsbuildPlugin = {
    name: 'rslib-docs:search-index',
    setup(api) {
      // After Rspress's own handler, which extracts the page data (and calls `extendPageData`) in this hook.
      api.modifyBundlerChain({
        order: 'post',
        handler: (chain, { environment, rspack }) => {
          if (!algolia && environment.name === 'web') writeIndexes();
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
    config(config) {
      docsRoot = config.root ?? docsRoot;
      siteTitle = config.title ?? siteTitle;
      return config;
    },
    async afterBuild(config) {
      const staticDir = path.join(path.resolve(config.outDir ?? 'doc_build'), 'static');
      const names = await fs.readdir(staticDir).catch(() => []);
      await Promise.all(
        names.filter((name) => rspressIndexFile.test(name)).map((name) => fs.rm(path.join(staticDir, name))),
      );
    },
    extendPageData(pageData) {
      // A copy: later plugins (slim-page-data) trim the headings and frontmatter that ship to every page.
      const snapshot = { ...pageData, toc: pageData.toc.map((header) => ({ ...header })) };
      snapshot.frontmatter = { ...pageData.frontmatter };
      pages.set(`${pageData.lang}:${pageData.routePath}`, snapshot);
    },
    builderConfig: { plugins: [rsbuildPlugin] },
  };
}
