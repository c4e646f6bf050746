import { useI18n, useLocation } from '@rspress/core/runtime';
import { type KeyboardEvent, useRef } from 'react';
import { ecosystemGroups, groupTitle, localizeTool } from '../../ecosystem';
import { useHoverDisclosure } from '../../hooks/useHoverDisclosure';
import type { SiteI18n } from '../../i18n';
import { popoverHoverDelays } from '../../settings';
import { type Lang, langOfRoute } from '../../site-model.mjs';
import { NewTabHint } from '../NewTabHint';
import { ToolLogo } from '../ToolLogo';
import styles from './EcosystemMenu.module.css';

/**
 * Enter on this button only toggles the menu. Stopping it here keeps page-wide key handlers (Rspress's search
 * panel reads Enter as "open the highlighted result" and throws when there is none) out of it.
 */
const keepEnterLocal = (event: KeyboardEvent) => {
  if (event.key === 'Enter') event.stopPropagation();
};

/** Id of the popover; the top bar holds one menu. */
const POPOVER_ID = 'rstack-ecosystem-menu';

/** A 3 × 3 grid of dots, the Rstack family's menu icon. */
function GridIcon() {
  const dots = [4, 12, 20].flatMap((y) => [4, 12, 20].map((x) => ({ x, y })));
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {dots.map(({ x, y }) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="2.2" />
      ))}
    </svg>
  );
}

/**
 * The grid button before the site title. It opens a popover with the sibling tools of the Rstack toolchain:
 * on hover (100 ms delays), on click, or with Enter/Space; Escape closes it and returns focus to the button.
 */
export function EcosystemMenu() {
  const t = useI18n<SiteI18n>();
  const lang = langOfRoute(useLocation().pathname);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { open, onClick, ...rootHandlers } = useHoverDisclosure(root, button, popoverHoverDelays);
  return (
    <div ref={root} id="rstack-ecosystem" className={styles.root} {...rootHandlers}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-label={t('ecosystemMenuLabel')}
        aria-expanded={open}
        aria-controls={POPOVER_ID}
        onClick={onClick}
        onKeyDown={keepEnterLocal}
      >
        <GridIcon />
      </button>
      <div id={POPOVER_ID} className={styles.popover} hidden={!open}>
        {open && <EcosystemPanel lang={lang} />}
      </div>
    </div>
  );
}

/**
 * The popover's content, rendered only while it is open: the tool list would otherwise add its text and logos
 * to the HTML of every page.
 */
function EcosystemPanel({ lang }: { /** Language of the tool descriptions. */ lang: Lang }) {
  return (
    <div className={styles.panel}>
      {ecosystemGroups.map((group, index) => (
        <div key={group.title.en} className={styles.group}>
          <p id={`${POPOVER_ID}-${index}`} className={styles.groupTitle}>
            {groupTitle(group, lang)}
          </p>
          <ul aria-labelledby={`${POPOVER_ID}-${index}`} className={styles.list}>
            {group.links.map((link) => {
              const tool = localizeTool(link, lang);
              return (
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
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
