import { useI18n, useLocation } from '@rspress/core/runtime';
import { ecosystemGroups, groupTitle, localizeTool } from '../../ecosystem';
import type { SiteI18n } from '../../i18n';
import { langOfRoute } from '../../site-model.mjs';
import { Dropdown } from '../Dropdown';
import { NewTabHint } from '../NewTabHint';
import { ToolLogo } from '../ToolLogo';
import styles from './EcosystemMenu.module.css';

const POPOVER_ID = 'rstack-ecosystem-menu';

/** The Rstack tools, rendered only while open: else their text and logos would be in every page's HTML. */
export function EcosystemMenu() {
  const t = useI18n<SiteI18n>();
  const lang = langOfRoute(useLocation().pathname);
  return (
    <Dropdown
      id={POPOVER_ID}
      rootId="rstack-ecosystem"
      panel={styles.popover}
      label={t('ecosystemMenuLabel')}
      button={
        // A 3 × 3 grid of dots, the Rstack family's menu icon.
        <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
          {[4, 12, 20].flatMap((y) => [4, 12, 20].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="2.2" />))}
        </svg>
      }
    >
      {(open) =>
        open && (
          <div className={styles.panel}>
            {ecosystemGroups.map((group, index) => (
              <div key={group.title.en} className={styles.group}>
                <p id={`${POPOVER_ID}-${index}`} className={styles.groupTitle}>
                  {groupTitle(group, lang)}
                </p>
                <ul aria-labelledby={`${POPOVER_ID}-${index}`} className={styles.list}>
                  {group.links
                    .map((link) => localizeTool(link, lang))
                    .map((tool) => (
                      <li key={tool.name}>
                        <a href={tool.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
                          <span className={styles.logoBox}>
                            <ToolLogo src={tool.logo} size={tool.logoSize} />
                          </span>
                          <span className={styles.text}>
                            <span className={styles.name}>{tool.name}</span>
                            <span className={styles.desc}>{tool.description}</span>
                          </span>
                          <NewTabHint />
                        </a>
                      </li>
                    ))}
                </ul>
              </div>
            ))}
          </div>
        )
      }
    </Dropdown>
  );
}
