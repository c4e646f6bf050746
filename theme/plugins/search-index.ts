import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
// Rsbuild comes with @rspress/core; only its types are used here.
import type { RsbuildPlugin } from '@rsbuild/core';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import type { HeadingEntry, LanguageIndex, PageEntry, TextEntry } from '../search/index-files';
import type { LocalIndexFiles, SearchSettings } from '../search/types';
import { pureRoute } from '../site-model.mjs';

type AlgoliaSettings = Extract<SearchSettings, { mode: 'algolia' }>;
/** The environment variables that switch search to Algolia DocSearch (the three values DocSearch gives a site). */
const algoliaEnvNames = ['DOCSEARCH_APP_ID', 'DOCSEARCH_API_KEY', 'DOCSEARCH_INDEX_NAME'] as const;

/** Algolia settings from the environment or `null`; a partial or malformed one fails the build, not every search. */
export function algoliaFromEnv(env: Record<string, string | undefined> = process.env): AlgoliaSettings | null {
  const [appId = '', apiKey = '', indexName = ''] = algoliaEnvNames.map((name) => env[name]?.trim() ?? '');
  const missing = algoliaEnvNames.filter((name) => !env[name]?.trim());
  if (missing.length === algoliaEnvNames.length) return null;
  if (missing.length > 0)
    throw new Error(`Algolia DocSearch needs all of ${algoliaEnvNames.join(', ')}; missing: ${missing.join(', ')}`);
  for (const [i, value] of [appId, apiKey].entries())
    if (!/^[A-Za-z0-9]+$/.test(value)) throw new Error(`${algoliaEnvNames[i]} must be letters and digits only`);
  return { mode: 'algolia', appId, apiKey, indexName };
}

/** Where DocSearch's client fetches results in Algolia mode (its read host, then three fallbacks): `connect-src`. */
export const algoliaOrigins = (algolia: AlgoliaSettings | null): string[] =>
  (algolia ? ['-dsn.algolia.net', '-1.algolianet.com', '-2.algolianet.com', '-3.algolianet.com'] : []).map(
    (host) => `https://${algolia?.appId.toLowerCase()}${host}`,
  );

/** The part of Rspress's page data the index is built from; a heading's `charIndex` is where it starts, or -1. */
type IndexablePage = Pick<
  PageIndexInfo,
  'routePath' | 'lang' | 'title' | 'toc' | 'content' | 'description' | 'frontmatter'
>;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Whether a page belongs in the index: not the home page, the 404 page or a page with `search: false`. */
export function isIndexable(page: IndexablePage): boolean {
  const type = page.frontmatter?.pageType;
  return type !== 'home' && type !== '404' && page.frontmatter?.search !== false && page.title.trim() !== '';
}

/** One page's share of the index: title, h2–h6 headings, texts under a heading (its index) or the title (-1), rank. */
export function pageParts(page: IndexablePage, sectionOf: (lang: string, routePath: string) => string) {
  const description = page.description ? squash(page.description) : '';
  const headings = page.toc
    .filter((item) => item.depth >= 2 && item.depth <= 6)
    .map((item) => ({ depth: item.depth, text: squash(item.text), anchor: item.id, start: item.charIndex ?? -1 }));
  const located = headings.filter((h) => h.start >= 0).sort((a, b) => a.start - b.start);
  const bodyOf = (from: number, to: number) => squash(page.content.slice(from, to));
  const texts: { under: number; text: string }[] = [];

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

type PageParts = ReturnType<typeof pageParts>;

/** Packs the parts of a language's pages, in the site's order, into its head file and its text file. */
export function packIndex(lang: string, parts: PageParts[]): LanguageIndex {
  const sections: string[] = [];
  const pages: PageEntry[] = [];
  const headings: HeadingEntry[] = [];
  const texts: TextEntry[] = [];
  for (const part of parts) {
    if (!sections.includes(part.section)) sections.push(part.section);
    const first = headings.length;
    const page = pages.push([part.route, sections.indexOf(part.section), part.title, part.description]) - 1;
    if (part.rank !== 1) pages[page]?.push(part.rank);
    for (const heading of part.headings) headings.push([page, heading.depth, heading.text, heading.anchor]);
    for (const { under, text } of part.texts) texts.push([under < 0 ? -1 - page : first + under, text]);
  }
  return { head: { version: 2, lang, sections, pages, headings }, text: { version: 2, lang, texts } };
}

type MetaItem = string | { type: string; name: string; label?: string };
type NavItem = { text: string; link: string };

/** A reader of the docs' `_nav.json` and `_meta.json` files (`[]` when missing), each file read once. */
function docsReader(docsRoot: string) {
  const cache = new Map<string, unknown>();
  return <T>(...parts: string[]): T[] => {
    const file = path.join(docsRoot, ...parts);
    if (!cache.has(file)) cache.set(file, fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : []);
    return cache.get(file) as T[];
  };
}
const topOf = (link: string) => link.split('/').filter(Boolean)[0];

/** The top-level section of a page: its sidebar group's label (`Getting Started`), or its top-navigation entry. */
export function sectionsFromDocs(docsRoot: string, siteTitle: string) {
  const read = docsReader(docsRoot);
  return (lang: string, routePath: string): string => {
    const [top, group] = pureRoute(routePath).split('/').filter(Boolean);
    const navText = read<NavItem>(lang, '_nav.json').find((item) => top && topOf(item.link) === top)?.text;
    const meta = top ? read<MetaItem>(lang, top, '_meta.json') : [];
    const groupOf = meta.find((item) => typeof item !== 'string' && item.type === 'dir' && item.name === group);
    return (typeof groupOf === 'object' && groupOf.label) || navText || siteTitle;
  };
}

/** The reading order: top-navigation entries, inside each the `_meta.json` order depth first, unlisted pages last. */
export function orderFromDocs(docsRoot: string) {
  const read = docsReader(docsRoot);
  const orders = new Map<string, Map<string, number>>();
  const walk = (lang: string, dir: string, order: Map<string, number>) => {
    for (const item of read<MetaItem>(lang, dir, '_meta.json')) {
      const name = typeof item === 'string' ? item : item.name;
      const route = `${dir}/${name === 'index' ? '' : name}`;
      if (typeof item !== 'string' && item.type === 'dir') walk(lang, `${dir}/${name}`, order);
      else order.set(route, order.get(route) ?? order.size);
    }
  };
  return (lang: string, routePath: string): number => {
    const order = orders.get(lang) ?? new Map<string, number>();
    if (!orders.has(lang)) {
      for (const item of read<NavItem>(lang, '_nav.json'))
        if (topOf(item.link)) walk(lang, `/${topOf(item.link)}`, order);
      orders.set(lang, order);
    }
    return order.get(pureRoute(routePath)) ?? Number.MAX_SAFE_INTEGER;
  };
}

/**
 * Inline `<style>` texts the dialog adds at run time, which the security-headers plugin cannot read in the built HTML:
 * DocSearch 3.9.0's Algolia logo (hidden in local mode but rendered); security-headers.spec.ts fails if it changes.
 */
export const searchRuntimeStyles = ['.cls-1,.cls-2{fill:#003dff;}.cls-2{fill-rule:evenodd;}'];

/** The dialog's stylesheets, which load with the dialog's code (`?inline`), not with every page. */
const dialogStyles = /[\\/](?:@docsearch[\\/]css[\\/]|theme[\\/]search[\\/][\w-]+\.css$)/;

type SearchIndexPlugin = RspressPlugin & { indexFiles(): Map<string, string> };

/**
 * The local index (none with `algolia`) from `modifySearchIndexData`'s page data (awaited before any `extendPageData`,
 * where slim-page-data.ts trims it: plugin order does not matter), emitted in `processAssets` (dev too), named in
 * `RSLIB_SEARCH`. Rspress's own index files, whose panel the dialog replaces, are removed.
 */
export function pluginSearchIndex({ algolia }: { algolia: AlgoliaSettings | null }): SearchIndexPlugin {
  const collected = new Map<string, Map<string, PageParts>>();
  let files = new Map<string, string>();
  let docsRoot = 'docs';
  let siteTitle = '';
  let settings: SearchSettings = algolia ?? { mode: 'local', indexes: {} };

  /** The local index files, by their path in the build, from the pages collected so far. */
  const indexFiles = () => {
    const orderOf = orderFromDocs(docsRoot);
    const written = new Map<string, string>();
    const emit = (name: string, source: string) => {
      const file = `static/search/${name}.${createHash('sha256').update(source).digest('hex').slice(0, 10)}.json`;
      written.set(file, source);
      return file;
    };
    const indexes: Record<string, LocalIndexFiles> = {};
    for (const [lang, pages] of [...collected].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const at = (part: PageParts) => orderOf(lang, part.route);
      const parts = [...pages.values()].sort((a, b) => at(a) - at(b) || (a.route < b.route ? -1 : 1));
      const { head, text } = packIndex(lang, parts);
      indexes[lang] = { head: emit(lang, JSON.stringify(head)), text: emit(`${lang}-text`, JSON.stringify(text)) };
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
      // Rspress puts every stylesheet in one `styles` chunk that every page loads; the dialog's stay out of it.
      api.modifyRspackConfig({
        order: 'post',
        handler: (config) => {
          const styles = (config.optimization?.splitChunks || undefined)?.cacheGroups?.styles || undefined;
          const test = styles?.test;
          if (!styles || !(test instanceof RegExp)) return;
          styles.test = (module) => {
            const name = module.nameForCondition() ?? '';
            return test.test(name) && !dialogStyles.test(name);
          };
        },
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
      const staticDir = path.resolve(config.outDir ?? 'doc_build', 'static');
      for (const name of await fs.promises.readdir(staticDir).catch(() => []))
        if (/^search_index\..+\.json$/.test(name)) await fs.promises.rm(path.join(staticDir, name));
    },
    modifySearchIndexData(pages) {
      // Every page, every time: Rspress extracts the page data again when a page changes in `rspress dev`.
      const sectionOf = sectionsFromDocs(docsRoot, siteTitle);
      collected.clear();
      for (const page of pages.filter(isIndexable)) {
        const parts = collected.get(page.lang) ?? new Map<string, PageParts>();
        collected.set(page.lang, parts.set(page.routePath, pageParts(page, sectionOf)));
      }
    },
    builderConfig: { plugins: [rsbuildPlugin] },
  };
}
