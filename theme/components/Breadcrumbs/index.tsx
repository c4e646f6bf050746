import { useI18n, useLocation, usePage, useSite, withBase } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import type { SiteI18n } from '../../i18n';
import type { Crumb } from './trail';

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
 * The trail above a doc page (Guide › Advanced › CSS) from the steps its compile wrote (./trail.ts), with its JSON-LD.
 * None on pages outside the sidebar or without one (home, blog index, 404, `?sidebar=0`).
 */
export function Breadcrumbs() {
  const t = useI18n<SiteI18n>();
  const { pathname } = useLocation();
  const { page } = usePage();
  const { site } = useSite();
  const steps = (page as { trail?: Crumb[] }).trail;
  if (!steps || page.frontmatter.sidebar === false) return null;
  return (
    <nav aria-label={t('breadcrumbLabel')} className="rslib-trail">
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
