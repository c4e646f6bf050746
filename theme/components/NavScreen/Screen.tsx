import type { NavItem } from '@rspress/core';
import { useI18n, useNav } from '@rspress/core/runtime';
import { SocialLinks } from '@rspress/core/theme-original';
import { type RefObject, useEffect } from 'react';
import { documentedLine, versionLinks } from '../../documented-version';
import type { SiteI18n } from '../../i18n';
import { searchIsOpen, trapTab } from '../../logic/focusTrap';
import { NavScreenAppearance, NavScreenDivider } from '.';
import { NavScreenMenuItem } from './NavScreenMenuItem';

/** Class on `<html>` while the full-screen menu is open: the page under it does not scroll (see the stylesheet). */
const lockedClass = 'rslib-nav-screen-open';

interface NavScreenProps {
  /** Closes the menu. */
  toggleScreen: () => void;
  /** The Menu button that opens and closes it. */
  toggle: RefObject<HTMLButtonElement | null>;
}

/**
 * Our copy of Rspress 2.0.22's full-screen menu (`NavScreen`, from `rspress eject`), with the same markup, classes
 * and look: the nav items, the theme switch and the social links. It differs from Rspress's in that it holds no
 * language list (the bar's LanguageMenu is the one language switch), in that its version group is the bar's
 * VersionMenu (hidden in the bar below 768 px), and in how it stops the
 * page from scrolling: a class on `<html>` and the scrollbar's width as a custom property, instead of the
 * body-scroll-lock package and a `<style>` element (which the site's Content-Security-Policy blocks), and in that it
 * is a modal disclosure: while it is open, Tab and Shift+Tab cycle through its Menu button (`toggle`) and the menu,
 * and Escape closes it and puts the focus back on the button. It is loaded when it first opens, out of every page's
 * first-load JavaScript.
 * It can go with our Nav fork.
 */
export default function NavScreen({ toggleScreen, toggle }: NavScreenProps) {
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
    const root = document.documentElement;
    root.style.setProperty('--rslib-scrollbar-gap', `${window.innerWidth - root.clientWidth}px`);
    root.classList.add(lockedClass);
    return () => {
      root.classList.remove(lockedClass);
      root.style.removeProperty('--rslib-scrollbar-gap');
    };
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a tap beside the menu closes it; the Menu button does by keyboard.
    <div className="rp-nav-screen rp-nav-screen--open" onClick={toggleScreen}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: keeps taps inside the menu from closing it. */}
      <div className="rp-nav-screen__container" onClick={(event) => event.stopPropagation()}>
        {items.map((item, index) => (
          <NavScreenMenuItem key={item.text ?? index} menuItem={item} />
        ))}
        <NavScreenMenuItem menuItem={versions} />
        <NavScreenDivider />
        <NavScreenAppearance />
        <NavScreenDivider />
        <SocialLinks />
      </div>
    </div>
  );
}
