import { NoSSR, useI18n, useSite } from '@rspress/core/runtime';
import { isDarkModeSwitchEnabled } from '@rspress/shared';
import { SwitchAppearance } from '../AppearanceToggle';

export function NavScreenDivider() {
  return <div className="rp-nav-screen-divider" />;
}

/** The theme switch with its label, as a row of the small-screen menus. */
export function NavScreenAppearance() {
  const { site } = useSite();
  const t = useI18n();
  if (!isDarkModeSwitchEnabled(site.themeConfig.darkMode)) return null;
  return (
    <div className="rp-nav-screen-appearance">
      <div className="rp-nav-screen-appearance__left">{t('themeText')}</div>
      <div className="rp-nav-screen-appearance__right">
        <NoSSR>
          <SwitchAppearance />
        </NoSSR>
      </div>
    </div>
  );
}
