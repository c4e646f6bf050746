import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { isBlogIndex, isBlogPost } from '../site-model.mjs';

/** A page that lists its section's pages with their headings (`overview: true`), the pages' prefix, the depths. */
type OverviewScope = { route: string; prefix: string; depths: number[] };

/** Route prefix of the pages an overview page at `routePath` lists (`/config/` for `/config/` and `/config/index`). */
export function overviewPrefix(routePath: string): string {
  return routePath.replace(/(index|overview)$/, '').replace(/[^/]*$/, '');
}

/**
 * Heading depths from an `overviewHeaders` frontmatter value, or Rspress's default (`[2]`) when it is not a list of
 * numbers. An empty list is kept: that overview lists titles only, and its pages' headings stay out of the shared data.
 */
export function overviewDepths(value: unknown): number[] {
  return Array.isArray(value) && value.every((d) => typeof d === 'number') ? value : [2];
}

/** The part of Rspress's per-page metadata that a remark plugin can extend (`this.data('pageMeta')`). */
type PageMeta = Record<string, unknown> & { frontmatter?: Record<string, unknown> };

/** What the open page reads of its own entry in the page data, and the route prefix of the pages it lists, if any. */
type OwnPageInfo = { routePath: string; lang: string; version: string; feeds?: unknown[]; lists?: string };

/** The module of Rspress's page data, and the query of its variant that gives a listing page its listed pages. */
const pageDataModule = 'virtual-page-data';
const listedQuery = 'listed';

/** `import "<source>";` as an MDX ESM node. */
function sideEffectImport(source: string) {
  const literal = { type: 'Literal', value: source, raw: JSON.stringify(source) };
  const body = [{ type: 'ImportDeclaration', specifiers: [], attributes: [], source: literal }];
  return {
    type: 'mdxjsEsm',
    value: `import ${literal.raw};`,
    data: { estree: { type: 'Program', sourceType: 'module', body } },
  };
}

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
      const relativePath = path.relative(docsRoot(), file.path).split(path.sep).join('/');
      meta._relativePath = relativePath;
      const { lists, ...own } = ownInfo(relativePath) ?? {};
      Object.assign(meta, own);
      if (lists && tree?.children) {
        tree.children.unshift(sideEffectImport(`${pageDataModule}?${listedQuery}=${encodeURIComponent(lists)}`));
      }
    };
  };
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
  let quote = '';
  for (let i = start; i < code.length; i++) {
    const char = code[i] ?? '';
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if ('"\'`'.includes(char)) quote = char;
    else if ('{[('.includes(char)) depth++;
    else if ('}])'.includes(char) && --depth === 0) {
      try {
        return { value: new Function(`return (${code.slice(start, i + 1)});`)() as unknown, start, end: i + 1 };
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
  const pages = (literal?.value as { pages?: PageIndexInfo[] } | undefined)?.pages;
  if (!literal || !Array.isArray(pages)) return code;
  const prefix = new URLSearchParams(resourceQuery.replace(/^\?/, '')).get(listedQuery);
  if (prefix === null) return withLiteral(code, literal, { ...(literal.value as object), pages: [] });
  const listed = pages.filter(
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

type Sidebars = { sidebar?: Record<string, unknown> };

/**
 * The code of Rspress's site data module (`export default {…}`) without the `_fileKey` of its sidebar items, which
 * Rspress's overview only passes along. Code of another shape is returned as it is.
 */
export function slimSiteDataModule(code: string): string {
  const literal = exportedLiteral(code, 'default');
  const data = literal?.value as { themeConfig?: Sidebars & { locales?: Sidebars[] } } | undefined;
  if (!literal || !data || typeof data !== 'object') return code;
  const { themeConfig } = data;
  for (const owner of [themeConfig, ...(themeConfig?.locales ?? [])]) {
    if (!owner?.sidebar) continue;
    owner.sidebar = Object.fromEntries(
      Object.entries(owner.sidebar).map(([key, items]) => [key, withoutFileKeys(items)]),
    );
  }
  return withLiteral(code, literal, data);
}

/** Applies {@link slimPageDataModule} and {@link slimSiteDataModule} to Rspress's data modules. */
const slimDataTransform: RsbuildPlugin = {
  name: 'rslib-docs-slim-page-data',
  setup(api) {
    const on = (name: string) => ({
      test: new RegExp(`[\\\\/]${name}\\.js$`),
      environments: ['web', 'node'],
      order: 'post' as const,
    });
    api.transform(on('virtual-page-data'), ({ code, resourceQuery }) => slimPageDataModule(code, resourceQuery));
    api.transform(on('virtual-site-data'), ({ code }) => slimSiteDataModule(code));
  },
};

/**
 * Every page's metadata ships in the first-load JavaScript of every page (Rspress's `virtual-page-data`), so each
 * field of each page costs bytes on every page view. The open page takes its own entry from its route chunk (title,
 * headings, frontmatter, and through {@link remarkOwnPageInfo} the rest). Other pages' entries are read only by pages
 * that list them (an overview shows its section's headings, the blog index its articles' title, description and date):
 * each entry keeps just that, and the browser's and the HTML renderer's copy of the page data carries none, as a
 * listing page's chunk adds the entries it lists ({@link slimPageDataModule}, applied after Rspress's loader and the
 * JavaScript compiler). The `.md` renderer (node_md) keeps the whole data, and no remark plugin of ours runs there;
 * the search index reads the whole data earlier, in `modifySearchIndexData`, which Rspress awaits for every plugin
 * before any `extendPageData`. Overview depths come from the overview page's frontmatter (`overviewHeaders`), not
 * `_meta.json`. The site data, in every page too, loses its sidebar items' `_fileKey` ({@link slimSiteDataModule}).
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
    const lists = isBlogIndex(routePath) || scopes.some((scope) => scope.route === routePath && scope.depths.length);
    return {
      routePath,
      lang,
      version,
      ...(feeds?.length ? { feeds } : {}),
      ...(lists && { lists: overviewPrefix(routePath) }),
    };
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
        .map(({ routePath: route, frontmatter }) => ({
          route,
          prefix: overviewPrefix(route),
          depths: overviewDepths(frontmatter?.overviewHeaders),
        }));
    },
    extendPageData(pageData) {
      const { routePath } = pageData;
      const depths = scopes
        .filter((s) => routePath.startsWith(s.prefix) && routePath !== s.prefix)
        .flatMap((s) => s.depths);
      // Rspress's overview reads a heading's id, text and depth.
      const toc = pageData.toc
        .filter((header) => depths.includes(header.depth))
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
