import { useI18n, useLocation, usePage, useSite, withBase } from '@rspress/core/runtime';
import type { MouseEvent } from 'react';
import { documentedVersion, newIssueUrl } from '../../documented-version';
import type { SiteI18n } from '../../i18n';
import { headingText } from '../CopyLink/names';
import { NewTabHint } from '../NewTabHint';
import styles from './ReportProblem.module.css';

/** A new GitHub issue in the Rslib repository, filled in with the page's address, language, section and release. */
function reportHref(url: string, lang: string, heading: string, title: string): string {
  const body = `Page: ${url}\nLanguage: ${lang}\nSection: ${heading}\nVersion: @rslib/core ${documentedVersion}\n\n`;
  return `${newIssueUrl}?${new URLSearchParams({ title: `[Docs] ${title}`, body })}`;
}

/** Top of the reading area, in CSS pixels: below it, a heading's section is the one being read. */
const readingLine = 120;

/** The last `##`/`###` heading at or above the reading line; none at the top of the page. */
function headingAbove(): HTMLElement | undefined {
  let found: HTMLElement | undefined;
  for (const heading of document.querySelectorAll<HTMLElement>('.rp-doc :is(h2, h3)[id]')) {
    if (heading.getBoundingClientRect().top > readingLine) break;
    found = heading;
  }
  return found;
}

/**
 * "Report a problem with this page": a new, filled-in issue in `web-infra-dev/rslib`, in a new tab. It works without
 * JavaScript; a click puts the section the reader is on in place of the page title.
 */
export function ReportProblem() {
  const t = useI18n<SiteI18n>();
  const { page } = usePage();
  const { site } = useSite();
  const { pathname } = useLocation();
  const url = `${(site.siteOrigin ?? '').replace(/\/+$/, '')}${withBase(pathname)}`;
  const href = (section?: HTMLElement) =>
    section
      ? reportHref(`${url}#${section.id}`, page.lang, headingText(section), page.title)
      : reportHref(url, page.lang, page.title, page.title);
  return (
    <p className={styles.report}>
      <a
        href={href()}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          event.currentTarget.href = href(headingAbove());
        }}
      >
        {t('reportProblemText')}
        <NewTabHint />
      </a>
    </p>
  );
}
