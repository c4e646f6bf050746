import { useI18n, useLocation } from '@rspress/core/runtime';
import { heroTools, localizeTool, logoSize } from '../../ecosystem';
import type { SiteI18n } from '../../i18n';
import { langOfRoute } from '../../site-model.mjs';
import { NewTabHint } from '../NewTabHint';
import { ToolLogo } from '../ToolLogo';
import styles from './ToolCards.module.css';

/** The home page's grid of the seven Rstack tools, each card linking to the tool's site in a new tab. */
export function ToolCards() {
  const t = useI18n<SiteI18n>();
  const lang = langOfRoute(useLocation().pathname);
  return (
    <section className={styles.section} aria-labelledby="rstack-tools-title">
      <h2 id="rstack-tools-title" className={styles.title}>
        {t('ecosystemCardsTitle')}
      </h2>
      <p className={styles.intro}>{t('ecosystemCardsText')}</p>
      <ul className={styles.grid}>
        {heroTools.map((hero) => {
          const tool = localizeTool(hero, lang);
          return (
            <li key={tool.name} className={styles.item}>
              <a href={tool.url} target="_blank" rel="noopener noreferrer" className={styles.card}>
                <span className={styles.logoBox}>
                  <ToolLogo src={tool.logo} size={logoSize(hero.logoScale, 40)} />
                </span>
                <span className={styles.name}>{tool.name}</span>
                <span className={styles.desc}>{tool.description}</span>
                <span className={styles.host}>
                  {hero.urlText}
                  <span aria-hidden="true"> ↗</span>
                </span>
                <NewTabHint />
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
