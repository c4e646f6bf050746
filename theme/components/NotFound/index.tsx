import { removeBase, useI18n, usePageData, withBase } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import type { SiteI18n } from '../../i18n';
import { defaultLang, homeOf } from '../../site-model.mjs';
import styles from './NotFound.module.css';

/** The home path for the 404 page's language and version: `/`, `/zh/`, and so on. */
export function notFoundHome(lang: string, version: string, defaultVersion: string): string {
  return defaultVersion && version !== defaultVersion ? `/${version}${homeOf(lang)}` : homeOf(lang);
}

/**
 * The 404 page. Rspress's own gives its home link the fixed label "go to home", which hides the visible,
 * translated text from screen readers and voice control; this one lets the link be named by its text.
 * The link also uses the link colour, which has enough contrast in both themes (the brand colour has not).
 * Same markup, classes and default-language redirect otherwise.
 */
export function NotFoundLayout() {
  const { siteData, page } = usePageData();
  const t = useI18n<SiteI18n>();
  if (typeof window !== 'undefined') {
    const prefix = new RegExp(`^/${defaultLang}(\\/|$)`);
    const path = removeBase(window.location.pathname);
    if (prefix.test(path)) {
      window.location.replace(withBase(path.replace(prefix, '/')));
      return null;
    }
  }
  const home = notFoundHome(page.lang, page.version, siteData.multiVersion.default);
  return (
    <main className="rp-not-found">
      <p className="rp-not-found__error-code">404</p>
      <h1 className="rp-not-found__title">{t('notFoundText')}</h1>
      <div className="rp-not-found__divider" />
      <div className={`rp-not-found__action ${styles.action}`}>
        <Link className={`rp-not-found__home-link ${styles.homeLink}`} href={home}>
          {t('takeMeHomeText')}
        </Link>
      </div>
    </main>
  );
}
