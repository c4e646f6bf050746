import { useI18n, useLocation, useNav } from '@rspress/core/runtime';
import { type NavProps, SocialLinks } from '@rspress/core/theme-original';
import { useEffect } from 'react';
import type { SiteI18n } from '../../i18n';
import { initialNavScrollState, nextNavScrollState } from '../../logic/hideOnScroll';
import { throttle } from '../../logic/throttle';
import { Search } from '../../search/Search';
import { type HideNavbarMode, narrowScreenMaxWidth, navbarScrollThrottleMs, themeSettings } from '../../settings';
import { SwitchAppearance } from '../AppearanceToggle';
import { LanguageMenu } from '../LanguageMenu';
import { NavHamburger } from '../NavHamburger';
import { NavTitle } from '../NavTitle';
import { VersionMenu } from '../VersionMenu';
import { NavMenu } from './NavMenu';

/** Slides the top bar away on scroll down and back on scroll up, as `mode` says; each page starts with it in view. */
function useHideNavOnScroll(mode: HideNavbarMode): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (mode === 'never') return;
    // On `<html>` while the bar is out of view: the CSS moves the bar and sets `--rp-nav-height` to 0.
    const hidden = document.documentElement.classList;
    const narrow = window.matchMedia(`(max-width: ${narrowScreenMaxWidth}px)`);
    let state = initialNavScrollState;
    const update = () => {
      const nav = document.querySelector<HTMLElement>('.rp-nav');
      const pinned = !!document.querySelector('.rp-nav-screen') || !!nav?.contains(document.activeElement);
      const barHeight = nav?.offsetHeight ?? 0;
      state = nextNavScrollState(state, { mode, y: window.scrollY, narrow: narrow.matches, barHeight, pinned });
      hidden.toggle('rslib-nav-hidden', state.hidden);
    };
    const onScroll = throttle(update, navbarScrollThrottleMs);
    const stop = new AbortController();
    const onFocus = (event: FocusEvent) => (event.target as Element).closest?.('.rp-nav') && update();
    window.addEventListener('scroll', onScroll, { passive: true, signal: stop.signal });
    document.addEventListener('focusin', onFocus, { signal: stop.signal });
    narrow.addEventListener('change', update, { signal: stop.signal });
    return () => {
      onScroll.cancel();
      stop.abort();
      hidden.remove('rslib-nav-hidden');
    };
  }, [mode, pathname]);
}

/** Our copy of Rspress 2.0.22's `Nav` (why: MAINTAINERS.md's fork table), with the one slot the site fills. */
export function Nav({ beforeNavTitle }: NavProps) {
  useHideNavOnScroll(themeSettings.hideNavbar);
  const t = useI18n<SiteI18n>();
  return (
    <header className="rp-nav">
      <div className="rp-nav__left">
        {beforeNavTitle}
        <NavTitle />
      </div>
      <div className="rp-nav__right">
        <Search />
        {/* The section links as a named landmark (issue 41, S1); `display: contents` keeps Rspress's layout. */}
        <nav aria-label={t('navLinksLabel')} className="rslib-nav-links">
          <NavMenu items={useNav()} />
        </nav>
        <div className="rp-nav__others">
          <div className="rp-nav-menu__divider" />
          <SwitchAppearance />
          <SocialLinks />
        </div>
        <VersionMenu />
        <LanguageMenu />
        <NavHamburger />
      </div>
    </header>
  );
}
