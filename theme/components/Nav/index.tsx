import { useNav, useSite } from '@rspress/core/runtime';
import { type NavProps, NavTitle, SocialLinks } from '@rspress/core/theme-original';
import { isDarkModeSwitchEnabled } from '@rspress/shared';
import { useHideNavOnScroll } from '../../hooks/useHideNavOnScroll';
import { Search } from '../../search/Search';
import { themeSettings } from '../../settings';
import { SwitchAppearance } from '../AppearanceToggle';
import { LanguageMenu } from '../LanguageMenu';
import { NavHamburger } from '../NavHamburger';
import { VersionMenu } from '../VersionMenu';
import { NavMenu } from './NavMenu';

/**
 * Our copy of Rspress 2.0.22's top bar (`Nav`), same markup and classes; why we own it: CONTRIBUTING's fork table.
 * Its items come from the public `NavList`, so it has no slots inside the item lists (`beforeLeftNavItems` and the
 * like) and left items lose `rp-nav-menu--left`: the site has neither.
 */
export function Nav({ beforeNavTitle, navTitle, afterNavTitle, beforeNavMenu, afterNavMenu }: NavProps) {
  useHideNavOnScroll(themeSettings.hideNavbar);
  const items = useNav();
  const { site } = useSite();
  const left = items.filter((item) => item.position === 'left');
  const right = items.filter((item) => item.position !== 'left');
  return (
    <header className="rp-nav">
      <div className="rp-nav__left">
        {beforeNavTitle}
        {navTitle ?? <NavTitle />}
        {left.length > 0 && <NavMenu items={left} />}
        {afterNavTitle}
      </div>
      <div className="rp-nav__right">
        {beforeNavMenu}
        <Search />
        <NavMenu items={right} />
        <div className="rp-nav__others">
          <div className="rp-nav-menu__divider" />
          {isDarkModeSwitchEnabled(site.themeConfig.darkMode) && <SwitchAppearance />}
          <SocialLinks />
        </div>
        <VersionMenu />
        <LanguageMenu />
        <NavHamburger />
        {afterNavMenu}
      </div>
    </header>
  );
}
