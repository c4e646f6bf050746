import type { NavItem } from '@rspress/core';
import { matchNavbar, useI18n, useLocation, useNav } from '@rspress/core/runtime';
import { IconArrowDown, Link, SocialLinks, SvgWrapper } from '@rspress/core/theme-original';
import { type RefObject, useEffect, useState } from 'react';
import { documentedLine, versionLinks } from '../../documented-version';
import type { SiteI18n } from '../../i18n';
import { searchIsOpen, trapTab } from '../../logic/focusTrap';
import { NavScreenAppearance } from '../AppearanceToggle';
import { ItemLabel } from '../Nav/NavMenu';
import styles from './NavScreen.module.css';

/**
 * An item of the full-screen menu, after Rspress 2.0.22's `NavScreenMenuItem`: a link (marked when it matches the
 * page), or a group whose row is a button that says whether it is open; it opens through a class, not inline styles.
 */
function MenuItem({ item }: { item: NavItem }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const left = (
    <div className="rp-nav-screen-menu-item__left">
      <ItemLabel item={item} iconClass="rp-nav-screen-menu-item__icon" />
    </div>
  );
  if ('link' in item && !('items' in item && item.items.length > 0)) {
    const active = matchNavbar(item, pathname);
    return (
      <Link
        href={item.link}
        download={'download' in item ? item.download : undefined}
        className={`rp-nav-screen-menu-item${active ? ' rp-nav-screen-menu-item--active' : ''}`}
      >
        {left}
        <div className="rp-nav-screen-menu-item__right" />
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        className={`rp-nav-screen-menu-item${open ? ' rp-nav-screen-menu-item--open' : ''} ${styles.toggle}`}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {left}
        <div className="rp-nav-screen-menu-item__right">
          <SvgWrapper icon={IconArrowDown} className="rp-nav-screen-menu-item__arrow" />
        </div>
      </button>
      <div className={`rp-nav-screen-menu-item__group ${styles.group}`} data-open={open}>
        <div className="rp-nav-screen-menu-item__group-inner">
          {('items' in item ? item.items : []).map((child, index) => (
            <MenuItem key={child.text ?? index} item={child} />
          ))}
        </div>
      </div>
    </>
  );
}

type ScreenProps = { toggleScreen: () => void; toggle: RefObject<HTMLButtonElement | null> };

/**
 * Our copy of Rspress 2.0.22's full-screen menu (`NavScreen`), same markup and classes; why we own it: CONTRIBUTING's
 * fork table. No language list (the bar's LanguageMenu is the one switch); the version group stands for the bar's
 * VersionMenu, hidden below 768 px. The page stops scrolling through the body's style properties, not through
 * body-scroll-lock's `<style>` element, which the site's Content-Security-Policy blocks. A modal disclosure: Tab and
 * Shift+Tab cycle through the Menu button (`toggle`) and the menu; Escape closes it, focus back on the button.
 */
export default function NavScreen({ toggleScreen, toggle }: ScreenProps) {
  const items = useNav();
  const t = useI18n<SiteI18n>();
  const versions: NavItem = {
    text: `${t('versionMenuLabel')}: ${documentedLine}`,
    items: [versionLinks.previous, { text: t('versionReleasesText'), link: versionLinks.releases }],
  };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const button = toggle.current;
      const menu = document.querySelector('.rp-nav-screen__container');
      if (!button || searchIsOpen()) return;
      if (event.key === 'Escape') {
        toggleScreen();
        button.focus();
      } else if (event.key === 'Tab' && menu) trapTab(event, [button], menu);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [toggle, toggleScreen]);
  useEffect(() => {
    // The page under the menu does not scroll, and keeps the scrollbar's width as padding.
    const { style } = document.body;
    style.paddingRight = `${window.innerWidth - document.documentElement.clientWidth}px`;
    style.overflow = 'hidden';
    return () => {
      style.overflow = style.paddingRight = '';
    };
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a tap beside the menu closes it; the Menu button does by keyboard.
    <div className="rp-nav-screen rp-nav-screen--open" onClick={toggleScreen}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: keeps taps inside the menu from closing it. */}
      <div className="rp-nav-screen__container" onClick={(event) => event.stopPropagation()}>
        {[...items, versions].map((item, index) => (
          <MenuItem key={item.text ?? index} item={item} />
        ))}
        <div className="rp-nav-screen-divider" />
        <NavScreenAppearance />
        <div className="rp-nav-screen-divider" />
        <SocialLinks />
      </div>
    </div>
  );
}
