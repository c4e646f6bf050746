import { removeBase, useI18n, usePageData, withBase } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import type { SiteI18n } from '../../i18n';
import { defaultLang, homeOf } from '../../site-model.mjs';
import styles from './NotFound.module.css';

/** Rspress's 404 page, its home link named by its visible text (not "go to home"), in the link colour (contrast). */
export function NotFoundLayout() {
  const { page } = usePageData();
  const t = useI18n<SiteI18n>();
  const path = typeof window === 'undefined' ? '' : removeBase(window.location.pathname);
  const unprefixed = path.replace(new RegExp(`^/${defaultLang}(/|$)`), '/');
  if (unprefixed !== path) {
    window.location.replace(withBase(unprefixed));
    return null;
  }
  return (
    <main id="content" tabIndex={-1} className="rp-not-found">
      <p className="rp-not-found__error-code">404</p>
      <h1 className="rp-not-found__title">{t('notFoundText')}</h1>
      <div className="rp-not-found__divider" />
      <div className="rp-not-found__action">
        <Link className={`rp-not-found__home-link ${styles.homeLink}`} href={homeOf(page.lang)}>
          {t('takeMeHomeText')}
        </Link>
      </div>
    </main>
  );
}
