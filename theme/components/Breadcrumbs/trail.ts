import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UserConfig } from '@rspress/core';
import { matchNavbar, type NavItemWithLink, normalizeHref } from '@rspress/shared';
import { pagePlugin } from '../../plugins/mdx-import';
import { routeOf } from '../../site-model.mjs';

/** A step of the trail; `plain` when its page is the current one or an earlier step's (shown as text, no link). */
export type Crumb = { text: string; link: string; plain?: boolean };

/** What the trail reads of a sidebar entry (groups, items, dividers and section headers alike). */
type Entry = { text?: string; link?: string; items?: Entry[] };

/** A sidebar link as the address bar shows it (clean URLs): `/guide/basic/index` is `/guide/basic/`. */
const linkOf = (entry: Entry) => (entry.link ? normalizeHref(entry.link, true) : undefined);

/** The first page under a sidebar entry: where a group without a page of its own leads. */
const firstLink = (entry: Entry): string | undefined => linkOf(entry) ?? entry.items?.map(firstLink).find(Boolean);

/** The sidebar groups above the page at `route`, outermost first (not a group whose own link is the page). */
function sidebarTrail(entries: Entry[] = [], route: string): Crumb[] | undefined {
  for (const entry of entries) {
    const inner = sidebarTrail(entry.items, route);
    if (inner && entry.text) return [{ text: entry.text, link: firstLink(entry) as string }, ...inner];
    if (linkOf(entry) === route) return [];
  }
}

/** Writes each doc page's trail into its metadata as it compiles, so no page loads the sidebar walk (./index.tsx). */
export function pluginBreadcrumbs() {
  // The config Rspress builds with (`beforeBuild`): it fills the locales with the generated nav and sidebar.
  let config: UserConfig = {};
  return pagePlugin(
    'rslib-docs:breadcrumbs',
    (_tree, { lang, root, path: file, processor }) => {
      const locale = config.themeConfig?.locales?.find((item) => item.lang === lang);
      const meta = processor.data('pageMeta') as { trail?: Crumb[]; frontmatter?: { sidebar?: unknown } };
      if (!file || !locale || meta.frontmatter?.sidebar === false) return;
      const route = routeOf(lang, path.relative(path.join(root, lang), file).split(path.sep).join('/'));
      // `nav` is a list, or lists by version (`{ default: [...] }`): either way, its items.
      const nav = Object.values(locale.nav ?? {}).flat() as NavItemWithLink[];
      const section = nav.find((item) => item.link && matchNavbar(item, route));
      const groups = sidebarTrail(Object.values(locale.sidebar ?? {}).flat() as Entry[], route);
      if (!section || !groups) return;
      // No link to the page itself, and one link per page: "Guide" and its first group both lead to the first page
      // (issue 41, S9).
      const seen = new Set([route]);
      meta.trail = [{ text: section.text, link: normalizeHref(section.link, true) }, ...groups].map((step) => {
        if (seen.has(step.link)) return { ...step, plain: true };
        seen.add(step.link);
        return step;
      });
    },
    {
      globalStyles: fileURLToPath(new URL('./Breadcrumbs.css', import.meta.url)),
      beforeBuild(buildConfig) {
        config = buildConfig;
      },
    },
  );
}
