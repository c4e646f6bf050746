import { useI18n, useLang } from '@rspress/core/runtime';
import { ToolLogo } from '../theme/components/ToolLogo';
import { ecosystemDirectory, heroTools, localizeTool } from '../theme/ecosystem';
import type { SiteI18n } from '../theme/i18n';
import { langOrDefault } from '../theme/site-model.mjs';
import styles from './LinkList.module.css';

/** The Rstack tools and the community directory, from the same list as the top-bar menu and the home cards. */
export function RstackTools() {
  const lang = langOrDefault(useLang());
  const t = useI18n<SiteI18n>();
  return (
    <ul className={styles.list}>
      {[...heroTools, ecosystemDirectory].map((entry) => {
        const tool = localizeTool(entry, lang);
        return (
          <li key={tool.name} className={styles.item}>
            <span className={styles.head}>
              <ToolLogo src={tool.logo} size={24} />
              <a href={tool.url} target="_blank" rel="noopener noreferrer" className={styles.name}>
                {tool.name}
              </a>
            </span>
            {/* The separator reads well in the Markdown copy of the page; the card puts the description on its own line. */}
            <span className="rslib-sr-only">{t('listTermSeparator')}</span>
            <span className={styles.desc}>{tool.description}</span>
          </li>
        );
      })}
    </ul>
  );
}
