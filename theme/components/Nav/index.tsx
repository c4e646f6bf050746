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

/** The slots of Rspress's bar that this one keeps: items inside the menus are not slots here (see below). */
type BarProps = Omit<
  NavProps,
  'beforeLeftNavItems' | 'afterLeftNavItems' | 'beforeRightNavItems' | 'afterRightNavItems'
>;

/**
 * Our copy of Rspress 2.0.22's top bar (`Nav`, from `rspress eject`), with the same markup and classes. It differs
 * in what it renders, not in how it looks:
 * - our keyboard-operable language menu (LanguageMenu) sits in the bar, before the Menu button, where it shows at
 *   every width; Rspress's hover-only language menu (`NavLangs`) is not rendered at all, instead of hidden by CSS;
 * - the menu items come from the public `NavList` (Rspress's `NavMenu` is not exported; on releases before 2.0.22,
 *   which lack `NavList`, from our copy in NavMenu.tsx), so the bar takes no slots
 *   inside the item lists (`beforeLeftNavItems` and the like) and left items lose `rp-nav-menu--left` (the site has
 *   neither);
 * - our version menu (VersionMenu: this release line, the 0.x docs, the release notes) instead of Rspress's
 *   `multiVersion` one, which needs every version's pages in this build;
 * - the bar slides away on scroll as `themeSettings.hideNavbar` says.
 * It can go when Rspress's language menu works by keyboard, or when its `Nav` takes the language menu as a slot.
 */
export function Nav({ beforeNavTitle, navTitle, afterNavTitle, beforeNavMenu, afterNavMenu }: BarProps) {
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
