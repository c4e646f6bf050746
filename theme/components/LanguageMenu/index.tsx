import { removeBase, useI18n, useLocation, usePage, useSite, withBase } from '@rspress/core/runtime';
import { type MouseEvent, useRef } from 'react';
import { useHoverDisclosure } from '../../hooks/useHoverDisclosure';
import type { SiteI18n } from '../../i18n';
import { languagePath } from '../../logic/languagePath';
import { dropdownHoverDelays } from '../../settings';
import styles from './LanguageMenu.module.css';

/** Id of the list the button controls; the top bar holds one language menu. */
const LIST_ID = 'rslib-language-menu';

/** A globe, the usual mark of a language switch. */
function GlobeIcon() {
  return (
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
  );
}

/**
 * The language switch of the top bar: a real button that opens a list of the same page in each language, by
 * pointer, click or keyboard (Escape closes it and returns focus). It replaces Rspress's hover-only menu.
 */
export function LanguageMenu() {
  const t = useI18n<SiteI18n>();
  const { site } = useSite();
  const { page } = usePage();
  const { pathname, search, hash } = useLocation();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { open, onClick, ...rootHandlers } = useHoverDisclosure(root, button, dropdownHoverDelays);
  const locales = Object.values(site.locales ?? {});
  if (locales.length < 2) return null;
  const current = locales.find((locale) => locale.lang === page.lang) ?? locales[0];
  const input = {
    pathname,
    suffix: `${search}${hash}`,
    notFound: page.pageType === '404',
  };
  /** The heading the reader is on may have changed since render: read the address again when a link is followed. */
  const followCurrentAddress = (event: MouseEvent<HTMLAnchorElement>, target: string) => {
    const { pathname: now, search: query, hash: anchor } = window.location;
    event.currentTarget.href = withBase(
      languagePath({ ...input, pathname: removeBase(now), suffix: `${query}${anchor}` }, target),
    );
  };
  return (
    <div ref={root} className={styles.root} {...rootHandlers}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-label={`${t('languageMenuLabel')}: ${current?.label ?? ''}`}
        aria-expanded={open}
        aria-controls={LIST_ID}
        onClick={onClick}
      >
        <GlobeIcon />
        <span className={styles.label}>{current?.label}</span>
      </button>
      <ul id={LIST_ID} className={styles.list} hidden={!open}>
        {locales.map((locale) => (
          <li key={locale.lang}>
            {locale.lang === current?.lang ? (
              <span className={styles.current} aria-current="true" lang={locale.lang}>
                {locale.label}
              </span>
            ) : (
              <a
                className={styles.link}
                href={withBase(languagePath(input, locale.lang))}
                hrefLang={locale.lang}
                lang={locale.lang}
                rel="alternate"
                onClick={(event) => followCurrentAddress(event, locale.lang)}
              >
                {locale.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
