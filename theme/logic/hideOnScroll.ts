import type { HideNavbarMode } from '../settings';

export const initialNavScrollState = { hidden: false, lastY: 0 };

/** Whether the mode lets the bar hide at this window width (`auto`: on narrow screens only). */
export const hidesOnScroll = (mode: HideNavbarMode, narrow: boolean) =>
  mode === 'always' || (mode === 'auto' && narrow);

/** Hides the bar on scroll down past it; `pinned` (menu open, focus in the bar) keeps it; overscroll counts as 0. */
export function nextNavScrollState(
  state: typeof initialNavScrollState,
  input: { mode: HideNavbarMode; y: number; narrow: boolean; barHeight: number; pinned: boolean },
) {
  const y = Math.max(0, Number.isFinite(input.y) ? input.y : 0);
  if (!hidesOnScroll(input.mode, input.narrow) || input.pinned || y <= input.barHeight)
    return { hidden: false, lastY: y };
  return y === state.lastY ? state : { hidden: y > state.lastY, lastY: y };
}
