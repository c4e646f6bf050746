import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { isBlogIndex, isBlogPost } from '../site-model.mjs';

/** Header depths an overview page lists when its frontmatter does not say otherwise (Rspress's default). */
const defaultOverviewDepths = [2];

/** One page that lists its section's pages with their headings (`overview: true` in its frontmatter). */
interface OverviewScope {
  /** Route of the overview page itself. */
  route: string;
  /** Route prefix of the pages it lists, e.g. `/zh/config/`. */
  prefix: string;
  /** Which heading depths it shows. */
  depths: number[];
}

/** Route prefix of the pages an overview page at `routePath` lists (`/config/` for `/config/` and `/config/index`). */
export function overviewPrefix(routePath: string): string {
  return routePath.replace(/(index|overview)$/, '').replace(/[^/]*$/, '');
}

/**
 * Heading depths from an `overviewHeaders` frontmatter value, or the defaults when it is not a list of numbers.
 * An empty list is kept: that overview lists page titles only, and its pages' headings stay out of the shared data.
 */
export function overviewDepths(value: unknown): number[] {
  if (Array.isArray(value) && value.every((d) => typeof d === 'number')) return value;
  return defaultOverviewDepths;
}

/** The part of Rspress's per-page metadata that a remark plugin can extend (`this.data('pageMeta')`). */
interface PageMeta {
  frontmatter?: Record<string, unknown>;
  description?: string;
  _relativePath?: string;
  routePath?: string;
  lang?: string;
  version?: string;
  feeds?: unknown[];
}

/** What the open page reads of its own entry in Rspress's page data, and which pages it lists, if any. */
export interface OwnPageInfo {
  routePath: string;
  lang: string;
  version: string;
  feeds?: unknown[];
  /** Route prefix of the pages this page lists (an overview with headings, a blog index). */
  lists?: string;
}

/** The module of Rspress's page data, and the query of its variant that gives a listing page its listed pages. */
const pageDataModule = 'virtual-page-data';
const listedQuery = 'listed';

/** `import "<source>";` as an MDX ESM node. */
const sideEffectImport = (source: string) => ({
  type: 'mdxjsEsm',
  value: `import ${JSON.stringify(source)};`,
  data: {
    estree: {
      type: 'Program',
      sourceType: 'module',
      body: [
        {
          type: 'ImportDeclaration',
          specifiers: [],
          attributes: [],
          source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
        },
      ],
    },
  },
});

/**
 * Copies into the metadata Rspress compiles into the page's own chunk what the open page reads of its entry in the
 * shared page data, which no longer carries it: its description and source path (head description, edit link), its
 * route, language and version, and its feed links. A page that lists other pages (an overview with headings, a
 * blog index) imports the module that adds those pages' entries to the shared data, so only that page's chunk
 * carries them.
 */
export function remarkOwnPageInfo(
  docsRoot: () => string,
  ownInfo: (relativePath: string) => OwnPageInfo | undefined = () => undefined,
) {
  return function attacher(this: { data(key: 'pageMeta'): PageMeta | undefined }) {
    return (tree: { children?: unknown[] } | undefined, file: { path?: string }) => {
      const meta = this.data('pageMeta');
      if (!meta) return;
      const description = meta.frontmatter?.description;
      if (typeof description === 'string' && description) meta.description = description;
      if (!file.path) return;
      meta._relativePath = path.relative(docsRoot(), file.path).split(path.sep).join('/');
      const own = ownInfo(meta._relativePath);
      if (!own) return;
      meta.routePath = own.routePath;
      meta.lang = own.lang;
      meta.version = own.version;
      if (own.feeds?.length) meta.feeds = own.feeds;
      if (own.lists && tree?.children) {
        tree.children.unshift(sideEffectImport(`${pageDataModule}?${listedQuery}=${encodeURIComponent(own.lists)}`));
      }
    };
  };
}

/** An entry of Rspress's page data as it leaves {@link pluginSlimPageData}'s `extendPageData`. */
type Entry = { routePath: string; toc?: unknown[]; frontmatter?: Record<string, unknown> };

/** The index after the string literal that starts at `start`. */
function stringEnd(code: string, start: number): number {
  for (let i = start + 1; i < code.length; i++) {
    if (code[i] === '\\') i++;
    else if (code[i] === code[start]) return i + 1;
  }
  return -1;
}

/**
 * The data that one of Rspress's data modules exports under `name` (`export const name = {…}`, or `export default
 * {…}` for `default`), with where its literal starts and ends. The transform sees the module after the JavaScript
 * compiler (and in dev the React Refresh loader), so it reads only that literal, whose value it evaluates: plain data,
 * not necessarily JSON. Undefined when the module has no such literal.
 */
export function exportedLiteral(code: string, name: string) {
  const declaration =
    name === 'default'
      ? /^\s*export\s+default\s+/m
      : new RegExp(`^\\s*export\\s+(?:const|let|var)\\s+${name}\\s*=\\s*`, 'm');
  const match = declaration.exec(code);
  if (!match) return undefined;
  const start = match.index + match[0].length;
  if (code[start] !== '{' && code[start] !== '[') return undefined;
  let depth = 0;
  for (let i = start; i < code.length && i !== -1; i++) {
    const char = code[i] ?? '';
    if (char === '"' || char === "'" || char === '`') {
      i = stringEnd(code, i) - 1;
    } else if ('{[('.includes(char)) {
      depth++;
    } else if ('}])'.includes(char) && --depth === 0) {
      try {
        const value: unknown = new Function(`return (${code.slice(start, i + 1)});`)();
        return { value, start, end: i + 1 };
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The module's code with the literal that {@link exportedLiteral} found replaced by `value`. */
const withLiteral = (code: string, literal: { start: number; end: number }, value: unknown) =>
  code.slice(0, literal.start) + JSON.stringify(value) + code.slice(literal.end);

/**
 * The code of Rspress's page data module (`export const pageData = {…}; export const searchIndexHash = …`) as every
 * page loads it: no page entries at all, since each page has its own in its chunk. With `?listed=<prefix>`, the module
 * that a listing page imports instead: it adds to that shared data the entries below the prefix that carry something
 * to list (headings kept for an overview, blog articles), replacing any it added before (a hot update in dev).
 * Code of another shape is returned as it is.
 */
export function slimPageDataModule(code: string, resourceQuery = ''): string {
  const literal = exportedLiteral(code, 'pageData');
  const pageData = literal?.value as { pages?: Entry[] } | undefined;
  if (!literal || !pageData || !Array.isArray(pageData.pages)) return code;
  const prefix = new URLSearchParams(resourceQuery.replace(/^\?/, '')).get(listedQuery);
  if (prefix === null) return withLiteral(code, literal, { ...pageData, pages: [] });
  const listed = pageData.pages.filter(
    (page) => page.routePath.startsWith(prefix) && page.routePath !== prefix && (page.toc || isBlogPost(page)),
  );
  return `import { pageData } from ${JSON.stringify(pageDataModule)};
const { pages } = pageData;
for (const page of ${JSON.stringify(listed)}) {
  const index = pages.findIndex((known) => known.routePath === page.routePath);
  if (index === -1) pages.push(page);
  else pages[index] = page;
}
`;
}

/** A sidebar without Rspress's `_fileKey` on its items (each item's source file, read by no browser code). */
function withoutFileKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutFileKeys);
  if (!value || typeof value !== 'object') return value;
  const { _fileKey, ...rest } = value as Record<string, unknown>;
  if (Array.isArray(rest.items)) rest.items = rest.items.map(withoutFileKeys);
  return rest;
}

type SiteData = {
  themeConfig?: { sidebar?: Record<string, unknown>; locales?: { sidebar?: Record<string, unknown> }[] };
};

/**
 * The code of Rspress's site data module (`export default {…}`) without the `_fileKey` of its sidebar items, which
 * Rspress's overview only passes along. Code of another shape is returned as it is.
 */
export function slimSiteDataModule(code: string): string {
  const literal = exportedLiteral(code, 'default');
  const data = literal?.value as SiteData | undefined;
  if (!literal || !data || typeof data !== 'object') return code;
  const slim = (sidebar: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(sidebar).map(([key, items]) => [key, withoutFileKeys(items)]));
  const { themeConfig } = data;
  if (themeConfig?.sidebar) themeConfig.sidebar = slim(themeConfig.sidebar);
  for (const locale of themeConfig?.locales ?? []) if (locale.sidebar) locale.sidebar = slim(locale.sidebar);
  return withLiteral(code, literal, data);
}

/**
 * Applies {@link slimPageDataModule} and {@link slimSiteDataModule} after the other loaders of those files (Rspress's,
 * which writes their code, and the JavaScript compiler), in the browser's and the HTML renderer's build; the `.md`
 * renderer (node_md) keeps the whole data.
 */
const slimDataTransform: RsbuildPlugin = {
  name: 'rslib-docs-slim-page-data',
  setup(api) {
    const environments = ['web', 'node'];
    api.transform({ test: /[\\/]virtual-page-data\.js$/, environments, order: 'post' }, ({ code, resourceQuery }) =>
      slimPageDataModule(code, resourceQuery),
    );
    api.transform({ test: /[\\/]virtual-site-data\.js$/, environments, order: 'post' }, ({ code }) =>
      slimSiteDataModule(code),
    );
  },
};

/**
 * Every page's metadata ships in the first-load JavaScript of every page (Rspress's `virtual-page-data`), so
 * each field of each page costs bytes on every page view. The open page takes its title, headings and
 * frontmatter from its own route chunk, and (through {@link remarkOwnPageInfo}) its description, source path,
 * route, language, version and feed links too. Other pages' entries are read by pages that list them: an overview
 * shows the headings of its section's pages (the config overview shows the options' sections) and the blog index
 * the title, description and date of its articles. This plugin keeps exactly that in each entry, and the browser's
 * and the HTML renderer's copy of the page data carries no entry: a listing page's chunk adds the entries it lists
 * ({@link slimPageDataModule}). The `.md` copies are rendered from Rspress's page data as it is (Rspress runs no
 * remark plugin of ours there). The search index reads the whole page data earlier, in `modifySearchIndexData`,
 * which Rspress awaits for every plugin before any `extendPageData`. Overview depths are read from the overview
 * page's frontmatter (`overviewHeaders`), not from `_meta.json`. The site data, in every page too, loses the
 * `_fileKey` of each sidebar item ({@link slimSiteDataModule}).
 */
export function pluginSlimPageData(): RspressPlugin {
  let scopes: OverviewScope[] = [];
  let docsRoot = process.cwd();
  /** Each page's entry (as this plugin leaves it) by its path in the docs folder. */
  const entries = new Map<string, PageIndexInfo & { feeds?: unknown[] }>();
  const ownInfo = (relativePath: string): OwnPageInfo | undefined => {
    const page = entries.get(relativePath);
    if (!page) return undefined;
    const { routePath, lang, version, feeds } = page;
    const lists =
      isBlogIndex(routePath) || scopes.some((scope) => scope.route === routePath && scope.depths.length > 0)
        ? overviewPrefix(routePath)
        : undefined;
    return { routePath, lang, version, ...(feeds ? { feeds } : {}), ...(lists ? { lists } : {}) };
  };
  return {
    name: 'rslib-docs-slim-page-data',
    config(config) {
      docsRoot = config.root ?? docsRoot;
      return config;
    },
    markdown: { remarkPlugins: [remarkOwnPageInfo(() => docsRoot, ownInfo)] },
    builderConfig: { plugins: [slimDataTransform] },
    modifySearchIndexData(pages) {
      scopes = pages
        .filter((page) => page.frontmatter?.overview === true)
        .map((page) => ({
          route: page.routePath,
          prefix: overviewPrefix(page.routePath),
          depths: overviewDepths(page.frontmatter?.overviewHeaders),
        }));
    },
    extendPageData(pageData) {
      const depths = new Set(
        scopes
          .filter((scope) => pageData.routePath.startsWith(scope.prefix) && pageData.routePath !== scope.prefix)
          .flatMap((scope) => scope.depths),
      );
      // Rspress's overview reads a heading's id, text and depth.
      const toc = pageData.toc
        .filter((header) => depths.has(header.depth))
        .map(({ id, text, depth }) => ({ id, text, depth }) as PageIndexInfo['toc'][number]);
      const page = pageData as Partial<PageIndexInfo> & { feeds?: unknown[] };
      if (pageData._relativePath) entries.set(pageData._relativePath, pageData);
      // Blog articles stay whole: the RSS plugin also reads their frontmatter (description, date) after the build.
      if (!isBlogPost(pageData)) {
        delete page.title;
        delete page.description;
        delete page.frontmatter;
      }
      if (toc.length > 0) page.toc = toc;
      else delete page.toc;
      delete page._relativePath;
      if (page.feeds?.length === 0) delete page.feeds;
    },
  };
}
