import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { isBlogIndex, isBlogPost } from '../site-model.mjs';

/** Route prefix of the pages an overview page at `routePath` lists (`/config/` for `/config/` and `/config/index`). */
export const overviewPrefix = (routePath: string) => routePath.replace(/(index|overview)$/, '').replace(/[^/]*$/, '');

/** Depths from `overviewHeaders`, else Rspress's `[2]`; `[]` (titles only) keeps headings out of the shared data. */
export const overviewDepths = (value: unknown): number[] =>
  Array.isArray(value) && value.every((d) => typeof d === 'number') ? value : [2];

/** What the open page reads of its own entry in the page data, and the route prefix of the pages it lists, if any. */
type OwnPageInfo = { routePath: string; lang: string; version: string; feeds?: unknown[]; lists?: string };

const pageDataModule = 'virtual-page-data';

/**
 * Copies into the page's chunk metadata (`pageMeta`) what the open page reads of its entry in the shared page data,
 * which no longer carries it: description, source path, route, language, version, feed links. A listing page (an
 * overview with headings, a blog index) imports the module that adds its listed pages' entries, so only its chunk
 * carries them.
 */
export function remarkOwnPageInfo(
  docsRoot: () => string,
  ownInfo: (relativePath: string) => OwnPageInfo | undefined = () => undefined,
) {
  return function attacher(this: { data(key: 'pageMeta'): Record<string, unknown> | undefined }) {
    return (tree: { children?: unknown[] } | undefined, file: { path?: string }) => {
      const meta = this.data('pageMeta');
      if (!meta) return;
      const description = (meta.frontmatter as { description?: unknown } | undefined)?.description;
      if (typeof description === 'string' && description) meta.description = description;
      if (!file.path) return;
      const relativePath = path.relative(docsRoot(), file.path).split(path.sep).join('/');
      meta._relativePath = relativePath;
      const { lists, ...own } = ownInfo(relativePath) ?? {};
      Object.assign(meta, own);
      if (!lists || !tree?.children) return;
      // `import "virtual-page-data?listed=<prefix>";` as an MDX ESM node.
      const source = `${pageDataModule}?listed=${encodeURIComponent(lists)}`;
      const literal = { type: 'Literal', value: source, raw: JSON.stringify(source) };
      const body = [{ type: 'ImportDeclaration', specifiers: [], attributes: [], source: literal }];
      const estree = { type: 'Program', sourceType: 'module', body };
      tree.children.unshift({ type: 'mdxjsEsm', value: `import ${literal.raw};`, data: { estree } });
    };
  };
}

/**
 * The data that one of Rspress's data modules exports under `name` (`export const name = {…}`, or `export default
 * {…}`), with where its literal starts and ends. The module comes after the JavaScript compiler (and in dev the React
 * Refresh loader), so only that literal is read, and evaluated: plain data, not necessarily JSON.
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

/** The code with the literal {@link exportedLiteral} found replaced by `value`, through `JSON.stringify`'s replacer. */
const withLiteral = (
  code: string,
  { start, end, value }: NonNullable<ReturnType<typeof exportedLiteral>>,
  replacer?: (key: string, value: unknown) => unknown,
) => code.slice(0, start) + JSON.stringify(value, replacer) + code.slice(end);

/**
 * Rspress's page data module (`export const pageData = {…}; …`) as every page loads it: no page entries, each page
 * has its own in its chunk. With `?listed=<prefix>`, the module a listing page imports instead: it adds the entries
 * below the prefix that carry something to list (headings for an overview, blog articles), replacing any it added
 * before (a hot update in dev). Code of another shape is returned as it is.
 */
export function slimPageDataModule(code: string, resourceQuery = ''): string {
  const literal = exportedLiteral(code, 'pageData');
  const pages = (literal?.value as { pages?: PageIndexInfo[] } | undefined)?.pages;
  if (!literal || !Array.isArray(pages)) return code;
  const prefix = new URLSearchParams(resourceQuery.replace(/^\?/, '')).get('listed');
  if (prefix === null) return withLiteral(code, { ...literal, value: { ...(literal.value as object), pages: [] } });
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

/** Rspress's site data module (`export default {…}`) without the `_fileKey` (source file) of its sidebar items. */
export function slimSiteDataModule(code: string): string {
  const literal = exportedLiteral(code, 'default');
  return literal ? withLiteral(code, literal, (key, value) => (key === '_fileKey' ? undefined : value)) : code;
}

/** Applies {@link slimPageDataModule} and {@link slimSiteDataModule} to Rspress's data modules. */
const slimDataTransform: RsbuildPlugin = {
  name: 'rslib-docs-slim-page-data',
  setup(api) {
    const modules = {
      test: /[\\/]virtual-(page|site)-data\.js$/,
      environments: ['web', 'node'],
      order: 'post' as const,
    };
    api.transform(modules, ({ code, resourcePath, resourceQuery }) =>
      /page-data\.js$/.test(resourcePath) ? slimPageDataModule(code, resourceQuery) : slimSiteDataModule(code),
    );
  },
};

/**
 * Every page's metadata ships in every page's first-load JavaScript (Rspress's `virtual-page-data`). Here the open
 * page takes its own entry from its route chunk ({@link remarkOwnPageInfo}); other pages' entries keep only what a
 * listing page reads of them (an overview its section's headings, the blog index title, description and date), and
 * only that page's chunk adds them ({@link slimPageDataModule}). The `.md` renderer (node_md) keeps the whole data;
 * the search index reads it whole earlier, in `modifySearchIndexData`, which Rspress awaits for every plugin before
 * any `extendPageData`. Overview depths come from the overview page's frontmatter, not `_meta.json`.
 */
export function pluginSlimPageData(): RspressPlugin {
  let scopes: { route: string; prefix: string; depths: number[] }[] = [];
  let docsRoot = process.cwd();
  /** Each page's entry (as this plugin leaves it) by its path in the docs folder. */
  const entries = new Map<string, PageIndexInfo & { feeds?: unknown[] }>();
  const ownInfo = (relativePath: string): OwnPageInfo | undefined => {
    const page = entries.get(relativePath);
    if (!page) return undefined;
    const { routePath, lang, version, feeds } = page;
    const lists = isBlogIndex(routePath) || scopes.some((scope) => scope.route === routePath && scope.depths.length);
    return { routePath, lang, version, ...(feeds && { feeds }), ...(lists && { lists: overviewPrefix(routePath) }) };
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
    async extendPageData(pageData) {
      // Rspress calls every plugin's hook at once: what the others read at once (the RSS plugin reads the frontmatter
      // and adds the feed links) is there before this takes it out, in whichever order the plugins are listed.
      await undefined;
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
