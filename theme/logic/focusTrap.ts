const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Moves the focus for Tab (Shift+Tab: back) through `stops` and the focusables of `container`, wrapping around. */
export function trapTab(event: KeyboardEvent, stops: HTMLElement[], container: Element): void {
  const all = [...stops, ...container.querySelectorAll<HTMLElement>(focusable)].filter(
    (el) => el.getClientRects().length,
  );
  if (all.length === 0) return;
  event.preventDefault();
  const at = all.indexOf(document.activeElement as HTMLElement);
  const step = event.shiftKey ? -1 : 1;
  all[at === -1 ? (event.shiftKey ? all.length - 1 : 0) : (at + step + all.length) % all.length]?.focus();
}

/** Whether the search dialog is open above everything else: it handles its own keys then. */
export const searchIsOpen = () => document.body.classList.contains('DocSearch--active');
