const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Moves the focus for a Tab key press (`back` for Shift+Tab) to the next of `stops` and the focusable elements inside
 * `container`, wrapping at both ends, so that the focus never leaves them.
 */
export function trapTab(event: KeyboardEvent, stops: HTMLElement[], container: Element): void {
  const all = [...stops, ...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => element.getClientRects().length > 0,
  );
  if (all.length === 0) return;
  event.preventDefault();
  const at = all.indexOf(document.activeElement as HTMLElement);
  const step = event.shiftKey ? -1 : 1;
  const next = at === -1 ? (event.shiftKey ? all.length - 1 : 0) : (at + step + all.length) % all.length;
  all[next]?.focus();
}

/** Whether the search dialog is open above everything else: it handles its own keys then. */
export const searchIsOpen = () => document.body.classList.contains('DocSearch--active');
