import { useI18n } from '@rspress/core/runtime';
import { useRef } from 'react';
import { documentedLine, versionLinks } from '../../documented-version';
import { useHoverDisclosure } from '../../hooks/useHoverDisclosure';
import type { SiteI18n } from '../../i18n';
import { dropdownHoverDelays } from '../../settings';
import menu from '../LanguageMenu/LanguageMenu.module.css';
import { NewTabHint } from '../NewTabHint';
import styles from './VersionMenu.module.css';

/** Id of the list the button controls; the top bar holds one version menu. */
const LIST_ID = 'rslib-version-menu';

/**
 * The version switch of the top bar, drawn and operated like the language menu (hover, click, Enter or Space open
 * it; Escape closes it and returns focus): this release line, marked current, the 0.x docs and the release notes.
 * Plain links that open in a new tab, as the site's other links to other hosts; nothing is requested before one is
 * followed. Below 768 px the full-screen menu holds it instead.
 */
export function VersionMenu() {
  const t = useI18n<SiteI18n>();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { open, onClick, ...rootHandlers } = useHoverDisclosure(root, button, dropdownHoverDelays);
  return (
    <div ref={root} className={`${menu.root} ${styles.root}`} {...rootHandlers}>
      <button
        ref={button}
        type="button"
        className={menu.button}
        aria-label={`${t('versionMenuLabel')}: ${documentedLine}`}
        aria-expanded={open}
        aria-controls={LIST_ID}
        onClick={onClick}
      >
        {documentedLine}
      </button>
      {/* The entries are rendered while the list is open, out of every page's HTML. */}
      <ul id={LIST_ID} className={menu.list} hidden={!open}>
        {open && <VersionList />}
      </ul>
    </div>
  );
}

/** The list's entries: this release line, marked current, then the links. */
function VersionList() {
  const t = useI18n<SiteI18n>();
  return (
    <>
      <li>
        <span className={menu.current} aria-current="true">
          {documentedLine}
        </span>
      </li>
      <li>
        <a className={menu.link} href={versionLinks.previous.link} target="_blank" rel="noopener noreferrer">
          {versionLinks.previous.text}
          <NewTabHint />
        </a>
      </li>
      <li>
        <a className={menu.link} href={versionLinks.releases} target="_blank" rel="noopener noreferrer">
          {t('versionReleasesText')}
          <NewTabHint />
        </a>
      </li>
    </>
  );
}
