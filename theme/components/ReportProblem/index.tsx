import { useI18n, useLocation, usePage, useSite, withBase } from '@rspress/core/runtime';
import { documentedVersion, newIssueUrl } from '../../documented-version';
import type { SiteI18n } from '../../i18n';
import { headingText } from '../CopyLink/names';
import { NewTabHint } from '../NewTabHint';
import './ReportProblem.css';

/** The last `##`/`###` heading at or above the reading line (120 px from the top); none at the top of the page. */
function headingAbove(): HTMLElement | undefined {
  let found: HTMLElement | undefined;
  for (const heading of document.querySelectorAll<HTMLElement>('.rp-doc :is(h2, h3)[id]')) {
    if (heading.getBoundingClientRect().top > 120) break;
    found = heading;
  }
  return found;
}

/**
 * "Report a problem with this page": a new issue in `web-infra-dev/rslib`, in a new tab, filled in with the page's
 * address, language, section and release. It works without JavaScript; a click names the section being read in place
 * of the page title.
 */
export function ReportProblem() {
  const t = useI18n<SiteI18n>();
  const { page } = usePage();
  const { site } = useSite();
  const { pathname } = useLocation();
  const url = `${(site.siteOrigin ?? '').replace(/\/+$/, '')}${withBase(pathname)}`;
  const href = (section?: HTMLElement) => {
    const [address, heading] = section ? [`${url}#${section.id}`, headingText(section)] : [url, page.title];
    const body = `Page: ${address}\nLanguage: ${page.lang}\nSection: ${heading}\nVersion: @rslib/core ${documentedVersion}\n\n`;
    return `${newIssueUrl}?${new URLSearchParams({ title: `[Docs] ${page.title}`, body })}`;
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
