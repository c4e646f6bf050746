import { Nav as BaseNav, type NavProps } from '@rspress/core/theme-original';
import { useHideNavOnScroll } from '../../hooks/useHideNavOnScroll';
import { themeSettings } from '../../settings';

/** The default top bar, which slides away on scroll as `themeSettings.hideNavbar` says. */
export function Nav(props: NavProps) {
  useHideNavOnScroll(themeSettings.hideNavbar);
  return <BaseNav {...props} />;
}
