import { NoSSR, useI18n, useNav, useSite } from '@rspress/core/runtime';
import { SocialLinks } from '@rspress/core/theme-original';
import { isDarkModeSwitchEnabled } from '@rspress/shared';
import { useEffect } from 'react';
import { SwitchAppearance } from '../AppearanceToggle';
import { NavScreenMenuItem } from './NavScreenMenuItem';
import './rspress-nav-screen.css';

/** Class on `<html>` while the full-screen menu is open: the page under it does not scroll (see the stylesheet). */
const lockedClass = 'rslib-nav-screen-open';

export function NavScreenDivider() {
  return <div className="rp-nav-screen-divider" />;
}

/** The theme switch with its label, as a row of the small-screen menus. */
export function NavScreenAppearance() {
  const { site } = useSite();
  const t = useI18n();
  if (!isDarkModeSwitchEnabled(site.themeConfig.darkMode)) return null;
  return (
    <div className="rp-nav-screen-appearance">
      <div className="rp-nav-screen-appearance__left">{t('themeText')}</div>
      <div className="rp-nav-screen-appearance__right">
        <NoSSR>
          <SwitchAppearance />
        </NoSSR>
      </div>
    </div>
  );
}

/**
 * Our copy of Rspress 2.0.22's full-screen menu (`NavScreen`, from `rspress eject`), with the same markup, classes
 * and look: the nav items, the theme switch and the social links. It differs from Rspress's in that it holds no
 * language list (the bar's LanguageMenu is the one language switch) and no version list, and in how it stops the
 * page from scrolling: a class on `<html>` and the scrollbar's width as a custom property, instead of the
 * body-scroll-lock package and a `<style>` element (which the site's Content-Security-Policy blocks).
 * It can go with our Nav fork.
 */
export function NavScreen({ toggleScreen }: { toggleScreen: () => void }) {
  const items = useNav();
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
        <NavScreenDivider />
        <NavScreenAppearance />
        <NavScreenDivider />
        <SocialLinks />
      </div>
    </div>
  );
}
