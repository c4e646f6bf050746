import type { NavItem } from '@rspress/core';
import { matchNavbar, useLocation } from '@rspress/core/runtime';
import * as Original from '@rspress/core/theme-original';

/** Rspress's `NavMenu` markup for releases before 2.0.22 (no `NavList`); the site's nav items are plain links. */
function NavMenuBefore2022({ items }: { items: NavItem[] }) {
  const { pathname } = useLocation();
  return (
    <ul className="rp-nav-menu">
      {items.map(
        (item) =>
          'link' in item && (
            <li
              key={item.link}
              className={`rp-nav-menu__item${matchNavbar(item, pathname) ? ' rp-nav-menu__item--active' : ''}`}
            >
              <Original.Link href={item.link} className="rp-nav-menu__item__container">
                {item.text}
              </Original.Link>
            </li>
          ),
      )}
    </ul>
  );
}

/** `NavList` where the release exports it, else our copy; the bundler decides the `in` test, so old releases build. */
export const NavMenu: (props: { items: NavItem[] }) => React.ReactNode =
  'NavList' in Original ? Original.NavList : NavMenuBefore2022;
