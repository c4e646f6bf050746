import type { RspressPlugin } from '@rspress/core';

/** Header depths an overview page lists when its frontmatter does not say otherwise (Rspress's default). */
const defaultOverviewDepths = [2];

/** Frontmatter keys only the page itself reads (the home page layout), which it takes from its own route chunk. */
const ownFrontmatterKeys = ['hero', 'features'];

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

/** Heading depths from an `overviewHeaders` frontmatter value, or the defaults when it is not a list of numbers. */
export function overviewDepths(value: unknown): number[] {
  if (Array.isArray(value) && value.length > 0 && value.every((d) => typeof d === 'number')) return value;
  return defaultOverviewDepths;
}

/**
 * Every page's metadata ships in the first-load JavaScript of every page (Rspress's `virtual-page-data`), so
 * each heading of each page costs bytes on every page view. The open page reads its own headings from its
 * route chunk, and the other pages' headings are only read by overview pages (the config overview lists the
 * options' sections). This plugin keeps the headings that some overview page shows and drops the rest,
 * together with `charIndex`, which only the search index uses, the home page's hero and features, and the
 * frontmatter copy of each description (the search index is written before this runs and keeps everything). Overview depths are read from the overview
 * page's frontmatter (`overviewHeaders`), not from `_meta.json`.
 */
export function pluginSlimPageData(): RspressPlugin {
  let scopes: OverviewScope[] = [];
  return {
    name: 'rslib-docs-slim-page-data',
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
      pageData.toc = pageData.toc
        .filter((header) => depths.has(header.depth))
        .map(({ id, text, depth }) => ({ id, text, depth, charIndex: 0 }));
      for (const key of ownFrontmatterKeys) delete pageData.frontmatter?.[key];
      // The same text is the page's `description` field (blog lists read that one).
      if (pageData.frontmatter?.description === pageData.description) delete pageData.frontmatter?.description;
    },
  };
}
