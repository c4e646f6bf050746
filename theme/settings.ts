/**
 * When the top bar slides out of view as the reader scrolls down the page. It comes back as soon as the
 * reader scrolls up, reaches the top of the page, opens the mobile menu or moves keyboard focus into it.
 * - `never`: the top bar always stays in place.
 * - `always`: it slides away on scroll down at every window width.
 * - `auto`: it slides away only on narrow screens (up to {@link narrowScreenMaxWidth} px wide), where
 *   vertical space is scarce, and stays in place on wider ones.
 */
export type HideNavbarMode = 'never' | 'always' | 'auto';

/** Settings of the site's theme that a maintainer may change. */
export interface ThemeSettings {
  /** How the top bar behaves on scroll; see {@link HideNavbarMode}. */
  hideNavbar: HideNavbarMode;
}

/** The theme settings of this site. */
export const themeSettings: ThemeSettings = {
  hideNavbar: 'auto',
};

/** Widest window, in CSS pixels, that counts as a narrow screen (phones): 56 px top bar and the hamburger menu. */
export const narrowScreenMaxWidth = 768;

/** How often the top bar reacts to scrolling, in milliseconds. */
export const navbarScrollThrottleMs = 200;

/** How often the outline updates its highlighted heading while scrolling, in milliseconds. */
export const outlineScrollThrottleMs = 100;

/** Dropdown menus of the top bar (the language menu) open as the pointer enters and close 150 ms after it leaves. */
export const dropdownHoverDelays = { open: 0, close: 150 } as const;

/** The Rstack tools popover opens 100 ms after the pointer enters and closes 100 ms after it leaves. */
export const popoverHoverDelays = { open: 100, close: 100 } as const;

/** How far, in CSS pixels, a doc page must be scrolled before its floating "Back to top" button shows (as Rspress's). */
export const scrollToTopMinScrollY = 100;
