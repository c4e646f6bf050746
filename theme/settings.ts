/** When the top bar hides on scrolling down: `never`, `always`, or `auto` (on narrow screens only: space is short). */
export type HideNavbarMode = 'never' | 'always' | 'auto';

/** Settings of the site's theme that a maintainer may change. */
export const themeSettings: { hideNavbar: HideNavbarMode } = { hideNavbar: 'auto' };

/** Widest window, in CSS pixels, that counts as a narrow screen (phones): 56 px top bar and the hamburger menu. */
export const narrowScreenMaxWidth = 768;

/** How often, in milliseconds, the top bar reacts to scrolling, and the outline updates its highlighted heading. */
export const navbarScrollThrottleMs = 200;
export const outlineScrollThrottleMs = 100;

/** Top-bar dropdowns (the language menu) open as the pointer enters and close 150 ms after it leaves. */
export const dropdownHoverDelays = { open: 0, close: 150 } as const;

/** The Rstack tools popover opens 100 ms after the pointer enters and closes 100 ms after it leaves. */
export const popoverHoverDelays = { open: 100, close: 100 } as const;

/** How far, in CSS pixels, a doc page must be scrolled before its "Back to top" button shows (as Rspress's). */
export const scrollToTopMinScrollY = 100;
