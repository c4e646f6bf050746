import { useI18n, useLocation, usePage, useSite, withBase } from '@rspress/core/runtime';
import type { MouseEvent } from 'react';
import { documentedVersion, newIssueUrl } from '../../documented-version';
import type { SiteI18n } from '../../i18n';
import { NewTabHint } from '../NewTabHint';
import styles from './ReportProblem.module.css';

/** What the new issue says about the page: where it is, in which language, which section and Rslib release. */
export interface ProblemReport {
  url: string;
  lang: string;
  heading: string;
  title: string;
}

/** The address of a new GitHub issue in the Rslib repository, filled in with the report. */
export function reportHref({ url, lang, heading, title }: ProblemReport): string {
  const body = `Page: ${url}\nLanguage: ${lang}\nSection: ${heading}\nVersion: @rslib/core ${documentedVersion}\n\n`;
  return `${newIssueUrl}?${new URLSearchParams({ title: `[Docs] ${title}`, body })}`;
}

/** Top of the reading area, in CSS pixels: below it, a heading's section is the one being read. */
const readingLine = 120;

/** The last `##`/`###` heading at or above the reading line, with its text (without its `#` link); none at the top. */
function headingAbove(): { id: string; text: string } | undefined {
  let found: HTMLElement | undefined;
  for (const heading of document.querySelectorAll<HTMLElement>('.rp-doc :is(h2, h3)[id]')) {
    if (heading.getBoundingClientRect().top > readingLine) break;
    found = heading;
  }
  if (!found) return undefined;
  const text = [...found.childNodes]
    .filter((node) => !(node instanceof Element && node.matches('a[aria-hidden], button')))
    .map((node) => node.textContent)
    .join('')
    .trim();
  return { id: found.id, text };
}

/**
 * "Report a problem with this page" under a doc page: a link that opens a new issue in `web-infra-dev/rslib`, in a
 * new tab, filled in with the page's address, language and title and the documented `@rslib/core` release. It works
 * without JavaScript; a click replaces the page title with the heading of the section the reader is on.
 */
export function ReportProblem() {
  const t = useI18n<SiteI18n>();
  const { page } = usePage();
  const { site } = useSite();
  const { pathname } = useLocation();
  const url = `${(site.siteOrigin ?? '').replace(/\/+$/, '')}${withBase(pathname)}`;
  const report: ProblemReport = { url, lang: page.lang, heading: page.title, title: page.title };
  const withSection = (event: MouseEvent<HTMLAnchorElement>) => {
    const section = headingAbove();
    event.currentTarget.href = reportHref(
      section ? { ...report, url: `${url}#${section.id}`, heading: section.text } : report,
    );
  };
  return (
    <p className={styles.report}>
      <a href={reportHref(report)} target="_blank" rel="noopener noreferrer" onClick={withSection}>
        {t('reportProblemText')}
        <NewTabHint />
      </a>
    </p>
  );
}
