import { useI18n } from '@rspress/core/runtime';
import { documentedLine, versionLinks } from '../../documented-version';
import type { SiteI18n } from '../../i18n';
import { Dropdown, DropdownEntry } from '../Dropdown';
import { NewTabHint } from '../NewTabHint';

/** The top bar's version switch (the full-screen menu has it below 768 px); its entries exist only while it is open,
 * out of every page's HTML. */
export function VersionMenu() {
  const t = useI18n<SiteI18n>();
  const label = `${t('versionMenuLabel')}: ${documentedLine}`;
  return (
    <Dropdown id="rslib-version-menu" label={label} button={documentedLine} wideOnly>
      {(open) =>
        open && (
          <>
            <DropdownEntry current>{documentedLine}</DropdownEntry>
            {versionLinks(t('versionReleasesText')).map((entry) => (
              <DropdownEntry key={entry.link} href={entry.link} target="_blank" rel="noopener noreferrer">
                {entry.text}
                <NewTabHint />
              </DropdownEntry>
            ))}
          </>
        )
      }
    </Dropdown>
  );
}
