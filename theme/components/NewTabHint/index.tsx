import { useI18n } from '@rspress/core/runtime';
import type { SiteI18n } from '../../i18n';
import styles from './NewTabHint.module.css';

/** Text for screen readers only, inside a link that opens in a new tab, so the link's name says so. */
export function NewTabHint() {
  const t = useI18n<SiteI18n>();
  return <span className={styles.hint}>{t('opensInNewTab')}</span>;
}
