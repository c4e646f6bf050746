import { useI18n, usePage } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { documentedVersion } from '../../documented-version';
import type { SiteI18n } from '../../i18n';
import { NewTabHint } from '../NewTabHint';
import type { Crumb } from './trail';

/** The trail as `BreadcrumbList` JSON-LD (each step's page by absolute URL), `<` escaped so no text ends the script. */
function jsonLd(steps: Crumb[], title: string): string {
  const items = [...steps, { text: title }].map((step, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: step.text,
    ...('link' in step && { item: `${RSLIB_SITE_URL}${step.link}` }),
  }));
  const data = { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: items };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The trail above a doc page, from the steps its compile wrote (trail.ts); `?sidebar=0` hides it (Breadcrumbs.css). */
export function Breadcrumbs() {
  const t = useI18n<SiteI18n>();
  const { page } = usePage();
  const steps = (page as { trail?: Crumb[] }).trail;
  if (!steps) return null;
  return (
    <nav aria-label={t('breadcrumbLabel')} className="rslib-trail">
      <ol>
        {steps.map((step) => (
          <li key={step.text}>{step.plain ? step.text : <Link href={step.link}>{step.text}</Link>}</li>
        ))}
        <li aria-current="page">{page.title}</li>
      </ol>
      {/* In the static HTML only; hydration keeps it, a page reached in the app gets `{}` in a new element (key). */}
      <script
        key={page.routePath}
        type="application/ld+json"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? jsonLd(steps, page.title) : '{}' }}
      />
    </nav>
  );
}

/** A new issue about the page (new tab): its href works without JavaScript, a click names the section being read. */
export function ReportProblem() {
  const t = useI18n<SiteI18n>();
  const { page } = usePage();
  const href = (id?: string) => {
    const section = page.toc.find((heading) => heading.id === id)?.text;
    const body = `Page: ${RSLIB_SITE_URL}${page.routePath}${section ? `#${id}` : ''}\nLanguage: ${page.lang}\nSection: ${section ?? page.title}\nVersion: @rslib/core ${documentedVersion}\n\n`;
    return `https://github.com/web-infra-dev/rslib/issues/new?${new URLSearchParams({ title: `[Docs] ${page.title}`, body })}`;
  };
  return (
    <p className="rslib-report">
      <a
        href={href()}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(event) => {
          // The last `##`/`###` heading at or above the reading line (120 px from the top); none at the top.
          let id: string | undefined;
          for (const heading of document.querySelectorAll('.rp-doc :is(h2, h3)[id]')) {
            if (heading.getBoundingClientRect().top > 120) break;
            id = heading.id;
          }
          event.currentTarget.href = href(id);
        }}
      >
        {t('reportProblemText')}
        <NewTabHint />
      </a>
    </p>
  );
}
