import type { HideNavbarMode } from '../settings';

/** What the top bar remembers between two scroll events: whether it is out of view, and the scroll offset seen last. */
export type NavScrollState = { hidden: boolean; lastY: number };

/** The state of a bar that has seen no scrolling yet. */
export const initialNavScrollState: NavScrollState = { hidden: false, lastY: 0 };

/** Whether the mode lets the bar hide at all at this window width (`narrow`: a narrow screen, where `auto` applies). */
export const hidesOnScroll = (mode: HideNavbarMode, narrow: boolean): boolean =>
  mode === 'always' || (mode === 'auto' && narrow);

/**
 * The next state of the top bar, from `window.scrollY` (negative overscroll counts as 0): it hides while the reader
 * scrolls down past the bar's height, and shows again on any scroll up, near the top of the page, when pinned (the
 * mobile menu is open or keyboard focus is in the bar), or when the mode does not hide it at this width.
 */
export function nextNavScrollState(
  state: NavScrollState,
  input: { mode: HideNavbarMode; y: number; narrow: boolean; barHeight: number; pinned: boolean },
): NavScrollState {
  const y = Math.max(0, Number.isFinite(input.y) ? input.y : 0);
  if (!hidesOnScroll(input.mode, input.narrow) || input.pinned || y <= input.barHeight) {
    return { hidden: false, lastY: y };
  }
  if (y === state.lastY) return state;
  return { hidden: y > state.lastY, lastY: y };
}
