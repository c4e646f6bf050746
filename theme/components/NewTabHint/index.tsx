import { useI18n } from '@rspress/core/runtime';
import type { SiteI18n } from '../../i18n';

/** Text for screen readers only (`.rslib-sr-only`, theme/styles/chrome.css), inside a link that opens in a new tab, so the link's name says so. */
export function NewTabHint() {
  const t = useI18n<SiteI18n>();
  return <span className="rslib-sr-only">{t('opensInNewTab')}</span>;
}
