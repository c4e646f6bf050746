import { useI18n } from '@rspress/core/runtime';
import { documentedLine, versionLinks } from '../../documented-version';
import type { SiteI18n } from '../../i18n';
import { Dropdown, DropdownEntry } from '../Dropdown';
import { NewTabHint } from '../NewTabHint';

/**
 * The version switch of the top bar: this release line, marked current, the 0.x docs and the release notes, as plain
 * links that open in a new tab (nothing is requested before one is followed). Below 768 px the full-screen menu
 * holds it instead. The entries are rendered while the list is open, out of every page's HTML.
 */
export function VersionMenu() {
  const t = useI18n<SiteI18n>();
  const newTab = { target: '_blank', rel: 'noopener noreferrer' };
  return (
    <Dropdown
      id="rslib-version-menu"
      label={`${t('versionMenuLabel')}: ${documentedLine}`}
      button={documentedLine}
      wideOnly
    >
      {(open) =>
        open && (
          <>
            <DropdownEntry current>{documentedLine}</DropdownEntry>
            <DropdownEntry href={versionLinks.previous.link} {...newTab}>
              {versionLinks.previous.text}
              <NewTabHint />
            </DropdownEntry>
            <DropdownEntry href={versionLinks.releases} {...newTab}>
              {t('versionReleasesText')}
              <NewTabHint />
            </DropdownEntry>
          </>
        )
      }
    </Dropdown>
  );
}
