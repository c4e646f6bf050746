import type { NavItem } from '@rspress/core';
import {
  matchNavbar,
  useFrontmatter,
  useI18n,
  useLocation,
  useNav,
  usePage,
  useSidebar,
  useSite,
  withBase,
} from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import type { SiteI18n } from '../../i18n';
import styles from './Breadcrumbs.module.css';

/** One step of the trail: a name and the page it leads to. */
export interface Crumb {
  text: string;
  link: string;
}

/** What the trail reads of a sidebar entry (groups, items, dividers and section headers alike). */
type Entry = { text?: string; link?: string; items?: Entry[] };

/** A sidebar link as the address bar shows it: `/guide/basic/index.html` is `/guide/basic/`. */
export const cleanLink = (link: string): string => link.replace(/\.html$/, '').replace(/\/index$/, '/');

const linkOf = (entry: Entry) => (entry.link ? cleanLink(entry.link) : undefined);

/** The first page under a sidebar entry: where a group without a page of its own leads. */
const firstLink = (entry: Entry): string | undefined => linkOf(entry) ?? entry.items?.map(firstLink).find(Boolean);

/**
 * The sidebar groups that hold the page at `pathname`, outermost first, or undefined when no entry is that page.
 * A group whose own link is the page holds it too, but is not one of its groups.
 */
export function sidebarTrail(entries: Entry[] = [], pathname: string): Crumb[] | undefined {
  for (const entry of entries) {
    const inner = sidebarTrail(entry.items, pathname);
    const link = firstLink(entry);
    if (inner && entry.text && link) return [{ text: entry.text, link }, ...inner];
    if (linkOf(entry) === pathname) return [];
  }
  return undefined;
}

/** The trail as `BreadcrumbList` JSON-LD: each step's page by absolute URL, the page itself by name only. */
function jsonLd(steps: Crumb[], title: string, siteOrigin = ''): string {
  const origin = siteOrigin.replace(/\/+$/, '');
  const items = [...steps, { text: title }].map((step, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: step.text,
    ...('link' in step && { item: `${origin}${withBase(step.link)}` }),
  }));
  const data = { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: items };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * The trail above a doc page (Guide › Advanced › CSS): top-bar section, sidebar groups, the page; with its JSON-LD.
 * None on pages without a sidebar (home, blog index, 404) or outside the sidebar.
 */
export function Breadcrumbs() {
  const t = useI18n<SiteI18n>();
  const { pathname } = useLocation();
  const { frontmatter } = useFrontmatter();
  const { page } = usePage();
  const { site } = useSite();
  const section = useNav().find((item): item is NavItem & Crumb => 'link' in item && matchNavbar(item, pathname));
  const groups = sidebarTrail(useSidebar() as Entry[], cleanLink(pathname));
  if (frontmatter.sidebar === false || !section || !groups) return null;
  const steps: Crumb[] = [{ text: section.text, link: cleanLink(section.link) }, ...groups];
  return (
    <nav aria-label={t('breadcrumbLabel')} className={styles.trail}>
      <ol>
        {steps.map((step) => (
          <li key={step.link}>
            <Link href={step.link}>{step.text}</Link>
          </li>
        ))}
        <li aria-current="page">{page.title}</li>
      </ol>
      {/* JSON-LD in the static HTML only (no code for it in the bundle; hydration keeps the server's text); a page
          reached in the browser gets `{}` in a new element (`key`). `<` is escaped, so no text can end the script. */}
      <script
        key={pathname}
        type="application/ld+json"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? jsonLd(steps, page.title, site.siteOrigin) : '{}' }}
      />
    </nav>
  );
}
