import path from 'node:path';
import type { PageIndexInfo } from '@rspress/core';
import { extractPageData } from '@rspress/core/dist/node/route/extractPageData.js';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { allRoutes } from '../../scripts/lib/routes.mjs';
import { type LanguageIndex, languageIndex } from '../../theme/plugins/search-records';
import { orderFromDocs, sectionsFromDocs } from '../../theme/plugins/search-sections';

const docsRoot = path.join(repoRoot, 'docs');

/**
 * The page data of every page, extracted by Rspress's own extractor exactly as `rspress build` does it
 * (text without code blocks, as configured), so tests run on the real pages without a site build.
 */
export async function realPageData(): Promise<PageIndexInfo[]> {
  const routes = (await allRoutes()).map((r) => ({
    routePath: r.route,
    absolutePath: path.join(docsRoot, r.lang, r.file),
    relativePath: `${r.lang}/${r.file}`,
    pageName: r.file,
    lang: r.lang,
    version: '',
  }));
  const routeService = { getRoutes: () => routes, getRoutePageByRoutePath: () => undefined };
  const alias = { '@en': path.join(docsRoot, 'en/shared'), '@zh': path.join(docsRoot, 'zh/shared') };
  return extractPageData(routeService as never, {
    replaceRules: [],
    alias,
    root: docsRoot,
    searchCodeBlocks: false,
    searchEnabled: true,
  });
}

/** The local index files of both languages, built from the real page data by the build plugin's own code. */
export async function realIndexes(): Promise<Record<'en' | 'zh', LanguageIndex>> {
  const pages = await realPageData();
  const sectionOf = sectionsFromDocs(docsRoot, 'Rslib');
  const orderOf = orderFromDocs(docsRoot);
  return {
    en: languageIndex(pages, 'en', sectionOf, orderOf),
    zh: languageIndex(pages, 'zh', sectionOf, orderOf),
  };
}
