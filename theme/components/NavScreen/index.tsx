import type { NavItemWithLink } from '@rspress/core';
import { matchNavbar, useI18n, useLocation, useNav } from '@rspress/core/runtime';
import { IconArrowDown, Link, SocialLinks, SvgWrapper } from '@rspress/core/theme-original';
import { type RefObject, useEffect, useState } from 'react';
import { documentedLine, versionLinks } from '../../documented-version';
import type { SiteI18n } from '../../i18n';
import { searchIsOpen, trapTab } from '../../logic/focusTrap';
import { narrowScreenMaxWidth } from '../../settings';
import { NavScreenAppearance } from '../AppearanceToggle';
import styles from './NavScreen.module.css';

/** A link of the full-screen menu (no icon or tag), after Rspress 2.0.22's `NavScreenMenuItem`, marked when current. */
function ScreenLink({ item }: { item: NavItemWithLink }) {
  const { pathname } = useLocation();
  return (
    <Link
      href={item.link}
      className={`rp-nav-screen-menu-item${matchNavbar(item, pathname) ? ' rp-nav-screen-menu-item--active' : ''}`}
    >
      <div className="rp-nav-screen-menu-item__left">{item.text}</div>
      <div className="rp-nav-screen-menu-item__right" />
    </Link>
  );
}

/** The bar's VersionMenu (hidden below 768 px) as a group: its row a button with `aria-expanded`, its links inert while folded. */
function VersionGroup() {
  const t = useI18n<SiteI18n>();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`rp-nav-screen-menu-item${open ? ' rp-nav-screen-menu-item--open' : ''} ${styles.toggle}`}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <div className="rp-nav-screen-menu-item__left">{`${t('versionMenuLabel')}: ${documentedLine}`}</div>
        <div className="rp-nav-screen-menu-item__right">
          <SvgWrapper icon={IconArrowDown} className="rp-nav-screen-menu-item__arrow" />
        </div>
      </button>
      <div
        className={`rp-nav-screen-menu-item__group ${styles.group}`}
        style={{ display: 'grid', gridTemplateRows: open ? '1fr' : '0fr' }}
        // Folded, its links are out of the Tab order and the accessibility tree (issue 41, K8).
        inert={!open}
      >
        <div className="rp-nav-screen-menu-item__group-inner">
          {versionLinks(t('versionReleasesText')).map((item) => (
            <ScreenLink key={item.link} item={item} />
          ))}
        </div>
      </div>
    </>
  );
}

type Props = { close: () => void; toggle: RefObject<HTMLButtonElement | null> };

/** Our copy of Rspress 2.0.22's `NavScreen` (why: MAINTAINERS.md's fork table); closes when the window outgrows it. */
export default function NavScreen({ close, toggle }: Props) {
  const items = useNav();
  useEffect(() => {
    // Scroll lock by the body's style (the CSP blocks body-scroll-lock's `<style>`); the scrollbar's width as padding.
    const { style } = document.body;
    style.paddingRight = `${window.innerWidth - document.documentElement.clientWidth}px`;
    style.overflow = 'hidden';
    const stop = new AbortController();
    const { signal } = stop;
    const onKeyDown = (event: KeyboardEvent) => {
      const menu = document.querySelector('.rp-nav-screen__container');
      if (!toggle.current || searchIsOpen()) return;
      if (event.key === 'Escape') {
        close();
        toggle.current.focus();
      } else if (event.key === 'Tab' && menu) trapTab(event, [toggle.current], menu);
    };
    document.addEventListener('keydown', onKeyDown, { signal });
    window.addEventListener('resize', () => window.outerWidth >= narrowScreenMaxWidth && close(), { signal });
    return () => {
      stop.abort();
      style.overflow = style.paddingRight = '';
    };
  }, [toggle, close]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a tap beside the menu closes it; the Menu button does by keyboard.
    <div className="rp-nav-screen rp-nav-screen--open" onClick={close}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: keeps taps inside the menu from closing it. */}
      <div className="rp-nav-screen__container" onClick={(event) => event.stopPropagation()}>
        {items.map((item) => 'link' in item && <ScreenLink key={item.link} item={item} />)}
        <VersionGroup />
        <div className="rp-nav-screen-divider" />
        <NavScreenAppearance />
        <div className="rp-nav-screen-divider" />
        <SocialLinks />
      </div>
    </div>
  );
}
