import path from 'node:path';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { isBlogPost } from '../site-model.mjs';

/** Header depths an overview page lists when its frontmatter does not say otherwise (Rspress's default). */
const defaultOverviewDepths = [2];

/** One page that lists its section's pages with their headings (`overview: true` in its frontmatter). */
interface OverviewScope {
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
}

/**
 * Copies the page's description and source path into the metadata Rspress compiles into the page's own chunk,
 * so the open page still has them (head description, edit link) once they leave the shared page data.
 */
export function remarkOwnPageInfo(docsRoot: () => string) {
  return function attacher(this: { data(key: 'pageMeta'): PageMeta | undefined }) {
    return (_tree: unknown, file: { path?: string }) => {
      const meta = this.data('pageMeta');
      if (!meta) return;
      const description = meta.frontmatter?.description;
      if (typeof description === 'string' && description) meta.description = description;
      if (file.path) meta._relativePath = path.relative(docsRoot(), file.path).split(path.sep).join('/');
    };
  };
}

/**
 * Every page's metadata ships in the first-load JavaScript of every page (Rspress's `virtual-page-data`), so
 * each field of each page costs bytes on every page view. The open page takes its title, headings and
 * frontmatter from its own route chunk, and (through {@link remarkOwnPageInfo}) its description and source
 * path too. What other pages' entries are read for: the route match (`routePath`, `lang`, `version`), the
 * last-updated time and RSS links of the open page, the headings an overview page lists (the config overview
 * shows the options' sections), and the title, description and date of blog articles (the blog overview). This
 * plugin keeps exactly that; the search index reads the whole page data earlier, in `modifySearchIndexData`, which
 * Rspress awaits for every plugin before any `extendPageData`. Overview depths
 * are read from the overview page's frontmatter (`overviewHeaders`), not from `_meta.json`.
 */
export function pluginSlimPageData(): RspressPlugin {
  let scopes: OverviewScope[] = [];
  let docsRoot = process.cwd();
  return {
    name: 'rslib-docs-slim-page-data',
    config(config) {
      docsRoot = config.root ?? docsRoot;
      return config;
    },
    markdown: { remarkPlugins: [remarkOwnPageInfo(() => docsRoot)] },
    modifySearchIndexData(pages) {
      scopes = pages
        .filter((page) => page.frontmatter?.overview === true)
        .map((page) => ({
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
      const toc = pageData.toc
        .filter((header) => depths.has(header.depth))
        .map(({ id, text, depth }) => ({ id, text, depth, charIndex: 0 }));
      const page = pageData as Partial<PageIndexInfo> & { feeds?: unknown[] };
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
