import type { NavItem } from '@rspress/core';
import { matchNavbar, useLocation } from '@rspress/core/runtime';
import * as Original from '@rspress/core/theme-original';
import { Link, SvgWrapper, Tag } from '@rspress/core/theme-original';

/** An item's icon, text and tag: the inside of each item of the bar's and the full-screen menus. */
export function ItemLabel({ item, iconClass }: { item: NavItem; iconClass: string }) {
  return (
    <>
      {item.icon && <SvgWrapper icon={item.icon} className={iconClass} />}
      {item.text}
      {item.tag && <Tag tag={item.tag} />}
    </>
  );
}

/**
 * The bar's menu on Rspress releases before 2.0.22, which do not export `NavList`: the markup of Rspress's `NavMenu`
 * for links, drawn by that release's own stylesheet (theme/styles/rspress-styles.ts). The site's nav has no groups.
 */
function NavMenuBefore2022({ items }: { items: NavItem[] }) {
  const { pathname } = useLocation();
  return (
    <ul className="rp-nav-menu">
      {items.map((item, index) => {
        const label = <ItemLabel item={item} iconClass="rp-nav-menu__item__leading-icon" />;
        const active = 'link' in item && matchNavbar(item, pathname);
        return (
          <li key={item.text ?? index} className={`rp-nav-menu__item${active ? ' rp-nav-menu__item--active' : ''}`}>
            {'link' in item ? (
              <Link
                href={item.link}
                hrefLang={item.lang}
                lang={item.lang}
                rel={item.rel}
                className="rp-nav-menu__item__container"
              >
                {label}
              </Link>
            ) : (
              <div className="rp-nav-menu__item__container">{label}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Rspress's public `NavList` where the release exports it (2.0.22 on), else our copy. The bundler decides the `in`
 * test from Rspress's exports, so each build holds one of the two and an older release builds.
 */
export const NavMenu: (props: { items: NavItem[] }) => React.ReactNode =
  'NavList' in Original ? Original.NavList : NavMenuBefore2022;
