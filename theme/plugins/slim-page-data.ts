import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { type Expression, type Program, parse, type SpreadElement } from 'acorn';
import { isBlogIndex, isBlogPost } from '../site-model.mjs';
import { type Page, pagePlugin } from './mdx-import';

/** Route prefix of the pages an overview page at `routePath` lists (`/config/` for `/config/` and `/config/index`). */
export const overviewPrefix = (routePath: string) => routePath.replace(/(index|overview)$/, '').replace(/[^/]*$/, '');

/** Depths from `overviewHeaders`, else Rspress's `[2]`; `[]` (titles only) keeps headings out of the shared data. */
export const overviewDepths = (value: unknown): number[] =>
  Array.isArray(value) && value.every((d) => typeof d === 'number') ? value : [2];

const isBelow = (prefix: string, route: string) => route !== prefix && route.startsWith(prefix);

const pageDataModule = 'virtual-page-data';

/**
 * Copies into the page's chunk metadata (`pageMeta`) what the open page reads of its entry in the shared page data,
 * which no longer carries it; a listing page also imports the module that adds the entries it lists (`lists`).
 */
export const remarkOwnPageInfo =
  (ownInfo: (relativePath: string) => { lists?: string } | undefined = () => undefined) =>
  (tree: { children?: unknown[] } | undefined, { root, path: file, processor }: Page) => {
    const meta = processor.data('pageMeta') as Record<string, unknown> | undefined;
    if (!meta) return;
    const description = (meta.frontmatter as { description?: unknown } | undefined)?.description;
    if (typeof description === 'string' && description) meta.description = description;
    if (!file) return;
    const relativePath = path.relative(root, file).split(path.sep).join('/');
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

/** The value of a data literal (objects, arrays, strings, numbers, booleans, null); anything else throws. */
function dataOf(node: Expression | SpreadElement | null): unknown {
  if (node?.type === 'Literal' && !node.regex && node.bigint === undefined) return node.value;
  if (node?.type === 'ArrayExpression') return node.elements.map(dataOf);
  if (node?.type === 'UnaryExpression' && node.operator === '-' && node.argument.type === 'Literal')
    return -Number(dataOf(node.argument));
  if (node?.type === 'ObjectExpression') {
    return Object.fromEntries(
      node.properties.map((property) => {
        if (property.type !== 'Property' || property.kind !== 'init' || property.computed || property.method)
          throw new Error('not a data property');
        const { key } = property;
        return [key.type === 'Identifier' ? key.name : String(dataOf(key)), dataOf(property.value)];
      }),
    );
  }
  throw new Error(`not data: ${node?.type}`);
}

/**
 * The object or array literal a data module exports under `name`, and the code with it replaced. The module comes
 * after the JavaScript compiler (keys unquoted) and, in dev, React Refresh: it is parsed, and only the literal read.
 */
export function exportedLiteral(code: string, name: string) {
  let program: Program;
  try {
    program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  } catch {
    return undefined;
  }
  const [literal] = program.body.flatMap((statement) => {
    if (name === 'default') return statement.type === 'ExportDefaultDeclaration' ? [statement.declaration] : [];
    if (statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration') return [];
    return statement.declaration.declarations.flatMap(({ id, init }) =>
      id.type === 'Identifier' && id.name === name && init ? [init] : [],
    );
  });
  if (literal?.type !== 'ObjectExpression' && literal?.type !== 'ArrayExpression') return undefined;
  let value: unknown;
  try {
    value = dataOf(literal);
  } catch {
    return undefined;
  }
  const replaced = (data: unknown, replacer?: (key: string, value: unknown) => unknown) =>
    code.slice(0, literal.start) + JSON.stringify(data, replacer) + code.slice(literal.end);
  return { value, replaced };
}

/**
 * Rspress's page data module without page entries; with `?listed=<prefix>`, the module a listing page imports: it adds
 * the entries below the prefix that have something to list (headings, blog articles), replacing any it added before
 * (a hot update in dev). Code of another shape is returned as it is.
 */
export function slimPageDataModule(code: string, resourceQuery = ''): string {
  const literal = exportedLiteral(code, 'pageData');
  const pages = (literal?.value as { pages?: PageIndexInfo[] } | undefined)?.pages;
  if (!literal || !Array.isArray(pages)) return code;
  const prefix = new URLSearchParams(resourceQuery).get('listed');
  if (prefix === null) return literal.replaced({ ...(literal.value as object), pages: [] });
  const listed = pages.filter((page) => isBelow(prefix, page.routePath) && (page.toc || isBlogPost(page)));
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
  return literal ? literal.replaced(literal.value, (key, value) => (key === '_fileKey' ? undefined : value)) : code;
}

/** Applies {@link slimPageDataModule} and {@link slimSiteDataModule} to Rspress's data modules (not node_md's). */
const slimDataTransform: RsbuildPlugin = {
  name: 'rslib-docs-slim-page-data',
  setup: (api) =>
    api.transform(
      { test: /[\\/]virtual-(page|site)-data\.js$/, environments: ['web', 'node'], order: 'post' },
      ({ code, resourcePath, resourceQuery }) =>
        /page-data\.js$/.test(resourcePath) ? slimPageDataModule(code, resourceQuery) : slimSiteDataModule(code),
    ),
};

/**
 * Every page's metadata ships in every page's first-load JavaScript (Rspress's `virtual-page-data`). Here each page
 * takes its own entry from its route chunk; other pages' entries keep only what a listing page reads of them, and only
 * that page's chunk adds them. The `.md` renderer (node_md) keeps the whole data; the search index reads it whole in
 * `modifySearchIndexData`, which Rspress awaits for every plugin before any `extendPageData`.
 */
export function pluginSlimPageData(): RspressPlugin {
  /** The heading depths each overview page lists (its frontmatter's, not `_meta.json`'s), by its route. */
  let overviews = new Map<string, number[]>();
  /** Each page's entry (as this plugin leaves it) by its path in the docs folder. */
  const entries = new Map<string, PageIndexInfo & { feeds?: unknown[] }>();
  const ownInfo = (relativePath: string) => {
    const page = entries.get(relativePath);
    if (!page) return undefined;
    const { routePath, lang, version, feeds } = page;
    const lists = isBlogIndex(routePath) || !!overviews.get(routePath)?.length;
    return { routePath, lang, version, ...(feeds && { feeds }), ...(lists && { lists: overviewPrefix(routePath) }) };
  };
  return pagePlugin('rslib-docs-slim-page-data', remarkOwnPageInfo(ownInfo), {
    builderConfig: { plugins: [slimDataTransform] },
    modifySearchIndexData(pages) {
      const listing = pages.filter((page) => page.frontmatter?.overview === true);
      overviews = new Map(listing.map((page) => [page.routePath, overviewDepths(page.frontmatter?.overviewHeaders)]));
    },
    async extendPageData(pageData) {
      // Rspress calls every plugin's hook at once: what the others read at once (the RSS plugin reads the frontmatter
      // and adds the feed links) is there before this takes it out, in whichever order the plugins are listed.
      await undefined;
      const { routePath } = pageData;
      const depths = [...overviews].flatMap(([route, d]) => (isBelow(overviewPrefix(route), routePath) ? d : []));
      // Rspress's overview reads a heading's id, text and depth.
      const toc = pageData.toc.flatMap(({ id, text, depth }) => (depths.includes(depth) ? [{ id, text, depth }] : []));
      const page = pageData as Partial<PageIndexInfo> & { feeds?: unknown[] };
      if (pageData._relativePath) entries.set(pageData._relativePath, pageData);
      // Blog articles stay whole: the RSS plugin also reads their frontmatter (description, date) after the build.
      if (!isBlogPost(pageData)) for (const key of ['title', 'description', 'frontmatter'] as const) delete page[key];
      if (toc.length > 0) page.toc = toc as PageIndexInfo['toc'];
      else delete page.toc;
      delete page._relativePath;
      if (page.feeds?.length === 0) delete page.feeds;
    },
  });
}
