import { Nav as BaseNav, type NavProps } from '@rspress/core/theme-original';
import { useHideNavOnScroll } from '../../hooks/useHideNavOnScroll';
import { themeSettings } from '../../settings';
import { LanguageMenu } from '../LanguageMenu';

/** The default top bar, which slides away on scroll as `themeSettings.hideNavbar` says, with a keyboard-operable language menu. */
export function Nav(props: NavProps) {
  useHideNavOnScroll(themeSettings.hideNavbar);
  return (
    <BaseNav
      {...props}
      afterNavMenu={
        <>
          <LanguageMenu />
          {props.afterNavMenu}
        </>
      }
    />
  );
}
