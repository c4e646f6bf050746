import { useI18n } from '@rspress/core/runtime';
import { documentedLine, versionLinks } from '../../documented-version';
import type { SiteI18n } from '../../i18n';
import { Dropdown, DropdownEntry } from '../Dropdown';
import { NewTabHint } from '../NewTabHint';

/**
 * The version switch of the top bar: this release line, marked current, then the 0.x docs and the release notes as
 * plain links to a new tab (no request before one is followed). Below 768 px the full-screen menu holds it instead.
 * The entries are rendered while the list is open, out of every page's HTML.
 */
export function VersionMenu() {
  const t = useI18n<SiteI18n>();
  const links = [versionLinks.previous, { text: t('versionReleasesText'), link: versionLinks.releases }];
  const label = `${t('versionMenuLabel')}: ${documentedLine}`;
  return (
    <Dropdown id="rslib-version-menu" label={label} button={documentedLine} wideOnly>
      {(open) =>
        open && (
          <>
            <DropdownEntry current>{documentedLine}</DropdownEntry>
            {links.map(({ text, link }) => (
              <DropdownEntry key={link} href={link} target="_blank" rel="noopener noreferrer">
                {text}
                <NewTabHint />
              </DropdownEntry>
            ))}
          </>
        )
      }
    </Dropdown>
  );
}
