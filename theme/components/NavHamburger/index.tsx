import { useI18n, useLocation } from '@rspress/core/runtime';
import { HoverGroup, IconSmallMenu, SocialLinks, SvgWrapper } from '@rspress/core/theme-original';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useHoverDisclosure } from '../../hooks/useHoverDisclosure';
import type { SiteI18n } from '../../i18n';
import { dropdownHoverDelays } from '../../settings';
import { NavScreenAppearance } from '../AppearanceToggle';
import styles from './NavHamburger.module.css';

const NavScreen = lazy(() => import('../NavScreen'));

/** Our copy of Rspress 2.0.22's `NavHamburger` (why: MAINTAINERS.md's fork table): the phone and the tablet Menu. */
export function NavHamburger() {
  const t = useI18n<SiteI18n>();
  const { pathname, hash } = useLocation();
  const screenButton = useRef<HTMLButtonElement>(null);
  const [isScreenOpen, setIsScreenOpen] = useState(false);
  const closeScreen = useCallback(() => setIsScreenOpen(false), []);
  useEffect(closeScreen, [pathname, hash]);
  const { open, onClick, button: tabletButton, ...tablet } = useHoverDisclosure(dropdownHoverDelays);
  return (
    <>
      {isScreenOpen &&
        createPortal(
          <Suspense fallback={null}>
            <NavScreen close={closeScreen} toggle={screenButton} />
          </Suspense>,
          document.getElementById('__rspress_modal_container') ?? document.body,
        )}
      <button
        ref={screenButton}
        type="button"
        aria-label={t('navMenuLabel')}
        aria-expanded={isScreenOpen}
        className={`rp-nav-hamburger rp-nav-hamburger__sm${isScreenOpen ? ' rp-nav-hamburger--active' : ''}`}
        onClick={() => setIsScreenOpen(!isScreenOpen)}
      >
        <SvgWrapper icon={IconSmallMenu} width={20} height={20} />
      </button>
      <div className={`rp-nav-hamburger rp-nav-hamburger__md${open ? ' rp-nav-hamburger--active' : ''}`} {...tablet}>
        <button
          ref={tabletButton}
          type="button"
          aria-label={t('navMoreLabel')}
          aria-expanded={open}
          className={styles.tabletButton}
          onClick={onClick}
        >
          <SvgWrapper icon={IconSmallMenu} />
        </button>
        {/* Rspress's hover group is a list: its one item holds the theme switch and the social links. */}
        <HoverGroup
          position="right"
          isOpen={open}
          customChildren={
            <li className="rp-nav-hamburger__md__hover-group">
              <NavScreenAppearance />
              <div className="rp-nav-screen-divider" />
              <SocialLinks />
            </li>
          }
        />
      </div>
    </>
  );
}
