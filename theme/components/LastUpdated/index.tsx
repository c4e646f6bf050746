import { useI18n, usePage } from '@rspress/core/runtime';
import type { SiteI18n } from '../../i18n';
import './LastUpdated.css';

/** Rspress's "Last Updated" for the date in the page's own chunk (plugins/last-updated.ts): Rspress's own is off. */
export function LastUpdated() {
  const { page } = usePage();
  const t = useI18n<SiteI18n>();
  if (!page.lastUpdatedTime) return null;
  return (
    <div className="rp-last-updated">
      <p>
        {t('lastUpdatedText')}: <span>{page.lastUpdatedTime}</span>
      </p>
    </div>
  );
}
