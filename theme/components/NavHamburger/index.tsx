import { useI18n } from '@rspress/core/runtime';
import { HoverGroup, IconSmallMenu, SocialLinks, SvgWrapper } from '@rspress/core/theme-original';
import { lazy, Suspense, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useHoverDisclosure } from '../../hooks/useHoverDisclosure';
import type { SiteI18n } from '../../i18n';
import { dropdownHoverDelays } from '../../settings';
import { NavScreenAppearance, NavScreenDivider } from '../NavScreen';
import styles from './NavHamburger.module.css';
import { useNavScreen } from './useNavScreen';

/** The full-screen menu, loaded when it first opens. */
const NavScreen = lazy(() => import('../NavScreen/Screen'));

/**
 * Our copy of Rspress 2.0.22's Menu buttons (`NavHamburger`, from `rspress eject`), with the same markup, classes
 * and look. Below 768 px one opens the full-screen menu; from 769 to 1280 px the other shows the theme switch and
 * the social links on hover or click. It differs from Rspress's in that:
 * - neither holds a language list (the bar's LanguageMenu is the one language switch) nor a version list;
 * - both are named in the page's language ("Menu", 菜单) instead of "mobile hamburger" and say whether their menu is
 *   open (`aria-expanded`); Escape closes either and puts the focus back on its button, and the full-screen menu
 *   keeps Tab inside while open (`NavScreen/Screen.tsx`);
 * - the tablet one is a disclosure (`useHoverDisclosure`, as the language menu): hover, click, Enter and Space open
 *   it, and it closes when the pointer or the focus leaves it;
 * - the hover group sits beside the tablet button, not inside it, so its links are not nested in a button, and
 *   its content is a list item of its list.
 * It can go with our Nav fork.
 */
export function NavHamburger() {
  const t = useI18n<SiteI18n>();
  const screenButton = useRef<HTMLButtonElement>(null);
  const { isScreenOpen, toggleScreen } = useNavScreen();
  const tablet = useRef<HTMLDivElement>(null);
  const tabletButton = useRef<HTMLButtonElement>(null);
  const {
    open: tabletOpen,
    onClick,
    ...tabletHandlers
  } = useHoverDisclosure(tablet, tabletButton, dropdownHoverDelays);
  const modal = typeof document === 'undefined' ? null : document.getElementById('__rspress_modal_container');
  const active = isScreenOpen ? ' rp-nav-hamburger--active' : '';
  return (
    <>
      {isScreenOpen &&
        modal &&
        createPortal(
          <Suspense fallback={null}>
            <NavScreen toggleScreen={toggleScreen} toggle={screenButton} />
          </Suspense>,
          modal,
        )}
      <button
        ref={screenButton}
        type="button"
        aria-label={t('navMenuLabel')}
        aria-expanded={isScreenOpen}
        className={`rp-nav-hamburger rp-nav-hamburger__sm${active}`}
        onClick={toggleScreen}
      >
        <SvgWrapper icon={IconSmallMenu} width={20} height={20} />
      </button>
      <div
        ref={tablet}
        className={`rp-nav-hamburger rp-nav-hamburger__md${tabletOpen ? ' rp-nav-hamburger--active' : ''}`}
        {...tabletHandlers}
      >
        <button
          ref={tabletButton}
          type="button"
          aria-label={t('navMenuLabel')}
          aria-expanded={tabletOpen}
          className={styles.tabletButton}
          onClick={onClick}
        >
          <SvgWrapper icon={IconSmallMenu} />
        </button>
        {/* Rspress's hover group is a list: its one item holds the theme switch and the social links. */}
        <HoverGroup
          position="right"
          isOpen={tabletOpen}
          customChildren={
            <li className="rp-nav-hamburger__md__hover-group">
              <NavScreenAppearance />
              <NavScreenDivider />
              <SocialLinks />
            </li>
          }
        />
      </div>
    </>
  );
}
