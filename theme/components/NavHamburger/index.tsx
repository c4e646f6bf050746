import { useI18n } from '@rspress/core/runtime';
import { IconSmallMenu, SocialLinks, SvgWrapper, useHoverGroup } from '@rspress/core/theme-original';
import { createPortal } from 'react-dom';
import type { SiteI18n } from '../../i18n';
import { NavScreen, NavScreenAppearance, NavScreenDivider } from '../NavScreen';
import styles from './NavHamburger.module.css';
import './rspress-nav-hamburger.css';
import { useNavScreen } from './useNavScreen';

/**
 * Our copy of Rspress 2.0.22's Menu buttons (`NavHamburger`, from `rspress eject`), with the same markup, classes
 * and look. Below 768 px one opens the full-screen menu; from 769 to 1280 px the other shows the theme switch and
 * the social links on hover or click. It differs from Rspress's in that:
 * - neither holds a language list (the bar's LanguageMenu is the one language switch) nor a version list;
 * - both are named in the page's language ("Menu", 菜单) instead of "mobile hamburger", and the small-screen one
 *   says whether its menu is open (`aria-expanded`);
 * - the hover group sits beside the tablet button, not inside it, so its links are not nested in a button, and
 *   its content is a list item of its list.
 * It can go with our Nav fork.
 */
export function NavHamburger() {
  const t = useI18n<SiteI18n>();
  const { isScreenOpen, toggleScreen } = useNavScreen();
  const { handleMouseEnter, handleMouseLeave, hoverGroup } = useHoverGroup({
    position: 'right',
    // Rspress's hover group is a list: its one item holds the theme switch and the social links.
    customChildren: (
      <li className="rp-nav-hamburger__md__hover-group">
        <NavScreenAppearance />
        <NavScreenDivider />
        <SocialLinks />
      </li>
    ),
  });
  const modal = typeof document === 'undefined' ? null : document.getElementById('__rspress_modal_container');
  const active = isScreenOpen ? ' rp-nav-hamburger--active' : '';
  return (
    <>
      {isScreenOpen && modal && createPortal(<NavScreen toggleScreen={toggleScreen} />, modal)}
      <button
        type="button"
        aria-label={t('navMenuLabel')}
        aria-expanded={isScreenOpen}
        className={`rp-nav-hamburger rp-nav-hamburger__sm${active}`}
        onClick={toggleScreen}
      >
        <SvgWrapper icon={IconSmallMenu} width={20} height={20} />
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover opens the group for a pointer; the button inside opens it by keyboard. */}
      <div
        className={`rp-nav-hamburger rp-nav-hamburger__md${active}`}
        onMouseEnter={handleMouseEnter}
        onMouseLeave={handleMouseLeave}
      >
        <button type="button" aria-label={t('navMenuLabel')} className={styles.tabletButton} onClick={handleMouseEnter}>
          <SvgWrapper icon={IconSmallMenu} />
        </button>
        {hoverGroup}
      </div>
    </>
  );
}
