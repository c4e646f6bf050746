import type { NavItem } from '@rspress/core';
import { matchNavbar, useLocation } from '@rspress/core/runtime';
import * as Original from '@rspress/core/theme-original';
import { IconArrowDown, Link, SvgWrapper, Tag, useHoverGroup } from '@rspress/core/theme-original';

/** An item's icon, text and tag, as a link when it has one: the inside of each item of Rspress's bar menu. */
function ItemInner({ item, arrow = false }: { item: NavItem; arrow?: boolean }) {
  const content = (
    <>
      {item.icon && <SvgWrapper icon={item.icon} className="rp-nav-menu__item__leading-icon" />}
      {item.text}
      {item.tag && <Tag tag={item.tag} />}
      {arrow && <SvgWrapper icon={IconArrowDown} className="rp-nav-menu__item__icon" />}
    </>
  );
  if ('link' in item && typeof item.link === 'string') {
    const { link, lang, rel } = item;
    const download = 'download' in item ? item.download : undefined;
    return (
      <Link
        href={link}
        download={download}
        hrefLang={lang}
        lang={lang}
        rel={rel}
        className="rp-nav-menu__item__container"
      >
        {content}
      </Link>
    );
  }
  return <div className="rp-nav-menu__item__container">{content}</div>;
}

function Group({ item }: { item: NavItem & { items: NavItem[] } }) {
  const { handleMouseEnter, handleMouseLeave, hoverGroup } = useHoverGroup({ items: item.items });
  return (
    // Rspress's group opens on hover; here also when its row takes focus.
    <li
      className="rp-nav-menu__item"
      onMouseEnter={handleMouseEnter}
      onMouseLeave={handleMouseLeave}
      onFocus={handleMouseEnter}
    >
      <ItemInner item={item} arrow />
      {hoverGroup}
    </li>
  );
}

function Item({ item }: { item: NavItem }) {
  const { pathname } = useLocation();
  if ('items' in item && Array.isArray(item.items) && item.items.length > 0) {
    return <Group item={item as NavItem & { items: NavItem[] }} />;
  }
  const active = 'link' in item && item.link.length > 0 && matchNavbar(item, pathname);
  return (
    <li className={active ? 'rp-nav-menu__item rp-nav-menu__item--active' : 'rp-nav-menu__item'}>
      <ItemInner item={item} />
    </li>
  );
}

/**
 * The bar's menu of Rspress releases before 2.0.22, which do not export `NavList`: the markup of Rspress's `NavMenu`
 * (links, groups that open on hover, the item that matches the page marked active), drawn by that release's own
 * stylesheet for it (theme/styles/rspress-styles.ts).
 */
function NavMenuBefore2022({ items }: { items: NavItem[] }) {
  return (
    <ul className="rp-nav-menu">
      {items.map((item, index) => (
        <Item key={item.text ?? index} item={item} />
      ))}
    </ul>
  );
}

/**
 * Rspress's public `NavList` where the release exports it (2.0.22 and later), else our copy of its bar menu. The `in`
 * test is decided by the bundler from Rspress's exports, so each build holds one of the two, and an older release
 * builds instead of failing on a missing export.
 */
export const NavMenu: (props: { items: NavItem[] }) => React.ReactNode =
  'NavList' in Original ? Original.NavList : NavMenuBefore2022;
