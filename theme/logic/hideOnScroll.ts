import type { HideNavbarMode } from '../settings';

/** What the top bar remembers between two scroll events. */
export type NavScrollState = { hidden: boolean; lastY: number };

export const initialNavScrollState: NavScrollState = { hidden: false, lastY: 0 };

/** Whether the mode lets the bar hide at this window width (`auto`: on narrow screens only). */
export const hidesOnScroll = (mode: HideNavbarMode, narrow: boolean) =>
  mode === 'always' || (mode === 'auto' && narrow);

/**
 * The top bar hides while the reader scrolls down past its height, and shows on any scroll up, near the top, when
 * pinned (mobile menu open or keyboard focus in the bar), or when the mode keeps it at this width. Overscroll counts as 0.
 */
export function nextNavScrollState(
  state: NavScrollState,
  input: { mode: HideNavbarMode; y: number; narrow: boolean; barHeight: number; pinned: boolean },
): NavScrollState {
  const y = Math.max(0, Number.isFinite(input.y) ? input.y : 0);
  if (!hidesOnScroll(input.mode, input.narrow) || input.pinned || y <= input.barHeight)
    return { hidden: false, lastY: y };
  return y === state.lastY ? state : { hidden: y > state.lastY, lastY: y };
}
