import { useI18n, usePage } from '@rspress/core/runtime';
import type { SiteI18n } from '../../i18n';
import styles from './LastUpdated.module.css';

/**
 * "Last Updated: <date>" under a doc page, from the page's own chunk (theme/plugins/last-updated.ts). Rspress's
 * component shows nothing while its own date is off, so this one replaces it, with the same markup and class.
 */
export function LastUpdated() {
  const { page } = usePage();
  const t = useI18n<SiteI18n>();
  if (!page.lastUpdatedTime) return null;
  return (
    <div className={`rp-last-updated ${styles.lastUpdated}`}>
      <p>
        {t('lastUpdatedText')}: <span>{page.lastUpdatedTime}</span>
      </p>
    </div>
  );
}
