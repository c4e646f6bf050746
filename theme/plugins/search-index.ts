import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
// Rsbuild comes with @rspress/core; only its types are used here.
import type { RsbuildPlugin } from '@rsbuild/core';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { type PageParts, packIndex } from '../search/index-files';
import type { SearchSettings } from '../search/types';
import { pureRoute } from '../site-model.mjs';

/** Hosted Algolia DocSearch settings: the three values DocSearch gives a site. */
export type AlgoliaSettings = Extract<SearchSettings, { mode: 'algolia' }>;

/** The environment variables that switch search to Algolia DocSearch; all three or none. */
export const algoliaEnvNames = ['DOCSEARCH_APP_ID', 'DOCSEARCH_API_KEY', 'DOCSEARCH_INDEX_NAME'] as const;

/**
 * Algolia DocSearch settings from the build's environment, or `null` to search the local index built with the site.
 * A partial or malformed setting stops the build with a message naming the variable, rather than shipping a dialog
 * that fails for every reader.
 */
export function algoliaFromEnv(env: Record<string, string | undefined> = process.env): AlgoliaSettings | null {
  const [appId = '', apiKey = '', indexName = ''] = algoliaEnvNames.map((name) => env[name]?.trim() ?? '');
  const missing = algoliaEnvNames.filter((name) => !env[name]?.trim());
  if (missing.length === algoliaEnvNames.length) return null;
  if (missing.length > 0)
    throw new Error(`Algolia DocSearch needs all of ${algoliaEnvNames.join(', ')}; missing: ${missing.join(', ')}`);
  if (!/^[A-Za-z0-9]+$/.test(appId)) throw new Error('DOCSEARCH_APP_ID must be letters and digits only');
  if (!/^[A-Za-z0-9]+$/.test(apiKey)) throw new Error('DOCSEARCH_API_KEY must be letters and digits only');
  return { mode: 'algolia', appId, apiKey, indexName };
}

/** The part of Rspress's page data the index is built from; a heading's `charIndex` is where it starts, or -1. */
export type IndexablePage = Pick<
  PageIndexInfo,
  'routePath' | 'lang' | 'title' | 'toc' | 'content' | 'description' | 'frontmatter'
>;
/** Names the top-level section (hierarchy lvl0) of a page from its language and route. */
export type SectionOf = (lang: string, routePath: string) => string;
/** The position of a page in the site's reading order (the sidebar), from its language and route. */
export type OrderOf = (lang: string, routePath: string) => number;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Whether a page belongs in the index: not the home page, the 404 page or a page with `search: false`. */
export function isIndexable(page: IndexablePage): boolean {
  const type = page.frontmatter?.pageType;
  return type !== 'home' && type !== '404' && page.frontmatter?.search !== false && page.title.trim() !== '';
}

/** Splits a page into its title, its headings (h2–h6), and the text under the title and under each heading. */
export function pageParts(page: IndexablePage, sectionOf: SectionOf): PageParts {
  const description = page.description ? squash(page.description) : '';
  const headings = page.toc
    .filter((item) => item.depth >= 2 && item.depth <= 6)
    .map((item) => ({ depth: item.depth, text: squash(item.text), anchor: item.id, start: item.charIndex ?? -1 }));
  const located = headings.filter((h) => h.start >= 0).sort((a, b) => a.start - b.start);
  const bodyOf = (from: number, to: number) => squash(page.content.slice(from, to));
  const texts: PageParts['texts'] = [];

  const intro = bodyOf(0, located[0]?.start ?? page.content.length);
  if (intro && intro !== description) texts.push({ under: -1, text: intro });
  headings.forEach((heading, i) => {
    if (heading.start < 0) return;
    const next = located.find((h) => h.start > heading.start);
    const bodyStart = page.content.indexOf('\n\n', heading.start);
    if (bodyStart < 0 || (next && bodyStart > next.start)) return;
    const body = bodyOf(bodyStart, next?.start ?? page.content.length);
    if (body) texts.push({ under: i, text: body });
  });
  const rank = page.frontmatter?.searchRank;
  return {
    route: page.routePath,
    section: sectionOf(page.lang, page.routePath),
    title: squash(page.title),
    description: description || null,
    rank: typeof rank === 'number' && rank > 0 && Number.isFinite(rank) ? rank : 1,
    headings: headings.map(({ depth, text, anchor }) => ({ depth, text, anchor })),
    texts,
  };
}

type MetaItem = string | { type: string; name: string; label?: string };
type NavItem = { text: string; link: string };

/** A reader of the docs' `_nav.json` and `_meta.json` files (`[]` when missing), each file read once. */
function docsReader(docsRoot: string) {
  const cache = new Map<string, unknown>();
  return <T>(...parts: string[]): T[] => {
    const file = path.join(docsRoot, ...parts);
    if (!cache.has(file)) {
      try {
        cache.set(file, JSON.parse(fs.readFileSync(file, 'utf8')));
      } catch {
        cache.set(file, []);
      }
    }
    return cache.get(file) as T[];
  };
}
const topOf = (link: string) => link.split('/').filter(Boolean)[0];

/**
 * Names the top-level section of a page, as the sidebar shows it: the label of the sidebar group the page sits in
 * (`Getting Started`, `Lib Configurations`), or the top-navigation entry for pages outside any group (`Blog`).
 */
export function sectionsFromDocs(docsRoot: string, siteTitle: string): SectionOf {
  const read = docsReader(docsRoot);
  return (lang, routePath) => {
    const [top, group] = pureRoute(routePath).split('/').filter(Boolean);
    const navText = read<NavItem>(lang, '_nav.json').find((item) => top && topOf(item.link) === top)?.text;
    const meta = top ? read<MetaItem>(lang, top, '_meta.json') : [];
    const groupLabel = meta.find(
      (item): item is Exclude<MetaItem, string> =>
        typeof item !== 'string' && item.type === 'dir' && item.name === group && Boolean(item.label),
    )?.label;
    return groupLabel ?? navText ?? siteTitle;
  };
}

/**
 * The reading order of the site: the top-navigation entries in order, and inside each the pages in the order of
 * the `_meta.json` files (folders in place, depth first). Pages that no `_meta.json` lists come after the others.
 */
export function orderFromDocs(docsRoot: string): OrderOf {
  const read = docsReader(docsRoot);
  const orders = new Map<string, Map<string, number>>();
  const orderOf = (lang: string) => {
    const known = orders.get(lang);
    if (known) return known;
    const order = new Map<string, number>();
    const walk = (dir: string) => {
      for (const item of read<MetaItem>(lang, dir, '_meta.json')) {
        const name = typeof item === 'string' ? item : item.name;
        const route = `${dir}/${name === 'index' ? '' : name}`;
        if (typeof item !== 'string' && item.type === 'dir') walk(`${dir}/${name}`);
        else if (!order.has(route)) order.set(route, order.size);
      }
    };
    for (const item of read<NavItem>(lang, '_nav.json')) {
      const top = topOf(item.link);
      if (top) walk(`/${top}`);
    }
    orders.set(lang, order);
    return order;
  };
  return (lang, routePath) => orderOf(lang).get(pureRoute(routePath)) ?? Number.MAX_SAFE_INTEGER;
}

/**
 * Inline `<style>` texts the search dialog puts on the page at run time, so they are not in the built HTML the
 * security-headers plugin reads. DocSearch 3.9.0 draws the Algolia logo in its footer as an SVG with this style
 * element; the logo is hidden in local mode but still rendered. `tests/e2e/security-headers.spec.ts` fails when a
 * DocSearch upgrade changes it.
 */
export const searchRuntimeStyles = ['.cls-1,.cls-2{fill:#003dff;}.cls-2{fill-rule:evenodd;}'];

/** Rspress's own search index files, which nothing reads once the DocSearch dialog replaces Rspress's panel. */
const rspressIndexFile = /^search_index\..+\.json$/;

/** The dialog's stylesheets, which load with the dialog's code (`?inline`), not with every page. */
const dialogStyles = /[\\/](?:@docsearch[\\/]css[\\/]|theme[\\/]search[\\/][\w-]+\.css$)/;

type SplitChunks = { cacheGroups?: Record<string, unknown> };

/**
 * Rspress gathers every stylesheet of the site into one `styles` chunk loaded by every page; this keeps the search
 * dialog's stylesheets out of it, so that they stay in the dialog's lazily loaded chunk.
 */
function keepDialogStylesOut(splitChunks: SplitChunks | false | undefined): void {
  const styles = splitChunks ? (splitChunks.cacheGroups?.styles as { test?: unknown } | undefined) : undefined;
  const test = styles?.test;
  if (!styles || !(test instanceof RegExp)) return;
  styles.test = (module: { nameForCondition?: () => string | null }) => {
    const name = module.nameForCondition?.() ?? '';
    return test.test(name) && !dialogStyles.test(name);
  };
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
 * order of plugins. Each language gets two files (theme/search/index-files.ts): `static/search/<lang>.<hash>.json`
 * with page titles, descriptions and headings, enough for the first results, and `<lang>-text.<hash>.json` with the
 * text under them. The dialog learns where they are from the global `RSLIB_SEARCH`. Emitting through
 * `processAssets` makes the files exist in `rspress dev` as well as in builds. Rspress's own index files are
 * removed after a build: its search panel, their only reader, is replaced. With `algolia` settings, no local index
 * is built and the dialog asks Algolia.
 */
export function pluginSearchIndex({ algolia }: { algolia: AlgoliaSettings | null }): SearchIndexPlugin {
  const collected = new Map<string, Map<string, PageParts>>();
  let files = new Map<string, string>();
  let docsRoot = 'docs';
  let siteTitle = '';
  let settings: SearchSettings = algolia ?? { mode: 'local', indexes: {} };

  const indexFiles = () => {
    const orderOf = orderFromDocs(docsRoot);
    const written = new Map<string, string>();
    const indexes: Record<string, { head: string; text: string }> = {};
    for (const [lang, pages] of [...collected].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const at = (part: PageParts) => orderOf(lang, part.route);
      const parts = [...pages.values()].sort(
        (a, b) => at(a) - at(b) || (a.route < b.route ? -1 : a.route > b.route ? 1 : 0),
      );
      const { head, text } = packIndex(lang, parts);
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
      const names = await fs.promises.readdir(staticDir).catch(() => []);
      await Promise.all(
        names.filter((name) => rspressIndexFile.test(name)).map((name) => fs.promises.rm(path.join(staticDir, name))),
      );
    },
    modifySearchIndexData(pages) {
      // Every page, every time: Rspress extracts the page data again when a page changes in `rspress dev`.
      const sectionOf = sectionsFromDocs(docsRoot, siteTitle);
      collected.clear();
      for (const page of pages) {
        if (!isIndexable(page)) continue;
        const parts = collected.get(page.lang) ?? new Map<string, PageParts>();
        collected.set(page.lang, parts.set(page.routePath, pageParts(page, sectionOf)));
      }
    },
    builderConfig: { plugins: [rsbuildPlugin] },
  };
}
