import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UserConfig } from '@rspress/core';
import { matchNavbar, type NavItemWithLink } from '@rspress/shared';
import { pagePlugin } from '../../plugins/mdx-import';
import { routeOf } from '../../site-model.mjs';

/** One step of the trail: a name and the page it leads to. */
export type Crumb = { text: string; link: string };

/** What the trail reads of a sidebar entry (groups, items, dividers and section headers alike). */
type Entry = { text?: string; link?: string; items?: Entry[] };

/** A sidebar link as the address bar shows it: `/guide/basic/index.html` is `/guide/basic/`. */
const cleanLink = (link: string) => link.replace(/\.html$/, '').replace(/\/index$/, '/');

const linkOf = (entry: Entry) => (entry.link ? cleanLink(entry.link) : undefined);

/** The first page under a sidebar entry: where a group without a page of its own leads. */
const firstLink = (entry: Entry): string | undefined => linkOf(entry) ?? entry.items?.map(firstLink).find(Boolean);

/**
 * The sidebar groups that hold the page at `route`, outermost first, or undefined when no entry is that page.
 * A group whose own link is the page holds it too, but is not one of its groups.
 */
export function sidebarTrail(entries: Entry[] = [], route: string): Crumb[] | undefined {
  for (const entry of entries) {
    const inner = sidebarTrail(entry.items, route);
    const link = firstLink(entry);
    if (inner && entry.text && link) return [{ text: entry.text, link }, ...inner];
    if (linkOf(entry) === route) return [];
  }
  return undefined;
}

/**
 * Writes the steps above each doc page (its top-bar section, then its sidebar groups) into the page's metadata when
 * it compiles, from the nav and sidebar Rspress generated for its language; theme/components/Breadcrumbs renders
 * them from `usePage()`, so no page loads the sidebar walk. Pages outside the sidebar or without one get none.
 */
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
      if (section && groups) meta.trail = [{ text: section.text, link: cleanLink(section.link) }, ...groups];
    },
    {
      globalStyles: fileURLToPath(new URL('./Breadcrumbs.css', import.meta.url)),
      beforeBuild(buildConfig) {
        config = buildConfig;
      },
    },
  );
}
