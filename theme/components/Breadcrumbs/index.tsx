import { useI18n, usePage, useSite, withBase } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { documentedVersion } from '../../documented-version';
import type { SiteI18n } from '../../i18n';
import { NewTabHint } from '../NewTabHint';
import type { Crumb } from './trail';

/** The trail as `BreadcrumbList` JSON-LD: each step's page by absolute URL, the page itself by name only. */
function jsonLd(steps: Crumb[], title: string, siteOrigin: string): string {
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
 * None on pages outside the sidebar or without one (home, blog, 404); `?sidebar=0` hides it (Breadcrumbs.css).
 */
export function Breadcrumbs() {
  const t = useI18n<SiteI18n>();
  const { page } = usePage();
  const steps = (page as { trail?: Crumb[] }).trail;
  if (!steps) return null;
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
      {/* JSON-LD in the static HTML only (no code for it in the bundle, whose `import.meta.env.SSR` is false; the hook
          order is the same in every render of a bundle); hydration keeps the server's text, and a page reached in the
          browser gets `{}` in a new element (`key`). `<` is escaped, so no text can end the script. */}
      <script
        key={page.routePath}
        type="application/ld+json"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{
          __html: import.meta.env.SSR ? jsonLd(steps, page.title, useSite().site.siteOrigin) : '{}',
        }}
      />
    </nav>
  );
}

/** The id of the last `##`/`###` heading at or above the reading line (120 px from the top); none at the top. */
function headingAbove(): string | undefined {
  let found: string | undefined;
  for (const heading of document.querySelectorAll('.rp-doc :is(h2, h3)[id]')) {
    if (heading.getBoundingClientRect().top > 120) break;
    found = heading.id;
  }
  return found;
}

/**
 * "Report a problem with this page", under it: a new issue in `web-infra-dev/rslib`, in a new tab, filled in with the
 * page's address, language, section and release. It works without JavaScript; a click names the section being read
 * (its outline entry) in place of the page title.
 */
export function ReportProblem() {
  const t = useI18n<SiteI18n>();
  const { page } = usePage();
  const url = `${RSLIB_SITE_URL}${page.routePath}`;
  const href = (id?: string) => {
    const section = page.toc.find((heading) => heading.id === id)?.text;
    const body = `Page: ${section ? `${url}#${id}` : url}\nLanguage: ${page.lang}\nSection: ${section ?? page.title}\nVersion: @rslib/core ${documentedVersion}\n\n`;
    return `https://github.com/web-infra-dev/rslib/issues/new?${new URLSearchParams({ title: `[Docs] ${page.title}`, body })}`;
  };
  return (
    <p className="rslib-report">
      <a
        href={href()}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(event) => {
          event.currentTarget.href = href(headingAbove());
        }}
      >
        {t('reportProblemText')}
        <NewTabHint />
      </a>
    </p>
  );
}
