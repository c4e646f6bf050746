import { removeBase, useI18n, useLocation, usePage, useSite, withBase } from '@rspress/core/runtime';
import type { SiteI18n } from '../../i18n';
import { languagePath } from '../../logic/languagePath';
import { Dropdown, DropdownEntry } from '../Dropdown';

/** The same page in each language, by keyboard too (Rspress's menu is hover-only); its links are in the HTML. */
export function LanguageMenu() {
  const t = useI18n<SiteI18n>();
  const { site } = useSite();
  const { page } = usePage();
  const { pathname, search, hash } = useLocation();
  const locales = Object.values(site.locales ?? {});
  if (locales.length < 2) return null;
  const current = locales.find((locale) => locale.lang === page.lang) ?? locales[0];
  const hrefIn = (lang: string, pathname: string, suffix: string) =>
    withBase(languagePath({ pathname, suffix, notFound: page.pageType === '404' }, lang));
  return (
    <Dropdown
      id="rslib-language-menu"
      label={`${t('languageMenuLabel')}: ${current?.label ?? ''}`}
      button={
        <>
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M3 12h18M12 3c2.5 2.7 3.6 5.7 3.6 9s-1.1 6.3-3.6 9c-2.5-2.7-3.6-5.7-3.6-9S9.5 5.7 12 3Z" />
          </svg>
          <span>{current?.label}</span>
        </>
      }
    >
      {() =>
        locales.map(({ lang, label }) => (
          <DropdownEntry
            key={lang}
            current={lang === current?.lang}
            href={hrefIn(lang, pathname, `${search}${hash}`)}
            hrefLang={lang}
            lang={lang}
            rel="alternate"
            onClick={(event) => {
              // The heading the reader is on may have changed since render: read the address again.
              const now = window.location;
              event.currentTarget.href = hrefIn(lang, removeBase(now.pathname), `${now.search}${now.hash}`);
            }}
          >
            {label}
          </DropdownEntry>
        ))
      }
    </Dropdown>
  );
}
