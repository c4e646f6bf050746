import type { HideNavbarMode } from '../settings';

/** What the top bar remembers between two scroll events. */
export interface NavScrollState {
  /** Whether the bar is out of view. */
  hidden: boolean;
  /** The scroll offset seen last, in CSS pixels. */
  lastY: number;
}

/** One observation of the page, taken on a (throttled) scroll event. */
export interface NavScrollInput {
  /** The configured behaviour. */
  mode: HideNavbarMode;
  /** Current vertical scroll offset (`window.scrollY`); negative values (overscroll) count as 0. */
  y: number;
  /** Whether the window is a narrow screen, where `auto` applies. */
  narrow: boolean;
  /** Height of the bar; above this offset the bar never hides, so the top of the page is never covered. */
  barHeight: number;
  /** Something needs the bar: the mobile menu is open or keyboard focus is inside it. */
  pinned: boolean;
}

/** The state of a bar that has seen no scrolling yet. */
export const initialNavScrollState: NavScrollState = { hidden: false, lastY: 0 };

/** Whether the mode lets the bar hide at all at this window width. */
export const hidesOnScroll = (mode: HideNavbarMode, narrow: boolean): boolean =>
  mode === 'always' || (mode === 'auto' && narrow);

/**
 * The next state of the top bar: it hides while the reader scrolls down past it, and shows again on any scroll
 * up, near the top of the page, when pinned, or when the mode does not hide it at this width.
 */
export function nextNavScrollState(state: NavScrollState, input: NavScrollInput): NavScrollState {
  const y = Math.max(0, Number.isFinite(input.y) ? input.y : 0);
  if (!hidesOnScroll(input.mode, input.narrow) || input.pinned || y <= input.barHeight) {
    return { hidden: false, lastY: y };
  }
  if (y === state.lastY) return state;
  return { hidden: y > state.lastY, lastY: y };
}
