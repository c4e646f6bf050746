import { normalizeImagePath, useI18n, useLang } from '@rspress/core/runtime';
import { communityLinks } from '../theme/community';
import type { SiteI18n } from '../theme/i18n';
import { langOrDefault } from '../theme/site-model.mjs';
import { socialIconHref } from '../theme/social-icons';
import styles from './LinkList.module.css';

/** The project's channels (GitHub, X, Discord), from the same list as the top-bar icons. */
export function CommunityLinks() {
  const lang = langOrDefault(useLang());
  const t = useI18n<SiteI18n>();
  return (
    <ul className={styles.list}>
      {communityLinks.map((link) => (
        <li key={link.name} className={styles.item}>
          <span className={styles.head}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
              <use href={normalizeImagePath(socialIconHref(link.icon))} />
            </svg>
            <a href={link.url} target="_blank" rel="noopener noreferrer" className={styles.name}>
              {link.name}
            </a>
          </span>
          {/* The separator reads well in the Markdown copy of the page; the card puts the description on its own line. */}
          <span className="rslib-sr-only">{t('listTermSeparator')}</span>
          <span className={styles.desc}>{link.description[lang]}</span>
        </li>
      ))}
    </ul>
  );
}
