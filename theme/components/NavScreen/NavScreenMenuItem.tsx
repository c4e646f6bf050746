import type { NavItem } from '@rspress/core';
import { matchNavbar, useLocation } from '@rspress/core/runtime';
import { IconArrowDown, Link, SvgWrapper, Tag } from '@rspress/core/theme-original';
import { type ReactNode, useState } from 'react';
import styles from './NavScreen.module.css';

interface RowProps {
  item: NavItem;
  right?: ReactNode;
  open?: boolean;
  active?: boolean;
  href?: string;
  onClick?: () => void;
}

/** One row of the full-screen menu: the item's icon, text and tag, as a link when it has one. */
function Row({ item, right = null, open = false, active = false, href, onClick }: RowProps) {
  const className = [
    'rp-nav-screen-menu-item',
    open && 'rp-nav-screen-menu-item--open',
    active && 'rp-nav-screen-menu-item--active',
  ]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      <div className="rp-nav-screen-menu-item__left">
        {item.icon && <SvgWrapper icon={item.icon} className="rp-nav-screen-menu-item__icon" />}
        {item.text}
        {item.tag && <Tag tag={item.tag} />}
      </div>
      <div className="rp-nav-screen-menu-item__right">{right}</div>
    </>
  );
  if (href) {
    const download = 'download' in item ? item.download : undefined;
    return (
      <Link href={href} className={className} onClick={onClick} download={download}>
        {content}
      </Link>
    );
  }
  return onClick ? (
    <button type="button" className={`${className} ${styles.toggle}`} aria-expanded={open} onClick={onClick}>
      {content}
    </button>
  ) : (
    <div className={className}>{content}</div>
  );
}

/**
 * An item of the full-screen menu, after Rspress 2.0.22's `NavScreenMenuItem`: a link (marked when it matches the
 * page), or a group whose row opens and closes its items. Unlike Rspress's, a group without a link is a button
 * that says whether it is open, and the group opens through a class instead of inline styles.
 */
export function NavScreenMenuItem({ menuItem }: { menuItem: NavItem }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const link = 'link' in menuItem && typeof menuItem.link === 'string' ? menuItem.link : undefined;
  if ('items' in menuItem && Array.isArray(menuItem.items) && menuItem.items.length > 0) {
    return (
      <>
        <Row
          item={menuItem}
          right={<SvgWrapper icon={IconArrowDown} className="rp-nav-screen-menu-item__arrow" />}
          open={open}
          href={link}
          onClick={() => setOpen(!open)}
        />
        <div className={`rp-nav-screen-menu-item__group ${styles.group}`} data-open={open}>
          <div className="rp-nav-screen-menu-item__group-inner">
            {menuItem.items.map((item, index) => (
              <NavScreenMenuItem key={item.text ?? index} menuItem={item} />
            ))}
          </div>
        </div>
      </>
    );
  }
  return <Row item={menuItem} href={link} active={'link' in menuItem && matchNavbar(menuItem, pathname)} />;
}
